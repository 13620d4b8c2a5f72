/**
 * Who the spreadsheet file is shared with, as Drive keeps it and the Spreadsheet class shows it:
 * one owner, editors, viewers (commenters among them), and — apart from every list — anyone who
 * opens an "Anyone with the link can edit" address.
 * - `getOwner()` "Returns the owner of the document"
 *   (https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getowner).
 * - `getEditors()` "Gets the list of editors for this Spreadsheet"
 *   (…/spreadsheet#geteditors); people who edit through link sharing are not on it
 *   (the reference desk's platform notes; Drive lists named permissions only). The fake puts the
 *   owner first, as Gator has always read it; Gator never relies on the owner being there.
 * - `getViewers()` "Gets the list of viewers and commenters for this Spreadsheet" (…/spreadsheet#getviewers).
 * - `addEditor(emailAddress)`: "If the user was already on the list of viewers, this method
 *   promotes the user out of the list of viewers" (…/spreadsheet#addeditoremailaddress);
 *   `addViewer` does nothing for someone who already edits (…/spreadsheet#addvieweremailaddress).
 * - `Protection.addEditor` "doesn't automatically give the user permission to edit the
 *   spreadsheet itself; to do that in addition, call Spreadsheet.addEditor(emailAddress)"
 *   (https://developers.google.com/apps-script/reference/spreadsheet/protection#addeditoremailaddress):
 *   whoever is not an editor of the file edits no cell, whatever a protection lists.
 */
import type { FakeUser } from './protection';

type Person = string | FakeUser;

function emailOf(person: Person): string {
  return typeof person === 'string' ? person : person.getEmail();
}

/**
 * A script's write, or a typed edit, by someone who may not edit the file. Google documents no
 * text for it (a viewer's Sheets shows no editing at all); the fake's own words, marked as such
 * by naming the file rather than a cell.
 */
export const FILE_READ_ONLY_MESSAGE =
  'Exception: You do not have permission to edit this spreadsheet: it is shared with you as a viewer, or not at all.';

export class FileSharing {
  private readonly editors: string[];
  private readonly viewers: string[] = [];

  constructor(
    readonly owner: string,
    editors: readonly string[],
    /** "Anyone with the link can edit": such editors appear in no list. */
    public linkEditing = false,
  ) {
    this.editors = editors.filter((e) => e !== owner);
  }

  /** The owner first, then the named editors. */
  editorEmails(): string[] {
    return [this.owner, ...this.editors];
  }
  viewerEmails(): string[] {
    return [...this.viewers];
  }
  /** Whether `user` may edit the file: the owner, a named editor, or anyone when the link edits. */
  mayEdit(user: string): boolean {
    return this.linkEditing || user === this.owner || this.editors.includes(user);
  }
  addEditors(people: readonly Person[]): void {
    for (const email of people.map(emailOf)) {
      if (email === this.owner) continue;
      this.dropViewer(email);
      if (!this.editors.includes(email)) this.editors.push(email);
    }
  }
  removeEditor(person: Person): void {
    const email = emailOf(person);
    const i = this.editors.indexOf(email);
    if (i >= 0) this.editors.splice(i, 1);
  }
  addViewers(people: readonly Person[]): void {
    for (const email of people.map(emailOf)) {
      if (email === this.owner || this.editors.includes(email) || this.viewers.includes(email)) continue;
      this.viewers.push(email);
    }
  }
  removeViewer(person: Person): void {
    this.dropViewer(emailOf(person));
  }
  private dropViewer(email: string): void {
    const i = this.viewers.indexOf(email);
    if (i >= 0) this.viewers.splice(i, 1);
  }
}
