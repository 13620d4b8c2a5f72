/**
 * Tabs' grids sized to their data (src/sheet/room.ts): trimmed by Set up, grown before Gator
 * writes rows past their room. Rows Gator adds go in above the grid's last row when it is blank,
 * so the ranges reaching it (the name dropdowns' lists, the colour rules) take them in, and get
 * the formats of that last row — its data-validation rules, number formats (plain text where
 * typed text must stay text) and wrapping — as a row inserted in Sheets' own grid usually does;
 * the fakes give an inserted row nothing, the stricter case, so Gator copies them itself.
 */
import { CARDS_TAB } from '../sheet/setup/cardsTab';
import { wrapCardRows } from './cardsLayout';
import { gridRows } from '../sheet/setup/room';
import { TAB } from '../sheet/schema/columns';
import type { Workbook } from './workbook';

/**
 * Grows a tab to at least `rows` rows, the new ones formatted as its last row is (not the Cards
 * tab's: `carry` false). `used` is its last row holding anything. Nothing when it has the rows
 * already; about a dozen calls when it grows.
 */
export function growTab(wb: Workbook, tab: string, rows: number, used: number, carry = true): void {
  const now = wb.maxRows(tab);
  if (rows <= now) return;
  const above = used < now && now > 2;
  wb.setRowCount(tab, rows, above);
  const sheet = wb.sheet(tab) as GoogleAppsScript.Spreadsheet.Sheet;
  // The Cards tab's new rows are the spill's: nothing to carry but the card's wrap.
  if (tab === CARDS_TAB) wrapCardRows(sheet, above ? now : now + 1, rows - now);
  if (!carry || now < 2) return;
  // The row the new ones copy: the blank last row they went in above, else the last row before them.
  copyRowFormats(sheet, above ? rows : now, above ? now : now + 1, rows - now, wb.maxColumns(tab));
}

/**
 * Rows `first` … `first + count − 1` of `sheet`, `cols` wide, formatted as row `model` is: its
 * data-validation rules, number formats and wrap — what an inserted row needs to work as the
 * rows around it (six calls).
 */
function copyRowFormats(
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  model: number,
  first: number,
  count: number,
  cols: number,
): void {
  const from = sheet.getRange(model, 1, 1, cols);
  const added = sheet.getRange(first, 1, count, cols);
  const down = <T>(line: T[]): T[][] => Array.from({ length: count }, () => line);
  added.setDataValidations(down(from.getDataValidations()[0]));
  added.setNumberFormats(down(from.getNumberFormats()[0]));
  added.setWraps(down(from.getWraps()[0]));
}

/**
 * Inserts `count` rows right under row `row` (1-based) of a tab, formatted as that row: a block
 * of rows kept beside the rows it belongs with (Protect's new rows for a player's mech). The grid
 * grows by them, so the room below its data stays; every range and formula reaching across them
 * (the TN column's, the cards') widens to take them in, as Sheets keeps references.
 */
export function insertRowsUnder(wb: Workbook, tab: string, row: number, count: number): void {
  if (count < 1) return;
  wb.insertRowsAfter(tab, row, count);
  copyRowFormats(wb.sheet(tab) as GoogleAppsScript.Spreadsheet.Sheet, row, row + 1, count, wb.maxColumns(tab));
}

/**
 * Fits a tab's grid to `gridRows`: grown (as `growTab` grows it) or trimmed of the blank rows
 * below its room. `used` is its last row holding anything, so no trimmed row holds a cell anyone
 * typed. Returns the rows it has now.
 */
export function fitTab(wb: Workbook, tab: string, used: number, mechRows: number, carry = true): number {
  const rows = gridRows(tab, used, mechRows);
  if (rows > wb.maxRows(tab)) growTab(wb, tab, rows, used, carry);
  else if (rows < wb.maxRows(tab)) wb.setRowCount(tab, rows);
  return rows;
}

/**
 * After mechs were added to the Mechs tab: the Attacks tab keeps a block of lines and the Cards
 * tab a card for every row the Mechs tab has (room included), grown when short, never trimmed.
 */
export function growForMechs(wb: Workbook): void {
  const mechRows = wb.maxRows(TAB.mechs);
  for (const tab of [TAB.attacks, CARDS_TAB]) {
    if (!wb.sheet(tab)) continue;
    const rows = gridRows(tab, 0, mechRows);
    if (rows <= wb.maxRows(tab)) continue;
    // The Cards tab's rows are the spill's: nothing to carry down, nothing to insert above.
    if (tab === CARDS_TAB) growTab(wb, tab, rows, wb.maxRows(tab), false);
    else growTab(wb, tab, rows, wb.lastRow(tab));
  }
}
