/**
 * "Who may resolve": optional sheet protection that leaves the record tabs
 * editable only by the GM and the Attacks tab open to players, and the check a resolve
 * makes before writing anything.
 */
import { TAB } from '../sheet/schema/columns';
import type { Services } from './services';
import type { Workbook } from './workbook';

/** The tabs a round or an undo writes, or the GM alone keeps: everything but Attacks. */
export const GM_TABS: readonly string[] = [
  TAB.mechs,
  TAB.equipment,
  TAB.catalog,
  TAB.map,
  TAB.rules,
  TAB.log,
  TAB.undo,
];

const PROTECTION_DESCRIPTION = 'Gator records: only the GM edits these.';

/** Protects one tab so that only `gm` (and the owner) can edit it. */
export function protectForGm(sheet: GoogleAppsScript.Spreadsheet.Sheet, gm: string): void {
  const protection = sheet.protect().setDescription(PROTECTION_DESCRIPTION);
  // A "Show a warning" protection lets everyone edit; restrict it before naming its editors (protectCampaign.ts says
  // why).
  if (protection.isWarningOnly()) protection.setWarningOnly(false);
  // Add the GM first: removing every editor must never lock the GM out.
  protection.addEditor(gm);
  protection.removeEditors(protection.getEditors().filter((u) => u.getEmail() !== gm));
  if (protection.canDomainEdit()) protection.setDomainEdit(false);
}

/**
 * The tabs among `tabs` the user running the script may not edit, in the order given: an empty
 * list means a resolve can write. Sheet protections first, one call plus one a protection (at
 * most one a tab). Range protections are asked about only when no tab is protected: in a
 * campaign Gator protected, each range protection lists the GM beside one player, and a player
 * is refused by the tabs' own protections already — so a round's calls do not grow with the
 * players' blocks. A write a protection still refuses fails whole, and is put back.
 */
export function tabsUserCannotEdit(services: Services, wb: Workbook, tabs: readonly string[]): string[] {
  const types = services.SpreadsheetApp.ProtectionType;
  const blocked: string[] = [];
  const note = (p: GoogleAppsScript.Spreadsheet.Protection): void => {
    const name = p.getRange().getSheet().getName();
    if (blocked.indexOf(name) < 0) blocked.push(name);
  };
  const sheets = wb.ss.getProtections(types.SHEET);
  for (const p of sheets) if (!p.canEdit()) note(p);
  if (sheets.length === 0) for (const p of wb.ss.getProtections(types.RANGE)) if (!p.canEdit()) note(p);
  return tabs.filter((t) => blocked.indexOf(t) >= 0);
}
