/**
 * Whether Protect the campaign's protections still name the campaign's players.
 * File ▸ Make a copy keeps protected ranges but resets their editors to the person who copied
 * (apps-script-platform notes; burnash/gspread#1072), and a player added on Mechs since the last
 * run has no block yet. Bounded: the range protections listed once, and the first of Gator's
 * block protections looked at — a copy resets them all alike.
 */
import { grantAccount } from './protectCampaign';
import type { Services } from './services';
import type { Workbook } from './workbook';

export interface ProtectionState {
  /** Gator's block protections are in place. */
  readonly protected: boolean;
  /** Why the GM should run Protect the campaign again, or '' when nothing says so. */
  readonly stale: string;
}

type Protection = GoogleAppsScript.Spreadsheet.Protection;

/**
 * From the range protections listed: whether Gator's blocks are there, and whether they still
 * name the players. A block's editors are read only when the user may edit it: `getEditors()`
 * throws for anyone else ("Throws an exception if the user does not have permission to edit the
 * protected range or sheet", class Protection) — a player, whose sidebar has nothing to say about
 * the GM's protections, or an editor with no block at all.
 */
function stateOf(blocks: readonly Protection[], accounts: readonly string[]): ProtectionState {
  for (const p of blocks) {
    const account = grantAccount(p.getDescription());
    if (account === undefined) continue;
    if (!p.canEdit()) return { protected: true, stale: '' };
    const editors = p.getEditors().map((u) => u.getEmail().toLowerCase());
    if (editors.indexOf(account.toLowerCase()) < 0) {
      return {
        protected: true,
        stale: `The protections no longer name the campaign's players (${account} cannot edit their own orders: a copy of the spreadsheet resets them to whoever copied it). Run Protect the campaign again.`,
      };
    }
    return {
      protected: true,
      stale:
        accounts.length === 0
          ? 'No mech names a Player account any more: run Protect the campaign again to give its orders back to the GM.'
          : '',
    };
  }
  return { protected: false, stale: '' };
}

/**
 * The tabs among `tabs` the user may not edit (as `tabsUserCannotEdit`) and the state of Gator's
 * protections, from one listing of each kind: an unprotected campaign costs the two calls the
 * status always made. `accounts`: the Player accounts the Mechs tab names (lower case).
 */
export function protectionOf(
  services: Services,
  wb: Workbook,
  tabs: readonly string[],
  accounts: readonly string[],
): { blocked: string[]; state: ProtectionState } {
  const types = services.SpreadsheetApp.ProtectionType;
  const sheets = wb.ss.getProtections(types.SHEET);
  const ranges = wb.ss.getProtections(types.RANGE);
  const blocked: string[] = [];
  const note = (p: Protection): void => {
    const name = p.getRange().getSheet().getName();
    if (blocked.indexOf(name) < 0) blocked.push(name);
  };
  for (const p of sheets) if (!p.canEdit()) note(p);
  // As tabsUserCannotEdit: range protections matter only where no tab is protected.
  if (sheets.length === 0) for (const p of ranges) if (!p.canEdit()) note(p);
  return {
    blocked: tabs.filter((t) => blocked.indexOf(t) >= 0),
    state: stateOf(
      ranges,
      accounts.filter((a) => a !== ''),
    ),
  };
}
