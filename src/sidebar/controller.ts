/**
 * What the sidebar's buttons do (issue 5): each action calls the server through the typed
 * `call`, shows a busy state while it runs, then either the result or the server's
 * problems in plain words — never nothing. After every change to the sheet the state is
 * read again, so the round number, the Undo button and the problems always match the sheet.
 *
 * The sidebar also stays current by itself (issue 12, "a live sidebar"): players edit moves
 * and attacks while it is open, so it reads the sheet again when the GM comes back to it and
 * every REFRESH_EVERY_MS while it can be seen — never over a resolve or undo in flight or an
 * open confirmation — and says when it last read the sheet.
 */
import type { Call } from './api';
import { plural, undoName } from './format';
import { forumPost, initialState, neededText, nextForumPart, undoTarget, type AppState, type BattleChoices, type Message, type SidebarState, type UndoableWrite } from './state';

/** Everything a render function may ask for; the handlers of the sidebar's controls. */
export interface Actions {
  refresh(): Promise<void>;
  resolve(): Promise<void>;
  /** Opens the Undo confirmation and reads what Undo would overwrite (issue 12). */
  askUndo(): Promise<void>;
  cancelUndo(): void;
  confirmUndo(): Promise<void>;
  /** Copies the post, or its part `part` (0-based) when it comes in parts; by default the part after the one last copied. */
  copy(part?: number): Promise<void>;
  /** Copies the rolls the round asks for, one a line, for the forum. */
  copyNeeded(): Promise<void>;
  /** Writes the rolls the round asks for into the Rolls tab's For column. */
  addNeeded(): Promise<void>;
  /** Opens and closes the new battle form; starts the new battle as chosen (issue 13). */
  openBattleForm(): void;
  cancelBattleForm(): void;
  startBattle(choices: BattleChoices): Promise<void>;
  chooseMech(mech: string): void;
  advise(): Promise<void>;
  selectCell(cell: string): Promise<void>;
  dismissMessage(): void;
  /** Opens the battle map (issue 6) or the import dialog (issue 7) over the spreadsheet. */
  openDialog(dialog: 'map' | 'import'): Promise<void>;
}

export interface ControllerDeps {
  readonly call: Call;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  readonly copyText: (text: string) => Promise<void>;
  /** Draws the state (the DOM in the page, a recorder in tests). */
  readonly render: (state: AppState) => void;
  /** Whether the GM can see the sidebar now (the page: `document.visibilityState`); always, when left out. */
  readonly visible?: () => boolean;
}

export interface Controller {
  readonly actions: Actions;
  state(): AppState;
  /** The first read of the sheet (the state starts busy loading). */
  load(): Promise<void>;
  /** Starts the clock: "read 12 s ago" kept current, and a read every REFRESH_EVERY_MS while visible. */
  start(): void;
  /** Stops the clock (a page being closed; tests). */
  stop(): void;
  /** The GM came back to the sidebar (focus, or the page shown again): the sheet is read again unless just read. */
  cameBack(): Promise<void>;
}

/**
 * How often an open sidebar the GM can see reads the sheet by itself. Each read is one
 * `getSidebarState` call, a second or so of the GM's Apps Script quota: once a minute keeps a
 * player's new order on screen within a minute for about 60 calls an hour (`npm run bench`
 * prints the service calls that makes).
 */
export const REFRESH_EVERY_MS = 60_000;
/** Coming back to the sidebar reads the sheet again unless it was read this recently (focus and visibility fire together). */
export const FRESH_MS = 3_000;
/** How often "read 12 s ago" is brought up to date. */
export const TICK_MS = 1_000;

function errorMessage(title: string, err: unknown, text?: string): Message {
  const detail = err instanceof Error ? err.message : String(err);
  return { kind: 'error', title, text: text ? `${detail} ${text}` : detail, problems: [] };
}

/** The mech the advisor starts on: the one chosen before if still there, else the first PC able to act. */
function advisorMech(view: SidebarState, chosen: string): string {
  const mechs = view.status.mechs.filter((m) => m.status !== 'destroyed');
  if (mechs.some((m) => m.name === chosen)) return chosen;
  const pc = mechs.find((m) => m.side === 'PC');
  return (pc ?? mechs[0])?.name ?? '';
}

export function createController(deps: ControllerDeps): Controller {
  let state = { ...initialState(), clock: Date.now() };
  const set = (patch: Partial<AppState>) => {
    state = { ...state, ...patch };
    deps.render(state);
    if (state.focus !== null) state = { ...state, focus: null };
  };
  const visible = deps.visible ?? (() => true);
  /** When the sheet was last asked for, read or not: the next read by itself waits from here. */
  let lastTry = Date.now();
  /** Bumped by every action of the GM: a read by itself that began before one is dropped. */
  let generation = 0;
  /** A read by itself is on its way. */
  let reading = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  /** What the sidebar shows after a read: the new view, the advisor still on its mech where it can be. */
  function viewPatch(view: SidebarState): Partial<AppState> {
    const mech = advisorMech(view, state.advisor.mech);
    const advisor = mech === state.advisor.mech ? state.advisor : { ...state.advisor, mech, result: null, error: null };
    const now = Date.now();
    return { view, advisor, readAt: now, clock: now, refreshFailed: false };
  }

  /** Reads the sheet again; keeps the message on screen, adds one if the read itself fails. */
  async function reload(focus: string | null = null): Promise<void> {
    lastTry = Date.now();
    try {
      const view = await deps.call('getSidebarState');
      set({ ...viewPatch(view), busy: null, focus });
    } catch (err) {
      set({ busy: null, message: errorMessage('Gator could not read the spreadsheet.', err, 'Try Refresh; if it keeps failing, reload the spreadsheet.'), focus: 'message-title' });
    }
  }

  /** Nothing the GM started is in the way: no action running, no confirmation or form open, no read on its way. */
  function quiet(): boolean {
    return state.busy === null && state.confirmUndo === null && !state.battleForm && !reading;
  }

  /**
   * Reads the sheet without the GM asking: no busy state, the message and the focus left as
   * they are. Its answer is dropped when the GM started something meanwhile (that action reads
   * the sheet itself) or opened a confirmation (it stays as the GM saw it).
   */
  async function refreshQuietly(): Promise<void> {
    if (!quiet()) return;
    reading = true;
    lastTry = Date.now();
    const started = generation;
    try {
      const view = await deps.call('getSidebarState');
      if (started === generation && state.busy === null && state.confirmUndo === null && !state.battleForm) set(viewPatch(view));
    } catch {
      if (started === generation) set({ refreshFailed: true, clock: Date.now() });
    } finally {
      reading = false;
    }
  }

  /** One tick of the clock: the "read … ago" line, and the read every REFRESH_EVERY_MS while the GM can see the sidebar. */
  function tick(): void {
    const now = Date.now();
    if (visible() && now - lastTry >= REFRESH_EVERY_MS) void refreshQuietly();
    if (Math.floor(now / TICK_MS) !== Math.floor(state.clock / TICK_MS)) set({ clock: now });
  }

  /**
   * Undo last round (issue 4): the server refuses unless `round` is still the newest write and,
   * given the preview's `token`, the cells edited since are still those the confirmation named.
   */
  async function undoRound(round: number, token: string | undefined): Promise<void> {
    const r = await deps.call('undoLastRound', round, token);
    if (r.ok) {
      const restored = `Every cell Gator wrote was put back (${plural(r.restored.length, 'range')}) and ${plural(r.logRowsRemoved, 'Log row')} removed. The sheet is at round ${r.round} again.`;
      // Cells changed by hand since the round were reverted too: the server names them.
      const text = r.editedNote ? `${restored} ${r.editedNote}` : restored;
      set({ resolved: state.resolved && state.resolved.round === r.round ? null : state.resolved, message: { kind: 'notice', title: `Round ${r.round} undone.`, text, problems: [] } });
    } else {
      set({ message: { kind: 'error', title: `Round ${round} was not undone.`, problems: r.problems } });
    }
  }

  /** Undo of an import (issue 7): the server refuses unless the import named `label` is still the newest write. */
  async function undoImport(target: Extract<UndoableWrite, { kind: 'import' }>, token: string | undefined): Promise<void> {
    const r = await deps.call('undoLastImport', target.label, token);
    const what = undoName(target);
    if (r.ok) {
      const text = `Its rows on Mechs and Equipment were put back as they were before the import (${plural(r.restored.length, 'range')}).`;
      set({ message: { kind: 'notice', title: `${what.charAt(0).toUpperCase()}${what.slice(1)} undone.`, text, problems: [] } });
    } else {
      set({ message: { kind: 'error', title: `The ${what} was not undone.`, problems: r.problems } });
    }
  }

  /** Undo of a new battle (issue 13): the server refuses unless the battle named `label` is still the newest write. */
  async function undoBattle(target: Extract<UndoableWrite, { kind: 'battle' }>, token: string | undefined): Promise<void> {
    const r = await deps.call('undoLastBattle', target.label, token);
    if (r.ok) {
      set({ message: { kind: 'notice', title: `The start of ${r.label} undone.`, text: r.message, problems: [] } });
    } else {
      set({ message: { kind: 'error', title: `The start of ${target.label} was not undone.`, problems: r.problems } });
    }
  }

  const actions: Actions = {
    async refresh() {
      if (state.busy) return;
      generation++;
      set({ busy: 'load', message: null });
      await reload();
    },

    async resolve() {
      const view = state.view;
      if (state.busy || !view) return;
      const round = view.status.round;
      generation++;
      set({ busy: 'resolve', message: null, confirmUndo: null, needed: null, copy: { status: 'idle' } });
      try {
        const r = await deps.call('resolveRound', round);
        if (r.ok) {
          set({ resolved: r });
          await reload('summary-title');
        } else if ('needed' in r && r.needed.length > 0) {
          // Typed rolls only: nothing was written; the round waits for these rolls.
          set({ needed: { round, rolls: r.needed, copy: 'idle', added: '', adding: false } });
          await reload('needed-title');
        } else {
          set({ message: { kind: 'error', title: `Round ${round} was not resolved.`, problems: r.problems } });
          await reload('message-title');
        }
      } catch (err) {
        set({
          busy: null,
          message: errorMessage(`Resolving round ${round} failed.`, err, `Refresh to see whether it was written: the sheet is at round ${round + 1} if it was.`),
          focus: 'message-title',
        });
      }
    },

    async askUndo() {
      const target = undoTarget(state.view);
      if (state.busy || target === null) return;
      const started = ++generation;
      set({ confirmUndo: target, undoPreview: null, message: null, focus: 'undo-confirm-no' });
      // What Undo would overwrite is read before the GM can confirm (issue 12).
      try {
        const preview = await deps.call('getUndoPreview');
        if (started !== generation || state.confirmUndo === null) return;
        if (preview.ok) {
          set({ confirmUndo: preview.target, undoPreview: preview });
        } else {
          const what = undoName(target);
          set({ confirmUndo: null, undoPreview: null, message: { kind: 'error', title: `${what.charAt(0).toUpperCase()}${what.slice(1)} cannot be undone now.`, problems: preview.problems }, focus: 'message-title' });
        }
      } catch (err) {
        if (started !== generation) return;
        set({ confirmUndo: null, undoPreview: null, message: errorMessage(`Gator could not check what undoing ${target.kind === 'round' ? '' : 'the '}${undoName(target)} would change.`, err, 'Try Undo again.'), focus: 'message-title' });
      }
    },

    cancelUndo() {
      generation++;
      set({ confirmUndo: null, undoPreview: null, focus: 'undo' });
    },

    async confirmUndo() {
      const target = state.confirmUndo;
      if (state.busy || target === null) return;
      const token = state.undoPreview?.token;
      generation++;
      set({ busy: 'undo', confirmUndo: null, undoPreview: null, message: null, copy: { status: 'idle' } });
      try {
        if (target.kind === 'import') await undoImport(target, token);
        else if (target.kind === 'battle') await undoBattle(target, token);
        else await undoRound(target.round, token);
        await reload('message-title');
      } catch (err) {
        const title = target.kind === 'round' ? `Undoing round ${target.round} failed.` : `Undoing the ${undoName(target)} failed.`;
        set({ busy: null, message: errorMessage(title, err, 'Refresh to see the sheet as it is now.'), focus: 'message-title' });
      }
    },

    openBattleForm() {
      if (state.busy || !state.view) return;
      generation++;
      set({ battleForm: true, confirmUndo: null, undoPreview: null, message: null, focus: 'battle-name' });
    },

    cancelBattleForm() {
      set({ battleForm: false, focus: 'new-battle' });
    },

    async startBattle(choices: BattleChoices) {
      const status = state.view?.status;
      if (state.busy || !status) return;
      generation++;
      set({ busy: 'battle', battleForm: false, message: null, needed: null, copy: { status: 'idle' } });
      try {
        const r = await deps.call('startNewBattle', { ...choices, expectedBattle: status.battle, expectedRound: status.round });
        // The last round's post belongs to the battle just archived: Copy no longer offers it.
        if (r.ok) set({ resolved: null, message: { kind: 'notice', title: `${r.battle} started.`, text: r.message, problems: [] } });
        else set({ message: { kind: 'error', title: 'The new battle was not started.', problems: r.problems } });
        await reload('message-title');
      } catch (err) {
        set({ busy: null, message: errorMessage('Starting the new battle failed.', err, 'Refresh to see whether it was written: the round is 1 if it was.'), focus: 'message-title' });
      }
    },

    async copy(part?: number) {
      const post = forumPost(state);
      if (!post) return;
      if (post.parts.length <= 1) {
        try {
          await deps.copyText(post.text);
          set({ copy: { status: 'copied', round: post.round } });
        } catch {
          set({ copy: { status: 'failed', round: post.round }, focus: 'forum-text' });
        }
        return;
      }
      // In parts (issue 13): one at a time, in order; the button of the next part takes the focus.
      const i = part ?? nextForumPart(state, post);
      try {
        await deps.copyText(post.parts[i].text);
        const next = i + 1 < post.parts.length ? `copy-part-${i + 2}` : null;
        set({ copy: { status: 'copied', round: post.round, part: i }, focus: next });
      } catch {
        set({ copy: { status: 'failed', round: post.round, part: i }, focus: 'forum-text' });
      }
    },

    async copyNeeded() {
      const needed = state.needed;
      if (!needed) return;
      try {
        await deps.copyText(neededText(needed));
        set({ needed: { ...needed, copy: 'copied' } });
      } catch {
        set({ needed: { ...needed, copy: 'failed' }, focus: 'needed-text' });
      }
    },

    async addNeeded() {
      const needed = state.needed;
      if (!needed || needed.adding) return;
      set({ needed: { ...needed, adding: true, added: '' } });
      try {
        const r = await deps.call('addNeededRolls', needed.rolls.map((n) => n.key));
        const added = r.ok
          ? r.added > 0
            ? `Added ${plural(r.added, 'row')} to the Rolls tab (${r.range}): type each roll in its Roll cell, then Resolve again.`
            : 'Every one of these rolls is on the Rolls tab already: type each roll in its Roll cell, then Resolve again.'
          : r.problems.map((p) => p.message).join(' ');
        set({ needed: { ...needed, adding: false, added } });
      } catch (err) {
        set({ needed: { ...needed, adding: false, added: `Gator could not write the Rolls tab: ${err instanceof Error ? err.message : String(err)}` } });
      }
    },

    chooseMech(mech: string) {
      set({ advisor: { mech, busy: false, result: null, error: null } });
    },

    async advise() {
      const mech = state.advisor.mech;
      if (state.advisor.busy || mech === '') return;
      set({ advisor: { ...state.advisor, busy: true, result: null, error: null } });
      try {
        const result = await deps.call('getTargetAdvice', mech);
        set({ advisor: { mech, busy: false, result, error: null }, focus: 'advisor-title' });
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        set({ advisor: { mech, busy: false, result: null, error: `Gator could not rank ${mech}'s targets: ${detail}` }, focus: 'advisor-error' });
      }
    },

    async selectCell(cell: string) {
      try {
        const done = await deps.call('selectCell', cell);
        if (!done) set({ message: { kind: 'error', title: `Gator could not select ${cell}.`, text: 'Find it by hand: the tab name comes before the !, then the cell.', problems: [] }, focus: 'message-title' });
      } catch (err) {
        set({ message: errorMessage(`Gator could not select ${cell}.`, err), focus: 'message-title' });
      }
    },

    dismissMessage() {
      set({ message: null, focus: 'resolve' });
    },

    async openDialog(dialog: 'map' | 'import') {
      const what = dialog === 'map' ? 'the battle map' : 'the import dialog';
      try {
        await deps.call(dialog === 'map' ? 'openMapView' : 'openImportDialog');
      } catch (err) {
        set({ message: errorMessage(`Gator could not open ${what}.`, err, 'Try again from the Gator menu.'), focus: 'message-title' });
      }
    },
  };

  return {
    actions,
    state: () => state,
    load: () => {
      deps.render(state);
      return reload();
    },
    start() {
      if (timer === null) timer = setInterval(tick, TICK_MS);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    async cameBack() {
      if (!visible()) return;
      if (Date.now() - lastTry >= FRESH_MS) await refreshQuietly();
      else set({ clock: Date.now() });
    },
  };
}
