/**
 * The Cards tab laid out for a phone held upright (docs/players.md, the card): the card's six
 * columns 400 px wide in all (CARD_WIDTHS), every cell wrapping its text, and the title merged
 * across the card's columns and wrapped. Set up lays out a Cards tab it makes, and one an earlier
 * Set up made, once: the title's merge says it is laid out. Rows added to the tab later (a mech
 * imported) wrap too — the fakes give an inserted row no format, so Gator sets it.
 * https://developers.google.com/apps-script/reference/spreadsheet/range#merge
 */
import { CARD_COLUMNS, CARD_WIDTHS, CARDS_TAB } from '../sheet/setup/cardsTab';
import type { Workbook } from './workbook';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Rows `from` … `from + rows − 1` of the card's columns wrap their text. */
export function wrapCardRows(sheet: Sheet, from: number, rows: number): void {
  if (rows > 0) sheet.getRange(from, 1, rows, CARD_COLUMNS).setWrap(true);
}

/**
 * The widths, as Set up sets every width (`setColumnWidths`): one call for column A, one for the five of the same
 * width.
 */
function setCardWidths(sheet: Sheet): void {
  sheet.setColumnWidths(1, 1, CARD_WIDTHS[0]);
  sheet.setColumnWidths(2, CARD_COLUMNS - 1, CARD_WIDTHS[1]);
}

/**
 * Lays the Cards tab out for a phone. `created`: Set up has just made it (its title in A1, the
 * rest of row 1 empty). An existing tab whose title is merged already is left as it is (one
 * look); otherwise it gets the widths and the wrap, and the title its merge when B1:F1 hold
 * nothing of the GM's. Returns what was done, in the Set up report's words, or undefined.
 */
export function layOutCards(wb: Workbook, created: boolean): string | undefined {
  const sheet = wb.sheet(CARDS_TAB);
  if (!sheet) return undefined;
  const title = sheet.getRange(1, 1, 1, CARD_COLUMNS);
  if (!created && title.isPartOfMerge()) return undefined;
  setCardWidths(sheet);
  wrapCardRows(sheet, 1, wb.maxRows(CARDS_TAB));
  const free =
    created ||
    title
      .getValues()[0]
      .slice(1)
      .every((v) => v === '');
  const merged = free && mergeTitle(title);
  return `the phone layout: columns A–F ${CARD_WIDTHS.reduce((a, b) => a + b, 0)} px wide, every cell wrapping${merged ? ', the title across them' : ''}`;
}

/**
 * Merges the title's row across the card; false when Sheets refuses (a merge of the GM's reaching out of A1:F1): the
 * title then stays in A1.
 */
function mergeTitle(title: GoogleAppsScript.Spreadsheet.Range): boolean {
  try {
    title.merge();
    return true;
  } catch {
    return false;
  }
}
