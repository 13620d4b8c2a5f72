/**
 * The two charts of the Stats tab (docs/campaign.md, Where a battle's report is kept), pure: what each draws from the
 * per-pilot summary (statsSummary.ts) and where it first goes — to the right of the summary, one under the other.
 * Gator knows them by their titles; a chart of any other title is the GM's and is never touched.
 */
import { STATS_CHART_TITLE } from '../schema/statsTab';
import { a1Range } from '../tab/cells';
import type { PilotSummaryBlock } from './statsSummary';

/** A chart as Gator wants it: a column chart or a bar chart, its title, the cells it draws and where it starts. */
export interface StatsChartPlan {
  readonly title: string;
  readonly type: 'COLUMN' | 'BAR';
  /** The Stats cells it draws, as `getA1Notation` gives them: `N1:O5`. */
  readonly ranges: readonly string[];
  /** Where a new chart's top left corner goes (1-based); a chart already on the tab stays where the GM left it. */
  readonly anchorRow: number;
  readonly anchorCol: number;
}

/** Rows between the two charts' anchors: a chart Sheets draws is about 370 pixels, 18 default rows, high. */
const SECOND_CHART_ROW = 21;

/**
 * Damage per round as columns (pilot and damage per round: the summary's first two columns), luck as bars (pilot and
 * total luck, which may be below zero): each with the summary's header row as the series' names.
 */
export function statsChartPlans(block: PilotSummaryBlock): readonly StatsChartPlan[] {
  const cells = (k: number, cols: number): string => a1Range('', 0, block.col + k, block.rows, cols).slice(1);
  const anchorCol = block.col + 1 + 4;
  return [
    { title: STATS_CHART_TITLE.damage, type: 'COLUMN', ranges: [cells(0, 2)], anchorRow: 1, anchorCol },
    {
      title: STATS_CHART_TITLE.luck,
      type: 'BAR',
      ranges: [cells(0, 1), cells(2, 1)],
      anchorRow: SECOND_CHART_ROW,
      anchorCol,
    },
  ];
}
