/**
 * What a formula computes: a scalar (text, number, boolean, Date, or an error) or a grid of them
 * (a range, or an array result that spills). An error keeps Sheets' code, which is what
 * `getValues` returns for the cell (`#REF!`), and its message, which Sheets shows on hover.
 */
import { isDate, type CellValue } from '../cells';

/** The error codes Sheets shows. */
export type ErrorCode = '#REF!' | '#NAME?' | '#VALUE!' | '#DIV/0!' | '#N/A' | '#NUM!' | '#ERROR!' | '#NULL!';

export class FormulaError {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
  ) {}
}

export type Scalar = CellValue | FormulaError;
export type Grid = Scalar[][];
export type FormulaValue = Scalar | Grid;

export function isGrid(value: FormulaValue): value is Grid {
  return Array.isArray(value);
}

/** Sheets' own messages, where the fake knows them word for word. */
export const MESSAGE = {
  parse: 'Formula parse error.',
  circular: 'Circular dependency detected. To resolve with iterative calculation, see File > Settings.',
  unknownName: (name: string) => `Unknown range name: '${name.toUpperCase()}'.`,
  unresolvedSheet: (name: string) => `Unresolved sheet name '${name}'.`,
  deletedReference: 'Reference does not exist.',
  blockedSpill: (a1: string) => `Array result was not expanded because it would overwrite data in ${a1}.`,
  moreRows: (n: number) => `Result was not automatically expanded, please insert more rows (${n}).`,
  moreColumns: (n: number) => `Result was not automatically expanded, please insert more columns (${n}).`,
} as const;

/** The first error of a grid, if any. */
export function firstError(value: FormulaValue): FormulaError | undefined {
  if (value instanceof FormulaError) return value;
  if (!isGrid(value)) return undefined;
  for (const row of value) for (const cell of row) if (cell instanceof FormulaError) return cell;
  return undefined;
}

/** Days from Sheets' epoch (30 December 1899) to a Date: how a Date counts in arithmetic. */
export function serialOf(date: Date): number {
  return (date.getTime() - Date.UTC(1899, 11, 30)) / 86400000;
}

/** A scalar as a number for arithmetic: '' is 0, TRUE 1, number-looking text its number. */
export function toNumber(value: Scalar): number | FormulaError {
  if (value instanceof FormulaError) return value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isDate(value)) return serialOf(value);
  if (value.trim() === '') return 0;
  const n = Number(value.trim());
  return Number.isFinite(n)
    ? n
    : new FormulaError(
        '#VALUE!',
        `Function expects number values. But '${value}' is a text and cannot be coerced to a number.`,
      );
}

/** A scalar as text for `&` and text functions: TRUE as "TRUE", numbers as Sheets prints them. */
export function toText(value: Scalar): string | FormulaError {
  if (value instanceof FormulaError) return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (isDate(value)) return String(serialOf(value));
  return value;
}

/** A scalar as a condition (IF, AND): numbers are true unless 0; text other than TRUE/FALSE is an error. */
export function toBoolean(value: Scalar): boolean | FormulaError {
  if (value instanceof FormulaError) return value;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (isDate(value)) return true;
  if (value === '') return false;
  if (/^(true|false)$/i.test(value)) return value.toUpperCase() === 'TRUE';
  return new FormulaError(
    '#VALUE!',
    `Function IF parameter 1 expects boolean values. But '${value}' is a text and cannot be coerced to a boolean.`,
  );
}

/** The value a cell of a grid shows: a 1×1 grid is its one value. */
export function scalarOf(value: FormulaValue): Scalar {
  return isGrid(value) ? (value[0]?.[0] ?? '') : value;
}
