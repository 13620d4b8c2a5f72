/**
 * Sheet and range protection as Google documents it (for Protect the campaign):
 * - class Protection (https://developers.google.com/apps-script/reference/spreadsheet/protection):
 *   a protection is of a sheet or of a range; a new one's editors mirror the spreadsheet's until
 *   the script changes them; `canEdit` says whether the user may edit it; the owner and the user
 *   running the script cannot be removed from its editors.
 * - `setUnprotectedRanges` (…/protection#setunprotectedrangesranges): a protected sheet may
 *   leave regions unprotected; unprotected ranges are only supported on protected sheets
 *   (Sheets API, ProtectedRange.unprotectedRanges).
 * - The Sheets help page on protected ranges (https://support.google.com/docs/answer/1218656,
 *   "Protect, hide, and edit sheets"): "Except certain cells" carves the unprotected regions
 *   out of a sheet's protection, a range may then be protected on its own inside them, and the
 *   owner can always edit.
 * - `getEditors()` and `canDomainEdit()` throw "if the user does not have permission to edit the
 *   protected range or sheet" (…/protection#geteditors, …/protection#candomainedit); `canEdit()`
 *   "Determines whether the user has permission to edit the protected range or sheet" and
 *   answers for anyone (…/protection#canedit). The Sheets API agrees: a protected range's
 *   editors are "only visible to users with edit access to the protected range and the
 *   document" (https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets/sheets#ProtectedRange).
 * - Warning-only (`setWarningOnly`, …/protection#setwarningonlywarningonly): "every user can edit
 *   data in the protected range, except editing will prompt a warning"; "if this field is true,
 *   then editors are ignored. Additionally, if this field is changed from true to false and the
 *   editors field is not set …, then the editors will be set to all the editors in the document"
 *   (Sheets API, ProtectedRange.warningOnly). So a protection taken over from "Show a warning"
 *   must be turned to restricting before its editors are set, or they are reset to everyone.
 * A cell is editable by a user when they may edit the file (sharing.ts: `Protection.addEditor`
 * does not share the file) and every protection covering it lets them: the sheet's (unless
 * the cell lies in one of its unprotected ranges) and each range protection whose range holds
 * the cell. Typing and a script's write are refused alike, with Sheets' message.
 */
import { FakeObject } from './calls';
import type { FakeEnv } from './env';
import type { FakeRange } from './range';
import type { FakeSheet } from './sheet';

export class FakeUser extends FakeObject implements Pick<GoogleAppsScript.Base.User, 'getEmail'> {
  readonly kind = 'User';
  constructor(private readonly email: string) {
    super();
  }
  getEmail(): string {
    return this.email;
  }
}

type EditorArg = string | FakeUser;

function emailOf(editor: EditorArg): string {
  return typeof editor === 'string' ? editor : editor.getEmail();
}

/** A rectangle of cells, 1-based. */
export interface CellRect {
  readonly row: number;
  readonly col: number;
  readonly numRows: number;
  readonly numCols: number;
}

function rectOf(range: FakeRange): CellRect {
  return { row: range.getRow(), col: range.getColumn(), numRows: range.getNumRows(), numCols: range.getNumColumns() };
}

function holds(rect: CellRect, row: number, col: number): boolean {
  return row >= rect.row && row < rect.row + rect.numRows && col >= rect.col && col < rect.col + rect.numCols;
}

function overlaps(a: CellRect, b: CellRect): boolean {
  return (
    a.row < b.row + b.numRows && b.row < a.row + a.numRows && a.col < b.col + b.numCols && b.col < a.col + a.numCols
  );
}

/**
 * `getEditors()` or `canDomainEdit()` asked by someone the protection leaves out: the reference
 * documents the throw, not its words; these are Apps Script's general refusal.
 */
export const EDITORS_HIDDEN_MESSAGE = 'Exception: You do not have permission to perform that action.';

export const PROTECTED_CELL_MESSAGE =
  'Exception: You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';

type FakeProtectionType = 'SHEET' | 'RANGE';

export class FakeProtection
  extends FakeObject
  implements
    Pick<GoogleAppsScript.Spreadsheet.Protection, 'canEdit' | 'canDomainEdit' | 'isWarningOnly' | 'getDescription'>
{
  readonly kind = 'Protection';
  private editors: string[];
  private warningOnly = false;
  private description = '';
  private domainEdit = false;
  private unprotected: CellRect[] = [];

  constructor(
    private readonly sheet: FakeSheet,
    private readonly env: FakeEnv,
    /** A new protection starts with every editor of the spreadsheet, as Sheets does. */
    initialEditors: readonly string[],
    readonly type: FakeProtectionType = 'SHEET',
    /** A range protection's cells; a sheet protection covers the whole grid. */
    private readonly rect?: CellRect,
  ) {
    super();
    this.editors = [...new Set([env.owner, ...initialEditors])];
  }

  /** Whether the active user may edit the protected cells (and change this protection): answers for anyone. */
  canEdit(): boolean {
    return this.sheet.parent.sharing.mayEdit(this.env.activeUser) && this.lets(this.env.activeUser);
  }
  /** The owner always; an editor; anyone of the owner's domain when domain edit is on; anyone when it only warns. */
  lets(user: string): boolean {
    if (this.warningOnly || user === this.env.owner || this.editors.includes(user)) return true;
    return this.domainEdit && domainOf(user) !== '' && domainOf(user) === domainOf(this.env.owner);
  }
  /**
   * Whether this protection covers the cell: a range protection its range, a sheet protection all but its unprotected
   * ranges.
   */
  covers(row: number, col: number): boolean {
    if (this.rect) return holds(this.rect, row, col);
    return !this.unprotected.some((u) => holds(u, row, col));
  }
  /** Whether it covers any cell of `rect` (for a sheet protection: one cell outside every unprotected range). */
  coversAny(rect: CellRect): boolean {
    if (this.rect) return overlaps(this.rect, rect);
    for (let r = rect.row; r < rect.row + rect.numRows; r++) {
      for (let c = rect.col; c < rect.col + rect.numCols; c++) if (this.covers(r, c)) return true;
    }
    return false;
  }

  /** Throws for a user who may not edit the protected cells. */
  getEditors(): FakeUser[] {
    this.assertCanSeeEditors();
    return this.editors.map((e) => new FakeUser(e));
  }
  addEditor(editor: EditorArg): FakeProtection {
    return this.addEditors([emailOf(editor)]);
  }
  addEditors(emails: string[]): FakeProtection {
    this.assertCanChange();
    for (const e of emails) if (!this.editors.includes(e)) this.editors.push(e);
    return this;
  }
  removeEditor(editor: EditorArg): FakeProtection {
    return this.removeEditors([editor] as string[]);
  }
  /** The owner and the user running the script cannot be removed: Sheets silently keeps them. */
  removeEditors(editors: EditorArg[]): FakeProtection {
    this.assertCanChange();
    const gone = editors.map(emailOf);
    const kept = [this.env.owner, this.env.effectiveUser];
    this.editors = this.editors.filter((e) => kept.includes(e) || !gone.includes(e));
    return this;
  }
  /** Throws for a user who may not edit the protected cells. */
  canDomainEdit(): boolean {
    this.assertCanSeeEditors();
    return this.domainEdit;
  }
  setDomainEdit(editable: boolean): FakeProtection {
    this.assertCanChange();
    this.domainEdit = editable;
    return this;
  }
  isWarningOnly(): boolean {
    return this.warningOnly;
  }
  /** Turned off, a warning-only protection lists every editor of the file again (the Sheets API's rule). */
  setWarningOnly(warningOnly: boolean): FakeProtection {
    this.assertCanChange();
    if (this.warningOnly && !warningOnly)
      this.editors = [...new Set([this.env.owner, ...this.sheet.parent.getEditorEmails()])];
    this.warningOnly = warningOnly;
    return this;
  }
  getDescription(): string {
    return this.description;
  }
  setDescription(description: string): FakeProtection {
    this.assertCanChange();
    this.description = description;
    return this;
  }
  getProtectionType(): string {
    return this.type;
  }
  getRange(): FakeRange {
    const r = this.rect ?? { row: 1, col: 1, numRows: this.sheet.getMaxRows(), numCols: this.sheet.getMaxColumns() };
    return this.sheet.getRange(r.row, r.col, r.numRows, r.numCols);
  }
  /** Unprotected ranges are only supported on protected sheets; they replace the previous ones. */
  setUnprotectedRanges(ranges: FakeRange[]): FakeProtection {
    this.assertCanChange();
    if (this.type !== 'SHEET') throw new Error('Exception: Unprotected ranges are only supported on protected sheets.');
    for (const r of ranges)
      if (r.getSheet() !== this.sheet)
        throw new Error('Exception: The unprotected range must be on the protected sheet.');
    this.unprotected = ranges.map(rectOf);
    return this;
  }
  getUnprotectedRanges(): FakeRange[] {
    return this.unprotected.map((u) => this.sheet.getRange(u.row, u.col, u.numRows, u.numCols));
  }
  remove(): void {
    this.assertCanChange();
    this.sheet.dropProtection(this);
  }

  private assertCanSeeEditors(): void {
    if (!this.canEdit()) throw new Error(EDITORS_HIDDEN_MESSAGE);
  }
  private assertCanChange(): void {
    if (!this.canEdit())
      throw new Error('Exception: You do not have permission to modify this protected range or sheet.');
  }
}

function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/** Refuses `user`'s edit of `rect` when a protection covering one of its cells leaves them out. */
export function assertMayEdit(protections: readonly FakeProtection[], user: string, rect: CellRect): void {
  for (const p of protections) if (!p.lets(user) && p.coversAny(rect)) throw new Error(PROTECTED_CELL_MESSAGE);
}

export { rectOf };
