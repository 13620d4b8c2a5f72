// What a partial read holds back (src/sheet/read/campaign.ts, docs/sidebar.md): a problem of a mech's own rows holds
// that mech back, named once with its first problem; a problem every TN depends on holds everything back, and
// Resolve without them is told why it cannot skip it.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo, set } from './fixtures';

describe('a problem of a mech’s own rows holds that mech back', () => {
  it('each mech is named once, with its first problem, in the order its problems were found', () => {
    // The Griffin's Gunnery and one of its Equipment rows; the Locust's Heat.
    const tabs = set(demo(), 'Mechs', 'Gunnery', 2, 'nine');
    set(set(tabs, 'Equipment', 'Item', 3, 'Large Lazer'), 'Mechs', 'Heat', 5, '#REF!');
    const read = readCampaignParts(tabs);
    expect(read.heldBack.map((h) => h.mech)).toEqual(['Griffin', 'Locust']);
    const griffin = read.located.find((p) => p.problem.mech === 'Griffin')?.problem;
    const locust = read.located.find((p) => p.problem.mech === 'Locust')?.problem;
    expect(read.heldBack).toEqual([
      { mech: 'Griffin', problem: griffin },
      { mech: 'Locust', problem: locust },
    ]);
    expect(read.located.filter((p) => p.problem.mech === 'Griffin')).toHaveLength(2);
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Rifleman', 'Blackjack']);
  });
});

describe('a problem every TN depends on holds everything back', () => {
  it('no campaign, no attack row kept, no mech singled out; Resolve without them has nothing to play and says why', () => {
    const read = readCampaignParts(set(demo(), 'Rules', 'Value', 3, '#N/A'));
    expect(read.campaign).toBeUndefined();
    expect(read.attackRows).toEqual([]);
    expect(read.heldBack).toEqual([]);
    expect(read.withoutHeldBack).toEqual({
      lines: [],
      orders: [],
      unskippable: [{ problem: read.blocking, why: 'the Rules tab: every TN of the round depends on it' }],
      attackRows: [],
    });
  });
});
