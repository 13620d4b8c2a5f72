// One typo never blinds the GM (readCampaignParts): an Equipment row holds back its mech as a Mechs cell does, and a
// problem every TN depends on holds back everything, still telling why Resolve without them cannot skip it.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demo, set } from './fixtures';

describe('a problem on an Equipment row holds back its mech', () => {
  it("the Blackjack's Equipment row 28 naming no weapon: the Blackjack and the lines it is in are left out", () => {
    const read = readCampaignParts(set(demo(), 'Equipment', 'Item', 28, 'Medium Lazer'));
    expect(read.heldBack.map((h) => [h.mech, h.problem.code])).toEqual([['Blackjack', 'sheet/unknown_item']]);
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Locust']);
    expect(read.attackRows).toEqual([1, 2]);
  });
});

describe('a problem on the Rules tab holds back everything', () => {
  it('no campaign, no attack line, no mech singled out; Resolve without them says the Rules tab cannot be skipped', () => {
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
