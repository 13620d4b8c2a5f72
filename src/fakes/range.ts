/**
 * The fake Range: a rectangle of a FakeSheet. Reads and writes follow Sheets: values
 * come back as '' / number / boolean / string / Date, setValues demands the exact shape
 * and parses strings like typed input (see cells.ts), protected sheets refuse writes by
 * users who are not editors, and "reject input" validation refuses invalid values.
 */
import { formatA1 } from './a1';
import { copyValue, displayOf, parseInput, type Cell } from './cells';
import { FakeObject } from './calls';
import type { CellRect, FakeProtection } from './protection';
import type { FakeSheet } from './sheet';
import type { FakeDataValidation } from './validation';

/** Most characters one cell may hold. */
export const CELL_LIMIT = 50000;

/** The Range methods whose signatures the fake matches exactly (the compiler checks them). */
type RangeReads = Pick<
  GoogleAppsScript.Spreadsheet.Range,
  | 'getValues' | 'getValue' | 'getDisplayValues' | 'getDisplayValue' | 'getFormulas' | 'getFormula' | 'getA1Notation'
  | 'getRow' | 'getRowIndex' | 'getColumn' | 'getNumRows' | 'getNumColumns' | 'getLastRow' | 'getLastColumn' | 'isBlank'
  | 'getBackground' | 'getBackgrounds' | 'getNumberFormat' | 'getNumberFormats' | 'getNote' | 'getNotes'
>;

export class FakeRange extends FakeObject implements RangeReads {
  readonly kind = 'Range';

  constructor(
    readonly sheet: FakeSheet,
    private readonly row: number,
    private readonly col: number,
    private readonly numRows: number,
    private readonly numCols: number,
  ) {
    super();
  }

  getSheet(): FakeSheet {
    return this.sheet;
  }
  /** Protects these cells (protection.ts): https://developers.google.com/apps-script/reference/spreadsheet/range#protect */
  protect(): FakeProtection {
    return this.sheet.protectRange(this);
  }
  private rect(): CellRect {
    return { row: this.row, col: this.col, numRows: this.numRows, numCols: this.numCols };
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
  getCell(row: number, column: number): FakeRange {
    if (row < 1 || row > this.numRows || column < 1 || column > this.numCols) {
      throw new Error('Exception: Cell reference out of range');
    }
    return new FakeRange(this.sheet, this.row + row - 1, this.col + column - 1, 1, 1);
  }
  /** Selects the range in the UI: its sheet becomes the active one. */
  activate(): FakeRange {
    this.sheet.parent.setActiveSheet(this.sheet);
    this.sheet.parent.activeRange = this;
    return this;
  }
  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): FakeRange {
    return this.sheet.getRange(this.row + rowOffset, this.col + columnOffset, numRows ?? this.numRows, numColumns ?? this.numCols);
  }

  // ---- values and formulas ----

  getValues(): unknown[][] {
    return this.map((cell, r, c) => (cell ? this.sheet.shownValue(cell, r, c) : ''));
  }
  getValue(): unknown {
    return this.getCell(1, 1).getValues()[0][0];
  }
  getDisplayValues(): string[][] {
    return this.map((cell, r, c) => (cell ? displayOf(this.sheet.shownValue(cell, r, c) as Cell['value']) : ''));
  }
  getDisplayValue(): string {
    return this.getCell(1, 1).getDisplayValues()[0][0];
  }
  getFormulas(): string[][] {
    return this.map((cell) => cell?.formula ?? '');
  }
  getFormula(): string {
    return this.getCell(1, 1).getFormulas()[0][0];
  }
  isBlank(): boolean {
    return this.map((cell) => !cell || (cell.value === '' && cell.formula === '')).every((row) => row.every(Boolean));
  }

  setValues(values: unknown[][]): FakeRange {
    this.checkShape(values);
    this.sheet.assertEditable(this.rect());
    // Parse and validate every cell before writing any: Sheets rejects the call as a whole.
    const parsed = values.map((row, r) =>
      row.map((v, c) => parseInput(v, this.sheet.cellAt(this.row + r, this.col + c)?.numberFormat)),
    );
    parsed.forEach((row, r) =>
      row.forEach((p, c) => {
        this.checkValidation(this.row + r, this.col + c, p.value, p.formula);
        const text = p.formula || (typeof p.value === 'string' ? p.value : '');
        if (text.length > CELL_LIMIT) {
          throw new Error(`Exception: Your input contains more than the maximum of ${CELL_LIMIT} characters in a single cell.`);
        }
      }),
    );
    parsed.forEach((row, r) =>
      row.forEach((p, c) => {
        const cell = this.sheet.cellFor(this.row + r, this.col + c);
        cell.value = p.value;
        cell.formula = p.formula;
      }),
    );
    return this;
  }
  setValue(value: unknown): FakeRange {
    return this.setValues(this.fill(value));
  }
  setFormulas(formulas: string[][]): FakeRange {
    this.checkShape(formulas);
    return this.setValues(formulas.map((row) => row.map((f) => (f === '' ? '' : f))));
  }
  setFormula(formula: string): FakeRange {
    return this.setFormulas(this.fill(formula));
  }
  clearContent(): FakeRange {
    this.sheet.assertEditable(this.rect());
    this.each((cell) => {
      cell.value = '';
      cell.formula = '';
    });
    return this;
  }
  clearFormat(): FakeRange {
    this.sheet.assertEditable(this.rect());
    this.each((cell) => {
      delete cell.fontWeight;
      delete cell.fontColor;
      delete cell.background;
      delete cell.numberFormat;
    });
    return this;
  }
  clearDataValidations(): FakeRange {
    return this.setDataValidation(null);
  }
  clear(): FakeRange {
    this.clearContent();
    this.clearFormat();
    return this.clearDataValidations();
  }

  // ---- formats ----

  setFontWeight(weight: string | null): FakeRange {
    return this.format((cell) => (cell.fontWeight = weight ?? 'normal'));
  }
  setFontWeights(weights: (string | null)[][]): FakeRange {
    return this.formatEach(weights, (cell, w) => (cell.fontWeight = w ?? 'normal'));
  }
  getFontWeight(): string {
    this.sheet.cellsRead++;
    return this.sheet.cellAt(this.row, this.col)?.fontWeight ?? 'normal';
  }
  getFontWeights(): string[][] {
    return this.map((cell) => cell?.fontWeight ?? 'normal');
  }
  setFontColor(color: string | null): FakeRange {
    return this.format((cell) => (cell.fontColor = color ?? '#000000'));
  }
  setBackground(color: string | null): FakeRange {
    return this.format((cell) => (cell.background = color ?? '#ffffff'));
  }
  setBackgrounds(colors: (string | null)[][]): FakeRange {
    return this.formatEach(colors, (cell, c) => (cell.background = c ?? '#ffffff'));
  }
  getBackground(): string {
    this.sheet.cellsRead++;
    return this.sheet.cellAt(this.row, this.col)?.background ?? '#ffffff';
  }
  getBackgrounds(): string[][] {
    return this.map((cell) => cell?.background ?? '#ffffff');
  }
  setNumberFormat(format: string): FakeRange {
    return this.format((cell) => (cell.numberFormat = format));
  }
  setNumberFormats(formats: string[][]): FakeRange {
    return this.formatEach(formats, (cell, f) => (cell.numberFormat = f));
  }
  getNumberFormat(): string {
    this.sheet.cellsRead++;
    return this.sheet.cellAt(this.row, this.col)?.numberFormat ?? 'General';
  }
  getNumberFormats(): string[][] {
    return this.map((cell) => cell?.numberFormat ?? 'General');
  }
  setNote(note: string | null): FakeRange {
    return this.format((cell) => (cell.note = note ?? ''));
  }
  /**
   * One note per cell, in the range's exact shape, as `setValues` takes its values; an empty
   * note (or null) leaves the cell without one
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#setnotesnotes;
   * signature as @types/google-apps-script gives it). Set up puts each header's note on row 1 with it.
   */
  setNotes(notes: (string | null)[][]): FakeRange {
    return this.formatEach(notes, (cell, note) => (cell.note = note ?? ''));
  }
  getNote(): string {
    this.sheet.cellsRead++;
    return this.sheet.cellAt(this.row, this.col)?.note ?? '';
  }
  getNotes(): string[][] {
    return this.map((cell) => cell?.note ?? '');
  }
  setDataValidation(rule: FakeDataValidation | null): FakeRange {
    return this.format((cell) => (cell.validation = rule));
  }
  /**
   * One rule (or null: none) per cell, in the range's exact shape, as `setValues` takes its
   * values (https://developers.google.com/apps-script/reference/spreadsheet/range#setdatavalidationsrules;
   * signature as @types/google-apps-script gives it). Set up sets a whole tab's rules with it.
   */
  setDataValidations(rules: (FakeDataValidation | null)[][]): FakeRange {
    return this.formatEach(rules, (cell, rule) => (cell.validation = rule));
  }
  getDataValidation(): FakeDataValidation | null {
    this.sheet.cellsRead++;
    return this.sheet.cellAt(this.row, this.col)?.validation ?? null;
  }
  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.map((cell) => cell?.validation ?? null);
  }
  /**
   * Whether text wraps in the cells, shown on as many lines as it takes, instead of being cut
   * at the cell's edge (https://developers.google.com/apps-script/reference/spreadsheet/range#setwrapiswrapenabled).
   */
  setWrap(isWrapEnabled: boolean): FakeRange {
    return this.format((cell) => (cell.wrap = isWrapEnabled));
  }
  setHorizontalAlignment(): FakeRange {
    return this;
  }
  setVerticalAlignment(): FakeRange {
    return this;
  }

  // ---- helpers (raw side only) ----

  /** Throws Sheets' exact message when `data` is not numRows × numCols. */
  private checkShape(data: unknown[][]): void {
    if (!Array.isArray(data) || data.some((row) => !Array.isArray(row))) {
      throw new Error('Exception: The parameters (String) don\'t match the method signature for SpreadsheetApp.Range.setValues.');
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

  private checkValidation(row: number, col: number, value: Cell['value'], formula: string): void {
    const rule = this.sheet.cellAt(row, col)?.validation;
    if (rule && !rule.accepts(value, formula)) {
      throw new Error(
        `Exception: The data you entered in cell ${formatA1(row, col, 1, 1)} violates the data validation rules set on this cell.`,
      );
    }
  }

  private fill<T>(value: T): T[][] {
    return Array.from({ length: this.numRows }, () => Array.from({ length: this.numCols }, () => value));
  }

  private map<T>(fn: (cell: Cell | undefined, row: number, col: number) => T): T[][] {
    this.sheet.cellsRead += this.numRows * this.numCols;
    const out: T[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const line: T[] = [];
      for (let c = 0; c < this.numCols; c++) {
        const cell = this.sheet.cellAt(this.row + r, this.col + c);
        const v = fn(cell, this.row + r, this.col + c);
        line.push((v instanceof Date ? copyValue(v) : v) as T);
      }
      out.push(line);
    }
    return out;
  }

  private each(fn: (cell: Cell) => void): void {
    for (let r = 0; r < this.numRows; r++) {
      for (let c = 0; c < this.numCols; c++) fn(this.sheet.cellFor(this.row + r, this.col + c));
    }
  }

  private format(fn: (cell: Cell) => void): FakeRange {
    this.sheet.assertEditable(this.rect());
    this.each(fn);
    return this;
  }

  private formatEach<T>(grid: T[][], fn: (cell: Cell, v: T) => void): FakeRange {
    this.checkShape(grid);
    this.sheet.assertEditable(this.rect());
    grid.forEach((row, r) => row.forEach((v, c) => fn(this.sheet.cellFor(this.row + r, this.col + c), v)));
    return this;
  }
}
