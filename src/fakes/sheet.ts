/**
 * The fake Sheet: a grid of cells (grid.ts) with Sheets' dimensions (1000 × 26 when
 * inserted), frozen rows and columns, merged cells, column widths, hiding, protection and
 * conditional format rules, and its charts (charts.ts).
 * getRange outside the grid throws as Sheets does, so code must grow a tab before
 * writing past its last row.
 */
import { parseA1 } from './a1';
import { type FakeEmbeddedChart, FakeEmbeddedChartBuilder, SheetCharts } from './charts';
import { SheetGrid } from './grid';
import { assertMayEdit, FakeProtection, PROTECTED_CELL_MESSAGE, rectOf, type CellRect } from './protection';
import { FakeRange } from './range';
import { FakeRangeList } from './rangeList';
import type { FakeSpreadsheet } from './spreadsheet';
import type { FakeConditionalFormatRule } from './validation';

const DEFAULT_COLUMN_WIDTH = 100;

/** The Sheet methods whose signatures the fake matches exactly (the compiler checks them). */
type SheetReads = Pick<
  GoogleAppsScript.Spreadsheet.Sheet,
  | 'getName'
  | 'getSheetId'
  | 'getIndex'
  | 'getLastRow'
  | 'getLastColumn'
  | 'getMaxRows'
  | 'getMaxColumns'
  | 'getFrozenRows'
  | 'getFrozenColumns'
  | 'setFrozenRows'
  | 'setFrozenColumns'
  | 'getColumnWidth'
  | 'isSheetHidden'
  | 'deleteRows'
>;

export class FakeSheet extends SheetGrid implements SheetReads {
  readonly kind = 'Sheet';
  private frozenColumns = 0;
  private hidden = false;
  private widths: Record<number, number> = {};
  private conditionalRules: FakeConditionalFormatRule[] = [];
  protection: FakeProtection | null = null;
  /** Range protections, oldest first (protection.ts). */
  rangeProtections: FakeProtection[] = [];
  /**
   * Cells read from this sheet by any Range read (values, formulas, formats …), each cell of
   * the range once per call: what a read moves, which the call count alone does not show
   * (tests bound it). Raw reads count too; the peek helpers below do not. Tests reset it.
   */
  cellsRead = 0;
  /** The charts on this sheet: deleting the sheet deletes them with it. */
  private readonly charts = new SheetCharts(this);

  constructor(
    parent: FakeSpreadsheet,
    private name: string,
    private readonly sheetId: number,
  ) {
    super(parent);
  }

  getName(): string {
    return this.name;
  }
  /**
   * Renaming a protected sheet is an edit of it: refused to a user the protection leaves out
   * (Sheets greys out Rename for them; a script gets the protected-sheet error).
   * https://developers.google.com/apps-script/reference/spreadsheet/protection
   */
  setName(name: string): FakeSheet {
    this.assertEditable();
    this.parent.checkNewName(name, this);
    const was = this.name;
    this.name = name;
    this.parent.renamed(was, name);
    return this;
  }
  getSheetId(): number {
    return this.sheetId;
  }
  getIndex(): number {
    return this.parent.indexOf(this) + 1;
  }
  getParent(): FakeSpreadsheet {
    return this.parent;
  }

  getRange(a1OrRow: string | number, column?: number, numRows = 1, numColumns = 1): FakeRange {
    if (typeof a1OrRow === 'string') {
      const rect = parseA1(a1OrRow);
      return this.getRange(
        rect.row,
        rect.col,
        rect.numRows ?? this.getMaxRows() - rect.row + 1,
        rect.numCols ?? this.getMaxColumns() - rect.col + 1,
      );
    }
    const row = a1OrRow;
    const col = column ?? 1;
    if (row < 1) throw new Error('Exception: The starting row of the range is too small.');
    if (col < 1) throw new Error('Exception: The starting column of the range is too small.');
    if (numRows < 1) throw new Error('Exception: The number of rows in the range must be at least 1.');
    if (numColumns < 1) throw new Error('Exception: The number of columns in the range must be at least 1.');
    if (row + numRows - 1 > this.getMaxRows() || col + numColumns - 1 > this.getMaxColumns()) {
      throw new Error('Exception: The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new FakeRange(this, row, col, numRows, numColumns);
  }
  getRangeList(a1Notations: string[]): FakeRangeList {
    return new FakeRangeList(a1Notations.map((a1) => this.getRange(a1)));
  }
  getDataRange(): FakeRange {
    return this.getRange(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }
  appendRow(rowContents: unknown[]): FakeSheet {
    const row = this.getLastRow() + 1;
    this.grow(row, rowContents.length);
    this.getRange(row, 1, 1, rowContents.length).setValues([rowContents]);
    return this;
  }

  /**
   * Freezes the first `rows` rows (0: none), as Sheets keeps a header in view while the rest
   * scrolls; never through a merged cell (merges.ts)
   * (https://developers.google.com/apps-script/reference/spreadsheet/sheet#setfrozenrowsrows).
   */
  setFrozenRows(rows: number): void {
    this.assertEditable();
    this.merges.checkFreeze('row', rows);
    this.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.frozenRows;
  }
  /**
   * Freezes the first `columns` columns (0: none): they stay in view while the others scroll
   * sideways — on a phone, the name column beside the cell being typed; never through a merged
   * cell (merges.ts) (https://developers.google.com/apps-script/reference/spreadsheet/sheet#setfrozencolumnscolumns).
   */
  setFrozenColumns(columns: number): void {
    this.assertEditable();
    this.merges.checkFreeze('col', columns);
    this.frozenColumns = columns;
  }
  getFrozenColumns(): number {
    return this.frozenColumns;
  }
  setColumnWidth(columnPosition: number, width: number): FakeSheet {
    this.widths[columnPosition] = width;
    return this;
  }
  /**
   * `numColumns` columns from `startColumn` (1-based) all `width` pixels wide
   * (https://developers.google.com/apps-script/reference/spreadsheet/sheet#setcolumnwidthsstartcolumn,-numcolumns,-width).
   */
  setColumnWidths(startColumn: number, numColumns: number, width: number): FakeSheet {
    for (let c = startColumn; c < startColumn + numColumns; c++) this.widths[c] = width;
    return this;
  }
  getColumnWidth(columnPosition: number): number {
    return this.widths[columnPosition] ?? DEFAULT_COLUMN_WIDTH;
  }

  hideSheet(): FakeSheet {
    if (this.parent.getSheets().filter((s) => !s.isSheetHidden() && s !== this).length === 0) {
      throw new Error("Exception: You can't hide all the sheets in a document.");
    }
    this.hidden = true;
    return this;
  }
  showSheet(): FakeSheet {
    this.hidden = false;
    return this;
  }
  isSheetHidden(): boolean {
    return this.hidden;
  }

  /**
   * Sheet protection; protecting an already protected sheet returns the existing protection —
   * warning-only or not, editors as they are
   * (https://developers.google.com/apps-script/reference/spreadsheet/sheet#protect).
   */
  protect(): FakeProtection {
    this.parent.assertFileEditable();
    if (!this.protection) this.protection = new FakeProtection(this, this.parent.env, this.parent.getEditorEmails());
    return this.protection;
  }
  getProtections(type: unknown): FakeProtection[] {
    if (String(type) === 'RANGE') return [...this.rangeProtections];
    return String(type) === 'SHEET' && this.protection ? [this.protection] : [];
  }
  /** Range.protect(): a new range protection, editors as the spreadsheet's. */
  protectRange(range: FakeRange): FakeProtection {
    this.parent.assertFileEditable();
    const p = new FakeProtection(this, this.parent.env, this.parent.getEditorEmails(), 'RANGE', rectOf(range));
    this.rangeProtections.push(p);
    return p;
  }
  dropProtection(p: FakeProtection): void {
    if (this.protection === p) this.protection = null;
    this.rangeProtections = this.rangeProtections.filter((q) => q !== p);
  }

  getConditionalFormatRules(): FakeConditionalFormatRule[] {
    return [...this.conditionalRules];
  }
  setConditionalFormatRules(rules: FakeConditionalFormatRule[]): void {
    this.assertEditable();
    this.conditionalRules = [...rules];
  }
  clearConditionalFormatRules(): void {
    this.setConditionalFormatRules([]);
  }

  /** A builder for a chart of this sheet: https://developers.google.com/apps-script/reference/spreadsheet/sheet#newChart() */
  newChart(): FakeEmbeddedChartBuilder {
    return new FakeEmbeddedChartBuilder(this);
  }
  /**
   * Adds a built chart to this sheet, an edit of the sheet as any other (a protection refuses it
   * as it refuses a cell): https://developers.google.com/apps-script/reference/spreadsheet/sheet#insertChart(EmbeddedChart)
   */
  insertChart(chart: FakeEmbeddedChart): void {
    this.assertEditable();
    this.charts.insert(chart);
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#getCharts() */
  getCharts(): FakeEmbeddedChart[] {
    return this.charts.list();
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#updateChart(EmbeddedChart) */
  updateChart(chart: FakeEmbeddedChart): void {
    this.assertEditable();
    this.charts.update(chart);
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/sheet#removeChart(EmbeddedChart) */
  removeChart(chart: FakeEmbeddedChart): void {
    this.assertEditable();
    this.charts.remove(chart);
  }

  // ---- raw side: cell storage and inspection for tests (uncounted on the raw object) ----

  /**
   * Refuses an edit by the active user who may not edit the file (sharing.ts), or that a
   * protection leaves out (Sheets' message): of the cells of `rect`, or of the sheet itself
   * (rename, rows, rules) when no rect is given.
   */
  assertEditable(rect?: CellRect): void {
    this.parent.assertFileEditable();
    const user = this.parent.env.activeUser;
    if (!rect) {
      if (this.protection && !this.protection.lets(user)) throw new Error(PROTECTED_CELL_MESSAGE);
      return;
    }
    assertMayEdit(this.protection ? [this.protection, ...this.rangeProtections] : this.rangeProtections, user, rect);
  }
  /** Test helper: the data range's values (not counted in `cellsRead`). */
  peekValues(): unknown[][] {
    const counted = this.cellsRead;
    const values = this.getDataRange().getValues();
    this.cellsRead = counted;
    return values;
  }
}
