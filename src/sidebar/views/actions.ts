/**
 * The round's buttons (issue 5): Resolve round (busy while it runs), Undo with a
 * confirmation naming what it takes back — the last round, or the last import (issue 7),
 * whichever is newer — in the sidebar, since window.confirm is unreliable in HtmlService
 * frames; Copy for the forum, and the battle map and import dialogs.
 */
import type { Actions } from '../controller';
import { undoName, undoQuestion } from '../format';
import { forumPost, undoTarget, type AppState, type Busy, type UndoableWrite } from '../state';
import { h, type VNode } from '../vnode';

const BUSY_TEXT = {
  load: 'Reading the sheet…',
  resolve: 'Resolving the round: rolling the dice and writing the sheet…',
  undo: 'Undoing the round: putting every cell back…',
} as const;

/** The busy line; while undoing, the sheet last read still names the write being undone. */
function busyText(busy: Exclude<Busy, null>, undoing: UndoableWrite | null): string {
  if (busy === 'undo' && undoing?.kind === 'import') return 'Undoing the import: putting its rows back…';
  return BUSY_TEXT[busy];
}

function confirmPanel(target: UndoableWrite, actions: Actions): VNode {
  return h(
    'div',
    { id: 'undo-confirm', class: 'confirm', role: 'group', 'aria-labelledby': 'undo-confirm-text' },
    h('p', { id: 'undo-confirm-text' }, undoQuestion(target)),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', id: 'undo-confirm-yes', class: 'danger', on: { click: () => void actions.confirmUndo() } }, `Undo ${undoName(target)}`),
      h('button', { type: 'button', id: 'undo-confirm-no', on: { click: () => actions.cancelUndo() } }, 'Cancel'),
    ),
  );
}

function copyStatus(state: AppState): VNode {
  const post = forumPost(state);
  const c = state.copy;
  let text = '';
  if (c.status === 'copied') text = `Copied round ${c.round}'s post: paste it in the forum.`;
  if (c.status === 'failed') text = 'The browser would not copy. Select the text below and press Ctrl+C (⌘C on a Mac).';
  return h(
    'div',
    null,
    h('p', { id: 'copy-status', role: 'status', class: c.status === 'failed' ? 'warn' : 'ok' }, text),
    c.status === 'failed' && post
      ? h('textarea', { id: 'forum-text', readonly: true, rows: 6, 'aria-label': `Round ${post.round} for the forum (BBCode)` }, post.text)
      : null,
  );
}

export function renderActions(state: AppState, actions: Actions): VNode {
  const status = state.view?.status;
  const busy = state.busy;
  const post = forumPost(state);
  const last = undoTarget(state.view);
  const resolving = busy === 'resolve';
  return h(
    'section',
    { id: 'actions', 'aria-label': 'Round actions' },
    h(
      'button',
      {
        type: 'button',
        id: 'resolve',
        class: 'primary',
        disabled: !status || busy !== null,
        'aria-busy': resolving ? 'true' : 'false',
        'aria-describedby': 'busy-status',
        on: { click: () => void actions.resolve() },
      },
      resolving ? `Resolving round ${status?.round ?? ''}…` : status ? `Resolve round ${status.round}` : 'Resolve round',
    ),
    h('p', { id: 'busy-status', role: 'status', 'aria-live': 'polite', class: 'busy' }, busy ? [h('span', { class: 'spinner', 'aria-hidden': 'true' }), busyText(busy, last)] : ''),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', id: 'copy', disabled: !post || busy !== null, on: { click: () => void actions.copy() } },
        post ? `Copy round ${post.round} for the forum` : 'Copy for the forum',
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'undo',
          disabled: last === null || busy !== null || state.confirmUndo !== null,
          'aria-expanded': state.confirmUndo !== null ? 'true' : 'false',
          'data-undo': last ? last.kind : null,
          on: { click: () => actions.askUndo() },
        },
        last !== null ? `Undo ${undoName(last)}` : 'Undo last round',
      ),
    ),
    state.confirmUndo !== null ? confirmPanel(state.confirmUndo, actions) : null,
    copyStatus(state),
    // The dialogs open over the spreadsheet; after an import, Refresh reads the new mechs.
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', id: 'open-map', on: { click: () => void actions.openDialog('map') } }, 'Battle map'),
      h('button', { type: 'button', id: 'open-import', on: { click: () => void actions.openDialog('import') } }, 'Import mechs…'),
    ),
  );
}
