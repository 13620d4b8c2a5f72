/**
 * One playground workbook: the in-memory Apps Script services (src/fakes), the BUILT bundle
 * loaded against them, its custom functions called by the fake's own formulas. The page's
 * grid, the sidebar and the map all talk to the same session, as the GM's spreadsheet, the
 * sidebar and the dialog all talk to one spreadsheet in Google Sheets.
 */
import vm from 'node:vm';
import { createFakeServices, type CallLog, type FakeServices } from '../src/fakes';
import { loadBundle, type DistFiles, type LoadedBundle } from './bundle';
import { ShownCells } from './formulas';
import { typeTnFormulas } from './tnFormulas';
import { workbookView, type WorkbookView } from './view';
import type { SheetData } from './xlsx';

/** Service kinds whose non-getter calls change the workbook (a lock or a toast does not). */
const WORKBOOK_KINDS = new Set(['Spreadsheet', 'Sheet', 'Range', 'RangeList', 'Protection']);

/** How many workbook-changing calls the add-on has made through the services. */
function workbookChanges(log: CallLog): number {
  let n = 0;
  for (const key of Object.keys(log.calls)) {
    const dot = key.indexOf('.');
    if (WORKBOOK_KINDS.has(key.slice(0, dot)) && !/^(get|is|can)[A-Z]/.test(key.slice(dot + 1))) n += log.calls[key];
  }
  return n;
}

export class Session {
  readonly fake: FakeServices;
  readonly bundle: LoadedBundle;
  readonly formulas: ShownCells;
  private version = 1;
  private changesSeen = 0;

  private constructor(dist: DistFiles) {
    this.fake = createFakeServices({ html: dist.html, spreadsheetName: 'Gator playground' });
    this.bundle = loadBundle(dist.code, this.fake.globals());
    // The sheet's formulas call the bundle's custom functions as Sheets calls them, with Dates
    // of the bundle's realm: the same wiring as the tests' (test/server/harness.ts).
    this.fake.useBundle(this.bundle.context, vm.runInContext('Date', this.bundle.context) as DateConstructor);
    this.formulas = new ShownCells(this.fake.book);
  }

  /**
   * The demo battle, set up by the add-on's own menu functions (`setupCampaign`, answering No
   * to its demo question, then `loadDemoBattle`), with the players' TN formulas typed in.
   */
  static demo(dist: DistFiles): Session {
    const s = new Session(dist);
    s.fake.ui.answers.push('NO');
    s.call('setupCampaign', []);
    s.call('loadDemoBattle', []);
    const alert = s.fake.ui.alerts[s.fake.ui.alerts.length - 1];
    if (!alert || !/^Loaded /.test(alert.prompt))
      throw new Error(`playground: the demo battle did not load: ${alert ? alert.prompt : 'no answer'}`);
    typeTnFormulas(s.fake.book, { attackTn: s.bundle.customFunctions.includes('ATTACKTN') });
    s.fake.book.setActiveSheet(s.fake.book.sheet('Attacks'));
    return s;
  }

  /** A workbook read from a file (src/playground/xlsx.ts): values, formulas, formats, hidden tabs. */
  static fromSheets(dist: DistFiles, sheets: readonly SheetData[]): Session {
    if (sheets.length === 0) throw new Error('The file has no sheet.');
    const s = new Session(dist);
    const book = s.fake.book;
    const first = book.getSheets()[0];
    for (const data of sheets) {
      const sheet = data.name === first.getName() ? first : book.insertSheet(data.name);
      if (data.rows > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), data.rows - sheet.getMaxRows());
      if (data.cols > sheet.getMaxColumns())
        sheet.insertColumnsAfter(sheet.getMaxColumns(), data.cols - sheet.getMaxColumns());
      for (const c of data.cells) {
        const cell = sheet.cellFor(c.row, c.col);
        cell.value = c.value;
        cell.formula = c.formula;
        if (c.numberFormat) cell.numberFormat = c.numberFormat;
        if (c.wrap) cell.wrap = true;
        if (c.note) cell.note = c.note;
      }
      for (const a1 of data.merges) sheet.getRange(a1).merge();
      try {
        if (data.frozenRows > 0) sheet.setFrozenRows(data.frozenRows);
        if (data.frozenColumns > 0) sheet.setFrozenColumns(data.frozenColumns);
      } catch {
        // A file from elsewhere may freeze through a merge, which Sheets refuses: its cells are kept, unfrozen.
      }
      data.widths.forEach((w, i) => (w > 0 ? sheet.setColumnWidth(i + 1, w) : undefined));
    }
    if (!sheets.some((d) => d.name === first.getName())) book.deleteSheet(first);
    for (const data of sheets) if (data.hidden) book.sheet(data.name).hideSheet();
    const visible = book.getSheets().find((sh) => !sh.isSheetHidden());
    if (visible) book.setActiveSheet(visible);
    return s;
  }

  /** Every function google.script.run may call: the endpoints of the bundle's registry (src/entry/endpoints.ts). */
  endpoints(): readonly string[] {
    return this.bundle.endpoints;
  }

  /**
   * Calls an endpoint as google.script.run does: the bundle's top-level function of that name,
   * plain JSON back. Throws for a name the registry does not list, and whatever the function throws.
   */
  call(name: string, args: readonly unknown[]): unknown {
    const fn = this.bundle.endpoints.includes(name) ? this.bundle.fn(name) : undefined;
    if (!fn) throw new Error(`Script function not found: ${name}`);
    try {
      const value = fn(...args);
      return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
    } finally {
      this.noteChanges();
    }
  }

  /** A dialog the add-on opened (Ui.showModalDialog), by its number in order of opening. */
  dialog(id: number): { readonly title: string; readonly html: string } | undefined {
    const d = this.fake.ui.dialogs[id];
    return d ? { title: d.title, html: d.html.getContent() } : undefined;
  }

  private noteChanges(): void {
    const changes = workbookChanges(this.fake.log);
    if (changes !== this.changesSeen) {
      this.changesSeen = changes;
      this.version++;
    }
  }

  /**
   * Types `input` into a cell (1-based) as a user types into Sheets: `=…` is a formula, `0609`
   * a number unless the cell is plain text, '' clears it; the cell's validation may refuse it.
   * The fake then evaluates the formulas afresh at the next read.
   */
  edit(tab: string, row: number, col: number, input: string): void {
    const sheet = this.fake.book.sheet(tab);
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 1 || col < 1)
      throw new Error(`No cell at row ${row}, column ${col}.`);
    if (row > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), row - sheet.getMaxRows());
    if (col > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), col - sheet.getMaxColumns());
    const range = sheet.getRange(row, col);
    if (input === '') range.clearContent();
    else range.setValue(input);
    this.version++;
  }

  view(): WorkbookView {
    this.noteChanges();
    return workbookView(this.fake, this.formulas, this.version);
  }
}
