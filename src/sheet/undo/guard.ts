import { a1, cellText, sameCell } from '../tab/cells';
import type { Tabs } from '../tab/tabs';
import { cellAt, ordinals } from './rowKeys';
import type { RangeGuard, SavedRange, UndoSnapshot } from './snapshot';

/** Where a saved rectangle's rows or columns no longer are where the write left them (0-based). */
export type Moved =
  | {
      readonly kind: 'column';
      readonly tab: string;
      readonly col: number;
      readonly was: unknown;
      readonly now: unknown;
    }
  | {
      readonly kind: 'row';
      readonly tab: string;
      readonly row: number;
      readonly was: readonly unknown[];
      readonly now: readonly unknown[];
      /**
       * When the keys are the same but it is another of the rows that share them: which one it was, and is (1 = the
       * first).
       */
      readonly nth?: { readonly was: number; readonly now: number };
    };

/** A guard as saved; one hand-edited out of shape is treated as absent rather than trusted. */
function guardOf(range: SavedRange): RangeGuard | undefined {
  const g = range.guard;
  const ok =
    g &&
    Array.isArray(g.header) &&
    Array.isArray(g.keyCols) &&
    Array.isArray(g.keys) &&
    Array.isArray(g.nth) &&
    Array.isArray(g.wrote);
  return ok && g.keys.length === range.values.length && g.nth.length === g.keys.length ? g : undefined;
}

/**
 * The first place, tab by tab, where the sheet `now` no longer matches how the write left a
 * saved rectangle: a header over its columns or its key columns (columns inserted, deleted or
 * moved), then a row whose key cells differ (rows inserted, deleted, sorted or renamed). A
 * restore by position is then unsafe: Undo refuses. Undefined when all match, or when the
 * snapshot has no guards (saved before this check).
 */
export function movedSince(snapshot: UndoSnapshot, now: Tabs): Moved | undefined {
  for (const range of snapshot.ranges) {
    const guard = guardOf(range);
    if (!guard) continue;
    const grid = now[range.tab] ?? [];
    const width = range.values[0]?.length ?? 0;
    const cols = [...guard.keyCols, ...Array.from({ length: width }, (_, i) => range.col + i)];
    for (const col of Array.from(new Set(cols)).sort((a, b) => a - b)) {
      const was = cellAt([guard.header], 0, col);
      if (!sameCell(cellAt(grid, 0, col), was))
        return { kind: 'column', tab: range.tab, col, was, now: cellAt(grid, 0, col) };
    }
    const nth = ordinals(
      grid,
      guard.keyCols,
      guard.keys.map((_, i) => range.row + i),
    );
    for (let r = 0; r < guard.keys.length; r++) {
      const current = guard.keyCols.map((k) => cellAt(grid, range.row + r, k));
      const moved = { kind: 'row', tab: range.tab, row: range.row + r, was: guard.keys[r], now: current } as const;
      if (current.some((v, i) => !sameCell(v, guard.keys[r][i]))) return moved;
      if (guard.keyCols.length > 0 && nth[r] !== guard.nth[r])
        return { ...moved, nth: { was: guard.nth[r], now: nth[r] } };
    }
  }
  return undefined;
}

/**
 * A cell Undo will put back that no longer holds what the write put there (0-based, as the
 * tab's values): what the write put there, what it holds now — the GM's edit, which Undo
 * overwrites — and what it held before the write, which Undo puts back.
 */
export interface EditedCell {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  /** `Mechs!P3`. */
  readonly a1: string;
  readonly wrote: unknown;
  readonly now: unknown;
  readonly before: unknown;
  /** The row's key cells as the write left them (`Griffin`; `Griffin, LRM-5, LT`), '' on Attacks. */
  readonly rowName: string;
  /** The column's header as the write left it (`CT Armor`). */
  readonly header: string;
}

/**
 * The cells Undo will put back that no longer hold what the write put there: edited since (the
 * GM corrected an armor value, typed next round's orders). Undo still restores them — that is
 * its point — and names them, before it writes. Cells that held a formula the write
 * left alone are skipped (their value is computed, not typed); snapshots without guards give
 * none. Tab by tab, row by row.
 */
export function editedCells(snapshot: UndoSnapshot, now: Tabs): EditedCell[] {
  const out: EditedCell[] = [];
  for (const range of snapshot.ranges) {
    const guard = guardOf(range);
    if (!guard) continue;
    const grid = now[range.tab] ?? [];
    const wrote: Record<string, unknown> = {};
    for (const [r, c, v] of guard.wrote) wrote[`${r},${c}`] = v;
    range.values.forEach((line, r) =>
      line.forEach((before, c) => {
        const key = `${r},${c}`;
        const changed = Object.prototype.hasOwnProperty.call(wrote, key);
        if (!changed && range.formulas?.[r]?.[c]) return;
        const row = range.row + r;
        const col = range.col + c;
        const got = cellAt(grid, row, col);
        const written = changed ? wrote[key] : before;
        if (sameCell(got, written)) return;
        const rowName = (guard.keys[r] ?? [])
          .map(cellText)
          .filter((t) => t !== '')
          .join(', ');
        out.push({
          tab: range.tab,
          row,
          col,
          a1: a1(range.tab, row, col),
          wrote: written,
          now: got,
          before,
          rowName,
          header: cellText(cellAt([guard.header], 0, col)),
        });
      }),
    );
  }
  return out;
}

/**
 * A short fingerprint of the edited cells — each address and what it holds now — so that the
 * Undo a confirmation leads to can tell whether the cells it named are still the ones it
 * would overwrite: `2:5f1c09ab`, or `0` when none are.
 */
export function editsToken(edited: readonly EditedCell[]): string {
  if (edited.length === 0) return '0';
  // FNV-1a over the addresses and the cells' values as JSON: a Date, a number and its text differ.
  const text = JSON.stringify(edited.map((e) => [e.a1, e.now instanceof Date ? { $date: e.now.getTime() } : e.now]));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${edited.length}:${h.toString(16).padStart(8, '0')}`;
}

/** `editedCells` as A1 addresses (`Mechs!AB3`). */
export function editedSince(snapshot: UndoSnapshot, now: Tabs): string[] {
  return editedCells(snapshot, now).map((e) => e.a1);
}
