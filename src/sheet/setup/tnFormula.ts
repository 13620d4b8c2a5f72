/**
 * The Attacks tab's TN column formula: one `=ATTACKTN(…)` in the TN column's
 * second row that fills the column, which Set up writes into the Attacks tab it creates and the
 * docs (custom-functions.md) and the sidebar show. Every range lies inside the grid of the tab Set up makes, so
 * nothing depends on what Sheets does with a range past a tab's edge; Sheets moves and widens
 * the ranges when the GM inserts rows or columns inside them, and the Attacks range and the
 * others run to the tabs' last rows.
 */
import { columnLetters } from '../tab/cells';
import { ATTACKS, RULES } from '../schema/playTabs';
import { CATALOG, EQUIPMENT } from '../schema/gearTabs';
import { MECHS_FORMULA_WIDTH } from '../schema/mechsTab';
import { TAB, type TabSpec } from '../schema/columns';

/** The columns Set up gives a tab it inserts (the gateway's NEW_SHEET): the Map's width. */
const NEW_SHEET_COLUMNS = 26;

function lastLetter(spec: TabSpec): string {
  return columnLetters(spec.columns.length - 1);
}

/** The TN column, 0-based, where Set up puts it. */
export const TN_COLUMN = ATTACKS.columns.findIndex((c) => c.key === 'tn');

/**
 * `=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:E, Catalog!A1:O, Map!A1:Z, Rules!A1:H)`: the
 * Attacks tab up to the column before TN, each record tab as wide as its columns (Mechs up to
 * Player account: MECHS_FORMULA_WIDTH), the Map as wide as a new tab.
 */
export const TN_FORMULA = `=ATTACKTN(A1:${columnLetters(TN_COLUMN - 1)}, ${TAB.mechs}!A1:${columnLetters(MECHS_FORMULA_WIDTH - 1)}, ${TAB.equipment}!A1:${lastLetter(EQUIPMENT)}, ${TAB.catalog}!A1:${lastLetter(CATALOG)}, ${TAB.map}!A1:${columnLetters(NEW_SHEET_COLUMNS - 1)}, ${TAB.rules}!A1:${lastLetter(RULES)})`;

/** A cell a block writes as a formula rather than as a value. */
interface FormulaCell {
  readonly formula: string;
}

export function isFormulaCell(value: unknown): value is FormulaCell {
  return typeof value === 'object' && value !== null && typeof (value as FormulaCell).formula === 'string';
}

/** An Attacks tab's first rows with the TN formula in its TN column's second row (rows padded as needed). */
export function withTnFormula(rows: readonly (readonly unknown[])[]): unknown[][] {
  const out = rows.map((row) => row.slice());
  while (out.length < 2) out.push([]);
  while (out[1].length <= TN_COLUMN) out[1].push('');
  out[1][TN_COLUMN] = { formula: TN_FORMULA } satisfies FormulaCell;
  return out;
}
