/**
 * The fake Range: a rectangle of a FakeSheet (rangeCells.ts) with its formats
 * (rangeFormats.ts) and, here, its values. Reads and writes follow Sheets: values come back
 * as '' / number / boolean / string / Date, a formula's cell and the cells its array result
 * fills read as the values computed (formula/recalc.ts); setValues demands the exact shape and
 * parses strings like typed input, dates included (cells.ts, dates.ts); protected sheets refuse
 * writes by users who are not editors, and "reject input" validation refuses invalid values.
 */
import { formatA1 } from './a1';
import { displayOf, parseInput, type Cell } from './cells';
import type { FakeProtection } from './protection';
import { RangeFormats } from './rangeFormats';

/** Most characters one cell may hold. */
const CELL_LIMIT = 50000;

/** The Range methods whose signatures the fake matches exactly (the compiler checks them). */
type RangeReads = Pick<
  GoogleAppsScript.Spreadsheet.Range,
  | 'getValues'
  | 'getValue'
  | 'getDisplayValues'
  | 'getDisplayValue'
  | 'getFormulas'
  | 'getFormula'
  | 'getA1Notation'
  | 'getRow'
  | 'getRowIndex'
  | 'getColumn'
  | 'getNumRows'
  | 'getNumColumns'
  | 'getLastRow'
  | 'getLastColumn'
  | 'isBlank'
  | 'getBackground'
  | 'getBackgrounds'
  | 'getNumberFormat'
  | 'getNumberFormats'
  | 'getNote'
  | 'getNotes'
>;

export class FakeRange extends RangeFormats implements RangeReads {
  readonly kind = 'Range';

  getCell(row: number, column: number): FakeRange {
    if (row < 1 || row > this.numRows || column < 1 || column > this.numCols) {
      throw new Error('Exception: Cell reference out of range');
    }
    return new FakeRange(this.sheet, this.row + row - 1, this.col + column - 1, 1, 1);
  }
  /**
   * Protects these cells (protection.ts): https://developers.google.com/apps-script/reference/spreadsheet/range#protect
   */
  protect(): FakeProtection {
    return this.sheet.protectRange(this);
  }
  /**
   * Merges the range into one cell showing its upper-left cell's content; the others' content is
   * cleared (the stricter reading: the reference does not say what becomes of it)
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#merge).
   */
  merge(): FakeRange {
    this.sheet.assertEditable(this.rect());
    this.sheet.merges.merge(this.rect(), this.sheet.getFrozenRows(), this.sheet.getFrozenColumns());
    for (let r = this.row; r < this.row + this.numRows; r++) {
      for (let c = this.col; c < this.col + this.numCols; c++) {
        if ((r === this.row && c === this.col) || !this.sheet.cellAt(r, c)) continue;
        Object.assign(this.sheet.cellFor(r, c), { value: '', formula: '' });
      }
    }
    this.sheet.parent.edited(this.sheet, this.rect());
    return this;
  }
  /**
   * Whether any cell of the range is part of a merge
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#ispartofmerge).
   */
  isPartOfMerge(): boolean {
    return this.sheet.merges.touching(this.rect()).length > 0;
  }
  /**
   * The merges sharing a cell with the range
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#getmergedranges).
   */
  getMergedRanges(): FakeRange[] {
    return this.sheet.merges
      .touching(this.rect())
      .map((m) => new FakeRange(this.sheet, m.row, m.col, m.numRows, m.numCols));
  }
  /**
   * Splits the merges inside the range into their cells again
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#breakapart).
   */
  breakApart(): FakeRange {
    this.sheet.assertEditable(this.rect());
    this.sheet.merges.breakApart(this.rect());
    return this;
  }
  /** Selects the range in the UI: its sheet becomes the active one. */
  activate(): FakeRange {
    this.sheet.parent.setActiveSheet(this.sheet);
    this.sheet.parent.activeRange = this;
    return this;
  }
  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): FakeRange {
    return this.sheet.getRange(
      this.row + rowOffset,
      this.col + columnOffset,
      numRows ?? this.numRows,
      numColumns ?? this.numCols,
    );
  }

  // ---- values and formulas ----

  getValues(): unknown[][] {
    const book = this.sheet.parent;
    return this.map((_, r, c) => book.valueAt(this.sheet, r, c));
  }
  getValue(): unknown {
    return this.getCell(1, 1).getValues()[0][0];
  }
  getDisplayValues(): string[][] {
    const book = this.sheet.parent;
    return this.map((_, r, c) => displayOf(book.valueAt(this.sheet, r, c), book.dates));
  }
  getDisplayValue(): string {
    return this.getCell(1, 1).getDisplayValues()[0][0];
  }
  /** The formulas typed in the cells; '' elsewhere, in the cells an array result fills too. */
  getFormulas(): string[][] {
    return this.map((cell) => cell?.formula ?? '');
  }
  getFormula(): string {
    return this.getCell(1, 1).getFormulas()[0][0];
  }
  isBlank(): boolean {
    const book = this.sheet.parent;
    return this.map((cell, r, c) => (!cell || cell.formula === '') && book.valueAt(this.sheet, r, c) === '').every(
      (row) => row.every(Boolean),
    );
  }

  setValues(values: unknown[][]): FakeRange {
    this.checkShape(values);
    this.sheet.assertEditable(this.rect());
    const dates = this.sheet.parent.dates;
    // Parse and validate every cell before writing any: Sheets rejects the call as a whole.
    const parsed = values.map((row, r) =>
      row.map((v, c) => parseInput(v, this.sheet.cellAt(this.row + r, this.col + c)?.numberFormat, dates)),
    );
    parsed.forEach((row, r) =>
      row.forEach((p, c) => {
        this.checkValidation(this.row + r, this.col + c, p.value, p.formula);
        const text = p.formula || (typeof p.value === 'string' ? p.value : '');
        if (text.length > CELL_LIMIT) {
          throw new Error(
            `Exception: Your input contains more than the maximum of ${CELL_LIMIT} characters in a single cell.`,
          );
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
    this.sheet.parent.edited(this.sheet, this.rect());
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
    this.sheet.parent.edited(this.sheet, this.rect());
    return this;
  }
  clear(): FakeRange {
    this.clearContent();
    this.clearFormat();
    return this.clearDataValidations();
  }

  private checkValidation(row: number, col: number, value: Cell['value'], formula: string): void {
    const rule = this.sheet.cellAt(row, col)?.validation;
    if (rule && !rule.accepts(value, formula)) {
      throw new Error(
        `Exception: The data you entered in cell ${formatA1(row, col, 1, 1)} violates the data validation rules set on this cell.`,
      );
    }
  }
}
