// Two mechs in one hex at the start of a round. One mech a hex is a problem of
// the read, naming both Position cells and both mechs; both stay on the map, and the round waits
// until one is moved.
import { describe, expect, it } from 'vitest';
import { readCampaign, readCampaignParts } from '../../src/sheet/read/campaign';
import { sharedHexes } from '../../src/sheet/read/sharedHexes';
import { demo, set } from './fixtures';

/** The demo with the Locust (row 5) typed into the Griffin's hex. */
function locustOnGriffin() {
  return set(demo(), 'Mechs', 'Position', 5, '0609');
}

describe('R-2.8: two mechs in one hex at the start of the round', () => {
  it('R-2.8: the read gives one problem naming both Position cells and both mechs, and says what to do', () => {
    const read = readCampaignParts(locustOnGriffin());
    expect(read.problems.map((p) => [p.code, p.message])).toEqual([
      [
        'sheet/shared_hex',
        'Mechs!O2 and Mechs!O5: Griffin and Locust both stand in 0609 — one mech a hex (R-2.8); move one of them',
      ],
    ]);
    expect(read.located.map((p) => [p.tab, p.row, p.col])).toEqual([['Mechs', 1, 14]]);
  });

  it('R-2.8: both mechs stay in the battle the views read (the map draws both tokens), and the round is refused until one is moved', () => {
    const read = readCampaignParts(locustOnGriffin());
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(read.heldBack).toEqual([]);
    const refused = readCampaign(locustOnGriffin());
    expect(refused.ok).toBe(false);
    expect(readCampaign(set(locustOnGriffin(), 'Mechs', 'Position', 5, '1516')).ok).toBe(true);
  });

  it('R-2.8: the same hex however the cell holds it (the number 609, the text 0609)', () => {
    const tabs = set(set(demo(), 'Mechs', 'Position', 2, 609), 'Mechs', 'Position', 5, "'0609");
    expect(readCampaignParts(tabs).problems.map((p) => p.code)).toEqual(['sheet/shared_hex']);
  });

  it('R-2.8, R-V.3: a destroyed mech has left its hex, a wreck has not', () => {
    const destroyed = set(locustOnGriffin(), 'Mechs', 'Status', 5, 'Destroyed');
    expect(readCampaignParts(destroyed).problems).toEqual([]);
    const wreck = set(locustOnGriffin(), 'Mechs', 'Status', 5, 'Wreck');
    expect(readCampaignParts(wreck).problems.map((p) => p.message)).toEqual([
      'Mechs!O2 and Mechs!O5: Griffin and Locust both stand in 0609 — one mech a hex (R-2.8); move one of them',
    ]);
  });

  it('R-2.8: three in one hex are one problem naming the three of them', () => {
    const tabs = set(locustOnGriffin(), 'Mechs', 'Position', 4, '0609');
    expect(readCampaignParts(tabs).problems.map((p) => p.message)).toEqual([
      'Mechs!O2, Mechs!O4 and Mechs!O5: Griffin, Blackjack and Locust all stand in 0609 — one mech a hex (R-2.8); move all but one of them',
    ]);
  });

  it('R-2.8: a mech not on the map, or in a hex of its own, is no problem', () => {
    expect(readCampaignParts(set(demo(), 'Mechs', 'Position', 5, '')).problems).toEqual([]);
    expect(
      sharedHexes([
        { mech: 'A', row: 1, hex: { col: 6, row: 9 } },
        { mech: 'B', row: 2, hex: { col: 9, row: 6 } },
      ]),
    ).toEqual([]);
  });
});
