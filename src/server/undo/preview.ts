/**
 * "Undo says what it will overwrite before it does" (docs/sidebar.md): what Undo would take back now —
 * the newest write on the undo stack, a round, an import or a new battle — and every cell that
 * write made which was edited since, with what it holds now (which Undo overwrites) and what
 * Undo puts back. Read-only: no lock, nothing written. The confirmation (menu or sidebar) shows
 * it; Undo is then called with its `token` and refuses if the edited cells changed meanwhile.
 */
import type { UndoableWrite } from '../../sheet/undo/stack';
import { editsToken } from '../../sheet/undo/guard';
import type { Services } from '../../gas/services';
import { lastSnapshot } from '../../gas/undoStore';
import { Workbook } from '../../gas/workbook';
import { wordsOf } from '../../wording/undo';
import { editedCellText, editedIntro } from '../reply/messages';
import { jsonSafe, refuse, type Failure } from '../reply/responses';
import { planUndo } from './plan';

/** A cell edited since the write, as the confirmation lists it. */
interface EditedCellView {
  /** `Mechs!P3`, for the sidebar to select. */
  readonly cell: string;
  /** `Mechs!P3 (Griffin, CT Armor): now 9 — round 3 wrote 12; Undo puts back 14`. */
  readonly text: string;
}

export interface UndoPreview {
  readonly ok: true;
  /** What Undo takes back now. */
  readonly target: UndoableWrite;
  /** `2 cells written by round 3 were changed since: …` ('' when none were). */
  readonly editedIntro: string;
  /** Every cell the write made that was edited since, tab by tab, row by row. */
  readonly edited: readonly EditedCellView[];
  /** Pass to the undo call: it refuses if the edited cells are no longer these. */
  readonly token: string;
}

type UndoPreviewResponse = UndoPreview | Failure;

/**
 * What Undo would do now, checked as Undo checks it (tabs there, the user allowed, rows in
 * place): a refusal Undo would give comes back as the same failure, before any confirmation.
 */
export function getUndoPreview(services: Services): UndoPreviewResponse {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const stored = lastSnapshot(wb);
  if (!stored)
    return jsonSafe(
      refuse(
        'undo/nothing',
        'There is nothing to undo: no round, import or new battle Gator wrote is on the undo stack.',
      ),
    );
  const plan = planUndo(services, wb, stored);
  if (!plan.ok) return jsonSafe(plan);
  const words = wordsOf(plan.write);
  return jsonSafe({
    ok: true,
    target: plan.write,
    editedIntro: editedIntro(plan.edited.length, words.the(plan.write)),
    edited: plan.edited.map((e) => ({ cell: e.a1, text: editedCellText(e, words.short(plan.write)) })),
    token: editsToken(plan.edited),
  });
}

/** The edited cells as lines of an alert: the intro, then at most `max`, then how many more. */
export function editedLines(preview: UndoPreview, max: number): string[] {
  if (preview.edited.length === 0) return [];
  const lines = [preview.editedIntro, ...preview.edited.slice(0, max).map((e) => `• ${e.text}`)];
  if (preview.edited.length > max)
    lines.push(`… and ${preview.edited.length - max} more: open the combat sidebar's Undo to see them all.`);
  return lines;
}
