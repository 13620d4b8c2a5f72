/**
 * Where rows are appended to a tab: below its last row holding a value, found from the values
 * themselves — never from `getLastRow` or the data range's height, which on Google commonly
 * count the blank cells a formula's array spills (an ATTACKTN answering a blank line for every
 * row of its range once pushed the "last row" to the bottom of the grid).
 */
import { isBlank } from '../tab/cells';

/** The row (1-based) under the last one holding a value; 2 under a header alone. */
export function nextFreeRow(values: readonly (readonly unknown[])[]): number {
  for (let r = values.length - 1; r >= 1; r--) if ((values[r] ?? []).some((cell) => !isBlank(cell))) return r + 2;
  return 2;
}
