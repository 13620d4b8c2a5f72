// Undo restores a write by position ("nothing the GM typed is ever lost"), so it first checks the sheet against how the
// write left each saved rectangle: the headers over it and over its row-naming columns, each row's names and which of
// the rows sharing them it was; and it names every cell edited since. A guard hand-edited out of shape is not trusted.
// The snapshots here are made by hand, one small rectangle each, so each check is seen alone.
import { describe, expect, it } from 'vitest';
import { editedCells, movedSince } from '../../src/sheet/undo/guard';
import type { RangeGuard, SavedRange, UndoSnapshot } from '../../src/sheet/undo/snapshot';

/** The Griffin's Heat (Mechs!B2) written from 5 to 7; Name in column A names the row. */
const GUARD: RangeGuard = { header: ['Name', 'Heat'], keyCols: [0], keys: [['Griffin']], nth: [1], wrote: [[0, 0, 7]] };
const RANGE: SavedRange = { tab: 'Mechs', row: 1, col: 1, values: [[5]], rowsBefore: 2, guard: GUARD };
const snapshot = (...ranges: SavedRange[]): UndoSnapshot => ({ version: 1, round: 1, ranges });

/** The sheet as the write left it. */
const AS_WRITTEN = () => ({
  Mechs: [
    ['Name', 'Heat'],
    ['Griffin', 7],
  ],
});
/** The Griffin's row renamed and its Heat edited since. */
const CHANGED = () => ({
  Mechs: [
    ['Name', 'Heat'],
    ['Locust', 9],
  ],
});

describe('a sheet as the write left it', () => {
  it('nothing moved, nothing edited', () => {
    expect(movedSince(snapshot(RANGE), AS_WRITTEN())).toBeUndefined();
    expect(editedCells(snapshot(RANGE), AS_WRITTEN())).toEqual([]);
  });

  it('a row renamed and a cell edited since are seen', () => {
    expect(movedSince(snapshot(RANGE), CHANGED())).toEqual({
      kind: 'row',
      tab: 'Mechs',
      row: 1,
      was: ['Griffin'],
      now: ['Locust'],
    });
    expect(editedCells(snapshot(RANGE), CHANGED())).toEqual([
      { tab: 'Mechs', row: 1, col: 1, a1: 'Mechs!B2', wrote: 7, now: 9, before: 5, rowName: 'Griffin', header: 'Heat' },
    ]);
  });
});

describe('a snapshot saved before the check, or a guard hand-edited out of shape, is not trusted', () => {
  it('no guard: Undo goes by position, as it always did', () => {
    const { guard: _, ...unguarded } = RANGE;
    expect(movedSince(snapshot(unguarded), CHANGED())).toBeUndefined();
    expect(editedCells(snapshot(unguarded), CHANGED())).toEqual([]);
  });

  for (const field of ['header', 'keyCols', 'keys', 'nth', 'wrote'] as const)
    it(`a guard whose ${field} is no list`, () => {
      const range = { ...RANGE, guard: { ...GUARD, [field]: 'x' } as unknown as RangeGuard };
      expect(movedSince(snapshot(range), CHANGED())).toBeUndefined();
      expect(editedCells(snapshot(range), CHANGED())).toEqual([]);
    });

  it('a guard naming more rows than the rectangle holds', () => {
    const range = { ...RANGE, guard: { ...GUARD, keys: [['Griffin'], ['Locust']], nth: [1, 1] } };
    expect(movedSince(snapshot(range), CHANGED())).toBeUndefined();
    expect(editedCells(snapshot(range), CHANGED())).toEqual([]);
  });

  it('a guard with fewer ordinals than names', () => {
    const range = { ...RANGE, guard: { ...GUARD, nth: [] } };
    expect(movedSince(snapshot(range), CHANGED())).toBeUndefined();
    expect(editedCells(snapshot(range), CHANGED())).toEqual([]);
  });
});

describe('a column moved since the write', () => {
  /** Heat and Wounds (B2:C2) written; Name in column D. */
  const WIDE: SavedRange = {
    tab: 'Mechs',
    row: 1,
    col: 1,
    values: [[5, 0]],
    rowsBefore: 2,
    guard: { header: ['Notes', 'Heat', 'Wounds', 'Name'], keyCols: [3], keys: [['Griffin']], nth: [1], wrote: [] },
  };
  const sheet = (header: unknown[]) => ({ Mechs: [header, ['', 5, 0, 'Griffin']] });

  it('a header over the rectangle’s last column changed: that column is named', () => {
    expect(movedSince(snapshot(WIDE), sheet(['Notes', 'Heat', 'Crits', 'Name']))).toEqual({
      kind: 'column',
      tab: 'Mechs',
      col: 2,
      was: 'Wounds',
      now: 'Crits',
    });
  });

  it('two headers changed, one over the names right of the rectangle: the leftmost is named', () => {
    expect(movedSince(snapshot(WIDE), sheet(['Notes', 'Heat', 'Crits', 'Pilot']))).toMatchObject({ col: 2 });
  });

  it('a header left of the rectangle and of the names is not looked at', () => {
    expect(movedSince(snapshot(WIDE), sheet(['Remarks', 'Heat', 'Wounds', 'Name']))).toBeUndefined();
  });
});

describe('a row moved since the write', () => {
  /** Equipment Status (D2:D3) of two rows, named by Mech, Item and Location (A–C). */
  const header = ['Mech', 'Item', 'Location', 'Status'];
  const TWO: SavedRange = {
    tab: 'Equipment',
    row: 1,
    col: 3,
    values: [['OK'], ['OK']],
    rowsBefore: 3,
    guard: {
      header,
      keyCols: [0, 1, 2],
      keys: [
        ['Griffin', 'Large Laser', 'RT'],
        ['Griffin', 'Medium Laser', 'RA'],
      ],
      nth: [1, 1],
      wrote: [],
    },
  };

  it('the second row’s item renamed, its mech the same: that row is named, as it is now', () => {
    const now = {
      Equipment: [header, ['Griffin', 'Large Laser', 'RT', 'OK'], ['Griffin', 'Small Laser', 'RA', 'OK']],
    };
    expect(movedSince(snapshot(TWO), now)).toEqual({
      kind: 'row',
      tab: 'Equipment',
      row: 2,
      was: ['Griffin', 'Medium Laser', 'RA'],
      now: ['Griffin', 'Small Laser', 'RA'],
    });
  });

  it('a row of the same names put above: the same names, but now the second of them', () => {
    const now = {
      Equipment: [header, ['Griffin', 'Medium Laser', 'RA', 'OK'], ['Griffin', 'Medium Laser', 'RA', 'OK']],
    };
    const range = {
      ...TWO,
      row: 2,
      values: [['OK']],
      guard: { ...TWO.guard, keys: [['Griffin', 'Medium Laser', 'RA']], nth: [1] } as RangeGuard,
    };
    expect(movedSince(snapshot(range), now)).toEqual({
      kind: 'row',
      tab: 'Equipment',
      row: 2,
      was: ['Griffin', 'Medium Laser', 'RA'],
      now: ['Griffin', 'Medium Laser', 'RA'],
      nth: { was: 1, now: 2 },
    });
  });
});

describe('the cells edited since the write', () => {
  /** B2:C3 of Mechs: Heat written 5 → 7 on row 2, Wounds left as they were; C3 a formula the write left alone. */
  const BLOCK: SavedRange = {
    tab: 'Mechs',
    row: 1,
    col: 1,
    values: [
      [5, 0],
      [3, 1],
    ],
    formulas: [
      ['', ''],
      ['', '=B3/3'],
    ],
    rowsBefore: 3,
    guard: {
      header: ['Name', 'Heat', 'Wounds'],
      keyCols: [0],
      keys: [['Griffin'], ['Locust']],
      nth: [1, 1],
      wrote: [[0, 0, 7]],
    },
  };
  const sheet = (griffin: unknown[], locust: unknown[]) => ({
    Mechs: [
      ['Name', 'Heat', 'Wounds'],
      ['Griffin', ...griffin],
      ['Locust', ...locust],
    ],
  });

  it('a cell the write left as it was, typed over since, is named with where it is', () => {
    expect(editedCells(snapshot(BLOCK), sheet([7, 0], [4, 1]))).toEqual([
      { tab: 'Mechs', row: 2, col: 1, a1: 'Mechs!B3', wrote: 3, now: 4, before: 3, rowName: 'Locust', header: 'Heat' },
    ]);
  });

  it('on a tab without formulas, a cell the write left as it was and typed over since is named too', () => {
    const plain = { ...RANGE, guard: { ...GUARD, wrote: [] } };
    expect(editedCells(snapshot(plain), CHANGED()).map((e) => [e.a1, e.wrote, e.now, e.before])).toEqual([
      ['Mechs!B2', 5, 9, 5],
    ]);
  });

  it('a formula’s cell the write left alone is not named when its value changes', () => {
    expect(editedCells(snapshot(BLOCK), sheet([7, 0], [3, 2]))).toEqual([]);
  });

  it('a tab deleted since: every cell of the rectangle is named, now blank', () => {
    expect(editedCells(snapshot(BLOCK), {}).map((e) => [e.a1, e.now])).toEqual([
      ['Mechs!B2', ''],
      ['Mechs!C2', ''],
      ['Mechs!B3', ''],
    ]);
  });
});
