// The row reader's words for a whole number's bounds, and its refusals of a caller's mistake (a bug, said plainly).
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/sheet/schema/playTabs';
import { RowReader, wholeRangeText } from '../../src/sheet/tab/rowReader';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { TabReader } from '../../src/sheet/tab/tabReader';

describe('a whole number and its bounds, in words', () => {
  it('both bounds, a lower one, an upper one, none', () => {
    expect([wholeRangeText(0, 8), wholeRangeText(1), wholeRangeText(undefined, 8), wholeRangeText()]).toEqual([
      'a whole number from 0 to 8',
      'a whole number 1 or more',
      'a whole number 8 or less',
      'a whole number',
    ]);
  });
});

describe("a caller's mistake is a bug, refused by name", () => {
  const grid = [
    ['Setting', 'Value'],
    ['Round', 1],
  ];
  const reader = () => new RowReader(new TabReader(RULES, grid, { setting: 0, value: 1 }), 1, new SheetProblems());

  it('a key the tab’s schema has no column for', () => {
    expect(() => reader().whole('nope', 0)).toThrow('no column nope');
  });

  it('a bounded read of a column that holds no whole number', () => {
    expect(() => reader().bounded('setting')).toThrow('Rules: column setting is not a whole number');
  });
});
