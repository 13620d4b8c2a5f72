/**
 * Whether Protect the campaign's protections still name the campaign's players (issue 19 §1).
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

/** `accounts`: the Player accounts the Mechs tab names (lower case). */
export function protectionState(services: Services, wb: Workbook, accounts: readonly string[]): ProtectionState {
  const blocks = wb.ss.getProtections(services.SpreadsheetApp.ProtectionType.RANGE);
  for (const p of blocks) {
    const account = grantAccount(p.getDescription());
    if (account === undefined) continue;
    const editors = p.getEditors().map((u) => u.getEmail().toLowerCase());
    if (editors.indexOf(account.toLowerCase()) < 0) {
      return { protected: true, stale: `The protections no longer name the campaign's players (${account} cannot edit their own orders: a copy of the spreadsheet resets them to whoever copied it). Run Protect the campaign again.` };
    }
    const named = accounts.filter((a) => a !== '');
    return { protected: true, stale: named.length === 0 ? 'No mech names a Player account any more: run Protect the campaign again to give its orders back to the GM.' : '' };
  }
  return { protected: false, stale: '' };
}
