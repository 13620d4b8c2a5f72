/**
 * What every part of the controller shares: the one state object and the way it changes (each
 * change drawn at once), the count of the GM's actions that a read by itself checks, and the
 * read of the sheet after every change.
 */
import type { Call } from '../api';
import { initialState, type AppState, type Message, type SidebarState } from '../state';
import { advisorMech } from './advisor';

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
  /** What the sidebar shows after a read: the new view, the advisor still on its mech where it can be. */
  viewPatch(view: SidebarState): Partial<AppState>;
  /** Reads the sheet again; keeps the message on screen, adds one if the read itself fails. */
  reload(focus?: string | null): Promise<void>;
}

export function errorMessage(title: string, err: unknown, text?: string): Message {
  const detail = err instanceof Error ? err.message : String(err);
  return { kind: 'error', title, text: text ? `${detail} ${text}` : detail, problems: [] };
}

export function createSession(deps: ControllerDeps): Session {
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

    viewPatch(view) {
      const mech = advisorMech(view, s.state.advisor.mech);
      // Advice is for one round: a round resolved or undone since, and it is asked for again.
      const sameRound = s.state.view?.status.round === view.status.round;
      const advisor = mech === s.state.advisor.mech && sameRound ? s.state.advisor : { ...s.state.advisor, mech, result: null, error: null };
      const now = Date.now();
      return { view, advisor, readAt: now, clock: now, refreshFailed: false };
    },

    async reload(focus = null) {
      s.lastTry = Date.now();
      try {
        const view = await deps.call('getSidebarState');
        s.set({ ...s.viewPatch(view), busy: null, focus });
      } catch (err) {
        s.set({ busy: null, message: errorMessage('Gator could not read the spreadsheet.', err, 'Try Refresh; if it keeps failing, reload the spreadsheet.'), focus: 'message-title' });
      }
    },
  };
  return s;
}
