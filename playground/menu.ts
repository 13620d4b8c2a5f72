/**
 * The add-on's menu in the playground (docs/playground.md): Sheets shows it under Extensions ▸ Gator;
 * the page has no Extensions menu, so it shows the menu the bundle's own `onOpen` builds — the
 * same definition (src/server/menu.ts) — and runs its items.
 *
 * Apps Script's `Ui.alert` and `Ui.prompt` block the script until the user answers; the playground
 * cannot block the server while the page asks. Every menu item asks its questions before it writes
 * anything, so an item is run until it asks a question it has no answer for, the question goes to
 * the page, and the item is run again from the start with the answers so far. A question that is
 * not the one answered on the run before stops the item rather than answer the wrong thing.
 */
import type { FakeButton, FakeQuestion } from '../src/fakes/ui';
import type { Session } from './session';

export type MenuItem = { readonly caption: string; readonly functionName: string } | { readonly separator: true };

/** An answer to one question, in the order the item asked them. */
export interface MenuAnswer {
  readonly question: FakeQuestion;
  readonly button: FakeButton;
  /** The text typed, for a prompt. */
  readonly text?: string;
}

export type MenuOutcome =
  | { readonly status: 'question'; readonly question: FakeQuestion }
  | {
      readonly status: 'done';
      /** What the item told the GM (its OK alerts), in order. */
      readonly messages: readonly { readonly title: string; readonly prompt: string }[];
      /** The item opened the sidebar (Open combat sidebar). */
      readonly sidebar: boolean;
      /** The item opened a dialog (Import mechs, Show battle map): it has only begun, in the dialog. */
      readonly dialog: boolean;
    };

class Unanswered extends Error {
  constructor(readonly question: FakeQuestion) {
    super(`Gator asked: ${question.prompt}`);
  }
}

const sameQuestion = (a: FakeQuestion, b: FakeQuestion) =>
  a.kind === b.kind && a.title === b.title && a.prompt === b.prompt && a.buttons === b.buttons;

/** The items of the menu the bundle's onOpen builds (it is built once a session). */
export function menuItems(session: Session): readonly MenuItem[] {
  const ui = session.fake.ui;
  if (ui.menus.length === 0) {
    const onOpen = session.bundle.fn('onOpen');
    if (!onOpen) throw new Error('The bundle has no onOpen: run npm run build.');
    onOpen(session.fake.openEvent());
  }
  const menu = ui.menus[ui.menus.length - 1];
  const items: MenuItem[] = [];
  for (const e of menu?.entries ?? []) {
    if ('separator' in e) items.push({ separator: true });
    else if ('functionName' in e) items.push({ caption: e.caption, functionName: e.functionName });
  }
  return items;
}

/**
 * Runs one menu item with the answers given so far: its next unanswered question, or what it said
 * once it has run to the end.
 */
export function runMenuItem(session: Session, functionName: string, answers: readonly MenuAnswer[]): MenuOutcome {
  if (!menuItems(session).some((i) => 'functionName' in i && i.functionName === functionName))
    throw new Error(`The Gator menu has no item that runs ${functionName}.`);
  const ui = session.fake.ui;
  const alertsBefore = ui.alerts.length;
  const sidebarsBefore = ui.sidebars.length;
  const dialogsBefore = ui.dialogs.length;
  ui.answers.length = 0;
  ui.promptAnswers.length = 0;
  for (const a of answers) {
    if (a.question.kind === 'prompt') ui.promptAnswers.push({ text: a.text ?? '', button: a.button });
    else ui.answers.push(a.button);
  }
  let asked = 0;
  ui.asking = (question) => {
    const answered = answers[asked++];
    if (!answered) throw new Unanswered(question);
    // Asked again from the start, the item must ask what the page answered, in the same order.
    if (!sameQuestion(question, answered.question))
      throw new Error(`Gator asked something else this time ("${question.prompt}"): choose ${functionName} again.`);
  };
  try {
    session.call(functionName, []);
    const messages = ui.alerts
      .slice(alertsBefore)
      .filter((a) => a.buttons === 'OK')
      .map((a) => ({ title: a.title, prompt: a.prompt }));
    return {
      status: 'done',
      messages,
      sidebar: ui.sidebars.length > sidebarsBefore,
      dialog: ui.dialogs.length > dialogsBefore,
    };
  } catch (error) {
    if (error instanceof Unanswered) return { status: 'question', question: error.question };
    throw error;
  } finally {
    ui.asking = null;
    ui.answers.length = 0;
    ui.promptAnswers.length = 0;
  }
}
