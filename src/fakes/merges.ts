/**
 * The merged cells of a fake sheet and the freeze lines they may not cross: what `Range.merge`,
 * `Range.breakApart`, `Range.isPartOfMerge`, `Range.getMergedRanges` and `Sheet.setFrozenRows` /
 * `setFrozenColumns` share. A merge is one block of cells shown as one
 * (https://developers.google.com/apps-script/reference/spreadsheet/range#merge); it moves with
 * the rows and columns inserted or deleted around it, as every range does.
 *
 * Sheets keeps a merge and a freeze apart: it does not freeze through a merged cell, nor merge
 * across a freeze line (a maintainer's comparison of Google Sheets with Excel, which allows both:
 * https://github.com/dream-num/univer/issues/724 — medium confidence, no Google page says it).
 * The messages are the fakes' own words: Google documents none.
 */
import type { GridChange } from './formula/shift';
import type { CellRect } from './protection';

type Axis = 'row' | 'col';

/** Whether two rectangles share a cell. */
function overlaps(a: CellRect, b: CellRect): boolean {
  return (
    a.row < b.row + b.numRows && b.row < a.row + a.numRows && a.col < b.col + b.numCols && b.col < a.col + a.numCols
  );
}

/** Whether `inner` lies wholly inside `outer`. */
function within(inner: CellRect, outer: CellRect): boolean {
  return (
    inner.row >= outer.row &&
    inner.col >= outer.col &&
    inner.row + inner.numRows <= outer.row + outer.numRows &&
    inner.col + inner.numCols <= outer.col + outer.numCols
  );
}

/** First and last row (or column) of a rectangle along an axis. */
function span(rect: CellRect, axis: Axis): [number, number] {
  return axis === 'row' ? [rect.row, rect.row + rect.numRows - 1] : [rect.col, rect.col + rect.numCols - 1];
}

/** Whether a freeze of `count` rows (or columns) runs through the middle of `rect`. */
function cuts(rect: CellRect, axis: Axis, count: number): boolean {
  const [first, last] = span(rect, axis);
  return first <= count && count < last;
}

const PART_OF_A_MERGE = 'Exception: You must select all cells in a merged range to merge or unmerge them.';

/** A sheet's merged cells, each a rectangle of at least two cells. */
export class SheetMerges {
  private rects: CellRect[] = [];

  /** Every merge, top to bottom as they were made. */
  list(): readonly CellRect[] {
    return this.rects;
  }

  /** The merges sharing a cell with `rect`. */
  touching(rect: CellRect): CellRect[] {
    return this.rects.filter((m) => overlaps(m, rect));
  }

  /**
   * Merges `rect`, given the sheet's frozen rows and columns: the merges inside it become part
   * of it; one reaching out of it, or a freeze line through it, is refused.
   */
  merge(rect: CellRect, frozenRows: number, frozenCols: number): void {
    if (rect.numRows * rect.numCols < 2) return;
    if (this.touching(rect).some((m) => !within(m, rect))) throw new Error(PART_OF_A_MERGE);
    if (cuts(rect, 'row', frozenRows)) throw new Error("Exception: You can't merge frozen and non-frozen rows.");
    if (cuts(rect, 'col', frozenCols)) throw new Error("Exception: You can't merge frozen and non-frozen columns.");
    this.rects = [...this.rects.filter((m) => !within(m, rect)), rect];
  }

  /** Breaks every merge inside `rect` apart; one reaching out of it is refused. */
  breakApart(rect: CellRect): void {
    const touched = this.touching(rect);
    if (touched.some((m) => !within(m, rect))) throw new Error(PART_OF_A_MERGE);
    this.rects = this.rects.filter((m) => touched.indexOf(m) < 0);
  }

  /** Refuses a freeze of `count` rows (or columns) that would run through a merged cell. */
  checkFreeze(axis: Axis, count: number): void {
    if (!this.rects.some((m) => cuts(m, axis, count))) return;
    throw new Error(
      `Exception: You can't freeze ${axis === 'row' ? 'rows' : 'columns'} which contain only part of a merged cell.`,
    );
  }

  /** Rows or columns inserted or deleted: each merge moves (or shrinks) with them; one whose cells all went is gone. */
  shift(change: GridChange): void {
    const moved: CellRect[] = [];
    for (const m of this.rects) {
      const [first, last] = span(m, change.axis);
      const at = change.at;
      const n = change.count;
      let lo = first;
      let hi = last;
      if (n > 0) {
        if (first >= at) lo += n;
        if (last >= at) hi += n;
      } else {
        const gone = -n;
        const end = at + gone - 1;
        lo = first < at ? first : first > end ? first - gone : at;
        hi = last < at ? last : last > end ? last - gone : at - 1;
      }
      if (hi < lo) continue;
      const size = hi - lo + 1;
      const next = change.axis === 'row' ? { ...m, row: lo, numRows: size } : { ...m, col: lo, numCols: size };
      if (next.numRows * next.numCols >= 2) moved.push(next);
    }
    this.rects = moved;
  }
}
