/**
 * A file shared with people: its owner, editors and viewers, and "anyone with the link can
 * edit" (sharing.ts cites Google's pages). The fake Spreadsheet is one; what it shares with the
 * file is here, so that a change by someone the file does not let edit is refused everywhere.
 */
import { FakeObject } from './calls';
import type { FakeEnv } from './env';
import { FakeUser } from './protection';
import { FILE_READ_ONLY_MESSAGE, type FileSharing } from './sharing';

export abstract class FakeSharedFile extends FakeObject {
  constructor(
    readonly env: FakeEnv,
    /** Who the file is shared with; tests turn `linkEditing` on. */
    readonly sharing: FileSharing,
  ) {
    super();
  }

  /** The file's sharing, each method as its page says (sharing.ts cites them). */
  getOwner(): FakeUser {
    return new FakeUser(this.sharing.owner);
  }
  getEditors(): FakeUser[] {
    return this.getEditorEmails().map((e) => new FakeUser(e));
  }
  getViewers(): FakeUser[] {
    return this.sharing.viewerEmails().map((e) => new FakeUser(e));
  }
  addEditor(user: string | FakeUser): this {
    return this.addEditors([user]);
  }
  addEditors(users: (string | FakeUser)[]): this {
    this.assertFileEditable();
    this.sharing.addEditors(users);
    return this;
  }
  removeEditor(user: string | FakeUser): this {
    this.assertFileEditable();
    this.sharing.removeEditor(user);
    return this;
  }
  addViewer(user: string | FakeUser): this {
    return this.addViewers([user]);
  }
  addViewers(users: (string | FakeUser)[]): this {
    this.assertFileEditable();
    this.sharing.addViewers(users);
    return this;
  }
  removeViewer(user: string | FakeUser): this {
    this.assertFileEditable();
    this.sharing.removeViewer(user);
    return this;
  }

  /** The owner and the named editors: whom a new protection lists. */
  getEditorEmails(): string[] {
    return this.sharing.editorEmails();
  }
  /** Refuses any change by the active user when they may not edit the file itself (sharing.ts). */
  assertFileEditable(): void {
    if (!this.sharing.mayEdit(this.env.activeUser)) throw new Error(FILE_READ_ONLY_MESSAGE);
  }
}
