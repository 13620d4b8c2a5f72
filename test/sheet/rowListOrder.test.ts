// One mistake on many rows is one problem naming its rows (src/sheet/read/cascades.ts): rows in sheet order, each
// once, the list cut short only when it would name more than six.
import { describe, expect, it } from 'vitest';
import { groupCascades, rowList } from '../../src/sheet/read/cascades';
import type { LocatedProblem } from '../../src/sheet/tab/problems';

describe('the rows a repeated mistake names', () => {
  it('in the order the sheet numbers them, whatever order they were found in (row 10 after row 3)', () => {
    expect(rowList([9, 10, 2])).toBe('3, 10 and 11');
    expect(rowList([14, 2, 3, 4, 1])).toBe('2–5 and 15');
  });

  it('a row found twice is named once', () => {
    expect(rowList([4, 4, 5])).toBe('5 and 6');
  });

  it('six runs are all named; the seventh cuts the list to five and a count', () => {
    expect(rowList([1, 3, 5, 7, 9, 11])).toBe('2, 4, 6, 8, 10 and 12');
    expect(rowList([1, 3, 5, 7, 9, 11, 13])).toBe('2, 4, 6, 8, 10 and 2 more');
  });

  it('one row alone, and none', () => {
    expect(rowList([6])).toBe('7');
    expect(rowList([])).toBe('');
  });
});

describe('an emptied Mechs tab is one problem counting the rows that name a mech', () => {
  it('one Attacks row naming a mech twice is "1 Attacks row", beside "2 Equipment rows"', () => {
    const unknown = (tab: string, row: number, col: number): LocatedProblem => ({
      tab,
      row,
      col,
      refers: 'Griffin',
      problem: { code: 'sheet/unknown_mech', message: `${tab}: Griffin is not on the Mechs tab` },
    });
    expect(
      groupCascades(
        [unknown('Equipment', 1, 0), unknown('Equipment', 2, 0), unknown('Attacks', 1, 0), unknown('Attacks', 1, 1)],
        [],
        'Mechs!A2',
      ).map((p) => p.message),
    ).toEqual([
      'Mechs!A2: the Mechs tab has no mech, yet 2 Equipment rows and 1 Attacks row name Griffin — fill in the Mechs tab, one row per mech',
    ]);
  });
});
