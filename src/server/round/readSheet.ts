/**
 * The campaign as the server reads it from the workbook: one `getValues` a tab and, only when
 * a cell shows an error value (`#NAME?`), that tab's formulas too, so the problem can say what
 * was typed there (`"+Raider" was typed as a formula`); only when a cell holds a date or a
 * fraction Sheets made of what was typed, the spreadsheet's locale, so the problem quotes it as
 * typed there (`4.5` in de_DE, `4/5` in en_US); only when a cell holds a date, the spreadsheet's
 * time zone, where Sheets put that date's midnight, so the problem names the day typed. One more
 * call each, on a rare path.
 * A Rules row with a problem has the Rules tab's formulas read too: a formula typed into a spare
 * row is working, not a setting (src/sheet/read/rulesWorking.ts).
 */
import type { Workbook } from '../../gas/workbook';
import { LOCALE_WORDED } from '../../sheet/tab/localeTyping';
import { TAB } from '../../sheet/schema/columns';
import { readCampaignParts, type CampaignRead, type Tabs } from '../../sheet/read/campaign';

export function readCampaignFrom(wb: Workbook, tabs: Tabs): CampaignRead {
  const read = readCampaignParts(tabs);
  const withErrors: string[] = [];
  let worded = false;
  let dated = false;
  for (const p of read.located) {
    // A Rules row with a problem may be a formula in a spare row, which sets nothing: its formulas tell.
    const formulasTell =
      p.problem.code === 'sheet/error_value' || (p.tab === TAB.rules && p.row !== undefined && p.row > 0);
    if (formulasTell && Object.prototype.hasOwnProperty.call(tabs, p.tab) && withErrors.indexOf(p.tab) < 0)
      withErrors.push(p.tab);
    if (LOCALE_WORDED.indexOf(p.problem.code) >= 0) worded = true;
    if (p.problem.code === 'sheet/date_value') dated = true;
  }
  if (withErrors.length === 0 && !worded && !dated) return read;
  return readCampaignParts(tabs, {
    ...(withErrors.length > 0 ? { formulas: wb.readFormulas(withErrors) } : {}),
    ...(worded ? { locale: wb.ss.getSpreadsheetLocale() } : {}),
    ...(dated ? { timeZone: wb.ss.getSpreadsheetTimeZone() } : {}),
  });
}
