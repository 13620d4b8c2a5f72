/**
 * A sheet's grid of cells: its size, its stored cells, and the edits that move them (rows and
 * columns inserted or deleted, contents cleared). Every change tells the spreadsheet's
 * recalculation (formula/recalc.ts), so the next read sees formulas evaluated afresh.
 */
import { FakeObject } from './calls';
import { emptyCell, hasContent, type Cell } from './cells';
import type { GridChange } from './formula/shift';
import { SheetMerges } from './merges';
import type { CellRect } from './protection';
import type { FakeSpreadsheet } from './spreadsheet';

/**
 * The grid of a sheet just inserted: 1000 rows × 26 columns (A–Z). Google's Apps Script
 * reference does not state it; it is what the Sheets backend gives a sheet added with only a
 * title, as gspread's maintainers observed (https://github.com/burnash/gspread/pull/704:
 * "processing succeeds and new spreadsheet have 1,000 rows and 26 columns", a default they
 * leave to the backend) and a measured fidelity check confirms for a sheet added to an
 * existing spreadsheet (https://github.com/brekkylab/backlot/issues/159: "Both are
 * 1000 × 26"). Set up counts on it for the tabs it inserts (the gateway's `NEW_SHEET`).
 */
const DEFAULT_ROWS = 1000;
const DEFAULT_COLUMNS = 26;

export abstract class SheetGrid extends FakeObject {
  /** rows[r][c], 0-based and sparse; undefined = never touched. */
  private rows: (Cell | undefined)[][] = [];
  /** Bumped by every change to this sheet's cells: what is worked out of them is kept until the next. */
  private edits = 0;
  private known: { edits: number; lastRow?: number; lastColumn?: number; formulas?: [number, number][] } = {
    edits: -1,
  };
  protected frozenRows = 0;
  /** Its merged cells (merges.ts): they move with the rows and columns inserted or deleted. */
  readonly merges = new SheetMerges();

  constructor(
    readonly parent: FakeSpreadsheet,
    private maxRows = DEFAULT_ROWS,
    private maxColumns = DEFAULT_COLUMNS,
  ) {
    super();
  }

  /** Refuses an edit by a user a protection leaves out: of the cells of `rect`, or of the sheet itself. */
  abstract assertEditable(rect?: CellRect): void;
  abstract getName(): string;

  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }
  /** The last row holding anything: a value, a formula, or a value a formula spilled there. */
  getLastRow(): number {
    return Math.max(this.storedLastRow(), this.parent.spillExtent(this).rows);
  }
  getLastColumn(): number {
    return Math.max(this.storedLastColumn(), this.parent.spillExtent(this).cols);
  }
  /** What is worked out of the cells, kept while they do not change. */
  private memo(): { lastRow?: number; lastColumn?: number; formulas?: [number, number][] } {
    if (this.known.edits !== this.edits) this.known = { edits: this.edits };
    return this.known;
  }
  /** The last row holding a stored value or formula (raw: what recalculation needs). */
  storedLastRow(): number {
    const memo = this.memo();
    if (memo.lastRow === undefined) memo.lastRow = this.scanLastRow();
    return memo.lastRow;
  }
  private storedLastColumn(): number {
    const memo = this.memo();
    if (memo.lastColumn === undefined) memo.lastColumn = this.scanLastColumn();
    return memo.lastColumn;
  }
  private scanLastRow(): number {
    for (let r = this.rows.length - 1; r >= 0; r--) {
      const row = this.rows[r];
      if (!row) continue;
      for (let c = 0; c < row.length; c++) if (hasContent(row[c])) return r + 1;
    }
    return 0;
  }
  private scanLastColumn(): number {
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

  insertRowsAfter(afterPosition: number, howMany: number): this {
    return this.insertRows(afterPosition + 1, howMany);
  }
  insertRowsBefore(beforePosition: number, howMany: number): this {
    return this.insertRows(beforePosition, howMany);
  }
  insertRows(rowIndex: number, numRows = 1): this {
    this.assertEditable();
    if (rowIndex < 1 || rowIndex > this.maxRows + 1) throw new Error('Exception: Those rows are out of bounds.');
    if (this.rows.length >= rowIndex) this.rows.splice(rowIndex - 1, 0, ...Array.from({ length: numRows }, () => []));
    this.maxRows += numRows;
    this.moved({ axis: 'row', at: rowIndex, count: numRows });
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
    this.moved({ axis: 'row', at: rowPosition, count: -howMany });
  }
  deleteRow(rowPosition: number): this {
    this.deleteRows(rowPosition, 1);
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): this {
    return this.insertColumns(afterPosition + 1, howMany);
  }
  insertColumns(columnIndex: number, numColumns = 1): this {
    this.assertEditable();
    if (columnIndex < 1 || columnIndex > this.maxColumns + 1)
      throw new Error('Exception: Those columns are out of bounds.');
    for (const row of this.rows) {
      if (row && row.length >= columnIndex)
        row.splice(columnIndex - 1, 0, ...Array.from({ length: numColumns }, () => undefined));
    }
    this.maxColumns += numColumns;
    this.moved({ axis: 'col', at: columnIndex, count: numColumns });
    return this;
  }
  /** The grid changed shape: the cells, the merges and every formula's references follow. */
  private moved(change: GridChange): void {
    this.edits++;
    this.merges.shift(change);
    this.parent.gridChanged(this, change);
  }

  clear(): this {
    this.assertEditable();
    this.rows = [];
    this.edits++;
    this.parent.changed();
    this.parent.edited(this, { row: 1, col: 1, numRows: this.maxRows, numCols: this.maxColumns });
    return this;
  }
  clearContents(): this {
    this.assertEditable();
    for (const row of this.rows) for (const cell of row ?? []) if (cell) Object.assign(cell, emptyCell());
    this.edits++;
    this.parent.changed();
    this.parent.edited(this, { row: 1, col: 1, numRows: this.maxRows, numCols: this.maxColumns });
    return this;
  }
  clearFormats(): this {
    this.assertEditable();
    this.rows = this.rows.map((row) =>
      (row ?? []).map((cell) => (cell ? { value: cell.value, formula: cell.formula } : undefined)),
    );
    return this;
  }

  // ---- raw side: cell storage and inspection for tests (uncounted on the raw object) ----

  /** Grows the grid to hold a row (appendRow, a playground edit past the edge). */
  protected grow(rows: number, columns: number): void {
    this.maxRows = Math.max(this.maxRows, rows);
    this.maxColumns = Math.max(this.maxColumns, columns);
  }
  cellAt(row: number, col: number): Cell | undefined {
    return this.rows[row - 1]?.[col - 1];
  }
  /** The cell, created when missing; the caller may change it, so formulas are evaluated afresh. */
  cellFor(row: number, col: number): Cell {
    this.edits++;
    this.parent.changed();
    while (this.rows.length < row) this.rows.push([]);
    const line = (this.rows[row - 1] = this.rows[row - 1] ?? []);
    return (line[col - 1] = line[col - 1] ?? emptyCell());
  }
  /** Every stored cell holding a formula, 1-based, top to bottom and left to right. */
  formulaCells(): [number, number][] {
    const memo = this.memo();
    if (!memo.formulas) {
      const out: [number, number][] = [];
      this.rows.forEach((row, r) =>
        row?.forEach((cell, c) => (cell && cell.formula !== '' ? out.push([r + 1, c + 1]) : undefined)),
      );
      memo.formulas = out;
    }
    return memo.formulas;
  }
  /**
   * Test helper: every stored cell (value, formula, format) up to the last one holding anything, for exact comparisons.
   */
  peekCells(): Cell[][] {
    const last = this.storedLastColumn();
    return Array.from({ length: this.storedLastRow() }, (_, r) =>
      Array.from({ length: last }, (_, c) => ({ ...(this.cellAt(r + 1, c + 1) ?? emptyCell()) })),
    );
  }
}
