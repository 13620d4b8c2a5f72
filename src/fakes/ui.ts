/**
 * The fake Ui: menus are recorded as built, alerts answer from a queue of scripted
 * responses (OK / YES by default), and sidebars and dialogs are kept for inspection.
 */
import { FakeObject } from './calls';
import type { FakeHtmlOutput } from './html';

/** Ui.Button and Ui.ButtonSet, with the enum's names as values. */
const BUTTON = { CLOSE: 'CLOSE', OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO' } as const;
const BUTTON_SET = { OK: 'OK', OK_CANCEL: 'OK_CANCEL', YES_NO: 'YES_NO', YES_NO_CANCEL: 'YES_NO_CANCEL' } as const;
export type FakeButton = (typeof BUTTON)[keyof typeof BUTTON];
type FakeButtonSet = (typeof BUTTON_SET)[keyof typeof BUTTON_SET];

type MenuEntry =
  | { readonly caption: string; readonly functionName: string }
  | { readonly separator: true }
  | { readonly submenu: FakeMenu };

class FakeMenu extends FakeObject implements GoogleAppsScript.Base.Menu {
  readonly kind = 'Menu';
  readonly entries: MenuEntry[] = [];
  constructor(
    private readonly ui: FakeUi,
    readonly caption: string,
  ) {
    super();
  }
  addItem(caption: string, functionName: string): FakeMenu {
    this.entries.push({ caption, functionName });
    return this;
  }
  addSeparator(): FakeMenu {
    this.entries.push({ separator: true });
    return this;
  }
  addSubMenu(menu: FakeMenu): FakeMenu {
    this.entries.push({ submenu: menu });
    return this;
  }
  addToUi(): void {
    this.ui.menus.push(this);
  }
}

interface FakeAlert {
  readonly title: string;
  readonly prompt: string;
  readonly buttons: FakeButtonSet;
  readonly answer: FakeButton;
}

/**
 * What `Ui.prompt` returns: the text typed and the button that closed the dialog. The text is
 * there whatever the button, Cancel and the close box included.
 * https://developers.google.com/apps-script/reference/base/prompt-response
 */
class FakePromptResponse extends FakeObject {
  readonly kind = 'PromptResponse';
  constructor(
    private readonly text: string,
    private readonly button: FakeButton,
  ) {
    super();
  }
  getResponseText(): string {
    return this.text;
  }
  getSelectedButton(): FakeButton {
    return this.button;
  }
}

/** A question the script asks the user: an alert with a choice of buttons, or a prompt for text. */
export interface FakeQuestion {
  readonly kind: 'alert' | 'prompt';
  readonly title: string;
  readonly prompt: string;
  readonly buttons: FakeButtonSet;
}

interface FakePrompt {
  readonly title: string;
  readonly prompt: string;
  readonly buttons: FakeButtonSet;
  readonly answer: FakeButton;
  readonly text: string;
}

export class FakeUi extends FakeObject {
  readonly kind = 'Ui';
  readonly Button = BUTTON;
  readonly ButtonSet = BUTTON_SET;
  /** Menus added to the UI, in order. */
  readonly menus: FakeMenu[] = [];
  readonly alerts: FakeAlert[] = [];
  readonly sidebars: FakeHtmlOutput[] = [];
  readonly dialogs: { readonly html: FakeHtmlOutput; readonly title: string; readonly modal: boolean }[] = [];
  /** Answers the next alerts will give, first first; when empty, OK or YES. */
  readonly answers: FakeButton[] = [];
  readonly prompts: FakePrompt[] = [];
  /** What the next prompts answer, first first: the text typed and the button; when empty, '' and OK (or YES). */
  readonly promptAnswers: { readonly text: string; readonly button?: FakeButton }[] = [];
  /**
   * Told of every question (an alert with more than an OK button, or a prompt) before it is
   * answered, and whether a scripted answer waits for it. The playground's menu throws there when
   * none does, shows the question on its page and runs the item again with the answer.
   */
  asking: ((question: FakeQuestion, answered: boolean) => void) | null = null;

  createMenu(caption: string): FakeMenu {
    return new FakeMenu(this, caption);
  }
  /** The add-on's menu under Extensions; it has no caption of its own. */
  createAddonMenu(): FakeMenu {
    return new FakeMenu(this, '');
  }
  alert(titleOrPrompt: string, promptOrButtons?: string, buttons?: FakeButtonSet): FakeButton {
    const three = buttons !== undefined;
    const title = three ? titleOrPrompt : '';
    const prompt = three ? String(promptOrButtons) : titleOrPrompt;
    const set = (three ? buttons : (promptOrButtons as FakeButtonSet | undefined)) ?? BUTTON_SET.OK;
    if (set !== BUTTON_SET.OK) this.asking?.({ kind: 'alert', title, prompt, buttons: set }, this.answers.length > 0);
    const answer =
      this.answers.shift() ?? (set === BUTTON_SET.YES_NO || set === BUTTON_SET.YES_NO_CANCEL ? BUTTON.YES : BUTTON.OK);
    this.alerts.push({ title, prompt, buttons: set, answer });
    return answer;
  }
  /**
   * `prompt(prompt)`, `prompt(prompt, buttons)`, `prompt(title, prompt, buttons)`: a dialog with
   * one text field; the OK button alone when no set is given.
   * https://developers.google.com/apps-script/reference/base/ui#prompt(String,String,ButtonSet)
   */
  prompt(titleOrPrompt: string, promptOrButtons?: string, buttons?: FakeButtonSet): FakePromptResponse {
    const three = buttons !== undefined;
    const title = three ? titleOrPrompt : '';
    const prompt = three ? String(promptOrButtons) : titleOrPrompt;
    const set = (three ? buttons : (promptOrButtons as FakeButtonSet | undefined)) ?? BUTTON_SET.OK;
    this.asking?.({ kind: 'prompt', title, prompt, buttons: set }, this.promptAnswers.length > 0);
    const next = this.promptAnswers.shift();
    const answer =
      next?.button ?? (set === BUTTON_SET.YES_NO || set === BUTTON_SET.YES_NO_CANCEL ? BUTTON.YES : BUTTON.OK);
    const text = next?.text ?? '';
    this.prompts.push({ title, prompt, buttons: set, answer, text });
    return new FakePromptResponse(text, answer);
  }
  showSidebar(html: FakeHtmlOutput): void {
    this.sidebars.push(html);
  }
  showModalDialog(html: FakeHtmlOutput, title: string): void {
    this.dialogs.push({ html, title, modal: true });
  }
  showModelessDialog(html: FakeHtmlOutput, title: string): void {
    this.dialogs.push({ html, title, modal: false });
  }

  /** Test helper: the captions and function names of a menu, `---` for separators. */
  menuItems(menu: FakeMenu = this.menus[this.menus.length - 1]): string[] {
    return menu.entries.map((e) =>
      'separator' in e ? '---' : 'submenu' in e ? `${e.submenu.caption} ▸` : `${e.caption} → ${e.functionName}`,
    );
  }
}
