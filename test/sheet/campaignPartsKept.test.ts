// What a partial read of the campaign keeps and what it holds back (src/sheet/read/campaign.ts, docs/sidebar.md):
// which problems hold everything back, what the held-back mechs take with them, and the round Resolve without them
// would play.
import { describe, expect, it } from 'vitest';
import { readCampaign, readCampaignParts } from '../../src/sheet/read/campaign';
import { addRow, demo, messages, set, type Sheets } from './fixtures';

describe('a read with no problem', () => {
  it('keeps every mech and line, and offers no Resolve without them', () => {
    const read = readCampaignParts(demo());
    expect(read.problems).toEqual([]);
    expect(read.blocking).toBeUndefined();
    expect(read.heldBack).toEqual([]);
    expect(read.withoutHeldBack).toBeUndefined();
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(read.attackRows).toEqual([1, 2, 3]);
  });
});

describe('a Rules row naming no setting holds back nothing the TNs depend on', () => {
  it('the mechs and lines are all read, while Resolve still refuses the round', () => {
    const tabs = demo();
    const row = addRow(tabs, 'Rules', { Setting: 'Colour', Value: 'red' });
    const read = readCampaignParts(tabs);
    expect(read.blocking).toBeUndefined();
    expect(read.problems.map((p) => [p.code, p.message.slice(0, 35)])).toEqual([
      ['sheet/unknown_setting', `Rules!A${row}: unknown setting "Colour"`],
    ]);
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(read.attackRows).toEqual([1, 2, 3]);
    expect(read.withoutHeldBack?.unskippable.map((u) => u.why)).toEqual([
      'the Rules tab: every TN of the round depends on it',
    ]);
    expect(readCampaign(tabs).ok).toBe(false);
  });
});

describe('a tab or header Gator cannot read holds everything back', () => {
  const heldAll = (tabs: Sheets) => {
    const read = readCampaignParts(tabs);
    expect(read.campaign).toBeUndefined();
    expect(read.attackRows).toEqual([]);
    expect(read.heldBack).toEqual([]);
    return read.blocking?.message;
  };

  it('the Attacks tab missing', () => {
    const tabs = demo();
    delete tabs.Attacks;
    expect(heldAll(tabs)).toBe('Attacks: the tab is missing; Set up campaign creates it');
  });

  it('no Target header on the Attacks tab', () => {
    const tabs = demo();
    tabs.Attacks[0][1] = 'Targt';
    expect(heldAll(tabs)).toBe('Attacks!1:1: no column headed "Target" (headers are matched by name, in any order)');
  });

  it('two Mechs columns headed Name', () => {
    const tabs = demo();
    tabs.Mechs[0][1] = 'Name';
    expect(heldAll(tabs)).toBe('Mechs!B1: two columns are headed "Name" (A1 and B1); keep one');
  });
});

describe('a held-back mech takes its orders with it', () => {
  it("the Griffin's bad Gunnery: no move of the Griffin's is kept, every other mech's is", () => {
    const read = readCampaignParts(set(demo(), 'Mechs', 'Gunnery', 2, 'nine'));
    expect(read.heldBack.map((h) => h.mech)).toEqual(['Griffin']);
    expect(read.campaign?.declarations.moves.map((m) => m.mech)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
  });

  it('R-4.2: a mech outflanking a mech that is not held back keeps its outflank', () => {
    const tabs = set(set(demo(), 'Mechs', 'Outflank', 4, 'Griffin'), 'Mechs', 'Heat', 5, '#REF!');
    const read = readCampaignParts(tabs);
    expect(read.heldBack.map((h) => h.mech)).toEqual(['Locust']);
    const blackjack = read.campaign?.declarations.moves.find((m) => m.mech === 'Blackjack');
    expect(blackjack?.outflank).toBe('Griffin');
  });
});

describe('Resolve without them: the round it would play', () => {
  it("the Rifleman's bad Move: every mech on the map, the others' moves, the lines it does not make", () => {
    const tabs = set(set(demo(), 'Mechs', 'Move', 3, 'Swim'), 'Rules', 'Value', 2, 4);
    const read = readCampaignParts(tabs);
    const full = readCampaignParts(set(demo(), 'Rules', 'Value', 2, 4)).campaign;
    const without = read.withoutHeldBack;
    expect(without?.orders.map((o) => o.mech)).toEqual(['Rifleman']);
    const campaign = without?.campaign;
    expect(campaign?.battle.round).toBe(4);
    expect(campaign?.battle.catalog).toEqual(full?.battle.catalog);
    expect(campaign?.battle.map).toEqual(full?.battle.map);
    expect(campaign?.battle.map).toBeDefined();
    expect(campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(campaign?.declarations.moves.map((m) => [m.mech, m.mode])).toEqual([
      ['Griffin', 'run'],
      ['Blackjack', 'run'],
      ['Locust', 'run'],
    ]);
    // The Rifleman stands still and holds fire; the Griffin's line at it is still made.
    expect(campaign?.declarations.attacks.map((a) => `${a.attacker}→${a.target}`)).toEqual([
      'Griffin→Rifleman',
      'Blackjack→Griffin',
    ]);
    expect(without?.attackRows).toEqual([1, 3]);
  });
});

describe('a Mechs tab with no mech, its Name column moved', () => {
  it('the one problem sits on the first Name cell, wherever the Name column is', () => {
    const tabs = demo();
    for (const tab of ['Mechs', 'Equipment', 'Attacks']) tabs[tab] = [tabs[tab][0]];
    const header = tabs.Mechs[0];
    [header[0], header[2]] = [header[2], header[0]];
    tabs.Attacks.push(['Atlas', 'Zeus', 'All', '', '', '', '', '', '']);
    expect(messages(tabs)).toEqual([
      'Mechs!C2: the Mechs tab has no mech, yet 1 Attacks row names Atlas and Zeus — fill in the Mechs tab, one row per mech',
    ]);
  });
});
