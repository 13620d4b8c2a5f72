// The write's rectangles (src/sheet/write/blocks.ts) never overlap, not even in one cell: a rectangle that would grow
// along a row another rectangle starts or ends on stops short of it.
import { describe, expect, it } from 'vitest';
import { changedBlocks } from '../../src/sheet/write/blocks';

const X = 'x';
const blank = () => [
  ['', '', ''],
  ['', '', ''],
];

describe('a rectangle does not grow over the first or last row of another', () => {
  it('A1 stops short of B1:B2, whose first row it would cross to reach C1 (A2 and C2 left alone)', () => {
    const after = [
      [X, X, X],
      ['', X, ''],
    ];
    const blocks = changedBlocks(blank(), after, undefined, (r, c) => r === 1 && c !== 1);
    expect(blocks).toEqual([
      { row: 0, col: 0, rows: 1, cols: 1 },
      { row: 0, col: 1, rows: 2, cols: 1 },
      { row: 0, col: 2, rows: 1, cols: 1 },
    ]);
  });

  it('A2 stops short of B1:B2, whose last row it would cross to reach C2 (A1 and C1 left alone)', () => {
    const after = [
      ['', X, ''],
      [X, X, X],
    ];
    const blocks = changedBlocks(blank(), after, undefined, (r, c) => r === 0 && c !== 1);
    expect(blocks).toEqual([
      { row: 1, col: 0, rows: 1, cols: 1 },
      { row: 0, col: 1, rows: 2, cols: 1 },
      { row: 1, col: 2, rows: 1, cols: 1 },
    ]);
  });
});
