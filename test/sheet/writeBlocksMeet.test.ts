// The write's rectangles (src/sheet/write/blocks.ts) never overlap: a rectangle grows into a later column only when
// the cells it would newly hold are not left alone — and it may pass beside another rectangle that does not share its
// rows, which is what these cases pin.
import { describe, expect, it } from 'vitest';
import { changedBlocks } from '../../src/sheet/write/blocks';

const X = 'x';

describe('a rectangle grows past another that shares none of its rows', () => {
  it('A1 grows over B1 to C1, beside B2 (held apart from A1 by a left-alone A2, kept from C by a left-alone C2)', () => {
    const before = [
      ['', '', ''],
      ['', '', ''],
    ];
    const after = [
      [X, '', X],
      ['', X, ''],
    ];
    const blocks = changedBlocks(before, after, undefined, (r, c) => r === 1 && c !== 1);
    expect(blocks).toEqual([
      { row: 0, col: 0, rows: 1, cols: 3 },
      { row: 1, col: 1, rows: 1, cols: 1 },
    ]);
  });

  it('A2 grows over B2 to C2, beside B1 (held apart from A2 by a left-alone A1, kept from C by a left-alone C1)', () => {
    const before = [
      ['', '', ''],
      ['', '', ''],
    ];
    const after = [
      ['', X, ''],
      [X, '', X],
    ];
    const blocks = changedBlocks(before, after, undefined, (r, c) => r === 0 && c !== 1);
    expect(blocks).toEqual([
      { row: 1, col: 0, rows: 1, cols: 3 },
      { row: 0, col: 1, rows: 1, cols: 1 },
    ]);
  });
});
