import { sameCell } from '../tab/cells';
import { tabBlocks, type Block, type Formulas } from '../write/cellValue';
import { readRules } from '../read/rules';
import { SheetProblems } from '../tab/problems';
import type { Tabs } from '../tab/tabs';
import { cellAt, cellIn, keyColumns, ordinals } from './rowKeys';
import type { RangeGuard, SavedRange, UndoSnapshot } from './snapshot';

/**
 * Builds the undo snapshot of a write, before it is made: for each tab of `updates`, each
 * block `planWrites` writes (`tabBlocks`: split at the GM's columns and at formulas' cells) with its `before`
 * values (and formulas, when given) exactly, and the guard Undo checks (how the write leaves
 * the header, the rows' names and the cells). Cells past the old end of a tab are saved as ''.
 * `round` is the Rules tab's Round in `before`, for a caller that has read it already.
 */
export function snapshotFor(
  before: Tabs,
  updates: Tabs,
  formulas: Formulas = {},
  round = readRules(before, new SheetProblems()).round,
): UndoSnapshot {
  const ranges: SavedRange[] = [];
  for (const tab of Object.keys(updates)) {
    const old = before[tab] ?? [];
    const after = updates[tab];
    const keyCols = keyColumns(tab, after);
    for (const block of tabBlocks(tab, old, after, formulas[tab]))
      ranges.push(savedBlock(tab, block, old, after, keyCols, formulas[tab]));
  }
  return { version: 1, round, ranges };
}

function savedBlock(
  tab: string,
  rect: Block,
  old: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  keyCols: number[],
  formulas: readonly (readonly string[])[] | undefined,
): SavedRange {
  const values: unknown[][] = [];
  const keys: unknown[][] = [];
  const wrote: [number, number, unknown][] = [];
  for (let r = rect.row; r < rect.row + rect.rows; r++) {
    const oldRow = old[r];
    const afterRow = after[r];
    const line: unknown[] = [];
    for (let c = rect.col; c < rect.col + rect.cols; c++) {
      const v = cellIn(oldRow, c);
      line.push(v);
      const now = cellIn(afterRow, c);
      if (!sameCell(v, now)) wrote.push([r - rect.row, c - rect.col, now]);
    }
    values.push(line);
    keys.push(keyCols.map((k) => cellIn(afterRow, k)));
  }
  const saved = formulasIn(formulas, rect);
  const rows = keys.map((_, i) => rect.row + i);
  const guard: RangeGuard = {
    header: (after[0] ?? []).map((_, c) => cellAt(after, 0, c)),
    keyCols,
    keys,
    nth: ordinals(after, keyCols, rows),
    wrote,
  };
  return {
    tab,
    row: rect.row,
    col: rect.col,
    values,
    ...(saved ? { formulas: saved } : {}),
    rowsBefore: old.length,
    guard,
  };
}

/**
 * The formulas of a rectangle ('' for plain values), or undefined when none of its cells
 * holds one — the usual case, told before building a line of '' for every cell.
 */
function formulasIn(grid: readonly (readonly string[])[] | undefined, rect: Block): string[][] | undefined {
  if (!grid || !anyFormulaIn(grid, rect)) return undefined;
  const saved: string[][] = [];
  for (let r = rect.row; r < rect.row + rect.rows; r++) {
    const row = grid[r];
    const line: string[] = [];
    for (let c = rect.col; c < rect.col + rect.cols; c++) {
      const f = row?.[c];
      line.push(typeof f === 'string' ? f : '');
    }
    saved.push(line);
  }
  return saved;
}

function anyFormulaIn(grid: readonly (readonly string[])[], rect: Block): boolean {
  for (let r = rect.row; r < rect.row + rect.rows; r++) {
    const row = grid[r];
    if (!row) continue;
    for (let c = rect.col; c < rect.col + rect.cols; c++) {
      const f: unknown = row[c];
      if (typeof f === 'string' && f !== '') return true;
    }
  }
  return false;
}
