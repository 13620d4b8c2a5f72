import { a1Range, sameCell } from './cells';
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

/** One `setValues` call: 1-based row and column as `Sheet.getRange(row, column, …)` takes them. */
export interface RangeWrite {
  readonly tab: string;
  readonly row: number;
  readonly column: number;
  /** Ready for `setValues`: safe values, and the formulas of cells left unchanged. */
  readonly values: unknown[][];
  /** `Mechs!O2:BB5`, for logs and messages. */
  readonly a1: string;
}

/** The formulas of a tab as `getFormulas()` gives them ('' where a cell holds a value). */
export type Formulas = Readonly<Record<string, readonly (readonly string[])[]>>;

/** A missing row, read as empty cells. */
const NO_CELLS: readonly unknown[] = [];

/** The smallest rectangle (0-based, end exclusive) holding every cell that differs; undefined if none does. */
export function changedRectangle(
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
): { row: number; col: number; rows: number; cols: number } | undefined {
  let top = Infinity;
  let left = Infinity;
  let bottom = -1;
  let right = -1;
  const height = Math.max(before.length, after.length);
  for (let r = 0; r < height; r++) {
    const b = before[r] ?? NO_CELLS;
    const a = after[r] ?? NO_CELLS;
    const width = Math.max(b.length, a.length);
    // `===` first: most cells are the very same value, and this runs over every cell of a tab.
    let first = 0;
    while (first < width && (b[first] === a[first] || sameCell(b[first], a[first]))) first++;
    if (first === width) continue;
    let last = width - 1;
    while (b[last] === a[last] || sameCell(b[last], a[last])) last--;
    top = Math.min(top, r);
    bottom = r;
    left = Math.min(left, first);
    right = Math.max(right, last);
  }
  if (bottom < 0) return undefined;
  return { row: top, col: left, rows: bottom - top + 1, cols: right - left + 1 };
}

/**
 * The one write that turns a tab's `before` values into `after`: the bounding rectangle of
 * the changed cells. Inside it, changed cells get `safeCellValue(after)`; unchanged cells
 * get their formula back when `formulas` has one (so a GM's formula column inside the
 * rectangle survives), else their own value made safe.
 */
export function rangeWrite(
  tab: string,
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  formulas?: readonly (readonly string[])[],
): RangeWrite | undefined {
  const rect = changedRectangle(before, after);
  if (!rect) return undefined;
  const values: unknown[][] = [];
  for (let r = rect.row; r < rect.row + rect.rows; r++) {
    const was = before[r] ?? NO_CELLS;
    const now = after[r] ?? NO_CELLS;
    const formula = formulas?.[r] ?? NO_CELLS;
    const line: unknown[] = [];
    for (let c = rect.col; c < rect.col + rect.cols; c++) {
      const f = formula[c];
      line.push(sameCell(was[c], now[c]) && typeof f === 'string' && f !== '' ? f : safeCellValue(now[c]));
    }
    values.push(line);
  }
  return { tab, row: rect.row + 1, column: rect.col + 1, values, a1: a1Range(tab, rect.row, rect.col, rect.rows, rect.cols) };
}

/** One `RangeWrite` per changed tab of `updates` (tabs absent from `before` start empty). */
export function planWrites(before: Tabs, updates: Tabs, formulas: Formulas = {}): RangeWrite[] {
  const out: RangeWrite[] = [];
  for (const tab of Object.keys(updates)) {
    const write = rangeWrite(tab, before[tab] ?? [], updates[tab], formulas[tab]);
    if (write) out.push(write);
  }
  return out;
}
