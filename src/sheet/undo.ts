import { BATTLE_MARK, IMPORT_MARK } from './undoStack';
import { a1, a1Range, cellText, sameCell } from './cells';
import { tabBlocks, type Block, type Formulas, type RangeWrite } from './cellValue';
import { readRules } from './readRules';
import { EQUIPMENT, MECHS, RULES, TAB, type TabSpec } from './schema';
import { SheetProblems, headerMap, type Tabs } from './table';

/**
 * The exact previous contents of one rectangle a round wrote: the same block `planWrites`
 * writes (0-based here), with each cell's value and, where it had one, its formula. Snapshots
 * saved before writes were split at the GM's columns hold one rectangle per tab.
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
  /**
   * How the write left the rectangle, for Undo to check before it writes. Absent in
   * snapshots saved by versions before this check: those undo by position, as they always did.
   */
  readonly guard?: RangeGuard;
}

/**
 * What Undo compares with the sheet before restoring a rectangle by position ("nothing the
 * GM typed is ever lost"): if rows or columns moved since, the old values would land on
 * other mechs' rows. All 0-based, as the tab's values.
 */
export interface RangeGuard {
  /** The tab's header row as the write left it; compared over the rectangle's columns and `keyCols`. */
  readonly header: unknown[];
  /**
   * The columns that name a row: Mechs Name; Equipment Mech, Item, Location; Rules Setting.
   * None on Attacks: a round leaves the cells it wrote there blank, so its rows carry no name.
   */
  readonly keyCols: number[];
  /** For each row of the rectangle, its `keyCols` cells as the write left them. */
  readonly keys: unknown[][];
  /**
   * For each row of the rectangle, which row with those same keys it was, counting from the
   * top (1 = the first): two Medium Lasers in one arm have the same keys, and a row inserted
   * above them shifts the first onto the second's place.
   */
  readonly nth: number[];
  /**
   * The cells the write changed, `[row, col, value]` offsets inside the rectangle with the
   * value written; every other cell of the rectangle was written back as it was.
   */
  readonly wrote: [number, number, unknown][];
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
 * (`kind` absent or `round`), mechs added by an import (`kind: 'import'`, issue 7), or the
 * start of a new battle (`kind: 'battle'`, issue 13), which share the one undo stack so Undo
 * always takes back the latest write, whatever it was.
 */
export interface UndoSnapshot {
  readonly version: 1;
  /**
   * The round that was resolved (the Rules tab's Round before the write); for an import, the
   * round the sheet was at; for a new battle, the round the finished battle had reached.
   */
  readonly round: number;
  readonly ranges: readonly SavedRange[];
  readonly kind?: 'round' | 'import' | 'battle';
  /**
   * An import's mechs as the Undo confirmation names them: `Griffin GRF-1S, Locust LCT-1V`;
   * a new battle's name: `Battle 2`, `Ambush at Fort Hope`.
   */
  readonly label?: string;
  /** A new battle's Log archive: what Undo renames back to the Log. */
  readonly battle?: BattleArchive;
  /** An import's Name and Mech cells: if the rows were moved or renamed since, Undo refuses rather than clear other rows. */
  readonly check?: readonly CheckedCells[];
  /**
   * Where a round's Log rows were appended, so Undo finds them without reading the Log
   * whole. Absent in snapshots saved before Resolve recorded it, and for an import.
   */
  readonly log?: LogRows;
}

/**
 * How a new battle moved the finished battle's Log (issue 13): the Log tab was renamed, rows
 * and formats untouched, and a fresh Log put right after it. Undo deletes the fresh Log (it
 * must hold nothing but its header row) and renames the archive back.
 */
export interface BattleArchive {
  /** The finished battle's Log as it is named now: `Log — battle 1`. */
  readonly archive: string;
  /** The finished battle's name, as the Rules tab's Battle setting held it: `Battle 1`. */
  readonly finished: string;
}

/** A run of Log rows: the first (1-based) and how many. */
export interface LogRows {
  readonly row: number;
  readonly count: number;
}

/** The columns that name a row of a tab a round writes (by schema key); other tabs have none. */
const ROW_KEYS: Readonly<Record<string, { readonly spec: TabSpec; readonly keys: readonly string[] }>> = {
  [TAB.mechs]: { spec: MECHS, keys: ['name'] },
  [TAB.equipment]: { spec: EQUIPMENT, keys: ['mech', 'item', 'location'] },
  [TAB.rules]: { spec: RULES, keys: ['setting'] },
};

/** A cell as `getValues` gives it: '' for nothing. */
function cellAt(grid: readonly (readonly unknown[])[] | undefined, row: number, col: number): unknown {
  return cellIn(grid?.[row], col);
}

/** `cellAt` of a row already looked up (the snapshot's loop over every cell of a write). */
function cellIn(line: readonly unknown[] | undefined, col: number): unknown {
  const v = line?.[col];
  return v === undefined || v === null ? '' : v;
}

/**
 * For each of `rows` (ascending), which row with the same `keyCols` cells it is from the top
 * of the data (1 = the first). One pass down to the last of them.
 */
function ordinals(grid: readonly (readonly unknown[])[], keyCols: readonly number[], rows: readonly number[]): number[] {
  const seen = new Map<string, number>();
  const at: number[] = [];
  const last = rows.length > 0 ? rows[rows.length - 1] : 0;
  for (let r = 1; r <= last; r++) {
    // No key columns: every row has the same (empty) key, so none is printed.
    const key = keyCols.length === 0 ? '' : JSON.stringify(keyCols.map((k) => cellAt(grid, r, k)));
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    at[r] = n;
  }
  return rows.map((r) => at[r] ?? 0);
}

function keyColumns(tab: string, after: readonly (readonly unknown[])[]): number[] {
  const spec = ROW_KEYS[tab];
  const cols = spec ? headerMap(after, spec.spec, new SheetProblems()) : undefined;
  if (!spec || !cols) return [];
  return spec.keys.map((k) => cols[k]).filter((c): c is number => c !== undefined);
}

/**
 * Builds the undo snapshot of a write, before it is made: for each tab of `updates`, each
 * block `planWrites` writes (`tabBlocks`: split at the GM's columns and at formulas' cells) with its `before`
 * values (and formulas, when given) exactly, and the guard Undo checks (how the write leaves
 * the header, the rows' names and the cells). Cells past the old end of a tab are saved as ''.
 * `round` is the Rules tab's Round in `before`, for a caller that has read it already.
 */
export function snapshotFor(before: Tabs, updates: Tabs, formulas: Formulas = {}, round = readRules(before, new SheetProblems()).round): UndoSnapshot {
  const ranges: SavedRange[] = [];
  for (const tab of Object.keys(updates)) {
    const old = before[tab] ?? [];
    const after = updates[tab];
    const keyCols = keyColumns(tab, after);
    for (const block of tabBlocks(tab, old, after, formulas[tab])) ranges.push(savedBlock(tab, block, old, after, keyCols, formulas[tab]));
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
  const guard: RangeGuard = { header: (after[0] ?? []).map((_, c) => cellAt(after, 0, c)), keyCols, keys, nth: ordinals(after, keyCols, rows), wrote };
  return { tab, row: rect.row, col: rect.col, values, ...(saved ? { formulas: saved } : {}), rowsBefore: old.length, guard };
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

/**
 * The writes that put back what a snapshot saved, byte for byte: each saved formula as a
 * formula, each value as the value (the gateway writes text as text, whatever the cell's
 * number format). Rows a round added (past `rowsBefore`) come back blank; the services layer
 * may delete them.
 */
export function restoreUpdates(snapshot: UndoSnapshot): RangeWrite[] {
  return snapshot.ranges.map((range) => ({
    tab: range.tab,
    row: range.row + 1,
    column: range.col + 1,
    values: range.values.map((line) => line.slice()),
    ...(range.formulas ? { formulas: range.formulas } : {}),
    a1: a1Range(range.tab, range.row, range.col, range.values.length, range.values[0]?.length ?? 0),
  }));
}

/** Where a saved rectangle's rows or columns no longer are where the write left them (0-based). */
export type Moved =
  | { readonly kind: 'column'; readonly tab: string; readonly col: number; readonly was: unknown; readonly now: unknown }
  | {
      readonly kind: 'row';
      readonly tab: string;
      readonly row: number;
      readonly was: readonly unknown[];
      readonly now: readonly unknown[];
      /** When the keys are the same but it is another of the rows that share them: which one it was, and is (1 = the first). */
      readonly nth?: { readonly was: number; readonly now: number };
    };

/** A guard as saved; one hand-edited out of shape is treated as absent rather than trusted. */
function guardOf(range: SavedRange): RangeGuard | undefined {
  const g = range.guard;
  const ok = g && Array.isArray(g.header) && Array.isArray(g.keyCols) && Array.isArray(g.keys) && Array.isArray(g.nth) && Array.isArray(g.wrote);
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
      if (!sameCell(cellAt(grid, 0, col), was)) return { kind: 'column', tab: range.tab, col, was, now: cellAt(grid, 0, col) };
    }
    const nth = ordinals(grid, guard.keyCols, guard.keys.map((_, i) => range.row + i));
    for (let r = 0; r < guard.keys.length; r++) {
      const current = guard.keyCols.map((k) => cellAt(grid, range.row + r, k));
      const moved = { kind: 'row', tab: range.tab, row: range.row + r, was: guard.keys[r], now: current } as const;
      if (current.some((v, i) => !sameCell(v, guard.keys[r][i]))) return moved;
      if (guard.keyCols.length > 0 && nth[r] !== guard.nth[r]) return { ...moved, nth: { was: guard.nth[r], now: nth[r] } };
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
 * its point — and names them, before it writes (issue 12). Cells that held a formula the write
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
        const rowName = (guard.keys[r] ?? []).map(cellText).filter((t) => t !== '').join(', ');
        out.push({ tab: range.tab, row, col, a1: a1(range.tab, row, col), wrote: written, now: got, before, rowName, header: cellText(cellAt([guard.header], 0, col)) });
      }),
    );
  }
  return out;
}

/**
 * A short fingerprint of the edited cells — each address and what it holds now — so that the
 * Undo a confirmation leads to can tell whether the cells it named are still the ones it
 * would overwrite (issue 12): `2:5f1c09ab`, or `0` when none are.
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

/** Most characters a cell holds (Sheets allows 50,000). */
const CELL_LIMIT = 45000;

/**
 * A snapshot as one row of the hidden undo tab: the round (or `Import: …`) in column A, then the JSON in
 * chunks small enough for a cell. Dates survive as `{"$date": milliseconds}`.
 */
export function snapshotToRow(snapshot: UndoSnapshot): (string | number)[] {
  // The replacer only ever changes Dates: without one it is left out, as calling it for every
  // cell of a 72-mech round cost more than the rest of the snapshot.
  const json = mayHoldDate(snapshot) ? JSON.stringify(snapshot, keepDates) : JSON.stringify(snapshot);
  // Column A: the round, read alone by the sidebar (lastSnapshotRound); an import is text, so it is never taken for a round.
  const row: (string | number)[] = [columnAOf(snapshot)];
  for (let i = 0; i < json.length; i += CELL_LIMIT) row.push(json.slice(i, i + CELL_LIMIT));
  return row;
}

/** Column A of a snapshot's row: a round's number; an import's or a new battle's mark and label (text, never taken for a round). */
function columnAOf(snapshot: UndoSnapshot): string | number {
  if (snapshot.kind === 'import') return `${IMPORT_MARK}${snapshot.label ?? ''}`;
  if (snapshot.kind === 'battle') return `${BATTLE_MARK}${snapshot.label ?? ''}`;
  return snapshot.round;
}

/** The replacer sees a Date already turned to text; `this[key]` is the Date itself. */
function keepDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.getTime() } : value;
}

/**
 * Whether `JSON.stringify` could meet a Date in `value`: one is there, or an object whose own
 * `toJSON` may make one. False means `keepDates` would change nothing.
 */
function mayHoldDate(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof Date || typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (mayHoldDate(value[i])) return true;
    return false;
  }
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) if (mayHoldDate((value as Record<string, unknown>)[keys[i]])) return true;
  return false;
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
