import { a1Range, sameCell } from './cells';
import { ownedColumns } from './ownedColumns';
import type { Tabs } from './table';

/** Text Sheets would read as a number, percentage or currency if written as it is. */
const NUMBER_LIKE = /^\s*[+-]?[$€£]?\s*(\d[\d,]*(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*%?\s*$/i;
/** Text Sheets would read as a date or time (`3/4`, `2024-05-01`, `12:30`). */
const DATE_LIKE = /^\s*\d{1,4}\s*([/.-])\s*\d{1,2}(\s*\1\s*\d{1,4})?\s*$|^\s*\d{1,2}:\d{2}/;
const BOOLEAN_LIKE = /^\s*(true|false)\s*$/i;
/**
 * Text none of the four tests below can match, told by its first character: each of them
 * needs text to begin with a space, a digit, `=+-@'$€£.` or the `t`/`f` of TRUE/FALSE.
 * Most Log and record text (`Griffin fires…`) is settled by this one test instead of four.
 */
const PLAIN_START = /^[^\s\d=+\-@'$€£.tTfF]/;
/** Text Sheets would take for a formula (`=`, `+`, `-`, `@`), or that begins with the apostrophe Sheets hides. */
const FORMULA_START = /^[=+\-@']/;

/**
 * The value to hand to `setValues` so the cell ends up holding exactly `v`:
 * text beginning with `=`, `+`, `-` or `@` is written as text, never as a formula (a
 * leading apostrophe); so is text Sheets would otherwise turn into a number, date or
 * boolean (`0609` stays `0609`, not 609), and text that itself begins with an apostrophe.
 * Numbers, booleans and dates are returned as they are; null and undefined become ''.
 *
 * @example safeCellValue('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 * @example safeCellValue(-3) // -3
 */
export function safeCellValue(v: unknown): unknown {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'string') return v;
  if (v === '' || PLAIN_START.test(v)) return v;
  if (FORMULA_START.test(v) || NUMBER_LIKE.test(v) || DATE_LIKE.test(v) || BOOLEAN_LIKE.test(v)) return `'${v}`;
  return v;
}

/** The number format of a cell formatted as plain text. */
export const PLAIN_TEXT = '@';

/**
 * What to hand to `setValues` so a cell of number format `format` ends up holding exactly
 * `value`. In a plain-text cell (`@`) Sheets does not parse what is written, so text goes in
 * as it is — an escaping apostrophe would stay in the cell as a character; anywhere else it
 * is made safe by `safeCellValue`.
 */
export function cellInput(value: unknown, format?: string): unknown {
  if (typeof value === 'string' && format === PLAIN_TEXT) return value;
  return safeCellValue(value);
}

/** A rectangle of a tab, 0-based as its values are. */
export interface Block {
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
}

/**
 * One `setValues` call: 1-based row and column as `Sheet.getRange(row, column, …)` takes
 * them. `values` holds what each cell must end up holding; where `formulas` has one, the
 * cell gets that formula back instead (a formula the write leaves alone). The gateway turns
 * them into setValues input with `inputOf`, knowing the cells' number formats.
 */
export interface RangeWrite {
  readonly tab: string;
  readonly row: number;
  readonly column: number;
  readonly values: unknown[][];
  /** Same shape as `values`; '' where the cell takes its value. Absent when no cell has a formula. */
  readonly formulas?: readonly (readonly string[])[];
  /** `Mechs!O2:BB5`, for logs and messages. */
  readonly a1: string;
}

/**
 * The grid to hand `setValues` for a write: each formula as it is, each value through
 * `cellInput` with its cell's number format (`formats` aligned with the write; absent = none
 * is plain text).
 */
export function inputOf(write: RangeWrite, formats?: readonly (readonly string[])[]): unknown[][] {
  return write.values.map((line, r) =>
    line.map((v, c) => {
      const f = write.formulas?.[r]?.[c];
      return f ? f : cellInput(v, formats?.[r]?.[c]);
    }),
  );
}

/** The formulas of a tab as `getFormulas()` gives them ('' where a cell holds a value). */
export type Formulas = Readonly<Record<string, readonly (readonly string[])[]>>;

/** A missing row, read as empty cells. */
const NO_CELLS: readonly unknown[] = [];

/** Whether a cell of `before` and `after` differs (`===` first: most cells are the very same value). */
function differs(b: unknown, a: unknown): boolean {
  return b !== a && !sameCell(b, a);
}

/** The smallest rectangle (0-based) holding every cell that differs; undefined if none does. */
export function changedRectangle(before: readonly (readonly unknown[])[], after: readonly (readonly unknown[])[]): Block | undefined {
  // Every column may be joined: one block, the bounding rectangle.
  return changedBlocks(before, after)[0];
}

/**
 * The rectangles a write of `after` over `before` goes in, left to right: the columns holding
 * a changed cell, joined into one block across the columns between them that `owned` allows
 * (Gator's own columns), split at any other (a column of the GM's, which is never written);
 * each block spans the rows from its first changed cell to its last. Cells inside a block that
 * did not change are written back as they are. Without `owned`, every column is Gator's: one
 * block, the bounding rectangle of the changes.
 */
export function changedBlocks(
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  owned: (col: number) => boolean = () => true,
): Block[] {
  // For each column with a change: its first and last changed row.
  const first: number[] = [];
  const last: number[] = [];
  const height = Math.max(before.length, after.length);
  for (let r = 0; r < height; r++) {
    const b = before[r] ?? NO_CELLS;
    const a = after[r] ?? NO_CELLS;
    const width = Math.max(b.length, a.length);
    for (let c = 0; c < width; c++) {
      if (!differs(b[c], a[c])) continue;
      if (first[c] === undefined) first[c] = r;
      last[c] = r;
    }
  }
  const blocks: Block[] = [];
  let open: { col: number; end: number; top: number; bottom: number } | undefined;
  const close = () => {
    if (open) blocks.push({ row: open.top, col: open.col, rows: open.bottom - open.top + 1, cols: open.end - open.col + 1 });
  };
  for (let c = 0; c < first.length; c++) {
    if (first[c] === undefined) continue;
    if (open && joinable(open.end, c, owned)) {
      open.end = c;
      open.top = Math.min(open.top, first[c]);
      open.bottom = Math.max(open.bottom, last[c]);
    } else {
      close();
      open = { col: c, end: c, top: first[c], bottom: last[c] };
    }
  }
  close();
  return blocks;
}

/** Whether every column strictly between `from` and `to` may be written back (is Gator's own). */
function joinable(from: number, to: number, owned: (col: number) => boolean): boolean {
  for (let c = from + 1; c < to; c++) if (!owned(c)) return false;
  return true;
}

/**
 * The writes that turn a tab's `before` values into `after`, one per block (`changedBlocks`):
 * changed cells get their new value; unchanged cells inside a block get their formula back
 * when `formulas` has one (so a formula inside the block survives), else their own value.
 */
export function rangeWrites(
  tab: string,
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  formulas?: readonly (readonly string[])[],
  owned?: (col: number) => boolean,
): RangeWrite[] {
  return changedBlocks(before, after, owned).map((block) => blockWrite(tab, block, before, after, formulas));
}

function blockWrite(
  tab: string,
  block: Block,
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  formulas: readonly (readonly string[])[] | undefined,
): RangeWrite {
  const values: unknown[][] = [];
  const kept: string[][] = [];
  let anyFormula = false;
  for (let r = block.row; r < block.row + block.rows; r++) {
    const was = before[r] ?? NO_CELLS;
    const now = after[r] ?? NO_CELLS;
    const formula = formulas?.[r] ?? NO_CELLS;
    const line: unknown[] = [];
    const fline: string[] = [];
    for (let c = block.col; c < block.col + block.cols; c++) {
      const f = formula[c];
      const keep = typeof f === 'string' && f !== '' && !differs(was[c], now[c]);
      anyFormula = anyFormula || keep;
      line.push(now[c] ?? '');
      fline.push(keep ? (f as string) : '');
    }
    values.push(line);
    kept.push(fline);
  }
  return { tab, row: block.row + 1, column: block.col + 1, values, ...(anyFormula ? { formulas: kept } : {}), a1: a1Range(tab, block.row, block.col, block.rows, block.cols) };
}

/**
 * The writes of every changed tab of `updates` (tabs absent from `before` start empty):
 * per tab one per block, never over a column of the GM's (`ownedColumns`).
 */
export function planWrites(before: Tabs, updates: Tabs, formulas: Formulas = {}): RangeWrite[] {
  const out: RangeWrite[] = [];
  for (const tab of Object.keys(updates)) {
    const after = updates[tab];
    out.push(...rangeWrites(tab, before[tab] ?? [], after, formulas[tab], ownedColumns(tab, after)));
  }
  return out;
}
