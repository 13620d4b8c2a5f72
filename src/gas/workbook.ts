/**
 * The sheet gateway: the only place that reads and writes cells of the
 * campaign spreadsheet, in whole ranges. A round costs one `getValues` per tab read, one
 * `getFormulas` per tab written, one `getNumberFormats` per tab written and one `setValues`
 * per block of Gator's columns written (one, or one each side of a GM's column), and one
 * `setValues` for the log — however many mechs there are.
 *
 * Apps Script specifics handled here: `getValues` gives '' for empty cells and numbers as
 * numbers; `setValues` needs the exact shape of its range and throws past the sheet's
 * last row, so a write grows the sheet first; `setValues` parses text as if typed, except
 * in a cell formatted as plain text (`@`), so every write reads the number formats of the
 * cells it writes and hands over text as `cellInput` says: made safe (no formula, number or
 * date ever appears where text was meant), or as it is in a plain-text cell.
 */
import { inputOf, type Block, type Formulas, type RangeWrite } from '../sheet/write/cellValue';
import { WorkbookSheets } from './workbookSheets';

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
 * One spreadsheet seen through the gateway: the cells of its tabs, read and written in whole
 * ranges. Its tabs, and what was read of them, are `WorkbookSheets`'s.
 */
export class Workbook extends WorkbookSheets {
  /**
   * Row 1 of a tab, to its last column, or undefined when there is no such tab: one
   * `Spreadsheet.getRange('Tab'!1:1)` and its `getValues` — no `getSheetByName` first: Sheets
   * refuses a range of a missing tab ("Range not found"), and only then is the tab looked up.
   */
  headerRow(name: string): unknown[] | undefined {
    if (name in this.sheets || this.allKnown) {
      const known = this.sheet(name);
      return known ? known.getRange('1:1').getValues()[0] : undefined;
    }
    try {
      return this.ss.getRange(`'${name.replace(/'/g, "''")}'!1:1`).getValues()[0];
    } catch (err) {
      // Not relying on the message's words: the tab is missing only if Sheets says so by name.
      const sheet = this.ss.getSheetByName(name);
      this.sheets[name] = sheet;
      if (sheet) throw err;
      return undefined;
    }
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

  /**
   * The writes, tab by tab: the tab grown first when a write reaches past its edge, the
   * number formats of the cells written read in one call, then one `setValues` per write.
   */
  write(writes: readonly RangeWrite[]): void {
    const byTab: Record<string, RangeWrite[]> = {};
    for (const w of writes) {
      if (w.values.length === 0 || w.values[0].length === 0) continue;
      (byTab[w.tab] = byTab[w.tab] ?? []).push(w);
    }
    for (const tab of Object.keys(byTab)) this.writeTab(tab, byTab[tab]);
  }

  /**
   * One block written as `write` writes it, and its range returned, so that Set up formats
   * the very cells it wrote (bold, notes) without asking for the range again.
   */
  writeBlock(w: RangeWrite): Range {
    return this.writeTab(w.tab, [w]);
  }

  /** The writes of one tab; returns the range of their bounding box. */
  private writeTab(tab: string, writes: readonly RangeWrite[]): Range {
    const sheet = this.sheet(tab);
    if (!sheet) throw new Error(`Workbook: no tab ${tab} to write ${writes[0].a1}`);
    const box = boundingBox(writes);
    this.fit(sheet, tab, box.row + box.rows - 1, box.col + box.cols - 1);
    const boxRange = sheet.getRange(box.row, box.col, box.rows, box.cols);
    const formats = this.formatsOf(tab, boxRange);
    for (const w of writes) {
      const range =
        writes.length === 1 ? boxRange : sheet.getRange(w.row, w.column, w.values.length, w.values[0].length);
      const at = formats
        ?.slice(w.row - box.row, w.row - box.row + w.values.length)
        .map((line) => line.slice(w.column - box.col));
      range.setValues(inputOf(w, at));
    }
    return boxRange;
  }

  /** The number formats of a range about to be written; none to read in a tab this gateway inserted. */
  private formatsOf(tab: string, range: Range): string[][] | undefined {
    return this.inserted.has(tab) ? undefined : range.getNumberFormats();
  }

  /**
   * Appends rows under the last used row of a tab with one `setValues` (rows padded to the
   * same width), each cell holding exactly the value given (see `cellInput`). `start`, when
   * the caller has it already, is the row the first one goes in (the last used row + 1).
   */
  append(tab: string, rows: readonly (readonly unknown[])[], start?: number): Appended {
    const sheet = this.sheet(tab);
    if (!sheet) throw new Error(`Workbook: no tab ${tab} to append to`);
    const row = start ?? sheet.getLastRow() + 1;
    if (rows.length === 0) return { tab, row, count: 0 };
    let width = 0;
    for (let i = 0; i < rows.length; i++) width = Math.max(width, rows[i].length);
    // A row of the full width goes in as it is: inputOf only reads it.
    const grid = rows.map((r) =>
      r.length === width ? r : [...r, ...new Array<unknown>(width - r.length).fill('')],
    ) as unknown[][];
    // One spare row below: deleting these rows later (Undo) must never remove every
    // non-frozen row, which Sheets refuses.
    this.fit(sheet, tab, row + rows.length, width, true);
    const range = sheet.getRange(row, 1, grid.length, width);
    range.setValues(inputOf({ tab, row, column: 1, values: grid, a1: '' }, this.formatsOf(tab, range)));
    return { tab, row, count: rows.length };
  }

  /** The last row of a tab holding anything (0 when empty or missing): one call. */
  lastRow(tab: string): number {
    const sheet = this.sheet(tab);
    return sheet ? sheet.getLastRow() : 0;
  }

  /** The last column of a tab holding anything (0 when empty or missing): one call. */
  lastColumn(tab: string): number {
    const sheet = this.sheet(tab);
    return sheet ? sheet.getLastColumn() : 0;
  }

  /**
   * The values of a rectangle of a tab (1-based, as `getRange` takes it, inside the sheet),
   * in one read. [] when the tab is missing or the rectangle empty.
   */
  readRange(tab: string, row: number, column: number, rows: number, cols: number): Grid {
    const sheet = this.sheet(tab);
    if (!sheet || rows < 1 || cols < 1) return [];
    return sheet.getRange(row, column, rows, cols).getValues();
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
      const size = this.sizes[tab];
      if (size && size.rows !== undefined) size.rows -= end - start + 1;
      end = start = row;
    }
  }

  /**
   * Grows a sheet to hold `lastRow` × `lastCol`. Inside the data range already read there
   * is nothing to check (no call); past it, one look at the sheet's size (`size`).
   */
  private fit(sheet: Sheet, tab: string, lastRow: number, lastCol: number, unknownSize = false): void {
    const known = this.values[tab];
    if (!unknownSize && known && lastRow <= known.length && lastCol <= (known[0]?.length ?? 0)) return;
    const rows = this.maxRows(tab);
    if (lastRow > rows) {
      sheet.insertRowsAfter(rows, lastRow - rows);
      this.sizeOf(tab).rows = lastRow;
    }
    const cols = this.maxColumns(tab);
    if (lastCol > cols) {
      sheet.insertColumnsAfter(cols, lastCol - cols);
      this.sizeOf(tab).cols = lastCol;
    }
  }
}

/** The smallest rectangle (1-based) holding every write of a tab. */
function boundingBox(writes: readonly RangeWrite[]): Block {
  let top = Infinity;
  let left = Infinity;
  let bottom = 0;
  let right = 0;
  for (const w of writes) {
    top = Math.min(top, w.row);
    left = Math.min(left, w.column);
    bottom = Math.max(bottom, w.row + w.values.length - 1);
    right = Math.max(right, w.column + w.values[0].length - 1);
  }
  return { row: top, col: left, rows: bottom - top + 1, cols: right - left + 1 };
}
