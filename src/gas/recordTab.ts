/**
 * The Record tab (docs/fair-play.md), on the workbook: read whole in one call (one short row per
 * resolution, new battle or import, so it stays small however long the campaign), and rows
 * appended under it — never rewritten, never deleted. Visible on purpose: its point is that the
 * players can read it; who may edit it is the protection's business (Protect the campaign).
 */
import { RECORD_HEADERS, recordRow, recordTime, type RecordEntry } from '../sheet/play/recordTab';
import { TAB } from '../sheet/schema/columns';
import { protectForGm } from './protection';
import type { Services } from './services';
import type { Grid, Workbook } from './workbook';

/** The Record's values, header row first; [] when there is no Record yet. */
export function readRecord(wb: Workbook): Grid {
  return wb.readTabs([TAB.record])[TAB.record] ?? [];
}

/**
 * Who is at the keyboard, as the record names them: `(unknown)` when Apps Script does not say
 * ("If security policies do not allow access to the user's identity, User.getEmail() returns a
 * blank string") or when the userinfo.email scope was not granted (the call is refused): a
 * missing name never stops a write from being recorded.
 * https://developers.google.com/apps-script/reference/base/session#getActiveUser()
 */
function recordUser(services: Services): string {
  try {
    return services.Session.getActiveUser().getEmail() || '(unknown)';
  } catch {
    return '(unknown)';
  }
}

/** The entry's `when` and `who` for now and the user at the keyboard. */
export function stamp(services: Services): { when: string; who: string } {
  return { when: recordTime(new Date()), who: recordUser(services) };
}

/**
 * Appends entries under the Record, creating it with its header row first. A Record made
 * after the GM protected the Log is protected for them the same way (the Log's protection
 * says the campaign is protected; Protect the campaign brings the rest up to date).
 */
export function appendRecord(services: Services, wb: Workbook, entries: readonly RecordEntry[]): void {
  if (entries.length === 0) return;
  const rows = entries.map(recordRow);
  const { sheet, created } = wb.ensureSheet(TAB.record);
  if (!created) {
    wb.append(TAB.record, rows);
    return;
  }
  wb.append(TAB.record, [[...RECORD_HEADERS], ...rows], 1);
  sheet.setFrozenRows(1);
  const log = wb.sheet(TAB.log);
  if (log && log.getProtections(services.SpreadsheetApp.ProtectionType.SHEET).length > 0) {
    protectForGm(sheet, services.Session.getEffectiveUser().getEmail());
  }
}
