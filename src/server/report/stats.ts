/**
 * The Stats tab's rows of a finished battle (docs/campaign.md, The after-action report): at Start a new battle, one row
 * per mech of the battle ending — battle, mech, pilot, side, rounds, damage dealt and taken, kills, assists, hits,
 * expected hits and luck — from its Log, read once. Rows are keyed by Battle and Mech: a battle already on the
 * tab (started again after an Undo) has its rows rewritten in place, never added twice. The rows are part of the new
 * battle's write, so its Undo takes them back with the rest. Beside the rows, Gator's per-pilot summary and its two
 * charts (damage per round, luck) follow the rows (docs/campaign.md, Where a battle's report is kept).
 */
import type { AfterAction, MechRecord } from '../../log/afterAction';
import { headerMap } from '../../sheet/tab/headers';
import { SheetProblems } from '../../sheet/tab/problems';
import { STATS, STATS_CHART_TITLE } from '../../sheet/schema/statsTab';
import { statsChartPlans, type StatsChartPlan } from '../../sheet/setup/statsCharts';
import { writePilotSummary } from '../../sheet/setup/statsSummary';
import type { SavedChart } from '../../sheet/undo/snapshot';
import { applyStatsCharts, chartChanges, gatorCharts, restoreStatsCharts } from '../../gas/statsCharts';
import { TAB, headerRow } from '../../sheet/schema/columns';
import type { Services } from '../../gas/services';
import { RuleBook, setUpTable } from '../../gas/setupTabs';
import type { Tabs, Workbook } from '../../gas/workbook';
import { failure, type Failure } from '../reply/responses';
import { reportFromLog } from './afterActionReport';

/** Two decimals: what the tab shows of expected hits and luck. */
function twoPlaces(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A mech's figures by the Stats tab's column keys. */
function statsOf(report: AfterAction, m: MechRecord): Readonly<Record<string, unknown>> {
  return {
    battle: report.battle,
    mech: m.mech,
    pilot: m.pilot,
    side: m.side,
    rounds: report.rounds,
    dealt: m.dealt,
    taken: m.taken,
    kills: m.kills.length,
    assists: m.assists.length,
    hits: m.luck.hits,
    expected: twoPlaces(m.luck.expected),
    luck: twoPlaces(m.luck.luck),
  };
}

/** The Stats tab's part of a new battle's write, or why the tab cannot take it (a header renamed or doubled). */
export type BattleStats =
  | {
      readonly ok: true;
      readonly updates: Tabs;
      /** The tab is to be made for it (the first battle to end): Undo of the new battle deletes it again. */
      readonly made: boolean;
      /** The rows of a tab to be made, header first. */
      readonly rows?: readonly (readonly unknown[])[];
      /** Gator's two charts as they are to be, over the per-pilot summary. */
      readonly charts: readonly StatsChartPlan[];
      /** Gator's charts as they stand, and what the new battle will change of them (for its Undo). */
      readonly chartsBefore: StatsChartsBefore;
    }
  | Failure;

/**
 * The Stats tab as it is to be after the battle `battle` ends, whose Log is on the Log tab: its rows rewritten or
 * appended. Adds the tab as it stands to `before` (nothing, when the campaign has none yet: the first battle to end
 * makes it), so the new battle's snapshot saves what its rows overwrite. `before` must hold the Mechs tab.
 * Refused, naming the header cell, when the Stats tab's header cannot be read (a column renamed or doubled): then the
 * new battle writes nothing.
 */
export function battleStatsUpdates(wb: Workbook, before: Tabs, battle: string): BattleStats {
  const made = !wb.sheet(TAB.stats);
  // A campaign without the tab: its rows are planned on a header alone, and the tab is made only when the new battle
  // writes (`makeStatsTab`), after every check — a refused new battle leaves no Stats tab behind.
  const values = made ? [headerRow(STATS)] : (wb.readTabs([TAB.stats])[TAB.stats] ?? [headerRow(STATS)]);
  if (!made) before[TAB.stats] = values;
  const problems = new SheetProblems();
  const cols = headerMap(values, STATS, problems);
  if (!cols) return failure(...problems.list);
  const report = reportFromLog(wb, TAB.log, battle, before);
  const width = Math.max(values[0]?.length ?? 0, ...STATS.columns.map((c) => (cols[c.key] ?? 0) + 1));
  const after = values.map((row) => [...row, ...new Array<unknown>(Math.max(0, width - row.length)).fill('')]);
  const rowOf = new Map<string, number>();
  after.forEach((row, r) => {
    if (r > 0) rowOf.set(`${String(row[cols.battle!])}\u0000${String(row[cols.mech!])}`, r);
  });
  for (const m of report.mechs) {
    const figures = statsOf(report, m);
    let r = rowOf.get(`${report.battle}\u0000${m.mech}`);
    if (r === undefined) {
      r = after.length;
      after.push(new Array<unknown>(width).fill(''));
    }
    for (const c of STATS.columns) after[r][cols[c.key]!] = figures[c.key];
  }
  const charts = statsChartPlans(writePilotSummary(after, cols));
  const chartsBefore = statsChartsBefore(wb, made, charts);
  // A tab yet to be made is written whole when it is made; Undo deletes it rather than restore its cells.
  return made
    ? { ok: true, updates: {}, made, rows: after, charts, chartsBefore }
    : { ok: true, updates: { [TAB.stats]: after }, made, charts, chartsBefore };
}

/** Gator's Stats charts as they stand, and what the new battle will change of them (for its Undo). */
export interface StatsChartsBefore {
  readonly found: ReturnType<typeof gatorCharts>;
  readonly changes: readonly SavedChart[];
}

/** Reads Gator's charts on the Stats tab (none when the new battle makes the tab), before the snapshot is saved. */
function statsChartsBefore(wb: Workbook, made: boolean, plans: readonly StatsChartPlan[]): StatsChartsBefore {
  const found = gatorCharts(made ? null : wb.sheet(TAB.stats), Object.values(STATS_CHART_TITLE));
  return { found, changes: chartChanges(found, plans) };
}

/** Draws the changed charts, after the Stats cells are written (and the tab made). */
export function drawStatsCharts(services: Services, wb: Workbook, stats: BattleStats): void {
  const sheet = wb.sheet(TAB.stats);
  if (!stats.ok || !sheet || stats.chartsBefore.changes.length === 0) return;
  applyStatsCharts(services, sheet, stats.chartsBefore.found, stats.charts, stats.chartsBefore.changes);
}

/**
 * The Stats tab made as Set up makes a table, with the finished battle's rows, when `stats` says the campaign has none
 * yet (the first battle to end): called as the new battle writes, after every check.
 */
export function makeStatsTab(services: Services, wb: Workbook, stats: BattleStats): void {
  if (!stats.ok || !stats.made) return;
  setUpTable(services, wb, STATS, stats.rows ?? [headerRow(STATS)], {}, new RuleBook(services));
}

/** What the new battle's Undo must know of the Stats tab: whether the battle made it, and the charts it changed. */
export function statsUndo(stats: BattleStats): { statsMade?: true; charts?: readonly SavedChart[] } {
  if (!stats.ok) return {};
  return {
    ...(stats.made ? { statsMade: true as const } : {}),
    ...(stats.chartsBefore.changes.length > 0 ? { charts: stats.chartsBefore.changes } : {}),
  };
}

/**
 * A failed new battle's Stats tab put back, after its cells: the tab deleted if the battle made it (its charts with
 * it), else the charts it made removed and those it redrew given their ranges back.
 */
export function unmakeStats(wb: Workbook, stats: BattleStats): void {
  if (!stats.ok) return;
  if (stats.made) wb.deleteSheet(TAB.stats);
  else restoreStatsCharts(wb.sheet(TAB.stats), stats.chartsBefore.changes);
}
