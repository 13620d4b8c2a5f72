/**
 * The campaign as the server reads it from the workbook: one `getValues` a tab and, only when
 * a cell shows an error value (`#NAME?`), that tab's formulas too — one more call, on a rare
 * path — so the problem can say what was typed there (`"+Raider" was typed as a formula`).
 */
import type { Workbook } from '../../gas/workbook';
import { readCampaignParts, type CampaignRead, type Tabs } from '../../sheet/read/campaign';

export function readCampaignFrom(wb: Workbook, tabs: Tabs): CampaignRead {
  const read = readCampaignParts(tabs);
  const withErrors: string[] = [];
  for (const p of read.located) {
    if (p.problem.code === 'sheet/error_value' && Object.prototype.hasOwnProperty.call(tabs, p.tab) && withErrors.indexOf(p.tab) < 0) withErrors.push(p.tab);
  }
  return withErrors.length === 0 ? read : readCampaignParts(tabs, wb.readFormulas(withErrors));
}
