/**
 * The fake Sheet: a grid of cells with Sheets' dimensions (1000 × 26 when inserted),
 * frozen rows, column widths, hiding, protection and conditional format rules.
 * getRange outside the grid throws as Sheets does, so code must grow a tab before
 * writing past its last row.
 */
import { parseA1 } from './a1';
import { emptyCell, hasContent, type Cell, type CellValue } from './cells';
import { FakeObject } from './calls';
import { assertMayEdit, FakeProtection, PROTECTED_CELL_MESSAGE, rectOf, type CellRect } from './protection';
import { FakeRange } from './range';
import type { FakeSpreadsheet } from './spreadsheet';
import type { FakeConditionalFormatRule } from './validation';

/**
 * The grid of a sheet just inserted: 1000 rows × 26 columns (A–Z). Google's Apps Script
 * reference does not state it; it is what the Sheets backend gives a sheet added with only a
 * title, as gspread's maintainers observed (https://github.com/burnash/gspread/pull/704:
 * "processing succeeds and new spreadsheet have 1,000 rows and 26 columns", a default they
 * leave to the backend) and a measured fidelity check confirms for a sheet added to an
 * existing spreadsheet (https://github.com/brekkylab/backlot/issues/159: "Both are
 * 1000 × 26"). Set up counts on it for the tabs it inserts (the gateway's `NEW_SHEET`).
 */
export const DEFAULT_ROWS = 1000;
export const DEFAULT_COLUMNS = 26;
export const DEFAULT_COLUMN_WIDTH = 100;

/** The Sheet methods whose signatures the fake matches exactly (the compiler checks them). */
type SheetReads = Pick<
  GoogleAppsScript.Spreadsheet.Sheet,
  | 'getName' | 'getSheetId' | 'getIndex' | 'getLastRow' | 'getLastColumn' | 'getMaxRows' | 'getMaxColumns'
  | 'getFrozenRows' | 'getFrozenColumns' | 'setFrozenRows' | 'setFrozenColumns' | 'getColumnWidth' | 'isSheetHidden' | 'deleteRows'
>;

export class FakeSheet extends FakeObject implements SheetReads {
  readonly kind = 'Sheet';
  /** rows[r][c], 0-based and sparse; undefined = never touched. */
  private rows: (Cell | undefined)[][] = [];
  private frozenRows = 0;
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
   * (issue 11). Raw reads count too; the peek helpers below do not. Tests reset it.
   */
  cellsRead = 0;

  constructor(
    readonly parent: FakeSpreadsheet,
    private name: string,
    private readonly sheetId: number,
    private maxRows = DEFAULT_ROWS,
    private maxColumns = DEFAULT_COLUMNS,
  ) {
    super();
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
    this.name = name;
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
      return this.getRange(rect.row, rect.col, rect.numRows ?? this.maxRows - rect.row + 1, rect.numCols ?? this.maxColumns - rect.col + 1);
    }
    const row = a1OrRow;
    const col = column ?? 1;
    if (row < 1) throw new Error('Exception: The starting row of the range is too small.');
    if (col < 1) throw new Error('Exception: The starting column of the range is too small.');
    if (numRows < 1) throw new Error('Exception: The number of rows in the range must be at least 1.');
    if (numColumns < 1) throw new Error('Exception: The number of columns in the range must be at least 1.');
    if (row + numRows - 1 > this.maxRows || col + numColumns - 1 > this.maxColumns) {
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
  getLastRow(): number {
    for (let r = this.rows.length - 1; r >= 0; r--) if ((this.rows[r] ?? []).some(hasContent)) return r + 1;
    return 0;
  }
  getLastColumn(): number {
    let last = 0;
    for (const row of this.rows) {
      if (!row) continue;
      for (let c = row.length - 1; c >= last; c--) {
        if (hasContent(row[c])) {
          last = c + 1;
          break;
        }
      }
    }
    return last;
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }

  insertRowsAfter(afterPosition: number, howMany: number): FakeSheet {
    return this.insertRows(afterPosition + 1, howMany);
  }
  insertRowsBefore(beforePosition: number, howMany: number): FakeSheet {
    return this.insertRows(beforePosition, howMany);
  }
  insertRows(rowIndex: number, numRows = 1): FakeSheet {
    this.assertEditable();
    if (rowIndex < 1 || rowIndex > this.maxRows + 1) throw new Error('Exception: Those rows are out of bounds.');
    if (this.rows.length >= rowIndex) this.rows.splice(rowIndex - 1, 0, ...Array.from({ length: numRows }, () => []));
    this.maxRows += numRows;
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.assertEditable();
    if (rowPosition < 1 || howMany < 1 || rowPosition + howMany - 1 > this.maxRows) {
      throw new Error('Exception: Those rows are out of bounds.');
    }
    if (howMany >= this.maxRows - this.frozenRows) {
      throw new Error('Exception: Sorry, it is not possible to delete all non-frozen rows.');
    }
    this.rows.splice(rowPosition - 1, howMany);
    this.maxRows -= howMany;
  }
  deleteRow(rowPosition: number): FakeSheet {
    this.deleteRows(rowPosition, 1);
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): FakeSheet {
    return this.insertColumns(afterPosition + 1, howMany);
  }
  insertColumns(columnIndex: number, numColumns = 1): FakeSheet {
    this.assertEditable();
    if (columnIndex < 1 || columnIndex > this.maxColumns + 1) throw new Error('Exception: Those columns are out of bounds.');
    for (const row of this.rows) {
      if (row && row.length >= columnIndex) row.splice(columnIndex - 1, 0, ...Array.from({ length: numColumns }, () => undefined));
    }
    this.maxColumns += numColumns;
    return this;
  }
  appendRow(rowContents: unknown[]): FakeSheet {
    const row = this.getLastRow() + 1;
    if (row > this.maxRows) this.maxRows = row;
    if (rowContents.length > this.maxColumns) this.maxColumns = rowContents.length;
    this.getRange(row, 1, 1, rowContents.length).setValues([rowContents]);
    return this;
  }

  setFrozenRows(rows: number): void {
    this.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.frozenRows;
  }
  setFrozenColumns(columns: number): void {
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

  /** Sheet protection; protecting an already protected sheet returns the existing protection. */
  protect(): FakeProtection {
    if (!this.protection) this.protection = new FakeProtection(this, this.parent.env, this.parent.getEditorEmails());
    return this.protection;
  }
  getProtections(type: unknown): FakeProtection[] {
    if (String(type) === 'RANGE') return [...this.rangeProtections];
    return String(type) === 'SHEET' && this.protection ? [this.protection] : [];
  }
  /** Range.protect(): a new range protection, editors as the spreadsheet's. */
  protectRange(range: FakeRange): FakeProtection {
    const p = new FakeProtection(this, this.parent.env, this.parent.getEditorEmails(), 'RANGE', rectOf(range));
    this.rangeProtections.push(p);
    return p;
  }
  dropProtection(p: FakeProtection): void {
    if (this.protection === p) this.protection = null;
    this.rangeProtections = this.rangeProtections.filter((q) => q !== p);
  }

  clear(): FakeSheet {
    this.assertEditable();
    this.rows = [];
    return this;
  }
  clearContents(): FakeSheet {
    this.assertEditable();
    for (const row of this.rows) for (const cell of row ?? []) if (cell) Object.assign(cell, emptyCell());
    return this;
  }
  clearFormats(): FakeSheet {
    this.assertEditable();
    this.rows = this.rows.map((row) => (row ?? []).map((cell) => (cell ? { value: cell.value, formula: cell.formula } : undefined)));
    return this;
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

  // ---- raw side: cell storage and inspection for tests (uncounted on the raw object) ----

  cellAt(row: number, col: number): Cell | undefined {
    return this.rows[row - 1]?.[col - 1];
  }
  cellFor(row: number, col: number): Cell {
    while (this.rows.length < row) this.rows.push([]);
    const line = (this.rows[row - 1] = this.rows[row - 1] ?? []);
    return (line[col - 1] = line[col - 1] ?? emptyCell());
  }
  /** The value a cell shows: its own, or its formula evaluated by the workbook's evaluator when one is set. */
  shownValue(cell: Cell, row: number, col: number): CellValue {
    if (cell.formula === '') return cell.value;
    return this.parent.evaluate(this, row, col, cell.formula) ?? cell.value;
  }
  /**
   * Refuses an edit by the active user that a protection leaves out (Sheets' message): of the
   * cells of `rect`, or of the sheet itself (rename, rows, rules) when no rect is given.
   */
  assertEditable(rect?: CellRect): void {
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
  /** Test helper: every stored cell (value, formula, format) of the data range, for exact comparisons. */
  peekCells(): Cell[][] {
    const last = this.getLastColumn();
    return Array.from({ length: this.getLastRow() }, (_, r) =>
      Array.from({ length: last }, (_, c) => ({ ...(this.cellAt(r + 1, c + 1) ?? emptyCell()) })),
    );
  }
}

export class FakeRangeList extends FakeObject {
  readonly kind = 'RangeList';
  constructor(private readonly ranges: FakeRange[]) {
    super();
  }
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  setFontWeight(weight: string | null): FakeRangeList {
    this.ranges.forEach((r) => r.setFontWeight(weight));
    return this;
  }
  setBackground(color: string | null): FakeRangeList {
    this.ranges.forEach((r) => r.setBackground(color));
    return this;
  }
  setNumberFormat(format: string): FakeRangeList {
    this.ranges.forEach((r) => r.setNumberFormat(format));
    return this;
  }
  clearContent(): FakeRangeList {
    this.ranges.forEach((r) => r.clearContent());
    return this;
  }
  setDataValidation(rule: Parameters<FakeRange['setDataValidation']>[0]): FakeRangeList {
    this.ranges.forEach((r) => r.setDataValidation(rule));
    return this;
  }
}
