/**
 * Undo: takes back the newest write Gator made — a resolved round, an import of mechs or the
 * start of a new battle, which share one undo stack — byte for byte, and says so on the Record.
 * One flow for every kind: the newest snapshot, refused when it is not the kind and the write
 * the caller showed the GM, checked (src/server/undo/plan.ts), its edited cells still those the
 * confirmation named, then restored; what follows the restore and the Record line are the
 * kind's (src/server/undo/kinds.ts). A refusal writes nothing. A second Undo goes one write
 * further back.
 */
import { editsToken } from '../../sheet/undo/guard';
import { restoreUpdates } from '../../sheet/undo/restore';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { dropSnapshot, lastSnapshot } from '../../gas/undoStore';
import { Workbook } from '../../gas/workbook';
import {
  isUndoKind,
  undoneMessage,
  undoThe,
  UNDO_KINDS,
  type UndoableWrite,
  type UndoKind,
  type UndoneView,
} from '../../wording/undo';
import { busy, editedNote, editedSincePreview } from '../reply/messages';
import { jsonSafe, refuse, type Failure } from '../reply/responses';
import { undoKind, writeOf } from './kinds';
import { planUndo } from './plan';
import { undoReason } from './record';

/** What the caller asks Undo to take back: `{ kind: 'round', expected: 3, expectedEdits: '0' }`. */
export interface UndoRequest {
  /** The kind of write the caller showed the GM: refused when the newest write is another kind. */
  readonly kind: UndoKind;
  /**
   * The write the caller showed: a round's number, an import's or a new battle's label. When
   * given, refused if the newest write is another one (someone resolved or undid meanwhile).
   */
  readonly expected?: number | string;
  /**
   * The undo preview's token (src/server/undo/preview.ts): refused if the cells edited since
   * the write are no longer those the confirmation named, with the values it named — the GM
   * agreed to overwrite those edits, not others.
   */
  readonly expectedEdits?: string;
  /** The GM's words in the confirmation: they go on the Record beside the Undo. */
  readonly reason?: string;
}

export interface UndoSuccess extends UndoneView {
  readonly ok: true;
  /** What was undone: `{ kind: 'round', round: 3 }`, `{ kind: 'import', label: 'Griffin GRF-1S' }`. */
  readonly undone: UndoableWrite;
  /** Ranges put back, `Mechs!O2:BB5`. */
  readonly restored: readonly string[];
  /**
   * Cells the write made that were edited since and now hold their old values again
   * (`Mechs!AB3`): Undo reverts later edits to those cells, and says so. Empty for a
   * snapshot saved before this check.
   */
  readonly editedSince: readonly string[];
  /** For the GM: `Round 2 undone: …`, naming the edited cells when there are any. */
  readonly message: string;
  /** The part of `message` about cells edited since the write ('' when none were). */
  readonly editedNote: string;
}

export type UndoResponse = UndoSuccess | Failure;

/** A request checked: what to undo, the token, the reason as the Record keeps it. */
interface Asked {
  readonly kind: UndoKind;
  readonly expected: number | string | undefined;
  readonly token: string | undefined;
  readonly reason: string;
}

/** Undoes the newest write when it is the one `request` names; see UndoRequest. */
export function undoLast(services: Services, request: unknown): UndoResponse {
  const asked = askedOf(request);
  if ('ok' in asked) return jsonSafe(asked);
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock(services, () => undoLocked(services, wb, asked), busy));
}

/** The request as sent over `google.script.run`, checked; a refusal naming what was expected. */
function askedOf(request: unknown): Asked | Failure {
  const r = (request !== null && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  if (!isUndoKind(r.kind)) {
    const kinds = `${UNDO_KINDS.slice(0, -1).join(', ')} or ${UNDO_KINDS[UNDO_KINDS.length - 1]}`;
    return refuse(
      'undo/bad_request',
      `Undo needs the kind of write to undo (${kinds}), got ${JSON.stringify(r.kind) ?? 'nothing'}. Nothing was undone.`,
    );
  }
  const expected = undoKind(r.kind).expected(r.expected);
  if ('ok' in expected) return expected;
  const token = typeof r.expectedEdits === 'string' && r.expectedEdits !== '' ? r.expectedEdits : undefined;
  return { kind: r.kind, expected: expected.value, token, reason: undoReason(r.reason) };
}

function undoLocked(services: Services, wb: Workbook, asked: Asked): UndoResponse {
  const kind = undoKind(asked.kind);
  const stored = lastSnapshot(wb);
  if (!stored) return refuse('undo/nothing', kind.words.nothing);
  const { snapshot } = stored;
  const w = writeOf(snapshot);
  // Every kind shares the undo stack: the newest write is undone first, whatever it was.
  if (w.kind !== asked.kind) {
    return refuse(
      kind.codes.otherOnTop(w.kind),
      `The last change Gator made is ${undoThe(w)}, not ${kind.words.aKind}: undo that first (Extensions ▸ Gator ▸ Undo last round or import). Nothing was undone.`,
    );
  }
  if (asked.expected !== undefined && kind.words.identity(w) !== asked.expected) {
    const shown = undoThe(kind.words.write(asked.expected));
    return refuse(
      kind.codes.movedOn,
      `The last change Gator made is ${undoThe(w)}, not ${shown}: the sheet changed since you looked. Nothing was undone; refresh and check before undoing.`,
    );
  }
  const plan = planUndo(services, wb, stored);
  if (!plan.ok) return plan;
  if (asked.token !== undefined && editsToken(plan.edited) !== asked.token)
    return editedSincePreview(undoThe(w), plan.edited);

  const writes = restoreUpdates(snapshot);
  wb.write(writes);
  const logRowsRemoved = kind.afterRestore(wb, plan);
  dropSnapshot(wb, stored);
  kind.record(services, wb, plan, asked.reason);
  const edited = plan.edited.map((e) => e.a1);
  const view: UndoneView = {
    restored: writes.map((u) => u.a1),
    logRowsRemoved,
    battle: kind.battleAfter(plan),
    round: snapshot.round,
  };
  const note = editedNote(edited, kind.words.noun);
  return {
    ok: true,
    undone: w,
    ...view,
    editedSince: edited,
    message: note ? `${undoneMessage(w, view)} ${note}` : undoneMessage(w, view),
    editedNote: note,
  };
}
