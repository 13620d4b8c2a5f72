/**
 * The sidebar's own server calls (issue 5), over the sheet gateway: read-only, no lock.
 * `getSidebarState` is what the sidebar shows on opening and after every action — the
 * round status (src/server/status.ts) with each problem placed on its cell, every declared
 * attack's TN and chance, and the last round's forum post — in one `google.script.run`
 * call, because each call costs the GM a second or so.
 */
import { readCampaign } from '../../sheet/read';
import { forumPostLimit } from '../../sheet/readRules';
import { TAB } from '../../sheet/schema';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { READ_TABS } from '../resolve';
import { jsonSafe, problemView, refuse } from '../responses';
import { roundStatusOf } from '../status';
import { targetAdvice } from './advisor';
import { forumPostOf } from './forumPost';
import { locateProblems, sheetIndex } from './locate';
import { attackPreviews } from './preview';
import type { SidebarState, TargetAdviceResponse } from './views';

/** The round status, the attack preview and the last forum post, read fresh from the sheet. */
export function getSidebarState(services: Services): SidebarState {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs([...READ_TABS, TAB.log]);
  const read = readCampaign(tabs);
  const status = roundStatusOf(services, wb, tabs, read);
  const index = sheetIndex(tabs, read.ok ? read.value.declarations.attacks.length : undefined);
  return jsonSafe({
    ok: true,
    status: { ...status, problems: locateProblems(status.problems, index) },
    attacks: read.ok ? attackPreviews(read.value, index) : [],
    forumPost: forumPostOf(tabs[TAB.log], status.lastResolved, forumPostLimit(tabs)),
  });
}

/** The target advisor for `mech`; the sheet's problems, placed on their cells, when it cannot be read. */
export function getTargetAdvice(services: Services, mech: unknown): TargetAdviceResponse {
  if (typeof mech !== 'string' || mech.trim() === '') return jsonSafe(refuse('advisor/no_mech', 'Choose a mech to advise.'));
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs(READ_TABS);
  const read = readCampaign(tabs);
  if (!read.ok) {
    const index = sheetIndex(tabs);
    return jsonSafe({ ok: false, problems: locateProblems(read.problems.map(problemView), index) });
  }
  return jsonSafe(targetAdvice(read.value, mech));
}
