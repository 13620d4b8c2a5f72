/**
 * The rectangles a write of a tab goes in: as few `setValues` calls as the cells allow. Cells
 * inside a rectangle that did not change are written back as they are, so a rectangle may span
 * unchanged cells of Gator's own — but never a column of the GM's, nor a cell a formula owns
 * (formulaCells.ts): a rectangle stops at them, and a column is cut into runs around them.
 */
import { sameCell } from '../tab/cells';

/** A rectangle of a tab, 0-based as its values are. */
export interface Block {
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
}

type Grid = readonly (readonly unknown[])[];

/** A missing row, read as empty cells. */
const NO_CELLS: readonly unknown[] = [];

/** Whether a cell of `before` and `after` differs (`===` first: most cells are the very same value). */
function differs(b: unknown, a: unknown): boolean {
  return b !== a && !sameCell(b, a);
}

/** Changed rows of each column, top to bottom. */
function changedRows(before: Grid, after: Grid): number[][] {
  const byCol: number[][] = [];
  const height = Math.max(before.length, after.length);
  for (let r = 0; r < height; r++) {
    const b = before[r] ?? NO_CELLS;
    const a = after[r] ?? NO_CELLS;
    const width = Math.max(b.length, a.length);
    for (let c = 0; c < width; c++) if (differs(b[c], a[c])) (byCol[c] = byCol[c] ?? []).push(r);
  }
  return byCol;
}

/** A column's changed rows in runs no left-alone cell interrupts (nor is in): [top, bottom] each. */
function runs(rows: readonly number[], col: number, leave: (row: number, col: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  for (const r of rows) {
    if (leave(r, col)) continue;
    const last = out[out.length - 1];
    let clear = last !== undefined;
    for (let between = last ? last[1] + 1 : r; clear && between < r; between++) if (leave(between, col)) clear = false;
    if (last && clear) last[1] = r;
    else out.push([r, r]);
  }
  return out;
}

interface Open {
  col: number;
  end: number;
  top: number;
  bottom: number;
}

/**
 * The rectangles a write of `after` over `before` goes in, left to right: each column's
 * changed cells in runs, joined with the runs of the columns after it into one rectangle
 * across columns `owned` allows (Gator's own), as long as the rectangle holds no cell `leave`
 * names and meets no other rectangle. Without `owned`, every column is Gator's; without
 * `leave`, no cell is left alone: one rectangle, the bounding one of the changes.
 */
export function changedBlocks(
  before: Grid,
  after: Grid,
  owned: (col: number) => boolean = () => true,
  leave: (row: number, col: number) => boolean = () => false,
): Block[] {
  const byCol = changedRows(before, after);
  const blocks: Open[] = [];
  const holdsLeftCell = (top: number, bottom: number, left: number, right: number): boolean => {
    for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (leave(r, c)) return true;
    return false;
  };
  // Growing `b` to rows [top, bottom] and column `right`: only the cells it did not cover yet.
  const growthHoldsLeftCell = (b: Open, top: number, bottom: number, right: number): boolean =>
    holdsLeftCell(top, bottom, b.end + 1, right) ||
    holdsLeftCell(top, b.top - 1, b.col, b.end) ||
    holdsLeftCell(b.bottom + 1, bottom, b.col, b.end);
  const meets = (b: Open, top: number, bottom: number, right: number): boolean =>
    blocks.some((o) => o !== b && o.col <= right && b.col <= o.end && o.top <= bottom && top <= o.bottom);
  const joinable = (from: number, to: number): boolean => {
    for (let c = from + 1; c < to; c++) if (!owned(c)) return false;
    return true;
  };
  for (let c = 0; c < byCol.length; c++) {
    if (!byCol[c]) continue;
    for (const [top, bottom] of runs(byCol[c], c, leave)) {
      // The latest rectangle first: without left-alone cells it is the only one that can grow.
      const grown = [...blocks].reverse().find((b) => {
        const t = Math.min(b.top, top);
        const bt = Math.max(b.bottom, bottom);
        return b.end < c && joinable(b.end, c) && !growthHoldsLeftCell(b, t, bt, c) && !meets(b, t, bt, c);
      });
      if (grown) {
        grown.top = Math.min(grown.top, top);
        grown.bottom = Math.max(grown.bottom, bottom);
        grown.end = c;
      } else {
        blocks.push({ col: c, end: c, top, bottom });
      }
    }
  }
  return blocks
    .sort((a, b) => a.col - b.col || a.top - b.top)
    .map((b) => ({ row: b.top, col: b.col, rows: b.bottom - b.top + 1, cols: b.end - b.col + 1 }));
}

/** The smallest rectangle (0-based) holding every cell that differs; undefined if none does. */
export function changedRectangle(before: Grid, after: Grid): Block | undefined {
  // Every column may be joined and no cell is left alone: one block, the bounding rectangle.
  return changedBlocks(before, after)[0];
}
