/**
 * What every part of the controller shares: the one state object and the way it changes (each
 * change drawn at once), the count of the GM's actions that a read by itself checks, and the
 * read of the sheet after every change.
 */
import type { Call } from '../api';
import { initialState, type AppState, type Message, type SidebarState } from '../state';
import { advisorMech } from './advisor';
import { freshPatch } from './fresh';

export interface ControllerDeps {
  readonly call: Call;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  readonly copyText: (text: string) => Promise<void>;
  /** Draws the state (the DOM in the page, a recorder in tests). */
  readonly render: (state: AppState) => void;
  /** Whether the GM can see the sidebar now (the page: `document.visibilityState`); always, when left out. */
  readonly visible?: () => boolean;
}

export interface Session {
  readonly deps: ControllerDeps;
  /** The state now: read it again after every `await`, an answer may have changed it. */
  state: AppState;
  /** Bumped by every action of the GM: a read by itself that began before one is dropped. */
  generation: number;
  /** When the sheet was last asked for, read or not: the next read by itself waits from here. */
  lastTry: number;
  /** A read by itself is on its way. */
  reading: boolean;
  /** Changes the state and draws it; the focus is moved once, then forgotten. */
  set(patch: Partial<AppState>): void;
  /**
   * What the sidebar shows after a read: the new view, the advisor still on its mech where it can
   * be, and what no longer holds put away (controller/fresh.ts). `elsewhere`: not a read after an
   * action of this sidebar, so a change of the sheet is someone else's, and said.
   */
  viewPatch(view: SidebarState, elsewhere: boolean): Partial<AppState>;
  /**
   * Reads the sheet again after an action, then shows `outcome` — what the action came to — with
   * the sheet as it is now, in one change: a result never shows beside the sheet from before it.
   * Keeps the message on screen, adds one if the read itself fails.
   */
  reload(focus?: string | null, outcome?: Partial<AppState>): Promise<void>;
  /** Reads the sheet again because the GM asked (Refresh): a change made elsewhere is said. */
  reread(): Promise<void>;
}

export function errorMessage(title: string, err: unknown, text?: string): Message {
  const detail = err instanceof Error ? err.message : String(err);
  return { kind: 'error', title, text: text ? `${detail} ${text}` : detail, problems: [] };
}

export function createSession(deps: ControllerDeps): Session {
  async function read(focus: string | null, outcome: Partial<AppState>, elsewhere: boolean): Promise<void> {
    s.lastTry = Date.now();
    try {
      const view = await deps.call('getSidebarState');
      // The outcome first, so what it shows is checked against the sheet read.
      s.state = { ...s.state, ...outcome };
      s.set({ ...s.viewPatch(view, elsewhere), busy: null, focus });
    } catch (err) {
      const failed = errorMessage(
        'Gator could not read the spreadsheet.',
        err,
        'Try Refresh; if it keeps failing, reload the spreadsheet.',
      );
      // The action's own message stays (it happened); the header says the read failed.
      if (outcome.message) s.set({ ...outcome, busy: null, refreshFailed: true, focus: 'message-title' });
      else s.set({ ...outcome, busy: null, message: failed, focus: 'message-title' });
    }
  }

  const s: Session = {
    deps,
    state: { ...initialState(), clock: Date.now() },
    generation: 0,
    lastTry: Date.now(),
    reading: false,

    set(patch) {
      s.state = { ...s.state, ...patch };
      deps.render(s.state);
      if (s.state.focus !== null) s.state = { ...s.state, focus: null };
    },

    viewPatch(view, elsewhere) {
      const mech = advisorMech(view, s.state.advisor.mech);
      // Advice is for one round: a round resolved or undone since, and it is asked for again.
      const sameRound = s.state.view?.status.round === view.status.round;
      const advisor =
        mech === s.state.advisor.mech && sameRound
          ? s.state.advisor
          : { ...s.state.advisor, mech, result: null, error: null };
      const now = Date.now();
      return { ...freshPatch(s.state, view, elsewhere), view, advisor, readAt: now, clock: now, refreshFailed: false };
    },

    reload: (focus = null, outcome = {}) => read(focus, outcome, false),
    reread: () => read(null, {}, true),
  };
  return s;
}
