/**
 * Charts embedded in a sheet, as Apps Script shows them: `Sheet.newChart()` gives an
 * `EmbeddedChartBuilder`; `build()` draws nothing ("This method doesn't automatically draw the
 * chart on top of the spreadsheet. A new chart must be inserted via sheet.insertChart(chart), and
 * an existing chart should be updated via sheet.updateChart(chart)"); `EmbeddedChart.modify()`
 * starts a builder from a chart, whose changes "are not saved until Sheet.updateChart(chart) is
 * called on the rebuilt chart". A chart belongs to its sheet: deleting the sheet deletes its charts.
 * https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder
 * https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart
 * https://developers.google.com/apps-script/reference/spreadsheet/sheet#newChart()
 */
import { FakeObject } from './calls';
import {
  CHART_TYPE,
  FakeChartOptions,
  FakeContainerInfo,
  newChartId,
  rangeOf,
  rangesOf,
  sameRange,
  type ChartRange,
  type ChartSpec,
  type FakeChartType,
} from './chartParts';
import type { FakeRange } from './range';
import type { FakeSheet } from './sheet';

export { CHART_TYPE, FakeCharts, type FakeChartType } from './chartParts';

/** The builder of a chart of `sheet`: a new one (`newChart`) or a chart's copy (`modify`). */
export class FakeEmbeddedChartBuilder extends FakeObject {
  readonly kind = 'EmbeddedChartBuilder';
  private type: FakeChartType | null;
  private ranges: ChartRange[];
  private readonly options: Map<string, unknown>;
  private position: { anchorRow: number; anchorColumn: number; offsetX: number; offsetY: number };
  private numHeaders: number;
  private transpose: boolean;

  constructor(
    private readonly sheet: FakeSheet,
    private readonly from?: ChartSpec,
  ) {
    super();
    this.type = from?.type ?? null;
    this.ranges = [...(from?.ranges ?? [])];
    this.options = new Map(from?.options ?? []);
    this.position = {
      anchorRow: from?.anchorRow ?? 1,
      anchorColumn: from?.anchorColumn ?? 1,
      offsetX: from?.offsetX ?? 0,
      offsetY: from?.offsetY ?? 0,
    };
    this.numHeaders = from?.numHeaders ?? -1;
    this.transpose = from?.transpose ?? false;
  }

  /**
   * "Adds a range to the chart this builder modifies. Does not add the range if it has already
   * been added to the chart." A range of another tab of the same spreadsheet is taken as it is
   * (a Sheets chart may draw any tab's cells); one of another spreadsheet is refused.
   */
  addRange(range: FakeRange): FakeEmbeddedChartBuilder {
    const r = rangeOf(range);
    if (r.sheet.getParent() !== this.sheet.getParent())
      throw new Error('Exception: The range must be in the same spreadsheet as the chart.');
    if (!this.ranges.some((have) => sameRange(have, r))) this.ranges.push(r);
    return this;
  }
  /** "Removes the specified range from the chart this builder modifies." */
  removeRange(range: FakeRange): FakeEmbeddedChartBuilder {
    const r = rangeOf(range);
    this.ranges = this.ranges.filter((have) => !sameRange(have, r));
    return this;
  }
  /** "Removes all ranges from the chart this builder modifies." */
  clearRanges(): FakeEmbeddedChartBuilder {
    this.ranges = [];
    return this;
  }
  /** "Returns a copy of the list of ranges currently providing data for this chart." */
  getRanges(): FakeRange[] {
    return rangesOf(this.ranges);
  }
  setChartType(type: FakeChartType): FakeEmbeddedChartBuilder {
    if (!Object.prototype.hasOwnProperty.call(CHART_TYPE, String(type)))
      throw new Error(`Exception: Invalid argument: type (${String(type)})`);
    this.type = type;
    return this;
  }
  getChartType(): FakeChartType | null {
    return this.type;
  }
  /** "Sets advanced options for this chart" (`title`, `legend`, …): any key, any value. */
  setOption(option: string, value: unknown): FakeEmbeddedChartBuilder {
    this.options.set(option, value);
    return this;
  }
  /**
   * "Sets the position, changing where the chart appears on the sheet. anchorRowPos and
   * anchorColPos are 1-indexed": the chart's top left corner is in that cell, offset by pixels.
   */
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): FakeEmbeddedChartBuilder {
    if (anchorRowPos < 1 || anchorColPos < 1) throw new Error('Exception: The anchor cell must be on the sheet.');
    this.position = { anchorRow: anchorRowPos, anchorColumn: anchorColPos, offsetX, offsetY };
    return this;
  }
  getContainer(): FakeContainerInfo {
    return new FakeContainerInfo(this.spec());
  }
  /** "Sets the number of rows or columns of the range that should be treated as headers." */
  setNumHeaders(headers: number): FakeEmbeddedChartBuilder {
    this.numHeaders = headers;
    return this;
  }
  /** "Sets whether the chart's rows and columns are transposed." */
  setTransposeRowsAndColumns(transpose: boolean): FakeEmbeddedChartBuilder {
    this.transpose = transpose;
    return this;
  }
  /**
   * "Builds the chart to reflect all changes made to it." The chart is not on the sheet until
   * inserted. The fake refuses a chart without a type: the reference shows every chart built
   * with one, and a chart Sheets cannot draw is no chart a test should pass with.
   */
  build(): FakeEmbeddedChart {
    if (this.type === null) throw new Error('Exception: The chart type must be set (setChartType) before build().');
    return new FakeEmbeddedChart(this.sheet, this.spec());
  }

  private spec(): ChartSpec {
    return {
      id: this.from?.id ?? null,
      type: this.type,
      ranges: [...this.ranges],
      options: new Map(this.options),
      ...this.position,
      numHeaders: this.numHeaders,
      transpose: this.transpose,
    };
  }
}

/**
 * A chart as the script holds it: what was built, and once on a sheet, its id. Its getters read
 * the chart as it was built or fetched (`getCharts` answers the sheet's charts as they are).
 */
export class FakeEmbeddedChart extends FakeObject {
  readonly kind = 'EmbeddedChart';
  constructor(
    readonly sheet: FakeSheet,
    readonly spec: ChartSpec,
  ) {
    super();
  }
  /** "…unique across the spreadsheet containing the chart or null if the chart is not in a spreadsheet." */
  getChartId(): number | null {
    return this.spec.id;
  }
  /** "Returns the ranges that this chart uses as a data source": a range of a tab deleted since is gone. */
  getRanges(): FakeRange[] {
    return rangesOf(this.spec.ranges);
  }
  getOptions(): FakeChartOptions {
    return new FakeChartOptions(this.spec.options);
  }
  getContainerInfo(): FakeContainerInfo {
    return new FakeContainerInfo(this.spec);
  }
  getNumHeaders(): number {
    return this.spec.numHeaders;
  }
  getTransposeRowsAndColumns(): boolean {
    return this.spec.transpose;
  }
  /** "Returns an EmbeddedChartBuilder that can be used to modify this chart." */
  modify(): FakeEmbeddedChartBuilder {
    return new FakeEmbeddedChartBuilder(this.sheet, this.spec);
  }

  /** Test and playground helper: the chart type (the chart itself has no getter; `modify().getChartType()` does). */
  peekType(): FakeChartType | null {
    return this.spec.type;
  }
  /** Test and playground helper: each range as `Stats!N1:N5`. */
  peekRanges(): string[] {
    return this.getRanges().map((r) => `${r.getSheet().getName()}!${r.getA1Notation()}`);
  }
}

/**
 * The charts of one sheet, in the order inserted: https://developers.google.com/apps-script/reference/spreadsheet/sheet#insertChart(EmbeddedChart),
 * #getCharts(), #updateChart(EmbeddedChart), #removeChart(EmbeddedChart).
 */
export class SheetCharts {
  private charts: ChartSpec[] = [];

  constructor(private readonly sheet: FakeSheet) {}

  /** "Adds a new chart to this sheet": a chart of its own, with a new id, whatever the one given was built from. */
  insert(chart: FakeEmbeddedChart): void {
    this.checkOwn(chart);
    this.charts.push({ ...chart.spec, id: newChartId(this.sheet.getParent()) });
  }
  /** "Returns an array of charts on this sheet." */
  list(): FakeEmbeddedChart[] {
    return this.charts.map((spec) => new FakeEmbeddedChart(this.sheet, spec));
  }
  /** "Updates the chart on this sheet": the chart of the same id takes what was built. */
  update(chart: FakeEmbeddedChart): void {
    this.checkOwn(chart);
    const at = this.at(chart);
    this.charts[at] = { ...chart.spec };
  }
  /** "Removes a chart from the parent sheet." */
  remove(chart: FakeEmbeddedChart): void {
    this.checkOwn(chart);
    this.charts.splice(this.at(chart), 1);
  }

  /** A chart is built for the sheet whose `newChart` (or whose chart's `modify`) began it. */
  private checkOwn(chart: FakeEmbeddedChart): void {
    if (!(chart instanceof FakeEmbeddedChart)) throw new Error('Exception: Invalid argument: chart');
    if (chart.sheet !== this.sheet) throw new Error('Exception: The chart is not on this sheet.');
  }
  private at(chart: FakeEmbeddedChart): number {
    const at = chart.spec.id === null ? -1 : this.charts.findIndex((c) => c.id === chart.spec.id);
    if (at < 0) throw new Error('Exception: The chart is not on this sheet.');
    return at;
  }
}
