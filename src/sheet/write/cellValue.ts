import { a1Range } from '../tab/cells';
import { cellsToLeave } from './formulaCells';
import { ownedColumns } from './ownedColumns';
import type { Tabs } from '../tab/tabs';
import { changedBlocks, type Block } from './blocks';

export { changedBlocks, changedRectangle, type Block } from './blocks';

/**
 * Text Sheets would read as a number, percentage or currency if written as it is, in any
 * locale: `3.5` and `1,000` (en_US), `3,5` and `1.000,5` (de_DE), `1 000` (fr_FR), `5 %`, `$5`, `3,50 €`.
 */
const NUMBER_LIKE =
  /^\s*[+-]?\s*[$€£]?\s*[+-]?(\d+([.,\s\u00a0\u202f]\d+)*[.,]?\d*|[.,]\d+)(e[+-]?\d+)?\s*(%|[$€£])?\s*$/i;
/** A time after a date (`2026-12-03 20:00`, `03.12.2026, 8:00 PM`), which Sheets reads with it. */
const TIME_AFTER = '(,?\\s*|T)\\d{1,2}:\\d{2}(:\\d{2})?\\s*([ap]\\.?m\\.?)?';
/**
 * Text Sheets would read as a date or time (`3/4`, `4.5`, `4.5.`, `2024-05-01`, `2024-05-01 20:00`, `12:30`, `1 PM`).
 */
const DATE_LIKE = new RegExp(
  `^\\s*\\d{1,4}\\s*([/.-])\\s*\\d{1,2}(\\s*\\1\\s*\\d{0,4})?(${TIME_AFTER})?\\s*$|^\\s*\\d{1,2}:\\d{2}|^\\s*\\d{1,2}\\s*[ap]\\.?m\\.?\\s*$`,
  'i',
);
const MONTH =
  '(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\\.?';
/** Text Sheets would read as a date by its month's name (`May 3052`, `5 April`, `Apr 5, 2025`, `May 5 20:00`). */
const MONTH_DATE = new RegExp(
  `^\\s*(${MONTH}[\\s-]+\\d{1,4}(,?\\s+\\d{2,4})?|\\d{1,2}[\\s-]+${MONTH}([\\s,-]+\\d{2,4})?)(${TIME_AFTER})?\\s*$`,
  'i',
);
const BOOLEAN_LIKE = /^\s*(true|false)\s*$/i;
/**
 * Text none of the tests below can match, told by its first character: each of them needs
 * text to begin with a space, a digit, `=+-@'$€£.,`, the `t`/`f` of TRUE/FALSE or the first
 * letter of a month. Most Log and record text (`Griffin fires…`) is settled by this one test.
 */
const PLAIN_START = /^[^\s\d=+\-@'$€£.,tTfFjJmMaAsSoOnNdD]/;
/** Text Sheets would take for a formula (`=`, `+`, `-`, `@`), or that begins with the apostrophe Sheets hides. */
const FORMULA_START = /^[=+\-@']/;

/**
 * The value to hand to `setValues` so the cell ends up holding exactly `v`:
 * text beginning with `=`, `+`, `-` or `@` is written as text, never as a formula (a
 * leading apostrophe); so is text Sheets would otherwise turn into a number, date or
 * boolean (`0609` stays `0609`, not 609; `May 3052` and `3/4` stay text, not dates; `1e5`
 * not 100000; `TRUE` not a checkbox's TRUE), and text that itself begins with an apostrophe.
 * Numbers, booleans and dates are returned as they are; null and undefined become ''.
 *
 * @example safeCellValue('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 * @example safeCellValue(-3) // -3
 */
export function safeCellValue(v: unknown): unknown {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'string') return v;
  if (v === '' || PLAIN_START.test(v)) return v;
  if (FORMULA_START.test(v) || NUMBER_LIKE.test(v) || DATE_LIKE.test(v) || BOOLEAN_LIKE.test(v) || MONTH_DATE.test(v))
    return `'${v}`;
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

/**
 * The rectangles a write of one tab goes in (`changedBlocks`): never over a column of the GM's
 * (`ownedColumns`), nor over a cell a formula owns when the tab's `formulas` are known — an
 * unchanged formula's cell, or a cell its array result may fill (`cellsToLeave`). The
 * write and its undo snapshot both take their rectangles from here, so they always agree.
 */
export function tabBlocks(
  tab: string,
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  formulas?: readonly (readonly string[])[],
): Block[] {
  return changedBlocks(
    before,
    after,
    ownedColumns(tab, after),
    formulas ? cellsToLeave(before, after, formulas) : undefined,
  );
}

/**
 * The writes that turn a tab's `before` values into `after`, one per block (`tabBlocks`):
 * changed cells get their new value, unchanged cells inside a block their own value. With the
 * tab's `formulas`, no block holds an unchanged formula's cell or a cell its array may fill.
 */
export function rangeWrites(
  tab: string,
  before: readonly (readonly unknown[])[],
  after: readonly (readonly unknown[])[],
  formulas?: readonly (readonly string[])[],
): RangeWrite[] {
  return tabBlocks(tab, before, after, formulas).map((block) => blockWrite(tab, block, after));
}

function blockWrite(tab: string, block: Block, after: readonly (readonly unknown[])[]): RangeWrite {
  const values: unknown[][] = [];
  for (let r = block.row; r < block.row + block.rows; r++) {
    const now = after[r] ?? NO_CELLS;
    const line: unknown[] = [];
    for (let c = block.col; c < block.col + block.cols; c++) line.push(now[c] ?? '');
    values.push(line);
  }
  return {
    tab,
    row: block.row + 1,
    column: block.col + 1,
    values,
    a1: a1Range(tab, block.row, block.col, block.rows, block.cols),
  };
}

/**
 * The writes of every changed tab of `updates` (tabs absent from `before` start empty):
 * per tab one per block (`tabBlocks`), never over a column of the GM's nor a cell a formula owns.
 */
export function planWrites(before: Tabs, updates: Tabs, formulas: Formulas = {}): RangeWrite[] {
  const out: RangeWrite[] = [];
  for (const tab of Object.keys(updates)) out.push(...rangeWrites(tab, before[tab] ?? [], updates[tab], formulas[tab]));
  return out;
}
