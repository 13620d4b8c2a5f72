/**
 * The parts of an embedded chart (charts.ts) that are not the chart or its builder: `Charts.ChartType`, the chart's
 * options and position, and the ranges it draws, kept as cells of a sheet.
 * https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart
 */
import { FakeObject } from './calls';
import { FakeRange } from './range';
import type { FakeSheet } from './sheet';
import type { FakeSpreadsheet } from './spreadsheet';

/**
 * `Charts.ChartType`, every value the reference lists
 * (https://developers.google.com/apps-script/reference/charts/chart-type). Apps Script's enums
 * print as their names: the values here are those names.
 */
export const CHART_TYPE = {
  AREA: 'AREA',
  BAR: 'BAR',
  BUBBLE: 'BUBBLE',
  CANDLESTICK: 'CANDLESTICK',
  COLUMN: 'COLUMN',
  COMBO: 'COMBO',
  GAUGE: 'GAUGE',
  GEO: 'GEO',
  HISTOGRAM: 'HISTOGRAM',
  RADAR: 'RADAR',
  LINE: 'LINE',
  ORG: 'ORG',
  PIE: 'PIE',
  SCATTER: 'SCATTER',
  SPARKLINE: 'SPARKLINE',
  STEPPED_AREA: 'STEPPED_AREA',
  TABLE: 'TABLE',
  TIMELINE: 'TIMELINE',
  TREEMAP: 'TREEMAP',
  WATERFALL: 'WATERFALL',
} as const;
export type FakeChartType = (typeof CHART_TYPE)[keyof typeof CHART_TYPE];

/** The `Charts` global, as far as an embedded chart needs it: its ChartType enum. */
export class FakeCharts extends FakeObject {
  readonly kind = 'Charts';
  readonly ChartType = CHART_TYPE;
}

/** Where a range a chart draws is: its sheet and its cells (the chart keeps no Range object of the script's). */
export interface ChartRange {
  readonly sheet: FakeSheet;
  readonly row: number;
  readonly col: number;
  readonly numRows: number;
  readonly numCols: number;
}

/** Everything a chart is, shared by the builder and the chart it builds. */
export interface ChartSpec {
  readonly id: number | null;
  readonly type: FakeChartType | null;
  readonly ranges: readonly ChartRange[];
  readonly options: ReadonlyMap<string, unknown>;
  readonly anchorRow: number;
  readonly anchorColumn: number;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly numHeaders: number;
  readonly transpose: boolean;
}

/** Chart ids are unique across the spreadsheet ("a stable identifier for the chart that is unique across the spreadsheet"). */
const nextIds = new WeakMap<FakeSpreadsheet, number>();

export function newChartId(book: FakeSpreadsheet): number {
  const id = nextIds.get(book) ?? 1;
  nextIds.set(book, id + 1);
  return id;
}

export function sameRange(a: ChartRange, b: ChartRange): boolean {
  return (
    a.sheet === b.sheet && a.row === b.row && a.col === b.col && a.numRows === b.numRows && a.numCols === b.numCols
  );
}

/** A chart's position on its sheet: https://developers.google.com/apps-script/reference/spreadsheet/container-info */
export class FakeContainerInfo extends FakeObject {
  readonly kind = 'ContainerInfo';
  constructor(private readonly spec: ChartSpec) {
    super();
  }
  getAnchorRow(): number {
    return this.spec.anchorRow;
  }
  getAnchorColumn(): number {
    return this.spec.anchorColumn;
  }
  getOffsetX(): number {
    return this.spec.offsetX;
  }
  getOffsetY(): number {
    return this.spec.offsetY;
  }
}

/**
 * A chart's options: `get(option)` answers the value set, or null when none was
 * (https://developers.google.com/apps-script/reference/charts/chart-options#get(String)).
 */
export class FakeChartOptions extends FakeObject {
  readonly kind = 'ChartOptions';
  constructor(private readonly options: ReadonlyMap<string, unknown>) {
    super();
  }
  get(option: string): unknown {
    return this.options.has(option) ? this.options.get(option) : null;
  }
}

export function rangeOf(range: FakeRange): ChartRange {
  if (!(range instanceof FakeRange)) throw new Error('Exception: Invalid argument: range');
  return {
    sheet: range.getSheet(),
    row: range.getRow(),
    col: range.getColumn(),
    numRows: range.getNumRows(),
    numCols: range.getNumColumns(),
  };
}

/** Ranges as Range objects, leaving out those of a tab no longer in the spreadsheet. */
export function rangesOf(ranges: readonly ChartRange[]): FakeRange[] {
  return ranges
    .filter((r) => r.sheet.getParent().getSheets().indexOf(r.sheet) >= 0)
    .map((r) => new FakeRange(r.sheet, r.row, r.col, r.numRows, r.numCols));
}
