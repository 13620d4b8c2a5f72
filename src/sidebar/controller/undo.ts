/**
 * Undo from the sidebar: the confirmation, which reads first what Undo would overwrite,
 * and the undo of whichever write is newest — a round, an import or the start of a battle —
 * each refused by the server unless it still is.
 */
import { plural, undoName } from '../format';
import { undoTarget, type UndoableWrite } from '../state';
import { errorMessage, type Session } from './session';

/**
 * Undo last round: the server refuses unless `round` is still the newest write and,
 * given the preview's `token`, the cells edited since are still those the confirmation named.
 */
async function undoRound(s: Session, round: number, token: string | undefined, reason: string): Promise<void> {
  const r = await (reason ? s.deps.call('undoLastRound', round, token, reason) : s.deps.call('undoLastRound', round, token));
  if (r.ok) {
    const restored = `Every cell Gator wrote was put back (${plural(r.restored.length, 'range')}) and ${plural(r.logRowsRemoved, 'Log row')} removed. The sheet is at round ${r.round} again.`;
    // Cells changed by hand since the round were reverted too: the server names them.
    const text = r.editedNote ? `${restored} ${r.editedNote}` : restored;
    s.set({ resolved: s.state.resolved && s.state.resolved.round === r.round ? null : s.state.resolved, message: { kind: 'notice', title: `Round ${r.round} undone.`, text, problems: [] } });
  } else {
    s.set({ message: { kind: 'error', title: `Round ${round} was not undone.`, problems: r.problems } });
  }
}

/** Undo of an import: the server refuses unless the import named `label` is still the newest write. */
async function undoImport(s: Session, target: Extract<UndoableWrite, { kind: 'import' }>, token: string | undefined, reason: string): Promise<void> {
  const r = await (reason ? s.deps.call('undoLastImport', target.label, token, reason) : s.deps.call('undoLastImport', target.label, token));
  const what = undoName(target);
  if (r.ok) {
    const text = `Its rows on Mechs and Equipment were put back as they were before the import (${plural(r.restored.length, 'range')}).`;
    s.set({ message: { kind: 'notice', title: `${what.charAt(0).toUpperCase()}${what.slice(1)} undone.`, text, problems: [] } });
  } else {
    s.set({ message: { kind: 'error', title: `The ${what} was not undone.`, problems: r.problems } });
  }
}

/** Undo of a new battle: the server refuses unless the battle named `label` is still the newest write. */
async function undoBattle(s: Session, target: Extract<UndoableWrite, { kind: 'battle' }>, token: string | undefined, reason: string): Promise<void> {
  const r = await (reason ? s.deps.call('undoLastBattle', target.label, token, reason) : s.deps.call('undoLastBattle', target.label, token));
  if (r.ok) {
    s.set({ message: { kind: 'notice', title: `The start of ${r.label} undone.`, text: r.message, problems: [] } });
  } else {
    s.set({ message: { kind: 'error', title: `The start of ${target.label} was not undone.`, problems: r.problems } });
  }
}

export function undoActions(s: Session) {
  return {
    async askUndo() {
      const target = undoTarget(s.state.view);
      if (s.state.busy || target === null) return;
      const started = ++s.generation;
      s.set({ confirmUndo: target, undoPreview: null, message: null, focus: 'undo-confirm-no' });
      // What Undo would overwrite is read before the GM can confirm.
      try {
        const preview = await s.deps.call('getUndoPreview');
        if (started !== s.generation || s.state.confirmUndo === null) return;
        if (preview.ok) {
          s.set({ confirmUndo: preview.target, undoPreview: preview });
        } else {
          const what = undoName(target);
          s.set({ confirmUndo: null, undoPreview: null, message: { kind: 'error', title: `${what.charAt(0).toUpperCase()}${what.slice(1)} cannot be undone now.`, problems: preview.problems }, focus: 'message-title' });
        }
      } catch (err) {
        if (started !== s.generation) return;
        s.set({ confirmUndo: null, undoPreview: null, message: errorMessage(`Gator could not check what undoing ${target.kind === 'round' ? '' : 'the '}${undoName(target)} would change.`, err, 'Try Undo again.'), focus: 'message-title' });
      }
    },

    cancelUndo() {
      s.generation++;
      s.set({ confirmUndo: null, undoPreview: null, focus: 'undo' });
    },

    /** `reason`: what the GM typed in the confirmation, for the Record. */
    async confirmUndo(reason = '') {
      const target = s.state.confirmUndo;
      if (s.state.busy || target === null) return;
      const token = s.state.undoPreview?.token;
      s.generation++;
      s.set({ busy: 'undo', confirmUndo: null, undoPreview: null, message: null, copy: { status: 'idle' } });
      try {
        if (target.kind === 'import') await undoImport(s, target, token, reason);
        else if (target.kind === 'battle') await undoBattle(s, target, token, reason);
        else await undoRound(s, target.round, token, reason);
        await s.reload('message-title');
      } catch (err) {
        const title = target.kind === 'round' ? `Undoing round ${target.round} failed.` : `Undoing the ${undoName(target)} failed.`;
        s.set({ busy: null, message: errorMessage(title, err, 'Refresh to see the sheet as it is now.'), focus: 'message-title' });
      }
    },
  };
}
