/**
 * Set up's repair of the TN column's formula on an existing Attacks tab: an ATTACKTN an earlier Set up wrote, its
 * ranges stopping short of the columns tabs have gained since (Equipment's Shots, R-19; the Catalog's
 * columns), is widened; a formula the GM changed otherwise stays (sheet/setup/formulaWidth.ts).
 */
import type { Workbook } from '../../gas/workbook';
import { TAB } from '../../sheet/schema/columns';
import { isNarrowerGatorFormula } from '../../sheet/setup/formulaWidth';
import { TN_COLUMN, TN_FORMULA } from '../../sheet/setup/tnFormula';

/** What was widened, for the Attacks tab's report; undefined when nothing was. */
export function widenTnFormula(wb: Workbook): string | undefined {
  const sheet = wb.sheet(TAB.attacks) as GoogleAppsScript.Spreadsheet.Sheet | undefined;
  if (!sheet) return undefined;
  const cell = sheet.getRange(2, TN_COLUMN + 1);
  if (!isNarrowerGatorFormula(cell.getFormula(), TN_FORMULA)) return undefined;
  cell.setFormula(TN_FORMULA);
  return `the TN formula widened to the tabs' new columns (${TN_FORMULA})`;
}
