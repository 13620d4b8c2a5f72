/**
 * The Undo confirmation (docs/sidebar.md): what Undo takes back, in the one wording of
 * src/wording/undo.ts, every cell it wrote that was edited since (which Undo overwrites), and a
 * reason for the Record; in the sidebar, since window.confirm is unreliable in HtmlService frames.
 */
import type { Actions } from '../controller';
import { undoName, undoQuestion } from '../../wording/undo';
import type { UndoableWrite, UndoPreview } from '../state';
import { h, type VNode } from '../vnode';

/** How many edited cells the confirmation lists before `… and N more`. */
const EDITED_SHOWN = 20;

/** What the preview says Undo overwrites: the cells edited since, or that none were; a line while it is read. */
function editedPart(preview: UndoPreview | null): VNode {
  if (preview === null)
    return h(
      'p',
      { id: 'undo-edited-status', class: 'muted', role: 'status' },
      'Checking which cells were changed since…',
    );
  if (preview.edited.length === 0)
    return h(
      'p',
      { id: 'undo-edited-status', class: 'ok', role: 'status' },
      'No cell it wrote was changed since: nothing typed after it is overwritten.',
    );
  const more = preview.edited.length - EDITED_SHOWN;
  return h(
    'div',
    { id: 'undo-edited' },
    h('p', { id: 'undo-edited-status', class: 'warn', role: 'status' }, preview.editedIntro),
    h(
      'ul',
      { id: 'undo-edited-cells', class: 'edited' },
      preview.edited.slice(0, EDITED_SHOWN).map((e) => h('li', { 'data-cell': e.cell }, e.text)),
    ),
    more > 0 ? h('p', { class: 'muted' }, `… and ${more} more.`) : null,
  );
}

export function confirmPanel(target: UndoableWrite, preview: UndoPreview | null, actions: Actions): VNode {
  return h(
    'div',
    { id: 'undo-confirm', class: 'confirm', role: 'group', 'aria-labelledby': 'undo-confirm-text' },
    h('p', { id: 'undo-confirm-text' }, undoQuestion(target)),
    editedPart(preview),
    // The reason goes on the Record beside the Undo: the table sees why.
    h('label', { for: 'undo-reason' }, 'Reason, kept on the Record (optional)'),
    h('input', {
      type: 'text',
      id: 'undo-reason',
      name: 'reason',
      maxlength: 500,
      placeholder: 'e.g. wrong target typed',
      autocomplete: 'off',
    }),
    h(
      'div',
      { class: 'row' },
      // Undo waits for the preview: the GM confirms knowing what it overwrites.
      h(
        'button',
        {
          type: 'button',
          id: 'undo-confirm-yes',
          class: 'danger',
          disabled: preview === null,
          on: { click: (e: Event) => void confirmWithReason(actions, undoReasonOf(e)) },
        },
        `Undo ${undoName(target)}`,
      ),
      h('button', { type: 'button', id: 'undo-confirm-no', on: { click: () => actions.cancelUndo() } }, 'Cancel'),
    ),
  );
}

/** The reason typed in the Undo confirmation, read from the page when Undo is pressed ('' when none). */
function undoReasonOf(e: unknown): string {
  const doc = (e as { target?: { ownerDocument?: { getElementById?: (id: string) => unknown } } } | null)?.target
    ?.ownerDocument;
  const value = (doc?.getElementById?.('undo-reason') as { value?: unknown } | null | undefined)?.value;
  return typeof value === 'string' ? value.trim() : '';
}

/** Undo, with the reason when one was typed. */
function confirmWithReason(actions: Actions, reason: string): Promise<void> {
  return reason ? actions.confirmUndo(reason) : actions.confirmUndo();
}
