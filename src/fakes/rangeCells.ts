/**
 * A rectangle of a FakeSheet: where it is, and the cell-by-cell walks the Range methods
 * share — reads count every cell they move (the sheet's `cellsRead`), writes demand the
 * range's exact shape with Sheets' messages.
 */
import { formatA1 } from './a1';
import { FakeObject } from './calls';
import { isDate, type Cell } from './cells';
import type { CellRect } from './protection';
import type { FakeSheet } from './sheet';

export abstract class RangeCells extends FakeObject {
  constructor(
    readonly sheet: FakeSheet,
    protected readonly row: number,
    protected readonly col: number,
    protected readonly numRows: number,
    protected readonly numCols: number,
  ) {
    super();
  }

  getSheet(): FakeSheet {
    return this.sheet;
  }
  getRow(): number {
    return this.row;
  }
  getRowIndex(): number {
    return this.row;
  }
  getColumn(): number {
    return this.col;
  }
  getNumRows(): number {
    return this.numRows;
  }
  getNumColumns(): number {
    return this.numCols;
  }
  getLastRow(): number {
    return this.row + this.numRows - 1;
  }
  getLastColumn(): number {
    return this.col + this.numCols - 1;
  }
  getA1Notation(): string {
    return formatA1(this.row, this.col, this.numRows, this.numCols);
  }
  /** The cells a write covers, for the protections to judge (protection.ts). */
  protected rect(): CellRect {
    return { row: this.row, col: this.col, numRows: this.numRows, numCols: this.numCols };
  }

  /** Throws Sheets' exact message when `data` is not numRows × numCols. */
  protected checkShape(data: unknown[][]): void {
    if (!Array.isArray(data) || data.some((row) => !Array.isArray(row))) {
      throw new Error(
        "Exception: The parameters (String) don't match the method signature for SpreadsheetApp.Range.setValues.",
      );
    }
    if (data.length !== this.numRows) {
      throw new Error(
        `Exception: The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${this.numRows}.`,
      );
    }
    for (const row of data) {
      if (row.length !== this.numCols) {
        throw new Error(
          `Exception: The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.numCols}.`,
        );
      }
    }
  }

  protected fill<T>(value: T): T[][] {
    return Array.from({ length: this.numRows }, () => Array.from({ length: this.numCols }, () => value));
  }

  /**
   * A read of every cell of the range, counted; Dates are fresh ones (of the bundle's realm) so callers cannot change
   * the sheet.
   */
  protected map<T>(fn: (cell: Cell | undefined, row: number, col: number) => T): T[][] {
    this.sheet.cellsRead += this.numRows * this.numCols;
    const out: T[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const line: T[] = [];
      for (let c = 0; c < this.numCols; c++) {
        const cell = this.sheet.cellAt(this.row + r, this.col + c);
        const v = fn(cell, this.row + r, this.col + c);
        line.push((isDate(v) ? this.sheet.parent.newDate(v.getTime()) : v) as T);
      }
      out.push(line);
    }
    return out;
  }

  /** One cell read alone (getFontWeight …), counted. */
  protected first(): Cell | undefined {
    this.sheet.cellsRead++;
    return this.sheet.cellAt(this.row, this.col);
  }

  protected each(fn: (cell: Cell) => void): void {
    for (let r = 0; r < this.numRows; r++) {
      for (let c = 0; c < this.numCols; c++) fn(this.sheet.cellFor(this.row + r, this.col + c));
    }
  }

  protected format(fn: (cell: Cell) => void): this {
    this.sheet.assertEditable(this.rect());
    this.each(fn);
    return this;
  }

  /**
   * Sets each cell's format from `grid`; where `isDefault` says a value is the format a cell
   * without one has (`General`, no rule), a cell never touched stays untouched — it reads the same.
   */
  protected formatEach<T>(
    grid: T[][],
    fn: (cell: Cell, v: T) => void,
    isDefault: (v: T) => boolean = () => false,
  ): this {
    this.checkShape(grid);
    this.sheet.assertEditable(this.rect());
    grid.forEach((row, r) =>
      row.forEach((v, c) => {
        if (isDefault(v) && !this.sheet.cellAt(this.row + r, this.col + c)) return;
        fn(this.sheet.cellFor(this.row + r, this.col + c), v);
      }),
    );
    return this;
  }
}
