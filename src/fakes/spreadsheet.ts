/**
 * The fake Spreadsheet: an ordered list of sheets with unique names, an owner and
 * editors, and an optional formula evaluator (the playground plugs a formula engine in;
 * without one a formula cell reads as its last stored value, '' by default).
 */
import { parseA1 } from './a1';
import type { CellValue } from './cells';
import { FakeObject } from './calls';
import type { FakeEnv } from './env';
import { FakeProtection, FakeUser } from './protection';
import type { FakeRange } from './range';
import { FakeSheet } from './sheet';

/** Computes a formula cell's value; undefined leaves the stored value. */
export type FormulaEvaluator = (sheet: FakeSheet, row: number, col: number, formula: string) => CellValue | undefined;

export interface FakeToast {
  readonly message: string;
  readonly title: string;
}

export class FakeSpreadsheet extends FakeObject implements Pick<GoogleAppsScript.Spreadsheet.Spreadsheet, 'getId' | 'getName' | 'getUrl' | 'getNumSheets' | 'getSpreadsheetTimeZone'> {
  readonly kind = 'Spreadsheet';
  private sheets: FakeSheet[] = [];
  private nextSheetId = 0;
  private active: FakeSheet | null = null;
  private evaluator: FormulaEvaluator | null = null;
  /** The range last selected with Range.activate(). */
  activeRange: FakeRange | null = null;
  /** Toasts shown, newest last. */
  readonly toasts: FakeToast[] = [];

  constructor(
    readonly env: FakeEnv,
    private readonly id = 'fake-spreadsheet-id',
    private name = 'Gator campaign',
    /** Everyone with edit access besides the owner. */
    private readonly editors: string[] = [],
  ) {
    super();
    this.insertSheet('Sheet1');
  }

  getId(): string {
    return this.id;
  }
  /**
   * "Returns the time zone for the spreadsheet", in the long form (`America/New_York`)
   * (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getspreadsheettimezone):
   * dates the sheet shows and the texts it reads as dates are in this zone. A new spreadsheet's
   * zone is its owner's; the fakes start at `Etc/UTC`.
   */
  getSpreadsheetTimeZone(): string {
    return this.timeZone;
  }
  /** https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#setspreadsheettimezonetimezone */
  setSpreadsheetTimeZone(timeZone: string): void {
    this.timeZone = timeZone;
  }
  private timeZone = 'Etc/UTC';
  getName(): string {
    return this.name;
  }
  rename(name: string): void {
    this.name = name;
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.id}/edit`;
  }
  getOwner(): FakeUser {
    return new FakeUser(this.env.owner);
  }
  getEditors(): FakeUser[] {
    return this.getEditorEmails().map((e) => new FakeUser(e));
  }
  addEditor(email: string): FakeSpreadsheet {
    if (!this.editors.includes(email)) this.editors.push(email);
    return this;
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
    const sheetName = name ?? `Sheet${this.sheets.length + 1}`;
    this.checkNewName(sheetName);
    const sheet = new FakeSheet(this, sheetName, this.nextSheetId++);
    const at = sheetIndex === undefined ? this.sheets.length : Math.max(0, Math.min(sheetIndex, this.sheets.length));
    this.sheets.splice(at, 0, sheet);
    this.active = sheet;
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

  getEditorEmails(): string[] {
    return [this.env.owner, ...this.editors.filter((e) => e !== this.env.owner)];
  }
  indexOf(sheet: FakeSheet): number {
    return this.sheets.indexOf(sheet);
  }
  checkNewName(name: string, renaming?: FakeSheet): void {
    const clash = this.sheets.find((s) => s !== renaming && s.getName().toLowerCase() === name.toLowerCase());
    if (clash) {
      throw new Error(`Exception: A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }
  /** Plugs a formula engine in (the playground); null leaves formula cells at their stored values. */
  setEvaluator(evaluator: FormulaEvaluator | null): void {
    this.evaluator = evaluator;
  }
  evaluate(sheet: FakeSheet, row: number, col: number, formula: string): CellValue | undefined {
    return this.evaluator ? this.evaluator(sheet, row, col, formula) : undefined;
  }
  /** Test helper: the sheet by name, or a thrown error naming it. */
  sheet(name: string): FakeSheet {
    const s = this.getSheetByName(name);
    if (!s) throw new Error(`fake: no sheet named ${name}`);
    return s;
  }
}
