/**
 * The fake Spreadsheet: an ordered list of sheets with unique names, an owner and editors,
 * a locale and time zone (how typed dates are read), and its formulas evaluated as Sheets
 * evaluates them (formula/recalc.ts): the one evaluator of the tests and the playground.
 */
import { parseA1 } from './a1';
import type { Cell, CellValue } from './cells';
import type { DateSettings } from './dates';
import type { FakeEnv } from './env';
import { measureEdits, type EditCost, type EditedArea } from './formula/editCost';
import type { CustomFunction } from './formula/evaluate';
import { Recalc } from './formula/recalc';
import { renameInFormula, shiftFormula, type GridChange } from './formula/shift';
import type { FormulaError } from './formula/values';
import type { FakeProtection } from './protection';
import type { FakeRange } from './range';
import type { SheetGrid } from './grid';
import { FileSharing } from './sharing';
import { FakeSharedFile } from './sharedFile';
import { FakeSheet } from './sheet';

export interface FakeToast {
  readonly message: string;
  readonly title: string;
}

/**
 * A new spreadsheet's settings unless a test says otherwise (File → Settings in Sheets). A real
 * spreadsheet's zone is its owner's; the fakes start at `Etc/UTC`.
 */
export const DEFAULT_DATE_SETTINGS: DateSettings = { locale: 'en_US', timeZone: 'Etc/UTC', today: () => new Date() };

type SpreadsheetReads = Pick<
  GoogleAppsScript.Spreadsheet.Spreadsheet,
  | 'getId'
  | 'getName'
  | 'getUrl'
  | 'getNumSheets'
  | 'getSpreadsheetLocale'
  | 'setSpreadsheetLocale'
  | 'getSpreadsheetTimeZone'
>;

export class FakeSpreadsheet extends FakeSharedFile implements SpreadsheetReads {
  readonly kind = 'Spreadsheet';
  private sheets: FakeSheet[] = [];
  private nextSheetId = 0;
  private active: FakeSheet | null = null;
  private readonly recalc = new Recalc<SheetGrid>(this);
  private dateOf: (ms: number) => Date = (ms) => new Date(ms);
  /** The cells edited since `editCost` began measuring; null when it is not. */
  private editsSeen: EditedArea<SheetGrid>[] | null = null;
  /** The range last selected with Range.activate(). */
  activeRange: FakeRange | null = null;
  /** Toasts shown, newest last. */
  readonly toasts: FakeToast[] = [];

  constructor(
    env: FakeEnv,
    private readonly id = 'fake-spreadsheet-id',
    private name = 'Gator campaign',
    /** The named editors besides the owner. */
    editors: readonly string[] = [],
    /** The locale and time zone typed dates are read in. */
    private settings: DateSettings = DEFAULT_DATE_SETTINGS,
  ) {
    super(env, new FileSharing(env.owner, editors));
    this.addSheet('Sheet1');
  }

  getId(): string {
    return this.id;
  }
  /** The locale and time zone typed dates are read in and shown in (dates.ts). */
  get dates(): DateSettings {
    return this.settings;
  }
  getName(): string {
    return this.name;
  }
  rename(name: string): void {
    this.name = name;
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getspreadsheetlocale */
  getSpreadsheetLocale(): string {
    return this.dates.locale;
  }
  /**
   * "Sets the spreadsheet locale" (`de_DE`, `fr_FR`;
   * https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#setspreadsheetlocalelocale),
   * as File → Settings → Locale does: text typed or written afterwards is read in it (locale.ts,
   * dates.ts) and values show in it; what the cells already hold stays as it is.
   */
  setSpreadsheetLocale(locale: string): void {
    this.settings = { ...this.settings, locale: String(locale) };
  }
  /**
   * "Returns the time zone for the spreadsheet", in the long form (`America/New_York`)
   * (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getspreadsheettimezone):
   * dates the sheet shows and the texts it reads as dates are in this zone.
   */
  getSpreadsheetTimeZone(): string {
    return this.settings.timeZone;
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#setspreadsheettimezonetimezone */
  setSpreadsheetTimeZone(timeZone: string): void {
    this.settings = { ...this.settings, timeZone };
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.id}/edit`;
  }
  getSheets(): FakeSheet[] {
    return [...this.sheets];
  }
  getNumSheets(): number {
    return this.sheets.length;
  }
  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.find((s) => s.getName() === name) ?? null;
  }
  getSheetById(id: number): FakeSheet | null {
    return this.sheets.find((s) => s.getSheetId() === id) ?? null;
  }
  getActiveSheet(): FakeSheet {
    return this.active ?? this.sheets[0];
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.active = sheet;
    return sheet;
  }
  /** `insertSheet()`, `insertSheet(name)`, `insertSheet(name, index)` (index 0-based). */
  insertSheet(name?: string, sheetIndex?: number): FakeSheet {
    this.assertFileEditable();
    return this.addSheet(name, sheetIndex);
  }
  private addSheet(name?: string, sheetIndex?: number): FakeSheet {
    const sheetName = name ?? `Sheet${this.sheets.length + 1}`;
    this.checkNewName(sheetName);
    const sheet = new FakeSheet(this, sheetName, this.nextSheetId++);
    const at = sheetIndex === undefined ? this.sheets.length : Math.max(0, Math.min(sheetIndex, this.sheets.length));
    this.sheets.splice(at, 0, sheet);
    this.active = sheet;
    this.changed();
    return sheet;
  }
  deleteSheet(sheet: FakeSheet): void {
    const i = this.sheets.indexOf(sheet);
    if (i < 0) throw new Error('Exception: The sheet does not exist.');
    if (this.sheets.length === 1) {
      throw new Error("Exception: You can't remove all the sheets in a document.");
    }
    sheet.assertEditable();
    this.sheets.splice(i, 1);
    if (this.active === sheet) this.active = null;
    this.changed();
  }
  /** `Tab!A1:C3` (or a range of the active sheet). */
  getRange(a1: string): FakeRange {
    const rect = parseA1(a1);
    const sheet = rect.sheet === undefined ? this.getActiveSheet() : this.getSheetByName(rect.sheet);
    if (!sheet) throw new Error('Exception: Range not found');
    return sheet.getRange(a1.slice(a1.lastIndexOf('!') + 1));
  }
  getActiveRange(): FakeRange | null {
    return this.activeRange;
  }
  getProtections(type: unknown): FakeProtection[] {
    return this.sheets.flatMap((s) => s.getProtections(type));
  }
  toast(message: string, title = '', _timeoutSeconds?: number): void {
    this.toasts.push({ message: String(message), title: String(title) });
  }

  // ---- raw side ----

  indexOf(sheet: FakeSheet): number {
    return this.sheets.indexOf(sheet);
  }
  checkNewName(name: string, renaming?: FakeSheet): void {
    const clash = this.sheets.find((s) => s !== renaming && s.getName().toLowerCase() === name.toLowerCase());
    if (clash) {
      throw new Error(`Exception: A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }
  /**
   * The custom functions formulas may call (the loaded bundle's, by upper-case name, each run as
   * Sheets runs a custom function) and how to make a Date of the bundle's realm.
   */
  useCustomFunctions(functions: (name: string) => CustomFunction | undefined, dateOf?: (ms: number) => Date): void {
    this.recalc.useFunctions(functions, dateOf);
    if (dateOf) this.dateOf = dateOf;
  }
  /** A Date as `getValues` hands it out: a fresh one, of the bundle's realm once one is known. */
  newDate(ms: number): Date {
    return this.dateOf(ms);
  }
  /**
   * Rows or columns of `sheet` were inserted or deleted: every formula's references follow, as in Sheets
   * (formula/shift.ts).
   */
  gridChanged(sheet: SheetGrid, change: GridChange): void {
    // Every cell from the change on moves: as far as the formulas know, all of them changed.
    const from = Math.max(1, change.at);
    if (change.axis === 'row')
      this.edited(sheet, {
        row: from,
        col: 1,
        numRows: Math.max(1, sheet.getMaxRows() - from + 1),
        numCols: sheet.getMaxColumns(),
      });
    else
      this.edited(sheet, {
        row: 1,
        col: from,
        numRows: sheet.getMaxRows(),
        numCols: Math.max(1, sheet.getMaxColumns() - from + 1),
      });
    const name = sheet.getName().toLowerCase();
    this.eachFormula(
      (cell, owner) =>
        (cell.formula = shiftFormula(
          cell.formula,
          (ref) => (ref === undefined ? owner === sheet : ref.toLowerCase() === name),
          change,
        )),
    );
  }
  /** A tab was renamed: every formula naming it names its new name. */
  renamed(from: string, to: string): void {
    this.eachFormula((cell) => (cell.formula = renameInFormula(cell.formula, from, to)));
  }
  private eachFormula(fn: (cell: Cell, sheet: SheetGrid) => void): void {
    for (const sheet of this.sheets) {
      for (const [r, c] of sheet.formulaCells()) fn(sheet.cellAt(r, c) as Cell, sheet);
    }
    this.changed();
  }
  /** A cell changed: formulas are evaluated afresh at the next read. */
  changed(): void {
    this.recalc.changed();
  }
  /**
   * Test and bench probe: runs `edit` (a typed cell, a script's writes) and answers which of
   * the custom-function formulas Sheets would run again after it, and the cells each call
   * receives (formula/editCost.ts). Every write inside `edit` counts as one edit.
   */
  editCost(edit: () => void): EditCost {
    const was = this.editsSeen;
    const seen: EditedArea<SheetGrid>[] = (this.editsSeen = []);
    try {
      edit();
    } finally {
      this.editsSeen = was;
    }
    const recalc = this.recalc;
    return measureEdits<SheetGrid>(
      {
        getSheets: () => this.sheets,
        getSheetByName: (name) => this.getSheetByName(name),
        filledBy: (sheet, row, col) => recalc.filledBy(sheet, row, col),
        customCalls: (sheet, row, col) => recalc.customCalls(sheet, row, col),
      },
      seen,
    );
  }
  /** Cells of `sheet` were written or cleared: what `editCost` measures. */
  edited(sheet: SheetGrid, rect: { row: number; col: number; numRows: number; numCols: number }): void {
    this.editsSeen?.push({ sheet, ...rect });
  }
  /**
   * Whether the empty strings a formula's array spills count for `getLastRow` and
   * `getDataRange` (counted by default: on Google they commonly are — many third-party
   * reports, no Google page — so the fakes take the stricter case).
   */
  countSpilledBlanks(on: boolean): void {
    this.recalc.countSpilledBlanks(on);
  }
  /** A cell's value as `getValues` gives it: a formula's result, a spilled value, a stored value or ''. */
  valueAt(sheet: FakeSheet, row: number, col: number): CellValue {
    return this.recalc.valueAt(sheet, row, col);
  }
  /** Test helper: the error a cell shows, with Sheets' message (`Array result was not expanded …`). */
  errorAt(sheet: FakeSheet, row: number, col: number): FormulaError | undefined {
    return this.recalc.errorAt(sheet, row, col);
  }
  /** How far a sheet's spilled values reach (for getLastRow). */
  spillExtent(sheet: SheetGrid): { rows: number; cols: number } {
    return this.recalc.spillExtent(sheet);
  }
  /** Test helper: the sheet by name, or a thrown error naming it. */
  sheet(name: string): FakeSheet {
    const s = this.getSheetByName(name);
    if (!s) throw new Error(`fake: no sheet named ${name}`);
    return s;
  }
}
