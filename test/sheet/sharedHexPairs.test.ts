// one mech a hex: each hex two or more mechs share is a problem of its own, placed on the first mech's
// Position cell, its words after the cells those the TN column and the repeats of one mistake are told by.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { sharedHexes } from '../../src/sheet/read/sharedHexes';
import { demo, set } from './fixtures';

// Demo Mechs rows 2–5: Griffin (0609), Rifleman (0415), Blackjack (0111), Locust (1516); Position is column O.

describe('R-2.8: two hexes each shared by two mechs', () => {
  it('are two problems, in the order of the first mech of each on the Mechs tab', () => {
    const tabs = set(demo(), 'Mechs', 'Position', 4, '0415');
    set(tabs, 'Mechs', 'Position', 5, '0609');
    const read = readCampaignParts(tabs);
    expect(read.problems.map((p) => p.message)).toEqual([
      'Mechs!O2 and Mechs!O5: Griffin and Locust both stand in 0609 — one mech a hex (R-2.8); move one of them',
      'Mechs!O3 and Mechs!O4: Rifleman and Blackjack both stand in 0415 — one mech a hex (R-2.8); move one of them',
    ]);
    expect(read.located.map((p) => [p.tab, p.row, p.col, p.text])).toEqual([
      ['Mechs', 1, 14, 'Griffin and Locust both stand in 0609 — one mech a hex (R-2.8); move one of them'],
      ['Mechs', 2, 14, 'Rifleman and Blackjack both stand in 0415 — one mech a hex (R-2.8); move one of them'],
    ]);
  });

  it("the problem names no mech: it holds back nobody's orders", () => {
    const read = readCampaignParts(set(demo(), 'Mechs', 'Position', 5, '0609'));
    expect(read.problems).toEqual([
      {
        code: 'sheet/shared_hex',
        message:
          'Mechs!O2 and Mechs!O5: Griffin and Locust both stand in 0609 — one mech a hex (R-2.8); move one of them',
      },
    ]);
  });
});

describe('R-2.8: the mechs sharing a hex, grouped', () => {
  it('each group in the order given, a hex of one mech left out', () => {
    const at = (col: number, row: number) => ({ col, row });
    const groups = sharedHexes([
      { mech: 'A', row: 1, hex: at(6, 9) },
      { mech: 'B', row: 2, hex: at(4, 15) },
      { mech: 'C', row: 3, hex: at(6, 9) },
      { mech: 'D', row: 4, hex: at(1, 11) },
      { mech: 'E', row: 5, hex: at(4, 15) },
      { mech: 'F', row: 6, hex: at(6, 9) },
    ]);
    expect(groups.map((g) => g.map((p) => p.mech))).toEqual([
      ['A', 'C', 'F'],
      ['B', 'E'],
    ]);
  });
});
