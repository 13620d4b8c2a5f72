/**
 * The sheet gateway (STYLE 10): the only place that reads and writes cells of the
 * campaign spreadsheet, in whole ranges. A round costs one `getValues` per tab read, one
 * `getFormulas` and one `setValues` per tab written, and one `setValues` for the log —
 * however many mechs there are (issue 4, Performance).
 *
 * Apps Script specifics handled here: `getValues` gives '' for empty cells and numbers as
 * numbers; `setValues` needs the exact shape of its range and throws past the sheet's
 * last row, so a write grows the sheet first; strings are made safe by the sheet layer's
 * `safeCellValue` (no formula, number or date ever appears where text was meant).
 */
import type { Formulas, RangeWrite } from '../sheet/cellValue';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

export type Grid = unknown[][];
/** Tab name → `getValues()` of its data range. */
export type Tabs = Record<string, Grid>;

/** Where appended rows landed, 1-based. */
export interface Appended {
  readonly tab: string;
  readonly row: number;
  readonly count: number;
}

/**
 * One spreadsheet seen through the gateway. It remembers the sheets and data ranges it
 * has looked up, so reading a tab's formulas after its values costs one call, not three.
 */
export class Workbook {
  private readonly sheets: Record<string, Sheet | null> = {};
  private readonly dataRanges: Record<string, Range> = {};
  private readonly values: Tabs = {};

  constructor(readonly ss: Spreadsheet) {}

  /** The tab by exact name, or null. */
  sheet(name: string): Sheet | null {
    if (!(name in this.sheets)) this.sheets[name] = this.ss.getSheetByName(name);
    return this.sheets[name];
  }

  /** The tab, created at the end of the workbook when missing. */
  ensureSheet(name: string): { sheet: Sheet; created: boolean } {
    const existing = this.sheet(name);
    if (existing) return { sheet: existing, created: false };
    const sheet = this.ss.insertSheet(name, this.ss.getSheets().length);
    this.sheets[name] = sheet;
    return { sheet, created: true };
  }

  /** One `getDataRange().getValues()` per tab; tabs that do not exist are left out. */
  readTabs(names: readonly string[]): Tabs {
    const out: Tabs = {};
    for (const name of names) {
      const sheet = this.sheet(name);
      if (!sheet) continue;
      const range = sheet.getDataRange();
      this.dataRanges[name] = range;
      this.values[name] = range.getValues();
      out[name] = this.values[name];
    }
    return out;
  }

  /** The formulas of tabs already read, aligned with their values ('' for plain values). */
  readFormulas(names: readonly string[]): Formulas {
    const out: Record<string, string[][]> = {};
    for (const name of names) {
      const range = this.dataRanges[name];
      if (!range) throw new Error(`Workbook: ${name} was not read before its formulas`);
      out[name] = range.getFormulas();
    }
    return out;
  }

  /** One `setValues` per write, growing a tab first when the write reaches past its edge. */
  write(writes: readonly RangeWrite[]): void {
    for (const w of writes) {
      const sheet = this.sheet(w.tab);
      if (!sheet) throw new Error(`Workbook: no tab ${w.tab} to write ${w.a1}`);
      const rows = w.values.length;
      const cols = rows > 0 ? w.values[0].length : 0;
      if (rows === 0 || cols === 0) continue;
      this.fit(sheet, w.tab, w.row + rows - 1, w.column + cols - 1);
      sheet.getRange(w.row, w.column, rows, cols).setValues(w.values);
    }
  }

  /**
   * Appends rows under the last used row of a tab with one `setValues` (rows padded to the
   * same width). Values go in as given: callers pass cells already made safe.
   */
  append(tab: string, rows: readonly (readonly unknown[])[]): Appended {
    const sheet = this.sheet(tab);
    if (!sheet) throw new Error(`Workbook: no tab ${tab} to append to`);
    const start = sheet.getLastRow() + 1;
    if (rows.length === 0) return { tab, row: start, count: 0 };
    let width = 0;
    for (let i = 0; i < rows.length; i++) width = Math.max(width, rows[i].length);
    // A row of the full width goes in as it is: setValues only reads it.
    const grid = rows.map((r) => (r.length === width ? r : [...r, ...new Array<unknown>(width - r.length).fill('')])) as unknown[][];
    // One spare row below: deleting these rows later (Undo) must never remove every
    // non-frozen row, which Sheets refuses.
    this.fit(sheet, tab, start + rows.length, width, true);
    sheet.getRange(start, 1, grid.length, width).setValues(grid);
    return { tab, row: start, count: rows.length };
  }

  /** Deletes whole rows, bottom run first so earlier positions stay right. */
  deleteRows(tab: string, rows: readonly number[]): void {
    const sheet = this.sheet(tab);
    if (!sheet || rows.length === 0) return;
    const sorted = Array.from(new Set(rows)).sort((a, b) => b - a);
    let end = sorted[0];
    let start = end;
    for (const row of sorted.slice(1).concat([-1])) {
      if (row === start - 1) {
        start = row;
        continue;
      }
      sheet.deleteRows(start, end - start + 1);
      end = start = row;
    }
  }

  /**
   * Grows a sheet to hold `lastRow` × `lastCol`. Inside the data range already read there
   * is nothing to check (no call); past it, one look at the sheet's size.
   */
  private fit(sheet: Sheet, tab: string, lastRow: number, lastCol: number, unknownSize = false): void {
    const known = this.values[tab];
    if (!unknownSize && known && lastRow <= known.length && lastCol <= (known[0]?.length ?? 0)) return;
    const maxRows = sheet.getMaxRows();
    if (lastRow > maxRows) sheet.insertRowsAfter(maxRows, lastRow - maxRows);
    const maxCols = sheet.getMaxColumns();
    if (lastCol > maxCols) sheet.insertColumnsAfter(maxCols, lastCol - maxCols);
  }
}
