/**
 * Evaluates a parsed formula the way Sheets does for the shapes Gator's players use. References
 * read the cells' values as formulas see them (another formula's result, a spilled value);
 * operators work cell by cell on ranges; a custom function of the loaded bundle is called with
 * its arguments as Sheets hands them to Apps Script ("Custom Functions in Google Sheets", Data
 * types, https://developers.google.com/apps-script/guides/sheets/functions#data_types): a range
 * as a two-dimensional array, a single cell as its value, an empty cell as '', a number as a
 * number, a date as a Date — and a cell showing an error as the error's text (`"#REF!"`), for
 * Sheets calls the function anyway (googleworkspace/apps-script-samples issue #12).
 *
 * A reference that reaches past its tab's grid (`Mechs!A1:BZ` on a tab of 57 columns) answers
 * `#REF!`: Google's reference does not say what Sheets does there, and the stricter reading
 * keeps Gator from depending on it (docs/platform-contracts.md).
 */
import { columnLetters } from '../a1';
import { isDate } from '../cells';
import { BUILTINS } from './builtins';
import type { FormulaNode, RefNode } from './parse';
import {
  FormulaError,
  MESSAGE,
  isGrid,
  scalarOf,
  serialOf,
  toNumber,
  toText,
  type FormulaValue,
  type Grid,
  type Scalar,
} from './values';

/** A sheet as the evaluator sees it. */
export interface GridSheet {
  getName(): string;
  getMaxRows(): number;
  getMaxColumns(): number;
}

/** A custom function of the loaded bundle, already wrapped to run as Sheets runs one. */
export type CustomFunction = (...args: unknown[]) => unknown;

/** What a formula can see of the spreadsheet. */
export interface FormulaScope<S extends GridSheet> {
  readonly sheet: S;
  sheetNamed(name: string): S | null;
  /** A cell's value as formulas read it: errors as errors. */
  cellValue(sheet: S, row: number, col: number): Scalar;
  /** The last row a cell of the sheet may hold anything on: every row below reads ''. */
  lastRowInUse(sheet: S): number;
  customFunction(name: string): CustomFunction | undefined;
  /** A Date of the bundle's realm, so `instanceof Date` holds inside the custom function. */
  date(ms: number): Date;
}

/** Thrown when a formula uses something the fake does not model: the cell keeps its stored value. */
export class Unmodelled extends Error {}

export function evaluate<S extends GridSheet>(node: FormulaNode, scope: FormulaScope<S>): FormulaValue {
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'boolean':
      return node.value;
    case 'ref':
      return readRef(node, scope);
    case 'name':
      return new FormulaError('#NAME?', MESSAGE.unknownName(node.name));
    case 'error':
      return new FormulaError(node.code, MESSAGE.deletedReference);
    case 'unmodelled':
      throw new Unmodelled(node.why);
    case 'unary':
      return lift([evaluate(node.arg, scope)], ([v]) => unary(node.op, v));
    case 'binary':
      return lift([evaluate(node.left, scope), evaluate(node.right, scope)], ([a, b]) => binary(node.op, a, b));
    case 'call':
      return call(node.name, node.args, scope);
  }
}

function readRef<S extends GridSheet>(ref: RefNode, scope: FormulaScope<S>): FormulaValue {
  const sheet = ref.sheet === undefined ? scope.sheet : scope.sheetNamed(ref.sheet);
  if (!sheet) return new FormulaError('#REF!', MESSAGE.unresolvedSheet(ref.sheet ?? ''));
  const maxRows = sheet.getMaxRows();
  const maxCols = sheet.getMaxColumns();
  const top = ref.row ?? 1;
  const left = ref.col ?? 1;
  const bottom = ref.endRow ?? maxRows;
  const right = ref.endCol ?? maxCols;
  if (bottom > maxRows || right > maxCols) {
    const past =
      right > maxCols
        ? `column ${columnLetters(right)}, past its last column ${columnLetters(maxCols)}`
        : `row ${bottom}, past its last row ${maxRows}`;
    // The fake's own words: Sheets' answer here is not confirmed (see the file's comment).
    return new FormulaError('#REF!', `${ref.text} reaches ${past} (${sheet.getName()} is ${maxRows} × ${maxCols}).`);
  }
  const grid: Grid = [];
  const width = Math.abs(right - left) + 1;
  // An open-ended range reaches the tab's last row; most of it is empty, and known to be.
  const inUse = scope.lastRowInUse(sheet);
  for (let r = Math.min(top, bottom); r <= Math.max(top, bottom); r++) {
    if (r > inUse) {
      grid.push(new Array<Scalar>(width).fill(''));
      continue;
    }
    const line: Scalar[] = [];
    for (let c = Math.min(left, right); c <= Math.max(left, right); c++) line.push(scope.cellValue(sheet, r, c));
    grid.push(line);
  }
  return grid;
}

/** Applies `fn` cell by cell when any operand is a range of more than one cell. */
function lift(operands: FormulaValue[], fn: (values: Scalar[]) => Scalar): FormulaValue {
  const grids = operands.filter((o): o is Grid => isGrid(o) && (o.length > 1 || (o[0]?.length ?? 0) > 1));
  if (grids.length === 0) return fn(operands.map(scalarOf));
  const rows = Math.max(...grids.map((g) => g.length));
  const cols = Math.max(...grids.map((g) => g[0]?.length ?? 0));
  const at = (o: FormulaValue, r: number, c: number): Scalar => {
    if (!isGrid(o)) return o;
    if (o.length === 1 && o[0].length === 1) return o[0][0];
    return o[r]?.[c] ?? new FormulaError('#N/A', 'Array arguments are of different size.');
  };
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => fn(operands.map((o) => at(o, r, c)))),
  );
}

function unary(op: '-' | '+' | '%', v: Scalar): Scalar {
  if (op === '+') return v;
  const n = toNumber(v);
  if (n instanceof FormulaError) return n;
  return op === '-' ? -n : n / 100;
}

/** Sheets orders numbers before text before booleans; '' meets a number as 0 and text as ''. */
function compare(a: Scalar, b: Scalar): number {
  const rank = (v: Scalar): number => (typeof v === 'boolean' ? 2 : typeof v === 'string' && v !== '' ? 1 : 0);
  const norm = (v: Scalar, other: Scalar): Scalar =>
    v === '' ? (typeof other === 'string' ? '' : typeof other === 'boolean' ? false : 0) : isDate(v) ? serialOf(v) : v;
  const x = norm(a, b);
  const y = norm(b, a);
  if (rank(x) !== rank(y)) return rank(x) - rank(y);
  if (typeof x === 'string' && typeof y === 'string')
    return x.toLowerCase() < y.toLowerCase() ? -1 : x.toLowerCase() > y.toLowerCase() ? 1 : 0;
  return Number(x) - Number(y);
}

function binary(op: string, a: Scalar, b: Scalar): Scalar {
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  if (op === '&') {
    const x = toText(a);
    const y = toText(b);
    return x instanceof FormulaError ? x : y instanceof FormulaError ? y : x + y;
  }
  const comparisons: Record<string, (d: number) => boolean> = {
    '=': (d) => d === 0,
    '<>': (d) => d !== 0,
    '<': (d) => d < 0,
    '>': (d) => d > 0,
    '<=': (d) => d <= 0,
    '>=': (d) => d >= 0,
  };
  if (comparisons[op]) return comparisons[op](compare(a, b));
  const x = toNumber(a);
  const y = toNumber(b);
  if (x instanceof FormulaError) return x;
  if (y instanceof FormulaError) return y;
  if (op === '/' && y === 0) return new FormulaError('#DIV/0!', 'Function DIVIDE parameter 2 cannot be zero.');
  const out = op === '+' ? x + y : op === '-' ? x - y : op === '*' ? x * y : op === '/' ? x / y : x ** y;
  return Number.isFinite(out) ? out : new FormulaError('#NUM!', 'The result is not a finite number.');
}

function call<S extends GridSheet>(name: string, args: readonly FormulaNode[], scope: FormulaScope<S>): FormulaValue {
  const custom = scope.customFunction(name);
  if (custom) {
    const values = args.map((a) => evaluate(a, scope));
    // A reference that names no cells (a missing tab, past the grid) is the formula's error: the function is not
    // called.
    const broken = values.find((v, i) => args[i].kind === 'ref' && v instanceof FormulaError);
    return broken ?? callCustom(name, custom, values, scope);
  }
  const builtin = BUILTINS[name];
  if (!builtin) throw new Unmodelled(`the function ${name}`);
  return builtin(args, (node) => evaluate(node, scope));
}

/** An argument as Apps Script receives it: a range as rows of values, a cell as its value, an error as its text. */
function argument<S extends GridSheet>(value: FormulaValue, scope: FormulaScope<S>): unknown {
  const one = (v: Scalar): unknown => (v instanceof FormulaError ? v.code : isDate(v) ? scope.date(v.getTime()) : v);
  if (!isGrid(value)) return one(value);
  if (value.length === 1 && value[0].length === 1) return one(value[0][0]);
  return value.map((row) => row.map(one));
}

/** A value a custom function returned, as the cell shows it. */
function resultScalar(v: unknown): Scalar {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number')
    return Number.isFinite(v)
      ? v
      : new FormulaError('#NUM!', 'The custom function returned a number that is not finite.');
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (isDate(v)) return new Date(v.getTime());
  return String(v);
}

function callCustom<S extends GridSheet>(
  name: string,
  fn: CustomFunction,
  values: FormulaValue[],
  scope: FormulaScope<S>,
): FormulaValue {
  let result: unknown;
  try {
    result = fn(...values.map((v) => argument(v, scope)));
  } catch (err) {
    // The bundle's errors come from another realm: no instanceof. Sheets shows "#ERROR!" and the message.
    const message = (err as { message?: unknown } | null)?.message;
    return new FormulaError('#ERROR!', typeof message === 'string' ? message : `${name}: ${String(err)}`);
  }
  if (!Array.isArray(result)) return resultScalar(result);
  const rows = (result as unknown[]).map((row) => (Array.isArray(row) ? (row as unknown[]) : [row]));
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  return rows.map((row) => Array.from({ length: width }, (_, c) => resultScalar(row[c])));
}
