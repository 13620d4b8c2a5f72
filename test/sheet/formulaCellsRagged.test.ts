// A write never touches an unchanged formula cell — also when the grids it compares end before that cell (a formula
// showing nothing, in a row the write's new values leave short).
import { describe, expect, it } from 'vitest';
import { cellsToLeave } from '../../src/sheet/write/formulaCells';

describe('an unchanged formula cell past the end of the rows compared', () => {
  it('is left alone: nothing before and nothing after is no change', () => {
    const leave = cellsToLeave([['Name']], [['Name']], [['', '=IF(A1="","",1)']]);
    expect(leave(0, 1)).toBe(true);
  });

  it('a value written where the formula showed nothing is a change: not left alone', () => {
    const leave = cellsToLeave([['Name']], [['Name', 5]], [['', '=IF(A1="","",1)']]);
    expect(leave(0, 1)).toBe(false);
  });
});
