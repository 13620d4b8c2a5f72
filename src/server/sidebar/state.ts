/**
 * The sidebar's own server calls (docs/sidebar.md), over the sheet gateway: read-only.
 * `getSidebarState` is what the sidebar shows on opening and after every action — the
 * round status (status.ts) with each problem placed on its cell, every declared
 * attack's TN and chance, and the last round's forum post — in one `google.script.run`
 * call, because each call costs the GM a second or so.
 */
import { readRules } from '../../sheet/read/rules';
import { SheetProblems } from '../../sheet/tab/problems';
import { TN_FORMULA } from '../../sheet/setup/tnFormula';
import { LOCK_WAIT_MS } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import type { Tabs } from '../../sheet/tab/tabs';
import { locateProblems, sheetIndex } from '../../table/locate';
import { attackPreviews } from '../../table/preview';
import { attackLists } from '../../table/weaponList';
import { heldBackView } from '../../table/heldBack';
import { problemView } from '../../table/problems';
import { readCampaignFrom } from '../round/readSheet';
import { READ_TABS } from '../round/resolve';
import { jsonSafe, refuse } from '../reply/responses';
import { roundStatusOf } from './status';
import { targetAdvice } from './advisor';
import { forumPostOnLog } from './forumPost';
import { currentSeal } from './seal';
import type { SidebarState, TargetAdviceResponse } from './views';

/** Said when a write holds the document lock longer than a read waits for it. */
export const READ_BUSY =
  'Gator is writing this spreadsheet (a resolve, an undo, a new battle or an import): the sidebar reads it again in a moment.';

/**
 * The round status, the attack preview and the last forum post, read fresh from the sheet —
 * under the document lock, held only while reading, so a read never sees half a round: a
 * resolve, undo or new battle writes its tabs one after another inside the lock.
 * When a write keeps the lock past the wait, the read throws: the sidebar keeps what it showed.
 */
export function getSidebarState(services: Services): SidebarState {
  const lock = services.LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) throw new Error(READ_BUSY);
  try {
    return readSidebarState(services);
  } finally {
    lock.releaseLock();
  }
}

function readSidebarState(services: Services): SidebarState {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs(READ_TABS);
  const read = readCampaignFrom(wb, tabs);
  const status = roundStatusOf(services, wb, tabs, read);
  const index = sheetIndex(tabs, read.attackRows);
  return jsonSafe({
    ok: true,
    status: { ...status, problems: locateProblems(status.problems, index) },
    attacks: read.campaign ? attackPreviews(read.campaign, index).map((p) => ({ ...p, lists: attackLists(p) })) : [],
    held: heldBackView(read),
    // Read from the bottom of the Log up, never the Log whole.
    forumPost: forumPostPanel(wb, tabs, status.lastResolved),
    seal: currentSeal(services, tabs, status.canResolve),
    tnFormula: TN_FORMULA,
  });
}

/** The last round's post, cut at the Forum post limit, with its Discord twin and whether a webhook is set. */
function forumPostPanel(wb: Workbook, tabs: Tabs, round: number | null) {
  const settings = readRules(tabs, new SheetProblems());
  return forumPostOnLog(wb, round, settings.forumPostLimit, settings.discordWebhook !== null);
}

/** The target advisor for `mech`; the sheet's problems, placed on their cells, when it cannot be read. */
export function getTargetAdvice(services: Services, mech: unknown): TargetAdviceResponse {
  if (typeof mech !== 'string' || mech.trim() === '')
    return jsonSafe(refuse('advisor/no_mech', 'Choose a mech to advise.'));
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs(READ_TABS);
  const read = readCampaignFrom(wb, tabs);
  // A mech held back by a problem on its own rows is advised once that problem is fixed.
  const held = read.heldBack.filter((h) => h.mech === mech).map((h) => h.problem);
  if (!read.campaign || held.length > 0) {
    const own = read.problems.filter((p) => p.mech === mech);
    const problems = !read.campaign ? read.problems : own.length > 0 ? own : held;
    return jsonSafe({
      ok: false,
      problems: locateProblems(problems.map(problemView), sheetIndex(tabs, read.attackRows)),
    });
  }
  return jsonSafe(targetAdvice(read.campaign, mech));
}
