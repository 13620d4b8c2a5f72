// An array result cannot spill over another formula (docs/platform-contracts.md): the rows an array formula may fill
// stop at the first formula under it, and the cells past that row are the write's again.
import { describe, expect, it } from 'vitest';
import { cellsToLeave } from '../../src/sheet/write/formulaCells';

/** The cells (row,col, 0-based) a write leaves alone. */
function leftAlone(before: unknown[][], after: unknown[][], formulas: string[][]): string[] {
  const leave = cellsToLeave(before, after, formulas);
  return before.flatMap((row, r) => row.map((_, c) => (leave(r, c) ? `${r},${c}` : ''))).filter(Boolean);
}

describe("the rows an array formula's result may have filled", () => {
  it('stop at a formula under it: the rows below that one are not its', () => {
    // A1 holds an array formula; A3 another formula under it; every other cell a value.
    const values = [
      [8, 'x'],
      [7, 'y'],
      [6, 'z'],
      [5, 'w'],
    ];
    const formulas = [
      ['=FILTER(C1:D9, C1:C9)', ''],
      ['', ''],
      ['=A2+1', ''],
      ['', ''],
    ];
    expect(leftAlone(values, values, formulas)).toEqual(['0,0', '0,1', '1,0', '1,1', '2,0']);
  });

  it("a cell the write changes is the write's, even where the array may have reached", () => {
    const before = [
      [8, 'x'],
      [7, 'y'],
    ];
    const after = [
      [8, 'x'],
      [7, 'changed'],
    ];
    const formulas = [
      ['=FILTER(C1:D9, C1:C9)', ''],
      ['', ''],
    ];
    expect(leftAlone(before, after, formulas)).toEqual(['0,0', '0,1', '1,0']);
  });

  it("an empty cell is the write's: an array that reached it would show there", () => {
    const values = [
      [8, ''],
      ['', 'y'],
    ];
    const formulas = [
      ['=FILTER(C1:D9, C1:C9)', ''],
      ['', ''],
    ];
    expect(leftAlone(values, values, formulas)).toEqual(['0,0', '1,1']);
  });

  it("a cell left of the formula is never its array's", () => {
    const values = [
      ['name', 8, 'x'],
      ['other', 7, 'y'],
    ];
    const formulas = [
      ['', '=FILTER(D1:E9, D1:D9)', ''],
      ['', '', ''],
    ];
    expect(leftAlone(values, values, formulas)).toEqual(['0,1', '0,2', '1,1', '1,2']);
  });
});
