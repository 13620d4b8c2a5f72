/**
 * The After-action report endpoint (docs/campaign.md, The after-action report), read-only: the report of the battle
 * in progress — or, when its Log holds no round yet, of the battle just ended, from its archived Log — as BBCode
 * whole and in the parts Copy gives one by one, as the round's forum post is offered (src/server/sidebar/forumPost.ts).
 * Reads the Rules and Mechs tabs and the battle's Log once each.
 */
import { afterAction, type AfterAction } from '../../log/afterAction';
import { afterActionBBCode } from '../../log/afterActionPost';
import { postParts } from '../../log/postParts';
import { battleLabel } from '../../sheet/play/battleName';
import { readAdvancement } from '../../sheet/read/advancement';
import { readRules } from '../../sheet/read/rules';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';
import { battleOfArchive, citedLogRows, fieldedMechs, lastArchive } from './battleLog';

/** Which battle: the one being fought, the one just ended, or the one being fought unless it has no round yet. */
export type ReportOf = 'current' | 'last' | 'auto';

export interface AfterActionSuccess {
  readonly ok: true;
  readonly battle: string;
  /** The tab its Log was read from: `Log`, `Log — battle 1`. */
  readonly log: string;
  readonly rounds: number;
  readonly text: string;
  /** The Rules tab's Forum post limit, and the report cut to it. */
  readonly limit: number;
  readonly parts: readonly { readonly text: string; readonly length: number; readonly over: boolean }[];
}

/**
 * A battle's report from the workbook: its Log tab read whole (it holds that battle only), the Mechs tab, and the
 * Rules tab's Assist damage and XP per battle, kill and assist — each its default where the tab
 * lacks the row or has it wrong: Start a new battle refuses a wrong one itself.
 */
export function reportFromLog(
  wb: Workbook,
  logTab: string,
  battle: string,
  tabs = wb.readTabs([TAB.rules, TAB.mechs]),
): AfterAction {
  // The Log once: from `tabs` when the caller read it already (Start a new battle credits the pilots from it too).
  const log = tabs[logTab] ?? wb.readTabs([logTab])[logTab] ?? [];
  const { assistDamage, xpBattle, xpKill, xpAssist } = readAdvancement(tabs, new SheetProblems());
  const xp = { xpBattle, xpKill, xpAssist };
  return afterAction(citedLogRows(log), { battle, mechs: fieldedMechs(tabs), assistDamage, xp });
}

/** The report as the GM copies it. Refuses, naming the tab, when there is no battle Log to report on. */
export function getAfterActionReport(services: Services, which: unknown): AfterActionSuccess | Failure {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs([TAB.rules, TAB.mechs]);
  const problems = new SheetProblems();
  const rules = readRules(tabs, problems);
  if (problems.list.length > 0) return jsonSafe(failure(...problems.list));
  const of: ReportOf = which === 'current' || which === 'last' ? which : 'auto';
  const archive = lastArchive(wb.sheetNames());
  const current = of === 'current' || (of === 'auto' && (rules.round > 1 || !archive));
  if (current && !wb.sheet(TAB.log))
    return jsonSafe(refuse('report/no_log', `There is no ${TAB.log} tab to report on: Set up campaign creates it.`));
  if (!current && !archive)
    return jsonSafe(
      refuse('report/no_archive', `No battle has ended yet: no "Log — …" tab holds a finished battle's Log.`),
    );
  const logTab = current ? TAB.log : (archive as string);
  const battle = current ? battleLabel(rules.battle) : battleOfArchive(logTab);
  const report = reportFromLog(wb, logTab, battle, tabs);
  const text = afterActionBBCode(report);
  const limit = rules.forumPostLimit;
  const parts = postParts(text, limit).map((p) => ({ text: p.text, length: p.text.length, over: p.over }));
  return jsonSafe({ ok: true, battle, log: logTab, rounds: report.rounds, text, limit, parts });
}
