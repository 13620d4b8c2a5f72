/**
 * What the sidebar's buttons do (docs/sidebar.md): each action calls the server through the typed
 * `call`, shows a busy state while it runs, then either the result or the server's
 * problems in plain words — never nothing. After every change to the sheet the state is
 * read again, so the round number, the Undo button and the problems always match the sheet.
 *
 * The actions live by what they act on (`controller/round`, `undo`, `battle`, `advisor`), over
 * one shared state (`controller/session`); the sidebar's clock (`controller/live`) keeps it
 * current by itself. Here: what the page may call, and the few actions on the sidebar itself.
 */
import type { AppState, BattleChoices } from './state';
import { advisorActions } from './controller/advisor';
import { battleActions } from './controller/battle';
import { discordActions } from './controller/discord';
import { liveClock, type Clock } from './controller/live';
import { ordersActions } from './controller/orders';
import { roundActions } from './controller/round';
import { heldBackActions } from './controller/heldBack';
import type { ResolveOptions } from '../server/round/withoutHeldBack';
import { createSession, errorMessage, type ControllerDeps } from './controller/session';
import { deadlineActions } from './controller/deadline';
import { undoActions } from './controller/undo';

export { REFRESH_EVERY_MS } from './controller/live';

/** Everything a render function may ask for; the handlers of the sidebar's controls. */
/** The dialogs the sidebar opens over the spreadsheet: what the server calls it, and its name in a failure. */
const DIALOGS = {
  map: { call: 'openMapView', what: 'the battle map' },
  import: { call: 'openImportDialog', what: 'the import dialog' },
  report: { call: 'openAfterActionReport', what: 'the after-action report' },
} as const;
type Dialog = keyof typeof DIALOGS;

export interface Actions {
  refresh(): Promise<void>;
  /**
   * Resolves the round; with orders missing before the deadline, first asks unless `options` says the GM
   * confirmed.
   */
  resolve(options?: ResolveOptions): Promise<void>;
  /** Resolve without them: plays the round without the lines and orders the confirmation listed. */
  confirmHeldBack(): Promise<void>;
  cancelHeldBack(): void;
  /** Copies the orders board as a short BBCode post. */
  copyOrders(): Promise<void>;
  /** Closes the missing-orders question: the round waits. */
  cancelOrders(): void;
  /** Opens the Undo confirmation and reads what Undo would overwrite. */
  askUndo(): Promise<void>;
  cancelUndo(): void;
  /** Undoes what the confirmation names; `reason` goes on the Record. */
  confirmUndo(reason?: string): Promise<void>;
  /**
   * Copies the post, or its part `part` (0-based) when it comes in parts; by default the part after the one last
   * copied.
   */
  copy(part?: number): Promise<void>;
  /** Copies the post as Discord markdown, the next message when it takes several (docs/discord.md). */
  copyDiscord(): Promise<void>;
  /** Sends the post to the Rules tab's Discord webhook. */
  postDiscord(): Promise<void>;
  /** Copies the rolls the round asks for, one a line, for the forum. */
  copyNeeded(): Promise<void>;
  /** Writes the rolls the round asks for into the Rolls tab's For column. */
  addNeeded(): Promise<void>;
  /** Opens and closes the new battle form; starts the new battle as chosen. */
  openBattleForm(): void;
  cancelBattleForm(): void;
  startBattle(choices: BattleChoices): Promise<void>;
  chooseMech(mech: string): void;
  advise(): Promise<void>;
  selectCell(cell: string): Promise<void>;
  dismissMessage(): void;
  /** Opens the battle map or the import dialog over the spreadsheet. */
  openDialog(dialog: Dialog): Promise<void>;
  /** Reads the deadline clock's panel (and lets the server arm it again if Orders due moved). */
  loadDeadline(): Promise<void>;
  /** Start, Pause or Stop the deadline clock. */
  controlDeadline(control: 'start' | 'pause' | 'stop'): Promise<void>;
}

export interface Controller extends Clock {
  readonly actions: Actions;
  state(): AppState;
  /** The first read of the sheet (the state starts busy loading). */
  load(): Promise<void>;
}

export function createController(deps: ControllerDeps): Controller {
  const s = createSession(deps);
  const actions: Actions = {
    async refresh() {
      if (s.state.busy) return;
      s.generation++;
      s.set({ busy: 'load', message: null });
      await s.reread();
    },
    ...roundActions(s),
    ...heldBackActions(s),
    ...ordersActions(s),
    ...undoActions(s),
    ...battleActions(s),
    ...advisorActions(s),
    ...discordActions(s),
    ...deadlineActions(s),

    async selectCell(cell: string) {
      try {
        const done = await deps.call('selectCell', cell);
        if (!done)
          s.set({
            message: {
              kind: 'error',
              title: `Gator could not select ${cell}.`,
              text: 'Find it by hand: the tab name comes before the !, then the cell.',
              problems: [],
            },
            focus: 'message-title',
          });
      } catch (err) {
        s.set({ message: errorMessage(`Gator could not select ${cell}.`, err), focus: 'message-title' });
      }
    },

    dismissMessage() {
      s.set({ message: null, focus: 'resolve' });
    },

    async openDialog(dialog: Dialog) {
      const what = DIALOGS[dialog].what;
      try {
        await deps.call(DIALOGS[dialog].call);
      } catch (err) {
        s.set({
          message: errorMessage(`Gator could not open ${what}.`, err, 'Try again from the Gator menu.'),
          focus: 'message-title',
        });
      }
    },
  };

  return {
    actions,
    state: () => s.state,
    load: () => {
      deps.render(s.state);
      return s.reload();
    },
    ...liveClock(s, deps.visible ?? (() => true)),
  };
}
