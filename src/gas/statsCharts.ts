/**
 * The Stats tab's charts on the sheet (docs/campaign.md, Where a battle's report is kept): Gator's found by their
 * titles, made once, their ranges redrawn when the summary grew, and put back by Undo. A chart of any other title —
 * one the GM inserted — is never modified or removed.
 * https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart
 */
import type { StatsChartPlan } from '../sheet/setup/statsCharts';
import type { SavedChart } from '../sheet/undo/snapshot';
import type { Services } from './services';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type EmbeddedChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;

/** The tab's charts by title, of those titled as Gator's (the first of a title, if the GM copied one). */
export function gatorCharts(sheet: Sheet | null, titles: readonly string[]): Map<string, EmbeddedChart> {
  const found = new Map<string, EmbeddedChart>();
  if (!sheet) return found;
  for (const chart of sheet.getCharts()) {
    const title = chart.getOptions().get('title');
    if (typeof title === 'string' && titles.indexOf(title) >= 0 && !found.has(title)) found.set(title, chart);
  }
  return found;
}

/** A chart's ranges as `getA1Notation` gives them. */
function rangesOf(chart: EmbeddedChart): string[] {
  return chart.getRanges().map((r) => r.getA1Notation());
}

function sameRanges(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((r, i) => r === b[i]);
}

/** What the plans would change, as Undo must know it before the write: each chart to make (ranges null) or redraw. */
export function chartChanges(
  found: ReadonlyMap<string, EmbeddedChart>,
  plans: readonly StatsChartPlan[],
): SavedChart[] {
  const out: SavedChart[] = [];
  for (const plan of plans) {
    const chart = found.get(plan.title);
    if (!chart) out.push({ title: plan.title, ranges: null });
    else {
      const ranges = rangesOf(chart);
      if (!sameRanges(ranges, plan.ranges)) out.push({ title: plan.title, ranges });
    }
  }
  return out;
}

/** The changed charts drawn as planned: a missing one inserted where the plan puts it, another given its new ranges. */
export function applyStatsCharts(
  services: Services,
  sheet: Sheet,
  found: ReadonlyMap<string, EmbeddedChart>,
  plans: readonly StatsChartPlan[],
  changes: readonly SavedChart[],
): void {
  for (const plan of plans) {
    if (!changes.some((c) => c.title === plan.title)) continue;
    const chart = found.get(plan.title);
    if (chart) {
      sheet.updateChart(withRanges(sheet, chart.modify(), plan.ranges).build());
      continue;
    }
    const builder = withRanges(sheet, sheet.newChart(), plan.ranges)
      .setChartType(services.Charts.ChartType[plan.type])
      .setNumHeaders(1)
      .setOption('title', plan.title)
      .setPosition(plan.anchorRow, plan.anchorCol, 0, 0);
    sheet.insertChart(builder.build());
  }
}

/**
 * The charts as they were before the new battle: one it made removed, one it redrew given its old ranges back. A chart
 * no longer on the tab (the GM deleted it) is left so.
 */
export function restoreStatsCharts(sheet: Sheet | null, saved: readonly SavedChart[]): void {
  if (!sheet || saved.length === 0) return;
  const found = gatorCharts(
    sheet,
    saved.map((s) => s.title),
  );
  for (const s of saved) {
    const chart = found.get(s.title);
    if (!chart) continue;
    if (s.ranges === null) sheet.removeChart(chart);
    else sheet.updateChart(withRanges(sheet, chart.modify(), s.ranges).build());
  }
}

function withRanges(
  sheet: Sheet,
  builder: GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder,
  ranges: readonly string[],
): GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder {
  let b = builder.clearRanges();
  for (const a1 of ranges) b = b.addRange(sheet.getRange(a1));
  return b;
}
