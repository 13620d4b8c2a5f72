/**
 * "Undo last round" (docs/sheet-layout.md, Undo): puts back, byte for byte, every range the last resolve
 * wrote, removes that round's Log rows and so steps the round back (the Rules tab's Round
 * was one of the ranges). A second Undo goes one round further back.
 */
import { readRules } from '../../sheet/readRules';
import { TAB } from '../../sheet/schema';
import { SheetProblems } from '../../sheet/table';
import { editedCells, editsToken, movedSince, restoreUpdates, type EditedCell } from '../../sheet/undo';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { dropSnapshot, lastSnapshot, type StoredSnapshot } from '../../gas/undoStore';
import { Workbook, type Tabs } from '../../gas/workbook';
import { roundRowsOnLog } from '../round/logTab';
import { busy, editedNote, editedSincePreview, roundMovedOn, roundUndone, undoMoved, wholeRound } from '../reply/messages';
import { jsonSafe, refuse, type Failure } from '../reply/responses';
import { battleOf, recordRoundUndone, undoReason } from './record';
import { undoTabsRefusal } from './tabs';

interface UndoSuccess {
  readonly ok: true;
  /** The round undone: the sheet is at this round again. */
  readonly round: number;
  /** Ranges put back, `Mechs!O2:BB5`. */
  readonly restored: readonly string[];
  /** Log rows removed. */
  readonly logRowsRemoved: number;
  /**
   * Cells the round wrote that were edited since and now hold their old values again
   * (`Mechs!AB3`): Undo reverts later edits to those cells, and says so. Empty for a
   * snapshot saved before this check.
   */
  readonly editedSince: readonly string[];
  /** For the GM: `Round 2 undone: …`, naming the edited cells when there are any. */
  readonly message: string;
  /** The part of `message` about cells edited since the round ('' when none were). */
  readonly editedNote: string;
}

type UndoResponse = UndoSuccess | Failure;

/**
 * Undoes the last resolved round. `expectedRound`, when given, is the round the caller
 * showed the GM in its confirmation: if the last resolved round is another one (someone
 * resolved or undid meanwhile), nothing is undone. `expectedEdits`, when given, is the token
 * of the undo preview the confirmation showed (src/server/undo/preview.ts): if the cells
 * edited since the round are no longer those it named, with the values it named, nothing is
 * undone — the GM agreed to overwrite those edits, not others. Refuses too when the Rules
 * tab's Round is not the one that round left (the sheet moved on by hand), or when rows or
 * columns it wrote were inserted, deleted, sorted or renamed since (the snapshot's guard):
 * restoring by position would then write old values over other rows. A refusal writes nothing.
 * `reason`, the GM's words in the confirmation, goes on the Record beside the Undo.
 */
export function undoLastRound(services: Services, expectedRound?: unknown, expectedEdits?: unknown, reason?: unknown): UndoResponse {
  const expected = expectedRound === undefined || expectedRound === null || expectedRound === '' ? undefined : wholeRound(expectedRound);
  if (expectedRound !== undefined && expectedRound !== null && expectedRound !== '' && expected === undefined) {
    return jsonSafe(refuse('round/bad_request', `Undo needs the number of the round to undo, got ${JSON.stringify(expectedRound)}.`));
  }
  const token = typeof expectedEdits === 'string' && expectedEdits !== '' ? expectedEdits : undefined;
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock(services, () => undoLocked(services, wb, expected, token, undoReason(reason)), busy));
}

/** What undoing the last round would do, checked and not yet written: the preview shows it, Undo writes it. */
interface RoundUndoPlan {
  readonly ok: true;
  readonly stored: StoredSnapshot;
  /** The tabs the round wrote, and the Rules tab, as they are now. */
  readonly now: Tabs;
  /** The cells the round wrote that were edited since: Undo overwrites them. */
  readonly edited: readonly EditedCell[];
}

/**
 * The checks of Undo last round on the newest snapshot, a round's, without writing: the tabs
 * it wrote still there and editable by the user, the Rules tab at the round it left, its rows
 * and columns where it left them. Read-only: the preview calls it outside the lock.
 */
export function planRoundUndo(services: Services, wb: Workbook, stored: StoredSnapshot): RoundUndoPlan | Failure {
  const { snapshot } = stored;
  const tabs = [...new Set([...snapshot.ranges.map((r) => r.tab), TAB.log, TAB.undo])];
  const refused = undoTabsRefusal(services, wb, tabs, `Round ${snapshot.round}`, 'undo a round');
  if (refused) return refused;

  // One read per tab the round wrote: the guard is checked against these values. The Log is
  // not read whole: only the round's own rows (src/server/round/logTab.ts).
  const now = wb.readTabs([...new Set([...snapshot.ranges.map((r) => r.tab), TAB.rules])]);
  const sheetRound = readRules(now, new SheetProblems()).round;
  if (sheetRound !== snapshot.round + 1) {
    return refuse(
      'undo/round_mismatch',
      `The Rules tab says round ${sheetRound}, but undoing round ${snapshot.round} expects round ${snapshot.round + 1} there: the round was changed by hand since. Nothing was undone; set Round back to ${snapshot.round + 1} to undo round ${snapshot.round}.`,
    );
  }
  const moved = movedSince(snapshot, now);
  if (moved) return undoMoved(snapshot.round, moved);
  return { ok: true, stored, now, edited: editedCells(snapshot, now) };
}

/** What Undo refuses when the newest write is an import or a new battle: that comes first. */
function notARound(snapshot: StoredSnapshot['snapshot'], expected: number | undefined): Failure {
  const round = expected !== undefined ? `round ${expected}` : 'the round before it';
  if (snapshot.kind === 'battle') {
    return refuse(
      'undo/battle_on_top',
      `The last change Gator made is the start of ${snapshot.label ?? 'a new battle'}, not a round: undo that first (Extensions ▸ Gator ▸ Undo last round or import), then ${round}. Nothing was undone.`,
    );
  }
  return refuse(
    'undo/import_on_top',
    `The last change Gator made is the import of ${snapshot.label ?? 'mechs'}, not a round: undo that first (Extensions ▸ Gator ▸ Undo last round or import), then ${round}. Nothing was undone.`,
  );
}

function undoLocked(services: Services, wb: Workbook, expected: number | undefined, token: string | undefined, reason: string): UndoResponse {
  const stored = lastSnapshot(wb);
  if (!stored) return refuse('undo/nothing', 'There is no resolved round to undo.');
  const { snapshot } = stored;
  // Imports and new battles share the undo stack: the latest write is undone first, whatever it was.
  if (snapshot.kind === 'import' || snapshot.kind === 'battle') return notARound(snapshot, expected);
  if (expected !== undefined && snapshot.round !== expected) return roundMovedOn(expected, snapshot.round, 'undo');
  const plan = planRoundUndo(services, wb, stored);
  if (!plan.ok) return plan;
  if (token !== undefined && editsToken(plan.edited) !== token) return editedSincePreview(`round ${snapshot.round}`, plan.edited);

  const edited = plan.edited.map((e) => e.a1);
  const logRows = roundRowsOnLog(wb, snapshot.round, snapshot.log);
  const writes = restoreUpdates(snapshot);
  wb.write(writes);
  wb.deleteRows(TAB.log, logRows);
  dropSnapshot(wb, stored);
  // The record keeps the resolution and now its Undo.
  recordRoundUndone(services, wb, battleOf(plan.now), snapshot.round, reason);
  return {
    ok: true,
    round: snapshot.round,
    restored: writes.map((w) => w.a1),
    logRowsRemoved: logRows.length,
    editedSince: edited,
    message: roundUndone(snapshot.round, edited),
    editedNote: editedNote(edited),
  };
}
