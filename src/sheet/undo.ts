import { a1Range } from './cells';
import { changedRectangle, safeCellValue, type Formulas, type RangeWrite } from './cellValue';
import { readRules } from './readRules';
import { SheetProblems, type Tabs } from './table';

/**
 * The exact previous contents of one rectangle a round wrote: the same rectangle
 * `planWrites` writes (0-based here), with each cell's value and, where it had one, its
 * formula.
 */
export interface SavedRange {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly values: unknown[][];
  /** Same shape as `values`; '' where the cell held a plain value. Absent when none had a formula. */
  readonly formulas?: string[][];
  /** How many rows the tab's values had before the write: rows past it were added by the round. */
  readonly rowsBefore: number;
}

/** Cells that must still hold what a write put there for its Undo to be safe (0-based, as SavedRange). */
export interface CheckedCells {
  readonly tab: string;
  readonly row: number;
  readonly col: number;
  readonly values: unknown[][];
}

/**
 * What Undo restores for one write: every range it wrote, as it was. A resolved round
 * (`kind` absent or `round`), or mechs added by an import (`kind: 'import'`, issue 7), which
 * share the one undo stack so Undo always takes back the latest write, whatever it was.
 */
export interface UndoSnapshot {
  readonly version: 1;
  /** The round that was resolved (the Rules tab's Round before the write); for an import, the round the sheet was at. */
  readonly round: number;
  readonly ranges: readonly SavedRange[];
  readonly kind?: 'round' | 'import';
  /** An import's mechs as the Undo confirmation names them: `Griffin GRF-1S, Locust LCT-1V`. */
  readonly label?: string;
  /** An import's Name and Mech cells: if the rows were moved or renamed since, Undo refuses rather than clear other rows. */
  readonly check?: readonly CheckedCells[];
}

/**
 * Builds the undo snapshot of a write, before it is made: for each tab of `updates`, the
 * rectangle of changed cells with its `before` values (and formulas, when given) exactly.
 * Cells past the old end of a tab are saved as ''.
 */
export function snapshotFor(before: Tabs, updates: Tabs, formulas: Formulas = {}): UndoSnapshot {
  const ranges: SavedRange[] = [];
  for (const tab of Object.keys(updates)) {
    const old = before[tab] ?? [];
    const rect = changedRectangle(old, updates[tab]);
    if (!rect) continue;
    const values: unknown[][] = [];
    const saved: string[][] = [];
    let anyFormula = false;
    for (let r = rect.row; r < rect.row + rect.rows; r++) {
      const line: unknown[] = [];
      const fline: string[] = [];
      for (let c = rect.col; c < rect.col + rect.cols; c++) {
        const v = (old[r] ?? [])[c];
        line.push(v === undefined || v === null ? '' : v);
        const f = (formulas[tab]?.[r] ?? [])[c];
        fline.push(typeof f === 'string' ? f : '');
        if (typeof f === 'string' && f !== '') anyFormula = true;
      }
      values.push(line);
      saved.push(fline);
    }
    ranges.push({ tab, row: rect.row, col: rect.col, values, ...(anyFormula ? { formulas: saved } : {}), rowsBefore: old.length });
  }
  return { version: 1, round: readRules(before, new SheetProblems()).round, ranges };
}

/**
 * The writes that put back what a snapshot saved, byte for byte: each saved formula as a
 * formula, each value made safe (`safeCellValue`) so text stays text and numbers numbers.
 * Rows a round added (past `rowsBefore`) come back blank; the services layer may delete them.
 */
export function restoreUpdates(snapshot: UndoSnapshot): RangeWrite[] {
  return snapshot.ranges.map((range) => ({
    tab: range.tab,
    row: range.row + 1,
    column: range.col + 1,
    values: range.values.map((line, r) =>
      line.map((v, c) => {
        const f = range.formulas?.[r]?.[c];
        return f ? f : safeCellValue(v);
      }),
    ),
    a1: a1Range(range.tab, range.row, range.col, range.values.length, range.values[0]?.length ?? 0),
  }));
}

/** Most characters a cell holds (Sheets allows 50,000). */
const CELL_LIMIT = 45000;

/**
 * A snapshot as one row of the hidden undo tab: the round (or `Import: …`) in column A, then the JSON in
 * chunks small enough for a cell. Dates survive as `{"$date": milliseconds}`.
 */
export function snapshotToRow(snapshot: UndoSnapshot): (string | number)[] {
  // The replacer sees a Date already turned to text; `this[key]` is the Date itself.
  const json = JSON.stringify(snapshot, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });
  // Column A: the round, read alone by the sidebar (lastSnapshotRound); an import is text, so it is never taken for a round.
  const row: (string | number)[] = [snapshot.kind === 'import' ? `${IMPORT_MARK}${snapshot.label ?? ''}` : snapshot.round];
  for (let i = 0; i < json.length; i += CELL_LIMIT) row.push(json.slice(i, i + CELL_LIMIT));
  return row;
}

/** Reads a row of the undo tab back; undefined when it is not a snapshot. */
export function snapshotFromRow(row: readonly unknown[]): UndoSnapshot | undefined {
  const json = row.slice(1).map((c) => (typeof c === 'string' ? c : '')).join('');
  if (json === '') return undefined;
  try {
    const parsed = JSON.parse(json, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        const ms = (value as { $date?: unknown }).$date;
        if (keys.length === 1 && typeof ms === 'number') return new Date(ms);
      }
      return value;
    }) as UndoSnapshot;
    return parsed && parsed.version === 1 && Array.isArray(parsed.ranges) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Column A of an import's undo row starts with this; a round's holds its number. */
export const IMPORT_MARK = 'Import: ';

/**
 * The latest write Undo would take back: a resolved round, or an import of mechs (issue 7).
 * Rounds and imports share one undo stack, and Undo always takes back the latest.
 */
export type UndoableWrite =
  | { readonly kind: 'round'; readonly round: number }
  /** `label` as the import's Undo names it: `Griffin GRF-1S, Locust LCT-1V`. */
  | { readonly kind: 'import'; readonly label: string };

/**
 * The undo stack read from the undo tab's column A alone (the snapshots are not parsed):
 * the newest resolved round still undoable, and the newest write of any kind.
 */
export function undoStackOf(columnA: readonly (readonly unknown[])[]): { lastResolved: number | null; lastUndo: UndoableWrite | null } {
  let lastUndo: UndoableWrite | null = null;
  for (let r = columnA.length - 1; r >= 0; r--) {
    const a = columnA[r][0];
    if (typeof a === 'number') return { lastResolved: a, lastUndo: lastUndo ?? { kind: 'round', round: a } };
    if (lastUndo === null && typeof a === 'string' && a.indexOf(IMPORT_MARK) === 0) lastUndo = { kind: 'import', label: a.slice(IMPORT_MARK.length) };
  }
  return { lastResolved: null, lastUndo };
}
