/**
 * Sheet protection, enough for "record tabs editable only by the GM" (issue 4): a list of
 * editors, warning-only mode, and canEdit for the active user. The spreadsheet owner can
 * always edit. Changing a protection needs edit rights on it, as in Sheets.
 */
import { FakeObject } from './calls';
import type { FakeEnv } from './env';
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

export class FakeProtection extends FakeObject implements Pick<GoogleAppsScript.Spreadsheet.Protection, 'canEdit' | 'canDomainEdit' | 'isWarningOnly' | 'getDescription'> {
  readonly kind = 'Protection';
  private editors: string[];
  private warningOnly = false;
  private description = '';
  private domainEdit = false;

  constructor(
    private readonly sheet: FakeSheet,
    private readonly env: FakeEnv,
    /** A new protection starts with every editor of the spreadsheet, as Sheets does. */
    initialEditors: readonly string[],
  ) {
    super();
    this.editors = [...new Set([env.owner, ...initialEditors])];
  }

  canEdit(): boolean {
    const user = this.env.activeUser;
    return this.warningOnly || user === this.env.owner || this.editors.includes(user);
  }
  getEditors(): FakeUser[] {
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
  canDomainEdit(): boolean {
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
  setWarningOnly(warningOnly: boolean): FakeProtection {
    this.assertCanChange();
    this.warningOnly = warningOnly;
    return this;
  }
  getDescription(): string {
    return this.description;
  }
  setDescription(description: string): FakeProtection {
    this.description = description;
    return this;
  }
  getProtectionType(): string {
    return 'SHEET';
  }
  getRange(): ReturnType<FakeSheet['getDataRange']> {
    return this.sheet.getRange(1, 1, this.sheet.getMaxRows(), this.sheet.getMaxColumns());
  }
  remove(): void {
    this.assertCanChange();
    this.sheet.protection = null;
  }

  private assertCanChange(): void {
    if (!this.canEdit()) throw new Error("Exception: You do not have permission to modify this protected range or sheet.");
  }
}
