// The write's rectangles (src/sheet/write/blocks.ts) hold every changed cell — rows and cells the write appends too —
// and never a cell left alone (a formula's) nor a column of the GM's; nothing is written when nothing changed.
import { describe, expect, it } from 'vitest';
import { changedBlocks, changedRectangle } from '../../src/sheet/write/blocks';

const X = 'x';

describe('nothing changed, nothing written', () => {
  it('the same grid', () => {
    const grid = [
      ['Name', 'Heat'],
      ['Griffin', 7],
    ];
    expect(
      changedBlocks(
        grid,
        grid.map((r) => r.slice()),
      ),
    ).toEqual([]);
  });

  it('a row read shorter than the write’s, its missing cells blank in both', () => {
    expect(
      changedBlocks(
        [['Name'], ['Griffin']],
        [
          ['Name', ''],
          ['Griffin', null],
        ],
      ),
    ).toEqual([]);
  });
});

describe('what the write appends is written', () => {
  it('a row past the tab’s end', () => {
    const before = [
      ['Name', 'Heat'],
      ['Griffin', 7],
    ];
    const after = [...before, ['', 3]];
    expect(changedBlocks(before, after)).toEqual([{ row: 2, col: 1, rows: 1, cols: 1 }]);
  });

  it('a cell past a row’s end', () => {
    expect(changedBlocks([['Name']], [['Name', 'Heat']])).toEqual([{ row: 0, col: 1, rows: 1, cols: 1 }]);
  });
});

describe('a cell left alone is never written', () => {
  const column = (...cells: unknown[]) => cells.map((c) => [c]);
  const formulaAt1 = (r: number, c: number) => r === 1 && c === 0;

  it('changed, it is still left: the cells above and below are written apart', () => {
    const blocks = changedBlocks(column('', '', ''), column(X, X, X), undefined, formulaAt1);
    expect(blocks).toEqual([
      { row: 0, col: 0, rows: 1, cols: 1 },
      { row: 2, col: 0, rows: 1, cols: 1 },
    ]);
  });

  it('unchanged between two changes: two rectangles, the run below it one', () => {
    const blocks = changedBlocks(column('', '=A1', '', ''), column(X, '=A1', X, X), undefined, formulaAt1);
    expect(blocks).toEqual([
      { row: 0, col: 0, rows: 1, cols: 1 },
      { row: 2, col: 0, rows: 2, cols: 1 },
    ]);
  });

  it('a plain cell above it, between it and the change before: still two rectangles', () => {
    const at2 = (r: number, c: number) => r === 2 && c === 0;
    const blocks = changedBlocks(column('', 'kept', '=A1', ''), column(X, 'kept', '=A1', X), undefined, at2);
    expect(blocks).toEqual([
      { row: 0, col: 0, rows: 1, cols: 1 },
      { row: 3, col: 0, rows: 1, cols: 1 },
    ]);
  });

  it('no cell left alone between two changes: one rectangle, the unchanged cell written back as it is', () => {
    const blocks = changedBlocks(column('', 'kept', ''), column(X, 'kept', X), undefined, () => false);
    expect(blocks).toEqual([{ row: 0, col: 0, rows: 3, cols: 1 }]);
  });

  it('left of a rectangle: the rectangle still grows to the right', () => {
    const before = [['=B1', '', '']];
    const after = [['=B1', X, X]];
    expect(changedBlocks(before, after, undefined, (r, c) => r === 0 && c === 0)).toEqual([
      { row: 0, col: 1, rows: 1, cols: 2 },
    ]);
  });
});

describe('a column of the GM’s is never in a rectangle', () => {
  it('changes either side of it are written apart', () => {
    const before = [['', 'GM notes', '']];
    const after = [[X, 'GM notes', X]];
    expect(changedBlocks(before, after, (c) => c !== 1)).toEqual([
      { row: 0, col: 0, rows: 1, cols: 1 },
      { row: 0, col: 2, rows: 1, cols: 1 },
    ]);
  });

  it('a column of Gator’s own that did not change is written back as it is, joining its neighbours', () => {
    const before = [['', 'Griffin', '']];
    const after = [[X, 'Griffin', X]];
    expect(changedBlocks(before, after)).toEqual([{ row: 0, col: 0, rows: 1, cols: 3 }]);
  });
});

describe('the rectangle around every change', () => {
  it('from the first changed row and column to the last', () => {
    const before = [
      ['', '', '', '', ''],
      ['', '', '', '', ''],
      ['', '', '', '', ''],
      ['', '', '', '', ''],
    ];
    const after = before.map((r) => r.slice());
    after[1][1] = X;
    after[3][4] = X;
    expect(changedRectangle(before, after)).toEqual({ row: 1, col: 1, rows: 3, cols: 4 });
  });

  it('none when nothing changed', () => {
    expect(changedRectangle([['a']], [['a']])).toBeUndefined();
  });
});
