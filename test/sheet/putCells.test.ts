// A write changes only cells that do not already read as the new value, in rectangles of exactly the new values.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { planWrites } from '../../src/sheet/write/cellValue';
import { flag, open, put } from '../../src/sheet/write/put';
import { demo } from './fixtures';

describe('a cell that already reads as the value is left as it is', () => {
  it('a blank Prone cell reads as No: writing No leaves it blank; writing Yes fills it', () => {
    const grid: unknown[][] = [['', '']];
    put(grid, 0, 0, false, flag);
    put(grid, 0, 1, true, flag);
    expect(grid).toEqual([['', 'Yes']]);
  });
});

describe('the rectangles written', () => {
  it('a cell past the end of its new row is written blank', () => {
    const before = {
      T: [
        ['h1', 'h2'],
        ['x', 'y'],
      ],
    };
    const after = { T: [['h1', 'h2'], ['z']] };
    expect(planWrites(before, after).map((w) => [w.a1, w.values])).toEqual([['T!A2:B2', [['z', '']]]]);
  });

  it('a tab absent before starts empty: all of it is written', () => {
    expect(planWrites({}, { Notes: [['S', 't']] }).map((w) => [w.a1, w.values])).toEqual([
      ['Notes!A1:B1', [['S', 't']]],
    ]);
  });
});

describe('opening a tab to write it', () => {
  it('headers changed since the read are a bug, named', () => {
    const tabs = demo();
    tabs.Mechs[0][0] = 'Callsign';
    expect(() => open(tabs, MECHS)).toThrow('Mechs: the headers changed since the battle was read');
  });
});
