// Undo saves the formulas a write covers; Sheets' getFormulas may give fewer rows than the write covers (rows past its
// last formula), and those rows are saved as plain values.
import { describe, expect, it } from 'vitest';
import { snapshotFor } from '../../src/sheet/undo/capture';

describe('a snapshot of a write whose rows run past the formulas read', () => {
  it('saves the formula, and blank formulas for the rows getFormulas did not give', () => {
    const before = {
      Notes: [
        ['What', 'Count'],
        [1, 2],
        [3, 4],
      ],
    };
    const after = {
      Notes: [
        ['What', 'Count'],
        [5, 6],
        [7, 8],
      ],
    };
    const snapshot = snapshotFor(before, after, { Notes: [[], ['=ROW()']] }, 1);
    expect(snapshot.ranges.map((r) => [r.row, r.col, r.values, r.formulas])).toEqual([
      [
        1,
        0,
        [
          [1, 2],
          [3, 4],
        ],
        [
          ['=ROW()', ''],
          ['', ''],
        ],
      ],
    ]);
  });
});
