import { didYouMean, nearest } from '../../rules/text/nearest';
import { cellText, describeGot, errorValue, isBlank, orList, wholeNumber, yesNo, choice } from './cells';
import { isDateValue, reportDate } from './dateCells';
import type { ColumnSpec } from '../schema/columns';
import type { TabReader } from './tabReader';
import type { SheetProblems } from './problems';
import { columnSpec } from '../schema/columns';

/** The schema's spec of one of the table's columns; an unknown key is a bug. */
function columnOf(table: TabReader, key: string): ColumnSpec {
  for (const c of table.spec.columns) if (c.key === key) return c;
  throw new Error(`no column ${key}`);
}

/** `a whole number from 0 to 8`, `a whole number 0 or more`. */
export function wholeRangeText(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
  if (min !== undefined) return `a whole number ${min} or more`;
  if (max !== undefined) return `a whole number ${max} or less`;
  return 'a whole number';
}

/**
 * Reads cells of one data row, reporting each bad one with its cell and what was expected.
 * Every reader returns undefined after reporting, so a row can be read to the end and
 * every problem of it collected.
 */
export class RowReader {
  constructor(
    readonly table: TabReader,
    readonly row: number,
    readonly problems: SheetProblems,
    /** The mech the row is about, for Problem.mech. */
    public mech?: string,
  ) {}

  raw(key: string): unknown {
    return this.table.get(this.row, key);
  }

  blank(key: string): boolean {
    return isBlank(this.raw(key));
  }

  /**
   * Reports every cell of this row Gator reads (of `keys`, or of every column but the ones
   * for people) that shows an error value such as `#NAME?` or holds a date; true when one does. A row with
   * one is not read further: its other cells would only repeat the mistake. `dated` are the
   * keys whose cells may hold a date (a deadline): only their error values are reported.
   */
  reportErrors(keys?: readonly string[], dated: readonly string[] = []): boolean {
    let found = false;
    for (const key of keys ?? this.table.readKeys()) {
      const col = this.table.cols[key];
      if (col === undefined) continue;
      const value = (this.table.values[this.row] ?? [])[col];
      // Text Sheets read as a date is no value Gator can read (docs/platform-contracts.md).
      if (dated.indexOf(key) < 0)
        found =
          reportDate(
            this.problems,
            this.table.name,
            this.row,
            col,
            value,
            key === 'roll' ? 'faces' : 'text',
            this.mech,
          ) || found;
      const error = errorValue(value);
      if (error === undefined) continue;
      this.problems.errorValue(this.table.name, this.row, col, error, this.mech);
      found = true;
    }
    return found;
  }

  /** Whether this row's cell of `key` shows an error value, or holds a date: nothing to read there. */
  isError(key: string): boolean {
    const value = this.raw(key);
    return errorValue(value) !== undefined || isDateValue(value);
  }

  /** Reports a problem on this row's cell of `key`. */
  report(key: string, code: string, text: string, refers?: string): void {
    this.problems.cell(this.table.name, this.row, this.table.col(key), code, text, this.mech, refers);
  }

  /** The header as the schema writes it, for messages. */
  label(key: string): string {
    return columnOf(this.table, key).header;
  }

  /** Trimmed text; blank gives ''. */
  text(key: string): string {
    const v = this.raw(key);
    return isBlank(v) ? '' : String(v).trim();
  }

  /** Non-blank text, or a `blank` problem. */
  requiredText(key: string): string | undefined {
    const t = this.text(key);
    if (t === '') this.report(key, 'blank', `${this.label(key)} must not be blank`);
    return t === '' ? undefined : t;
  }

  /** A whole number within bounds; blank gives `ifBlank` (undefined = required). */
  whole(key: string, min?: number, max?: number, ifBlank?: number): number | undefined {
    const v = this.raw(key);
    if (isBlank(v) && ifBlank !== undefined) return ifBlank;
    const n = wholeNumber(v);
    if (n === undefined || (min !== undefined && n < min) || (max !== undefined && n > max)) {
      this.report(key, 'not_a_number', `${this.label(key)} must be ${wholeRangeText(min, max)}, got ${describeGot(v)}`);
      return undefined;
    }
    return n;
  }

  /**
   * A whole number within the bounds the schema gives its column (the same bounds Set up's
   * number rule checks), so the reader and the sheet's validation never disagree; blank gives
   * `ifBlank` (undefined = required).
   */
  bounded(key: string, ifBlank?: number): number | undefined {
    const validation = columnSpec(this.table.spec, key).validation;
    if (validation.kind !== 'whole') throw new Error(`${this.table.name}: column ${key} is not a whole number`);
    return this.whole(key, validation.min, validation.max, ifBlank);
  }

  /** Yes/No; blank gives `ifBlank`. */
  yesNo(key: string, ifBlank: boolean): boolean | undefined {
    const v = this.raw(key);
    if (isBlank(v)) return ifBlank;
    const b = yesNo(v);
    if (b === undefined)
      this.report(
        key,
        'not_yes_no',
        `${this.label(key)} must be Yes or No, got ${describeGot(v)}${didYouMean(nearest(cellText(v), ['Yes', 'No']))}`,
      );
    return b;
  }

  /** One of `choices`; blank gives `ifBlank` (undefined = required). */
  choice<T extends string>(key: string, choices: readonly T[], ifBlank?: T): T | undefined {
    const v = this.raw(key);
    if (isBlank(v) && ifBlank !== undefined) return ifBlank;
    const c = choice(v, choices);
    if (c === undefined)
      this.report(
        key,
        'bad_choice',
        `${this.label(key)} must be ${orList(choices)}, got ${describeGot(v)}${didYouMean(nearest(cellText(v), choices))}`,
      );
    return c;
  }
}
