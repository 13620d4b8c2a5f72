/**
 * The sidebar stays current by itself (docs/sidebar.md, Staying current): players edit moves and
 * attacks while it is open, so it reads the sheet again when the GM comes back to it and every
 * REFRESH_EVERY_MS while it can be seen — never over a resolve or undo in flight or an open
 * confirmation — and says when it last read the sheet.
 */
import type { Session } from './session';

/**
 * How often an open sidebar the GM can see reads the sheet by itself. Each read is one
 * `getSidebarState` call, a second or so of the GM's Apps Script quota: once a minute keeps a
 * player's new order on screen within a minute for about 60 calls an hour (`npm run bench`
 * prints the service calls that makes).
 */
export const REFRESH_EVERY_MS = 60_000;
/**
 * Coming back to the sidebar reads the sheet again unless it was read this recently (focus and visibility fire
 * together).
 */
export const FRESH_MS = 3_000;
/** How often "read 12 s ago" is brought up to date. */
const TICK_MS = 1_000;

/**
 * The Undo confirmation or the new battle form is open: a read by itself waits until it is closed, so it stays as the
 * GM saw it.
 */
function openForm(s: Session): boolean {
  const kind = s.state.dialog.kind;
  return kind === 'undo' || kind === 'newBattle';
}

export interface Clock {
  /** Starts the clock: "read 12 s ago" kept current, and a read every REFRESH_EVERY_MS while visible. */
  start(): void;
  /** Stops the clock (a page being closed; tests). */
  stop(): void;
  /** The GM came back to the sidebar (focus, or the page shown again): the sheet is read again unless just read. */
  cameBack(): Promise<void>;
}

export function liveClock(s: Session, visible: () => boolean): Clock {
  let timer: ReturnType<typeof setInterval> | null = null;

  /** Nothing the GM started is in the way: no action running, no confirmation or form open, no read on its way. */
  function quiet(): boolean {
    return s.state.busy === null && !openForm(s) && !s.reading;
  }

  /**
   * Reads the sheet without the GM asking: no busy state, the message and the focus left as
   * they are. Its answer is dropped when the GM started something meanwhile (that action reads
   * the sheet itself) or opened a confirmation (it stays as the GM saw it).
   */
  async function refreshQuietly(): Promise<void> {
    if (!quiet()) return;
    s.reading = true;
    s.lastTry = Date.now();
    const started = s.generation;
    try {
      const view = await s.deps.call('getSidebarState');
      if (started === s.generation && s.state.busy === null && !openForm(s)) s.set(s.viewPatch(view, true));
    } catch {
      if (started === s.generation) s.set({ refreshFailed: true, clock: Date.now() });
    } finally {
      s.reading = false;
    }
  }

  /**
   * One tick of the clock: the "read … ago" line, and the read every REFRESH_EVERY_MS while the GM can see the sidebar.
   */
  function tick(): void {
    const now = Date.now();
    if (visible() && now - s.lastTry >= REFRESH_EVERY_MS) void refreshQuietly();
    if (Math.floor(now / TICK_MS) !== Math.floor(s.state.clock / TICK_MS)) s.set({ clock: now });
  }

  return {
    start() {
      if (timer === null) timer = setInterval(tick, TICK_MS);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    async cameBack() {
      if (!visible()) return;
      if (Date.now() - s.lastTry >= FRESH_MS) await refreshQuietly();
      else s.set({ clock: Date.now() });
    },
  };
}
