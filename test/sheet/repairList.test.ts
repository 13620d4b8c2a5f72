// a damaged mech's repair list, read from its record; each line carries the cells that mend it.
// Pure (tabs in, lines out), so it is read here directly on the demo's tabs.
import { describe, expect, it } from 'vitest';
import { findLibraryUnit } from '../../src/rules/data/library';
import { repairLines } from '../../src/sheet/setup/repairList';
import { parseFullArmor } from '../../src/sheet/setup/fullArmor';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, colOf, demo, set, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin (GRF-1S, record LA armor 14), Rifleman, Blackjack, Locust, none damaged.
// The Griffin's one bin, Ammo (LRM-5) in the RT, is full at 24 shots.

const read = (tabs: Sheets, fullBin?: (item: string) => number | undefined) => {
  const problems = new SheetProblems();
  const lines = repairLines(tabs, problems, fullBin);
  return { lines, messages: problems.list.map((p) => p.message), codes: problems.list.map((p) => p.code) };
};

/** The A1 letters of a 0-based column (0 → A, 26 → AA). */
const letters = (col: number): string =>
  (col >= 26 ? letters(Math.floor(col / 26) - 1) : '') + String.fromCharCode(65 + (col % 26));
const fullArmorCell = (tabs: Sheets, row: number): string =>
  `Mechs!${letters(colOf(tabs, 'Mechs', 'Full armor'))}${row}`;

describe('R-16.6: the record a repair restores', () => {
  it("a blank Full armor of a library model takes the model's record armor", () => {
    expect(findLibraryUnit('GRF-1S')?.armor.LA).toBe(14);
    const tabs = demo();
    set(tabs, 'Mechs', 'Full armor', 2, '');
    set(tabs, 'Mechs', 'LA Armor', 2, 10);
    const { lines, messages } = read(tabs);
    expect(messages).toEqual([]);
    expect(lines).toEqual([
      {
        mech: 'Griffin',
        repair: 'LA armor',
        kind: 'armor',
        points: 4,
        cells: [{ tab: 'Mechs', row: 1, col: colOf(tabs, 'Mechs', 'LA Armor'), value: 14 }],
      },
    ]);
  });

  it('a blank Full armor of a model not in the library is a problem of that cell, and lists no armor', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Full armor', 2, '');
    set(tabs, 'Mechs', 'Model', 2, 'GRF-HOUSE');
    set(tabs, 'Mechs', 'LA Armor', 2, 10);
    const { lines, messages, codes } = read(tabs);
    expect(lines).toEqual([]);
    expect(messages).toEqual([
      `${fullArmorCell(tabs, 2)}: Full armor is blank: listing Griffin's repairs needs its record armor (HD 9, CT 20+8, …); type it`,
    ]);
    expect(codes).toEqual(['sheet/no_full_armor']);
  });

  it('a Full armor that cannot be read says why on its cell', () => {
    const tabs = set(demo(), 'Mechs', 'Full armor', 3, 'HD 9');
    const reason = parseFullArmor('HD 9');
    if (reason.ok) return expect.fail('HD 9 alone should not read');
    const { messages, codes } = read(tabs);
    expect(messages).toEqual([`${fullArmorCell(tabs, 3)}: ${reason.reason}`]);
    expect(codes).toEqual(['sheet/bad_full_armor']);
  });
});

describe('R-16.6: critical effects', () => {
  it('damaged life support is one critical repair that sets Life support back to OK', () => {
    const tabs = set(demo(), 'Mechs', 'Life support', 3, 'Damaged');
    expect(read(tabs).lines).toEqual([
      {
        mech: 'Rifleman',
        repair: 'Life support',
        kind: 'critical',
        points: 1,
        cells: [{ tab: 'Mechs', row: 2, col: colOf(tabs, 'Mechs', 'Life support'), value: 'OK' }],
      },
    ]);
  });
});

describe('R-19.4: bins below full', () => {
  it('a second bin of the same ammunition in the same location is told apart as #2', () => {
    const tabs = demo();
    const row = addRow(tabs, 'Equipment', {
      Mech: 'Griffin',
      Item: 'Ammo (LRM-5)',
      Location: 'RT',
      Status: 'OK',
      Shots: 10,
    });
    const { lines } = read(tabs, (item) => (item === 'Ammo (LRM-5)' ? 24 : undefined));
    expect(lines).toEqual([
      {
        mech: 'Griffin',
        repair: 'Ammo (LRM-5) (RT) #2: 10 of 24 shots left',
        kind: 'ammo',
        points: 14,
        cells: [{ tab: 'Equipment', row: row - 1, col: colOf(tabs, 'Equipment', 'Shots'), value: 24 }],
      },
    ]);
  });
});

describe('no Mechs tab', () => {
  it('lists no repairs and says the tab is missing', () => {
    const tabs = demo();
    delete tabs.Mechs;
    const { lines, messages } = read(tabs);
    expect(lines).toEqual([]);
    expect(messages).toEqual(['Mechs: the tab is missing; Set up campaign creates it']);
  });
});
