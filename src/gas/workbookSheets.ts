/**
 * The tabs of one spreadsheet as the gateway sees them: looked up by name, inserted, renamed,
 * deleted and sized, each asked of Apps Script once and remembered, so reading a tab's formulas
 * after its values costs one call, not three, and a tab's size is asked once. What was read of
 * a tab's cells is kept here too, so that it follows the tab when it is renamed or deleted;
 * `Workbook` (workbook.ts) reads and writes the cells.
 */
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

/**
 * The grid of a sheet `insertSheet` has just made: 1000 rows × 26 columns, as the Sheets
 * backend gives a sheet added with only its name (the fakes cite the reports). The gateway
 * takes a tab it inserted to be that size instead of asking: one call fewer a tab for Set up.
 */
const NEW_SHEET = { rows: 1000, cols: 26 } as const;

/** The tabs of one spreadsheet, each looked up once; the base of `Workbook`. */
export class WorkbookSheets {
  protected readonly sheets: Record<string, Sheet | null> = {};
  protected readonly dataRanges: Record<string, Range> = {};
  protected readonly values: Record<string, unknown[][]> = {};
  protected readonly sizes: Record<string, { rows?: number; cols?: number }> = {};
  /** Tabs this gateway inserted: nothing in them is formatted but what Gator formatted. */
  protected readonly inserted = new Set<string>();
  /** How many sheets the spreadsheet has, once asked. */
  protected sheetCount: number | undefined;
  /** True once every sheet's name is known: a name not in `sheets` is then no sheet. */
  protected allKnown = false;

  constructor(readonly ss: Spreadsheet) {}

  /** The tab by exact name, or null. */
  sheet(name: string): Sheet | null {
    if (!(name in this.sheets)) this.sheets[name] = this.allKnown ? null : this.ss.getSheetByName(name);
    return this.sheets[name];
  }

  /**
   * Learns every sheet's name in one `getSheets` and a `getName` each: cheaper than a
   * `getSheetByName` per tab on a spreadsheet with few sheets (a new one has one).
   */
  learnSheets(): void {
    const all = this.ss.getSheets();
    this.sheetCount = all.length;
    for (const sheet of all) {
      const name = sheet.getName();
      if (!this.sheets[name]) this.sheets[name] = sheet;
    }
    this.allKnown = true;
  }

  /** The tab, created at the end of the workbook when missing. */
  ensureSheet(name: string): { sheet: Sheet; created: boolean } {
    const existing = this.sheet(name);
    if (existing) return { sheet: existing, created: false };
    if (this.sheetCount === undefined) this.sheetCount = this.ss.getSheets().length;
    const sheet = this.ss.insertSheet(name, this.sheetCount);
    this.sheetCount++;
    this.sheets[name] = sheet;
    this.inserted.add(name);
    this.sizes[name] = { rows: NEW_SHEET.rows, cols: NEW_SHEET.cols };
    return { sheet, created: true };
  }

  /**
   * Inserts an empty tab at `index` (0-based, as `insertSheet` takes it: 0 = first). Throws
   * when a tab of that name exists (any case), as Sheets does.
   */
  insertSheetAt(name: string, index: number): Sheet {
    const sheet = this.ss.insertSheet(name, index);
    if (this.sheetCount !== undefined) this.sheetCount++;
    this.sheets[name] = sheet;
    this.inserted.add(name);
    return sheet;
  }

  /** Renames a tab: its cells, formats and protection stay with it. What was read of it is kept under its new name. */
  renameSheet(from: string, to: string): void {
    const sheet = this.mustSheet(from);
    sheet.setName(to);
    this.sheets[to] = sheet;
    this.sheets[from] = null;
    for (const cache of [this.dataRanges, this.values, this.sizes] as Record<string, unknown>[]) {
      if (from in cache) {
        cache[to] = cache[from];
        delete cache[from];
      }
    }
    if (this.inserted.delete(from)) this.inserted.add(to);
  }

  /** Every tab's name, in the workbook's order: one `getSheets` and a `getName` each. */
  sheetNames(): string[] {
    const all = this.ss.getSheets();
    this.sheetCount = all.length;
    return all.map((sheet) => {
      const name = sheet.getName();
      this.sheets[name] = sheet;
      return name;
    });
  }

  /** Deletes a tab (nothing when it is missing). */
  deleteSheet(name: string): void {
    const sheet = this.sheet(name);
    if (!sheet) return;
    this.ss.deleteSheet(sheet);
    this.sheets[name] = null;
    delete this.dataRanges[name];
    delete this.values[name];
    delete this.sizes[name];
    this.inserted.delete(name);
    if (this.sheetCount !== undefined) this.sheetCount--;
  }

  /** How many rows a tab has (`getMaxRows`), asked once. */
  maxRows(tab: string): number {
    const size = this.sizeOf(tab);
    if (size.rows === undefined) size.rows = this.mustSheet(tab).getMaxRows();
    return size.rows;
  }

  /** How many columns a tab has (`getMaxColumns`), asked once. */
  maxColumns(tab: string): number {
    const size = this.sizeOf(tab);
    if (size.cols === undefined) size.cols = this.mustSheet(tab).getMaxColumns();
    return size.cols;
  }

  /**
   * Grows or shrinks a tab's grid to `rows` rows, at its bottom: one insert or delete call.
   * `aboveLast`: new rows go in above the last row (a blank one), inside every range that
   * reaches it (a dropdown's list of names, a colour rule), which Sheets then widens to take them
   * in — a range ending at the last row would not grow with rows added below it. Rows deleted
   * must hold nothing: the caller has made sure.
   */
  setRowCount(tab: string, rows: number, aboveLast = false): void {
    const sheet = this.mustSheet(tab);
    const now = this.maxRows(tab);
    if (rows > now && aboveLast && now > 2) sheet.insertRowsBefore(now, rows - now);
    else if (rows > now) sheet.insertRowsAfter(now, rows - now);
    else if (rows < now) sheet.deleteRows(rows + 1, now - rows);
    this.sizeOf(tab).rows = rows;
  }

  /** Inserts `count` blank rows right under row `row` (1-based): one call; the tab's size follows. */
  insertRowsAfter(tab: string, row: number, count: number): void {
    this.mustSheet(tab).insertRowsAfter(row, count);
    const size = this.sizeOf(tab);
    if (size.rows !== undefined) size.rows += count;
  }

  protected sizeOf(tab: string): { rows?: number; cols?: number } {
    return (this.sizes[tab] = this.sizes[tab] ?? {});
  }

  protected mustSheet(tab: string): Sheet {
    const sheet = this.sheet(tab);
    if (!sheet) throw new Error(`Workbook: no tab ${tab}`);
    return sheet;
  }
}
