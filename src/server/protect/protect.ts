/**
 * Protect the campaign (docs/fair-play.md), the menu item: inside the document lock, every tab the
 * GM's and each player's own orders theirs (src/gas/protectCampaign.ts), then what was done in
 * words. Re-running brings the protections up to date with Mechs' Player accounts.
 */
import { withDocumentLock } from '../../gas/lock';
import { CAMPAIGN_TABS, protectCampaign, type AddedBlock, type ProtectReport } from '../../gas/protectCampaign';
import { tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { TAB } from '../../sheet/schema/columns';

const TITLE = 'Gator: protect the campaign';

function alert(services: Services, title: string, text: string): void {
  const ui = services.SpreadsheetApp.getUi();
  ui.alert(title, text, ui.ButtonSet.OK);
}

/** `row 3`, `rows 3–4`. */
function rowsText(first: number, count: number): string {
  return count === 1 ? `row ${first}` : `rows ${first}–${first + count - 1}`;
}

/** Where a new block went: right under the mech's rows, or at the end of the tab (and why, when it has rows). */
function addedLine(a: AddedBlock): string {
  const where = a.beside ? `on ${a.tab}, right under its rows` : `at the end of ${a.tab}`;
  const line = `Added ${a.rows} row${a.rows === 1 ? '' : 's'} for ${a.mech} ${where} (${rowsText(a.first, a.rows)})`;
  if (a.undoRound === undefined) return `${line}.`;
  return `${line}, not under its rows: Undo can still put round ${a.undoRound} back, and rows put in among the lines would move the ones it restores.`;
}

/**
 * What was done, in words: every tab protected, each player's cells by column, the rows added, what could not be done.
 */
function protectReportText(r: ProtectReport): string {
  const lines = [`Protected for you: ${r.tabs.join(', ')}.`];
  lines.push(
    r.mechs === 0
      ? "No mech names a Player account (the Mechs tab's Player account column), so every order is yours to type."
      : `${r.players} player${r.players === 1 ? '' : 's'} may edit their own ${r.mechs === 1 ? "mech's" : `${r.mechs} mechs'`} orders: on Mechs its row's ${r.mechsColumns}; on Attacks its rows from Target to the last column (the TN column and any column to its right included); on Rolls its rows' For, Roll and Rolled by (${r.blocks} protected ranges).`,
  );
  for (const a of r.added) lines.push(addedLine(a));
  for (const p of r.problems) lines.push(p);
  for (const account of r.unshared) lines.push(unsharedLine(account));
  return lines.join('\n');
}

/**
 * A Player account the file's editors do not list. Protect the campaign cannot see who edits
 * through a shared link, so it says what it saw and leaves them out of the accusation.
 */
export function unsharedLine(account: string): string {
  return `${account} is not among the file's editors; if they edit through a shared link, ignore this; otherwise Share → add ${account} as an Editor, or they cannot type their orders.`;
}

/** Protect the campaign run by someone a tab's protection leaves out: the GM's protections stay as they are. */
export function notTheGmText(user: string, blocked: readonly string[]): string {
  return `You (${user}) cannot edit ${blocked.join(', ')}: the campaign is protected, and only its GM (or the spreadsheet's owner) can run Protect the campaign again. Nothing was changed.`;
}

/** The menu item: asks, protects, reports. */
export function protectCampaignMenu(services: Services): void {
  const gm = services.Session.getEffectiveUser().getEmail();
  if (!gm)
    return alert(
      services,
      'Gator',
      'Gator cannot tell who you are, so it cannot make you the only editor. Protect the tabs with Data ▸ Protect sheets and ranges instead.',
    );
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const blocked = tabsUserCannotEdit(services, wb, CAMPAIGN_TABS);
  if (blocked.length > 0) return alert(services, TITLE, notTheGmText(gm, blocked));
  const ui = services.SpreadsheetApp.getUi();
  const text =
    `Make ${CAMPAIGN_TABS.filter((t) => t !== TAB.undo).join(', ')} editable only by you (${gm}), except each player's own orders and rolls — ` +
    'the mechs whose Player account names them? Run it again after adding a mech or a player, or after a copy.';
  if (ui.alert(TITLE, text, ui.ButtonSet.YES_NO) !== ui.Button.YES) return;
  const report = withDocumentLock(
    services,
    () => protectCampaign(services, wb, gm),
    () => undefined,
  );
  if (!report)
    return alert(services, TITLE, 'Another Gator action is running on this spreadsheet: try again in a moment.');
  alert(
    services,
    TITLE,
    report.tabs.length > 0 ? protectReportText(report) : 'No campaign tab to protect yet: run Set up campaign first.',
  );
}
