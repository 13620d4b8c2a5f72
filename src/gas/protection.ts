/**
 * "Who may resolve" (issue 4): optional sheet protection that leaves the record tabs
 * editable only by the GM and the Attacks tab open to players, and the check a resolve
 * makes before writing anything.
 */
import { TAB } from '../sheet/schema';
import type { Services } from './services';
import type { Workbook } from './workbook';

/** The tabs a round or an undo writes, or the GM alone keeps: everything but Attacks. */
export const RECORD_TABS: readonly string[] = [TAB.mechs, TAB.equipment, TAB.catalog, TAB.map, TAB.rules, TAB.log, TAB.undo];

export const PROTECTION_DESCRIPTION = 'Gator records: only the GM edits these; players write their orders on Attacks.';

/**
 * Protects every record tab that exists so that only `gm` (and the spreadsheet's owner,
 * whom Sheets always allows) can edit it, and lifts any protection from Attacks.
 * Returns the names of the tabs protected.
 */
export function protectRecordTabs(services: Services, wb: Workbook, gm: string): string[] {
  const done: string[] = [];
  for (const name of RECORD_TABS) {
    const sheet = wb.sheet(name);
    if (!sheet) continue;
    protectForGm(sheet, gm);
    done.push(name);
  }
  const attacks = wb.sheet(TAB.attacks);
  if (attacks) {
    for (const p of attacks.getProtections(services.SpreadsheetApp.ProtectionType.SHEET)) if (p.canEdit()) p.remove();
  }
  return done;
}

/** Protects one tab so that only `gm` (and the owner) can edit it. */
export function protectForGm(sheet: GoogleAppsScript.Spreadsheet.Sheet, gm: string): void {
  const protection = sheet.protect().setDescription(PROTECTION_DESCRIPTION);
  // Add the GM first: removing every editor must never lock the GM out.
  protection.addEditor(gm);
  protection.removeEditors(protection.getEditors().filter((u) => u.getEmail() !== gm));
  if (protection.canDomainEdit()) protection.setDomainEdit(false);
}

/**
 * The tabs among `tabs` the user running the script may not edit (sheet or range
 * protection), in the order given, found with two calls whatever the workbook holds (plus
 * three per blocking protection): an empty list means a resolve can write.
 */
export function tabsUserCannotEdit(services: Services, wb: Workbook, tabs: readonly string[]): string[] {
  const types = services.SpreadsheetApp.ProtectionType;
  const blocked: string[] = [];
  for (const type of [types.SHEET, types.RANGE]) {
    for (const p of wb.ss.getProtections(type)) {
      if (p.canEdit()) continue;
      const name = p.getRange().getSheet().getName();
      if (blocked.indexOf(name) < 0) blocked.push(name);
    }
  }
  return tabs.filter((t) => blocked.indexOf(t) >= 0);
}
