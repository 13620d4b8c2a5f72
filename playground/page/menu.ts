/**
 * Extensions ▸ Gator on the playground page: the add-on's own menu (GET /api/menu), each item
 * run on the server (POST /api/menu). Its alerts and prompts show here one at a time, as Sheets
 * shows them over the spreadsheet: a question's answer runs the item again with every answer so
 * far (playground/menu.ts says why), and what the item says at the end is shown with OK. An item
 * that opens a dialog is not done when the dialog opens, but when the dialog writes (main.ts).
 */
import type { MenuAnswer, MenuItem, MenuOutcome } from '../menu';
import type { WorkbookView } from '../view';

interface MenuReply {
  readonly ok: boolean;
  readonly outcome?: MenuOutcome;
  readonly workbook?: WorkbookView;
  readonly error?: { readonly message: string };
}

export interface MenuHooks {
  /** A new workbook view after an item ran. */
  readonly take: (view: WorkbookView) => void;
  readonly status: (text: string, error?: boolean) => void;
  /** Open combat sidebar: the sidebar frame is the playground's sidebar. */
  readonly showSidebar: () => void;
  /** The item opened a dialog (shown by `take`): what it does happens there, so it is not done yet. */
  readonly openedDialog: (caption: string) => void;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const BUTTONS: Record<string, readonly string[]> = {
  OK: ['OK'],
  OK_CANCEL: ['OK', 'CANCEL'],
  YES_NO: ['YES', 'NO'],
  YES_NO_CANCEL: ['YES', 'NO', 'CANCEL'],
};
const LABEL: Record<string, string> = { OK: 'OK', CANCEL: 'Cancel', YES: 'Yes', NO: 'No' };

/** Shows one alert or prompt and resolves with the button pressed and the text typed; the close box is CLOSE. */
function ask(title: string, text: string, buttons: string, prompt: boolean): Promise<{ button: string; text: string }> {
  const box = $<HTMLDialogElement>('menu-dialog');
  $('menu-dialog-title').textContent = title || 'Gator';
  $('menu-dialog-text').textContent = text;
  const input = $<HTMLInputElement>('menu-dialog-input');
  input.hidden = !prompt;
  input.value = '';
  const actions = $('menu-dialog-actions');
  actions.textContent = '';
  return new Promise((resolve) => {
    const done = (button: string) => {
      box.onclose = null;
      box.close();
      resolve({ button, text: input.value });
    };
    for (const name of BUTTONS[buttons] ?? ['OK']) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = LABEL[name] ?? name;
      b.dataset.button = name;
      b.addEventListener('click', () => done(name));
      actions.append(b);
    }
    box.onclose = () => resolve({ button: 'CLOSE', text: input.value });
    box.showModal();
    (prompt ? input : (actions.firstElementChild as HTMLElement | null))?.focus();
  });
}

async function post(functionName: string, answers: readonly MenuAnswer[]): Promise<MenuReply> {
  const response = await fetch('/api/menu', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ functionName, answers }),
  });
  return (await response.json()) as MenuReply;
}

/** Runs an item to its end: each question asked and answered, then its messages shown. */
async function run(item: { caption: string; functionName: string }, hooks: MenuHooks): Promise<void> {
  const answers: MenuAnswer[] = [];
  for (;;) {
    const reply = await post(item.functionName, answers);
    if (reply.workbook) hooks.take(reply.workbook);
    if (!reply.ok || !reply.outcome) return hooks.status(reply.error?.message ?? `${item.caption} did not run.`, true);
    const outcome = reply.outcome;
    if (outcome.status === 'question') {
      const q = outcome.question;
      const answer = await ask(q.title, q.prompt, q.buttons, q.kind === 'prompt');
      answers.push({ question: q, button: answer.button as MenuAnswer['button'], text: answer.text });
      continue;
    }
    if (outcome.sidebar) hooks.showSidebar();
    for (const m of outcome.messages) await ask(m.title, m.prompt, 'OK', false);
    // An item that opened a dialog has only begun: the page says it is done when the dialog's write is (main.ts).
    if (outcome.dialog) return hooks.openedDialog(item.caption);
    return hooks.status(`${item.caption}: done.`);
  }
}

/** Builds the Extensions ▸ Gator menu from the add-on's own menu definition. */
export async function installMenu(hooks: MenuHooks): Promise<void> {
  const list = $('gator-menu-items');
  const details = $<HTMLDetailsElement>('gator-menu');
  const response = await fetch('/api/menu');
  const items = ((await response.json()) as { items?: MenuItem[] }).items ?? [];
  list.textContent = '';
  for (const item of items) {
    const li = document.createElement('li');
    if ('separator' in item) {
      li.className = 'separator';
      li.setAttribute('role', 'separator');
    } else {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'menuitem');
      b.textContent = item.caption;
      b.addEventListener('click', () => {
        details.open = false;
        void run(item, hooks).catch((err: Error) => hooks.status(err.message, true));
      });
      li.append(b);
    }
    list.append(li);
  }
}
