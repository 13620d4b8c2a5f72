import type { Problem } from '../rules/model/problem';
import { a1, columnLetters, describeGot, errorValue, errorValueText, isBlank, normalize, orList, wholeNumber, yesNo, choice, type ErrorValue } from './cells';
import { isDateValue, reportDate } from './dateCells';
import type { ColumnSpec, TabSpec } from './schema';

/** The tabs as the services layer hands them over: name → `getValues()` of the whole tab. */
export type Tabs = Readonly<Record<string, readonly (readonly unknown[])[]>>;

/**
 * A problem with the place it was found: its tab and, for a cell, the 0-based row and column
 * of the tab's values. A problem of a whole tab (a missing tab or header) has no row.
 */
export interface LocatedProblem {
  readonly problem: Problem;
  readonly tab: string;
  readonly row?: number;
  readonly col?: number;
  /** The message after its cell (`Gunnery must be …`), so repeats of one mistake can be told. */
  readonly text?: string;
  /** The name a reference problem names (`Griffin` for an unknown mech), so a cascade can be told. */
  readonly refers?: string;
}

/** The formulas of tabs, aligned with their values ('' where a cell holds a value), by tab name. */
export type TabFormulas = Readonly<Record<string, readonly (readonly string[])[]>>;

/**
 * Collects every problem of a read (STYLE 7): codes `sheet/…`, messages that start with
 * the cell (`Mechs!F7: …`) so the GM can go straight to it. `formulas`, when the reader has
 * them, let a cell showing an error value say what was typed there.
 */
export class SheetProblems {
  readonly list: Problem[] = [];
  readonly located: LocatedProblem[] = [];

  constructor(readonly formulas: TabFormulas = {}) {}

  /** A problem about one cell, given by 0-based row and column of the tab's values. */
  cell(tab: string, row: number, col: number, code: string, text: string, mech?: string, refers?: string): void {
    const problem = this.problem(code, `${a1(tab, row, col)}: ${text}`, mech);
    this.located.push(refers === undefined ? { problem, tab, row, col, text } : { problem, tab, row, col, text, refers });
  }

  /** A problem about a whole tab or its header row. */
  tab(tab: string, code: string, message: string): void {
    this.located.push({ problem: this.problem(code, message), tab });
  }

  /** A cell showing an error value (`#NAME?`): what it shows and the likely cause. */
  errorValue(tab: string, row: number, col: number, error: ErrorValue, mech?: string): void {
    const formula = (findTab(this.formulas, tab)?.[row] ?? [])[col];
    this.cell(tab, row, col, 'error_value', errorValueText(error, typeof formula === 'string' && formula !== '' ? formula : undefined), mech);
  }

  private problem(code: string, message: string, mech?: string): Problem {
    const problem: Problem = mech === undefined ? { code: `sheet/${code}`, message } : { code: `sheet/${code}`, message, mech };
    this.list.push(problem);
    return problem;
  }
}

/** The values of a tab by its name, exact first, then in any case; undefined when absent. */
export function findTab<T>(tabs: Readonly<Record<string, readonly (readonly T[])[]>>, name: string): readonly (readonly T[])[] | undefined {
  if (Object.prototype.hasOwnProperty.call(tabs, name)) return tabs[name];
  for (const key of Object.keys(tabs)) if (normalize(key) === normalize(name)) return tabs[key];
  return undefined;
}

const TRAILING_MARK = /\s*[?:]$/;

/** How a header is compared: any case, spacing, and a trailing `?` or `:` ignored. */
function headerKey(text: string): string {
  return normalize(text).replace(TRAILING_MARK, '');
}

/** Column index of each schema key, found by header name in row 1. */
export type HeaderMap = Readonly<Record<string, number | undefined>>;

/**
 * Finds the schema's columns in row 1 by name, in any order and any case; columns the
 * schema does not know are left alone. Missing required headers and a header used twice
 * are reported; the map is undefined when the tab cannot be read.
 */
export function headerMap(values: readonly (readonly unknown[])[], spec: TabSpec, problems: SheetProblems): HeaderMap | undefined {
  // Row 1 in one pass, each header by its key: not every header for every schema column,
  // which a 54-column Mechs tab, opened several times a round, made the reader's hottest loop.
  const where = new Map<string, number[]>();
  (values[0] ?? []).forEach((cell, i) => {
    if (typeof cell !== 'string') return;
    const key = headerKey(cell);
    const list = where.get(key);
    if (list) list.push(i);
    else where.set(key, [i]);
  });
  const found: Record<string, number | undefined> = {};
  let ok = true;
  for (const column of spec.columns) {
    const at = columnsNamed([column.header, ...(column.aliases ?? [])].map(headerKey), where);
    if (at.length > 1) {
      problems.cell(spec.name, 0, at[1], 'duplicate_header', `two columns are headed "${column.header}" (${at.map((i) => columnLetters(i) + '1').join(' and ')}); keep one`);
      ok = false;
    } else if (at.length === 0 && column.required) {
      missingHeader(values[0] ?? [], spec, column, problems);
      ok = false;
    }
    found[column.key] = at[0];
  }
  return ok ? found : undefined;
}

/**
 * A required header not found. Where Set up puts it (the schema's order) the header row is
 * blank, it was most likely deleted: the problem names that cell, so the TN column and the
 * sidebar can say which header to type back. Otherwise it names the header row.
 */
function missingHeader(header: readonly unknown[], spec: TabSpec, column: ColumnSpec, problems: SheetProblems): void {
  const at = spec.columns.indexOf(column);
  if (at >= 0 && isBlank(header[at]) && header.some((h) => !isBlank(h))) {
    problems.cell(spec.name, 0, at, 'missing_header', `the ${column.header} header is missing (${columnLetters(at)}1 is blank); type ${column.header} back in row 1 (headers are matched by name, in any order)`);
    return;
  }
  problems.tab(spec.name, 'missing_header', `${spec.name}!1:1: no column headed "${column.header}" (headers are matched by name, in any order)`);
}

/** The columns (ascending) whose header key is one of `names`. */
function columnsNamed(names: readonly string[], where: ReadonlyMap<string, readonly number[]>): readonly number[] {
  if (names.length === 1) return where.get(names[0]) ?? [];
  const at: number[] = [];
  names.forEach((name, k) => {
    if (names.indexOf(name) === k) at.push(...(where.get(name) ?? []));
  });
  return at.sort((a, b) => a - b);
}

/** A tab opened for reading: its values, its spec and where each column is. */
export class Table {
  /** readKeys(), worked out once: every data row is checked against them. */
  private read?: readonly string[];

  constructor(
    readonly spec: TabSpec,
    readonly values: readonly (readonly unknown[])[],
    readonly cols: HeaderMap,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  has(key: string): boolean {
    return this.cols[key] !== undefined;
  }

  /** The raw cell of a column on a row; '' when the column is absent or the row short. */
  get(row: number, key: string): unknown {
    const col = this.cols[key];
    if (col === undefined) return '';
    const cell = (this.values[row] ?? [])[col];
    return cell === undefined || cell === null ? '' : cell;
  }

  /** Column index of a key; a key not found is a bug (required columns are checked on open). */
  col(key: string): number {
    const col = this.cols[key];
    if (col === undefined) throw new Error(`${this.spec.name}: column ${key} not found`);
    return col;
  }

  /** The keys of the columns found that Gator reads: all but the ones kept for people (`info`). */
  readKeys(): readonly string[] {
    if (!this.read) this.read = this.spec.columns.filter((c) => c.role !== 'info' && this.has(c.key)).map((c) => c.key);
    return this.read;
  }

  /** 0-based indexes of the data rows (row 2 on) where some column Gator reads is filled in. */
  dataRows(): number[] {
    const read = this.spec.columns.filter((c) => c.role !== 'info' && c.role !== 'derived' && this.has(c.key));
    const rows: number[] = [];
    for (let r = 1; r < this.values.length; r++) {
      if (read.some((c) => !isBlank(this.get(r, c.key)))) rows.push(r);
    }
    return rows;
  }
}

/** Opens a tab for reading, or reports why it cannot be (missing tab, missing headers). */
export function openTable(tabs: Tabs, spec: TabSpec, problems: SheetProblems, required: boolean): Table | undefined {
  const values = findTab(tabs, spec.name);
  if (!values) {
    if (required) problems.tab(spec.name, 'missing_tab', `${spec.name}: the tab is missing; Set up campaign creates it`);
    return undefined;
  }
  const cols = headerMap(values, spec, problems);
  return cols ? new Table(spec, values, cols) : undefined;
}

function columnOf(table: Table, key: string): ColumnSpec {
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
    readonly table: Table,
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
   * one is not read further: its other cells would only repeat the mistake.
   */
  reportErrors(keys?: readonly string[]): boolean {
    let found = false;
    for (const key of keys ?? this.table.readKeys()) {
      const col = this.table.cols[key];
      if (col === undefined) continue;
      const value = (this.table.values[this.row] ?? [])[col];
      // Issue 18: text Sheets read as a date is no value Gator can read.
      found = reportDate(this.problems, this.table.name, this.row, col, value, key === 'roll' ? 'faces' : 'text', this.mech) || found;
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

  /** Yes/No; blank gives `ifBlank`. */
  yesNo(key: string, ifBlank: boolean): boolean | undefined {
    const v = this.raw(key);
    if (isBlank(v)) return ifBlank;
    const b = yesNo(v);
    if (b === undefined) this.report(key, 'not_yes_no', `${this.label(key)} must be Yes or No, got ${describeGot(v)}`);
    return b;
  }

  /** One of `choices`; blank gives `ifBlank` (undefined = required). */
  choice<T extends string>(key: string, choices: readonly T[], ifBlank?: T): T | undefined {
    const v = this.raw(key);
    if (isBlank(v) && ifBlank !== undefined) return ifBlank;
    const c = choice(v, choices);
    if (c === undefined) this.report(key, 'bad_choice', `${this.label(key)} must be ${orList(choices)}, got ${describeGot(v)}`);
    return c;
  }
}
