// An array result cannot spill over another formula: the cells a write leaves alone for an array formula stop at the
// next formula of its row, and the rows under it stop at that column too (docs/platform-contracts.md).
import { describe, expect, it } from 'vitest';
import { cellsToLeave } from '../../src/sheet/write/formulaCells';

describe("the cells an array formula's result may have filled", () => {
  it("end at the GM's own formula beside it: their column and the notes past it are not the array's", () => {
    // B2 holds Gator's TN array; C2 the GM's formula; D a note the GM typed.
    const values = [
      ['Name', 'TN', 'Mine', 'Note'],
      ['Griffin', 8, '8 hot', 'keep'],
      ['Rifleman', 7, 'cold', 'keep too'],
    ];
    const formulas = [
      ['', '', '', ''],
      ['', '=ATTACKTN(A1:A)', '=B2&" hot"', ''],
      ['', '', '', ''],
    ];
    const leave = cellsToLeave(values, values, formulas);
    const left = values.flatMap((row, r) => row.map((_, c) => (leave(r, c) ? `${r},${c}` : ''))).filter(Boolean);
    expect(left).toEqual(['1,1', '1,2', '2,1']);
  });
});
