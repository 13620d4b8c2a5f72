/**
 * A tab's cells as a write changes them: its values copied to write into (`open`), a cell
 * written only when it does not already read as the value (`put`), and the readings `put`
 * compares with — a number, a Yes/No, one of a list — each with what a blank cell means.
 */
import { choice, isBlank, wholeNumber, yesNo } from '../tab/cells';
import type { TabSpec } from '../schema/columns';
import { SheetProblems } from '../tab/problems';
import { TabReader } from '../tab/tabReader';
import { findTab, type Tabs } from '../tab/tabs';
import { headerMap } from '../tab/headers';

export type Grid = unknown[][];

export const num =
  (blankAs?: number) =>
  (cell: unknown): number | undefined =>
    isBlank(cell) ? blankAs : wholeNumber(cell);
export const flag = (cell: unknown): boolean | undefined => (isBlank(cell) ? false : yesNo(cell));
export const among =
  (list: readonly string[], blankAs: string) =>
  (cell: unknown): string | undefined =>
    isBlank(cell) ? blankAs : choice(cell, list);

/** Writes `value` unless the cell already reads as it; Yes/No keeps a checkbox a checkbox. */
export function put(
  grid: Grid,
  row: number,
  col: number,
  value: string | number | boolean | Date,
  parse: (cell: unknown) => unknown,
): void {
  const line = grid[row];
  const cell = line[col];
  if (parse(cell) === value) return;
  while (line.length <= col) line.push('');
  line[col] = typeof value === 'boolean' && typeof cell !== 'boolean' ? (value ? 'Yes' : 'No') : value;
}

export function open(before: Tabs, spec: TabSpec): { grid: Grid; table: TabReader } | undefined {
  const values = findTab(before, spec.name);
  if (!values) return undefined;
  const cols = headerMap(values, spec, new SheetProblems());
  if (!cols) throw new Error(`${spec.name}: the headers changed since the battle was read`);
  const grid = values.map((row) => row.slice());
  return { grid, table: new TabReader(spec, grid, cols) };
}
