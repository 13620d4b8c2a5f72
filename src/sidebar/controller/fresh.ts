/**
 * What a new read of the sheet puts away (docs/sidebar.md, Staying current): the sheet may have
 * moved on or back since the last read — a round resolved or undone from the menu, by another
 * user, a new battle, an import — and the sidebar must then offer no summary, post, rolls,
 * question or Undo that no longer holds. Each panel is kept only while the sheet read still
 * agrees with it; when a read the GM did not make by an action of this sidebar puts something
 * away, a message says what and why.
 */
import { undoIdentity, undoThe } from '../../wording/undo';
import { roundLine } from '../format';
import {
  forumPost,
  holdsBack,
  NO_DIALOG,
  undoTarget,
  type AppState,
  type Dialog,
  type ResolveSuccess,
  type SidebarState,
} from '../state';

/**
 * What identifies the sheet's place among its writes: the battle, the round, the newest round on
 * the Log and its post, what Undo would take back. Players' orders do not change it; every
 * resolve, undo, import and new battle does.
 */
function placeOf(view: SidebarState): string {
  const s = view.status;
  const undo = undoTarget(view);
  return JSON.stringify([
    s.battle,
    s.round,
    s.lastResolved,
    undo ? [undo.kind, undoIdentity(undo)] : null,
    view.forumPost?.text ?? null,
  ]);
}

/**
 * The round resolved here is still the sheet's newest round, as this sidebar resolved it: the
 * Log's post of that round is its post (a round undone and resolved again has another — its
 * title says so), and the sheet is at the round after it.
 */
function stillHolds(r: ResolveSuccess, view: SidebarState): boolean {
  const post = view.forumPost;
  return (
    view.status.lastResolved === r.round &&
    view.status.round === r.nextRound &&
    post !== null &&
    post.round === r.round &&
    post.text === r.report.bbcode
  );
}

/** Whether the dialog open still asks about the sheet as it is now; `moved`: the sheet's place changed. */
function dialogHolds(dialog: Dialog, view: SidebarState, moved: boolean): boolean {
  if (dialog.kind === 'none') return true;
  if (moved) return false;
  if (dialog.kind === 'missingOrders') return view.status.orders.waiting.length > 0;
  if (dialog.kind === 'heldBack') return holdsBack(view);
  return true;
}

/** The dialog in the words of the message saying it was put away. */
function dialogName(dialog: Dialog): string {
  if (dialog.kind === 'undo') return `the Undo confirmation of ${undoThe(dialog.target)}`;
  if (dialog.kind === 'newBattle') return 'the new battle form';
  if (dialog.kind === 'heldBack') return 'the question before resolving without them';
  return 'the question about missing orders';
}

/** `It is at Round 1 now, and Undo would take back the import of Griffin GRF-1S.` */
function whereNow(view: SidebarState): string {
  const undo = undoTarget(view);
  return `It is at ${roundLine(view.status)} now, and ${undo ? `Undo would take back ${undoThe(undo)}` : 'there is nothing to undo'}.`;
}

/**
 * The changes to the sidebar's state a new read `view` brings besides the view itself: panels
 * that no longer hold put away. `elsewhere`: the read was not made by an action of this sidebar
 * (Refresh, or a read by itself) — then a change of the sheet's place drops the last message, and
 * whatever was put away is said in a message of its own.
 */
export function freshPatch(state: AppState, view: SidebarState, elsewhere: boolean): Partial<AppState> {
  const before = state.view;
  const moved = before !== null && placeOf(before) !== placeOf(view);
  const turned =
    before !== null && (before.status.round !== view.status.round || before.status.battle !== view.status.battle);
  const patch: { -readonly [K in keyof AppState]?: AppState[K] } = {};
  const putAway: string[] = [];

  const r = state.resolved;
  if (r && !stillHolds(r, view)) {
    patch.resolved = null;
    putAway.push(`round ${r.round}'s summary and forum post`);
  }
  // A copy said of a post no longer offered, or offered with other words, is forgotten.
  const was = forumPost(state);
  const now = forumPost({ ...state, ...patch, view });
  if (
    state.copy.status !== 'idle' &&
    (now === null || was === null || now.round !== was.round || now.text !== was.text)
  )
    patch.copy = { status: 'idle' };
  const needed = state.needed;
  if (needed && (turned || view.status.round !== needed.round)) {
    patch.needed = null;
    putAway.push(`the rolls round ${needed.round} waited for`);
  }
  // "Copied: paste it in the forum" of the orders board is about its round only.
  if (turned && state.ordersCopy !== 'idle') patch.ordersCopy = 'idle';
  if (!dialogHolds(state.dialog, view, moved)) {
    patch.dialog = NO_DIALOG;
    if (moved) putAway.push(dialogName(state.dialog));
  }

  // The last message was about the sheet before the change: it gives way to what changed.
  if (!elsewhere || !moved || (putAway.length === 0 && state.message === null)) return patch;
  const put = putAway.length > 0 ? ` Put away, as it no longer holds: ${putAway.join('; ')}.` : '';
  return {
    ...patch,
    message: {
      kind: 'info',
      title: 'The sheet changed outside this sidebar.',
      text: `${whereNow(view)}${put}`,
      problems: [],
    },
  };
}
