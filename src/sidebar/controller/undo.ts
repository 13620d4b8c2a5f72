/**
 * Undo from the sidebar: the confirmation, which reads first what Undo would overwrite (docs/sidebar.md),
 * and the undo of whichever write is newest — a round, an import or the start of a battle —
 * refused by the server unless it still is. Every kind is worded by src/wording/undo.ts, as the
 * server words it.
 */
import { notUndoneTitle, sentence, undoIdentity, undoneTitle, undoThe, wordsOf } from '../../wording/undo';
import { NO_DIALOG, undoDialog, undoTarget, type AppState, type UndoableWrite } from '../state';
import { errorMessage, type Session } from './session';

/**
 * Undoes `target`: the server refuses unless it is still the newest write and, given the
 * preview's `token`, the cells edited since are still those the confirmation named. Answers what
 * to show once the sheet is read again.
 */
async function undo(
  s: Session,
  target: UndoableWrite,
  token: string | undefined,
  reason: string,
): Promise<Partial<AppState>> {
  const request = { kind: target.kind, expected: undoIdentity(target), expectedEdits: token };
  const r = await s.deps.call('undoLast', reason ? { ...request, reason } : request);
  if (r.ok) {
    // Cells changed by hand since the write were reverted too: the server names them.
    const detail = wordsOf(r.undone).detail(r);
    const text = r.editedNote ? `${detail} ${r.editedNote}` : detail;
    const resolved = r.undone.kind === 'round' && s.state.resolved?.round === r.round ? null : s.state.resolved;
    return { resolved, message: { kind: 'notice', title: undoneTitle(r.undone), text, problems: [] } };
  }
  return { message: { kind: 'error', title: notUndoneTitle(target), problems: r.problems } };
}

export function undoActions(s: Session) {
  return {
    async askUndo() {
      const target = undoTarget(s.state.view);
      if (s.state.busy || target === null) return;
      const started = ++s.generation;
      s.set({ dialog: { kind: 'undo', target, preview: null }, message: null, focus: 'undo-confirm-no' });
      // What Undo would overwrite is read before the GM can confirm.
      try {
        const preview = await s.deps.call('getUndoPreview');
        if (started !== s.generation || undoDialog(s.state) === null) return;
        if (preview.ok) {
          s.set({ dialog: { kind: 'undo', target: preview.target, preview } });
        } else {
          s.set({
            dialog: NO_DIALOG,
            message: {
              kind: 'error',
              title: `${sentence(undoThe(target))} cannot be undone now.`,
              problems: preview.problems,
            },
            focus: 'message-title',
          });
        }
      } catch (err) {
        if (started !== s.generation) return;
        s.set({
          dialog: NO_DIALOG,
          message: errorMessage(
            `Gator could not check what undoing ${undoThe(target)} would change.`,
            err,
            'Try Undo again.',
          ),
          focus: 'message-title',
        });
      }
    },

    cancelUndo() {
      s.generation++;
      s.set({ dialog: NO_DIALOG, focus: 'undo' });
    },

    /** `reason`: what the GM typed in the confirmation, for the Record. */
    async confirmUndo(reason = '') {
      const open = undoDialog(s.state);
      if (s.state.busy || open === null) return;
      const { target } = open;
      const token = open.preview?.token;
      s.generation++;
      s.set({ busy: 'undo', dialog: NO_DIALOG, message: null, copy: { status: 'idle' } });
      try {
        // What came of it is shown with the sheet read back, never beside the sheet from before.
        await s.reload('message-title', await undo(s, target, token, reason));
      } catch (err) {
        s.set({
          busy: null,
          message: errorMessage(`Undoing ${undoThe(target)} failed.`, err, 'Refresh to see the sheet as it is now.'),
          focus: 'message-title',
        });
      }
    },
  };
}
