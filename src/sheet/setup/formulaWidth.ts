/**
 * Gator's own formulas (the TN column's ATTACKTN, the Cards tab's MECHCARDS) name each tab up to its last column
 * (`Equipment!A1:E`). When a later version adds a column (Equipment's Shots, R-19; the Catalog's To-hit … Shots per
 * ton, R-18.1), a formula an earlier Set up wrote stops short of it. Set up widens such a formula — one that is
 * Gator's as written, its ranges' last columns aside — and leaves any other formula (the GM's own edit) as it is.
 */

/** The formula with each range's last column blanked: `Equipment!A1:E` and `Equipment!A1:D` read the same. */
function shapeOf(formula: string): string {
  return formula
    .trim()
    .replace(/(![$]?A[$]?1:[$]?)[A-Z]+/g, '$1_')
    .replace(/\s+/g, ' ');
}

/**
 * Whether `found` is `wanted` as an earlier Set up wrote it: the same function and ranges, only the ranges' last
 * columns differing. False when it already is `wanted`.
 */
export function isNarrowerGatorFormula(found: string, wanted: string): boolean {
  return found.trim() !== wanted && shapeOf(found) === shapeOf(wanted);
}
