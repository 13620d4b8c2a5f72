/**
 * The sidebar's state, one plain object: what the server last said, what is running, what
 * to tell the GM, and where the keyboard focus goes next. The controller changes it; the
 * render functions (src/sidebar/views) draw it.
 */
import type { ResolveSuccess } from '../server/round/resolve';
import type { NeededView } from '../table/typedRolls';
import type { ProblemView } from '../table/problems';
import type { MissingOrder, OrdersEntry } from '../table/orders';
import type { ForumPost, HeldBackView, SidebarState, TargetAdviceResponse } from '../server/sidebar/views';
import type { UndoableWrite } from '../server/sidebar/status';
import type { UndoSuccess } from '../server/undo/undoLast';
import type { UndoPreview } from '../server/undo/preview';
import type { NewBattleSuccess } from '../server/battle/newBattle';
import type { ClockView } from '../server/clock/view';

export type {
  ForumPost,
  HeldBackView,
  NeededView,
  ResolveSuccess,
  UndoSuccess,
  UndoableWrite,
  ProblemView,
  SidebarState,
  TargetAdviceResponse,
  UndoPreview,
  NewBattleSuccess,
};

/** What the server is doing for the sidebar right now (one action at a time). */
export type Busy = 'load' | 'resolve' | 'undo' | 'battle' | null;

/** What the GM chose in the new battle form. */
export interface BattleChoices {
  /** The new battle's name; blank = the next number. */
  readonly name: string;
  readonly repair: boolean;
  readonly heal: boolean;
}

/**
 * A message for the GM: an error (with the server's problems), a notice (an action done), or
 * information (what changed that the GM did not do here: the sheet moved on elsewhere).
 */
export interface Message {
  readonly kind: 'error' | 'notice' | 'info';
  readonly title: string;
  readonly text?: string;
  readonly problems: readonly ProblemView[];
}

interface AdvisorState {
  /** The mech chosen in the advisor's list. */
  readonly mech: string;
  readonly busy: boolean;
  readonly result: TargetAdviceResponse | null;
  /** A call that failed outright, in plain words. */
  readonly error: string | null;
}

/**
 * The rolls a round waits for (the Rules tab's Dice is "Typed rolls only", R-0.5): shown
 * until the next resolve, with whether they were copied or added to the Rolls tab.
 */
interface NeededState {
  readonly round: number;
  readonly rolls: readonly NeededView[];
  readonly copy: 'idle' | 'copied' | 'failed';
  /** What "Add to the Rolls tab" did, in words; '' before it is pressed. */
  readonly added: string;
  readonly adding: boolean;
}

interface CopyState {
  readonly status: 'idle' | 'copied' | 'failed';
  readonly round?: number;
  /** The part copied or refused (0-based), when the post is offered in parts. */
  readonly part?: number;
}

/** Copy for Discord and Post to Discord (docs/discord.md). */
export interface DiscordState {
  readonly copy: 'idle' | 'copied' | 'failed';
  readonly round?: number;
  /** The message copied or refused (0-based). */
  readonly message?: number;
  /** Post to Discord is on its way. */
  readonly posting: boolean;
  /** What Post to Discord came to, in words; '' before it is pressed. */
  readonly posted: string;
  /** Every message of the post was delivered. */
  readonly delivered?: boolean;
}

/**
 * The dialog open under the round's buttons — one at a time, so two questions never stand
 * open together.
 */
export type Dialog =
  | { readonly kind: 'none' }
  /** Resolve was pressed with orders missing before the deadline: the question naming them. */
  | { readonly kind: 'missingOrders' }
  /**
   * Resolve without them: what problems hold back, listed before the round is played;
   * `ordersConfirmed` when the GM answered the missing-orders question on the way.
   */
  | { readonly kind: 'heldBack'; readonly ordersConfirmed?: boolean }
  /**
   * The Undo confirmation: the write it names — a round, an import or a new battle — and what the
   * server says Undo would overwrite, null while it is being read (Undo waits for it).
   */
  | { readonly kind: 'undo'; readonly target: UndoableWrite; readonly preview: UndoPreview | null }
  /** The new battle form. */
  | { readonly kind: 'newBattle' };

export const NO_DIALOG: Dialog = { kind: 'none' };

/** The Undo confirmation, when it is the dialog open. */
export function undoDialog(state: Pick<AppState, 'dialog'>): Extract<Dialog, { kind: 'undo' }> | null {
  return state.dialog.kind === 'undo' ? state.dialog : null;
}

export interface AppState {
  /** The last state read from the sheet; null until the first read succeeds. */
  readonly view: SidebarState | null;
  readonly busy: Busy;
  /** The one question or form open under the round's buttons: opening one closes the other. */
  readonly dialog: Dialog;
  /** The round resolved from this sidebar, shown until undone or replaced. */
  readonly resolved: ResolveSuccess | null;
  /** The rolls the last resolve asked for, until the next one. */
  readonly needed: NeededState | null;
  readonly message: Message | null;
  readonly copy: CopyState;
  readonly advisor: AdvisorState;
  /** Element id to focus after the next render. */
  readonly focus: string | null;
  /** When the sheet was last read (the page's clock, ms); null until the first read succeeds. */
  readonly readAt: number | null;
  /** The page's clock at the last tick, for "read 12 s ago". */
  readonly clock: number;
  /** The last read the sidebar made by itself failed: what it shows may be out of date. */
  readonly refreshFailed: boolean;
  /** Copy "waiting on" for the forum: whether it was copied. */
  readonly ordersCopy: 'idle' | 'copied' | 'failed';
  readonly discord: DiscordState;
  /** The deadline clock's panel (docs/deadline-clock.md): read when the GM opens it. */
  readonly deadline: DeadlineState;
}

/** The deadline clock as last read, whether a Start, Pause or Stop is running, and what it last answered. */
export interface DeadlineState {
  readonly view: ClockView | null;
  readonly busy: boolean;
  readonly note: string | null;
}

export function initialState(): AppState {
  return {
    view: null,
    busy: 'load',
    dialog: NO_DIALOG,
    resolved: null,
    needed: null,
    message: null,
    copy: { status: 'idle' },
    advisor: { mech: '', busy: false, result: null, error: null },
    focus: null,
    readAt: null,
    clock: 0,
    refreshFailed: false,
    ordersCopy: 'idle',
    discord: { copy: 'idle', posting: false, posted: '' },
    deadline: { view: null, busy: false, note: null },
  };
}

/** The asked lines as the GM posts them: one a line. */
export function neededText(needed: NeededState): string {
  return needed.rolls.map((r) => r.asked).join('\n');
}

/**
 * The forum post Copy would copy: the last round on the Log, cut into parts at the Rules tab's
 * Forum post limit. Until the sheet is read again after a resolve, this session's round whole.
 */
export function forumPost(state: AppState): ForumPost | null {
  const logged = state.view?.forumPost ?? null;
  const resolved = state.resolved;
  if (!resolved || logged?.round === resolved.round) return logged;
  const text = resolved.report.bbcode;
  const limit = logged?.limit ?? text.length;
  return { round: resolved.round, text, limit, parts: [{ text, length: text.length, over: text.length > limit }] };
}

/** The part Copy copies next (0-based): the one after the part last copied of this post, else the first. */
export function nextForumPart(state: AppState, post: ForumPost): number {
  const c = state.copy;
  const last = c.status === 'copied' && c.round === post.round ? c.part : undefined;
  return last === undefined ? 0 : Math.min(last + 1, post.parts.length - 1);
}

/**
 * What Undo would take back now: the newest write on the undo stack, a round, an import or the
 * start of a battle, as the server last said; null when there is nothing to undo. A state that only
 * names `lastResolved` (no `lastUndo`) means that round.
 */
export function undoTarget(view: SidebarState | null): UndoableWrite | null {
  const status = view?.status;
  if (!status) return null;
  if (status.lastUndo) return status.lastUndo;
  return status.lastResolved !== null ? { kind: 'round', round: status.lastResolved } : null;
}

/** What the sheet last said is held back, and whether the round can be played without it. */
export function heldBackOf(view: SidebarState | null): HeldBackView {
  return view?.held ?? { lines: [], orders: [], unskippable: [], canSkip: false, plan: [] };
}

/** Lines or orders are held back: Resolve asks first whether to play the round without them. */
export function holdsBack(view: SidebarState | null): boolean {
  const held = heldBackOf(view);
  return held.lines.length > 0 || held.orders.length > 0;
}

/**
 * The mechs without orders Resolve's question names: the board's waiting ones, or none
 * under Wait for the GM, where the server refuses instead of asking.
 */
export function missingAsked(view: SidebarState | null): readonly OrdersEntry[] {
  const board = view?.status.orders;
  return board && board.missingOrders !== 'wait' ? board.waiting : [];
}

/** What the GM confirms by answering a question that named `named`: each mech and what it lacked. */
export function confirmationOf(named: readonly OrdersEntry[]): MissingOrder[] {
  return named.map((e) => ({ mech: e.mech, lacks: e.lacks }));
}
