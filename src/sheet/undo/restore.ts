import { a1Range } from '../tab/cells';
import type { RangeWrite } from '../write/cellValue';
import type { UndoSnapshot } from './snapshot';

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
