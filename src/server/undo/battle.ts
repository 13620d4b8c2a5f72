/**
 * Undo of "Start a new battle": rounds, imports and new battles share one undo
 * stack, so Undo takes the new battle back when it is the latest write — every cell it wrote
 * put back byte for byte, the fresh Log deleted (it must hold nothing but its header row) and
 * the archived Log renamed back to Log, every row of it as it was.
 */
import { readRules } from '../../sheet/readRules';
import { TAB } from '../../sheet/schema';
import { SheetProblems } from '../../sheet/table';
import { editedCells, editsToken, movedSince, restoreUpdates, type EditedCell } from '../../sheet/undo';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { dropSnapshot, lastSnapshot, type StoredSnapshot } from '../../gas/undoStore';
import { Workbook } from '../../gas/workbook';
import { busy, editedSincePreview, undoMoved } from '../reply/messages';
import { jsonSafe, refuse, type Failure } from '../reply/responses';
import { RECORD_EVENT } from '../../sheet/record';
import { recordUndone, undoReason } from './record';
import { undoTabsRefusal } from './tabs';

interface UndoBattleSuccess {
  readonly ok: true;
  /** The battle whose start was undone: `Battle 2`. */
  readonly label: string;
  /** The battle the sheet is back at: `Battle 1`. */
  readonly battle: string;
  /** The round the sheet is back at. */
  readonly round: number;
  /** Ranges put back, `Mechs!P2:Q5`. */
  readonly restored: readonly string[];
  /** For the GM: `The start of Battle 2 undone: …`. */
  readonly message: string;
}

type UndoBattleResponse = UndoBattleSuccess | Failure;

/** What undoing the last new battle would do, checked and not yet written. */
interface BattleUndoPlan {
  readonly ok: true;
  readonly stored: StoredSnapshot;
  /** The tab the finished battle's Log is in: renamed back to Log. */
  readonly archive: string;
  /** The cells the new battle wrote that were edited since: Undo overwrites them. */
  readonly edited: readonly EditedCell[];
}

/**
 * The checks of Undo on the newest snapshot, a new battle's, without writing: the archived Log
 * and every tab it wrote still there and editable by the user, nothing on the fresh Log but its
 * header (a round of the new battle would be undone first; anything else would be lost), the
 * Rules tab still at round 1, its rows and columns where it left them. Read-only.
 */
export function planBattleUndo(services: Services, wb: Workbook, stored: StoredSnapshot): BattleUndoPlan | Failure {
  const { snapshot } = stored;
  const label = snapshot.label ?? 'the new battle';
  const archive = snapshot.battle?.archive;
  if (!archive) return refuse('undo/bad_snapshot', `The undo row of ${label} does not say where the Log of the battle before it went. Nothing was undone.`);
  const tabs = [...new Set([...snapshot.ranges.map((r) => r.tab), TAB.log, archive, TAB.undo])];
  const refused = undoTabsRefusal(services, wb, tabs, `The start of ${label}`, 'undo the start of a battle');
  if (refused) return refused;
  const logRows = wb.lastRow(TAB.log);
  if (logRows > 1) {
    return refuse(
      'undo/log_not_empty',
      `The ${TAB.log} tab has rows written since ${label} started (rows 2–${logRows}): Undo would delete them with the new Log. Nothing was undone; move those rows elsewhere, or undo the rounds of ${label} first.`,
    );
  }
  const now = wb.readTabs([...new Set([...snapshot.ranges.map((r) => r.tab), TAB.rules])]);
  const sheetRound = readRules(now, new SheetProblems()).round;
  if (sheetRound !== 1) {
    return refuse(
      'undo/round_mismatch',
      `The Rules tab says round ${sheetRound}, but ${label} was started at round 1: the round was changed by hand since. Nothing was undone; set Round back to 1 to undo the start of ${label}.`,
    );
  }
  const moved = movedSince(snapshot, now);
  if (moved) return undoMoved(snapshot.round, moved, `${label} was started`);
  return { ok: true, stored, archive, edited: editedCells(snapshot, now) };
}

/**
 * Undoes the latest write when it is the start of a battle — the one named `expectedLabel`,
 * when given; `expectedEdits`, when given, is the undo preview's token. Refuses,
 * changing nothing, as `planBattleUndo` says, or when the latest write is something else.
 */
export function undoLastBattle(services: Services, expectedLabel?: unknown, expectedEdits?: unknown, reason?: unknown): UndoBattleResponse {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const token = typeof expectedEdits === 'string' && expectedEdits !== '' ? expectedEdits : undefined;
  return jsonSafe(withDocumentLock(services, () => undoBattleLocked(services, wb, expectedLabel, token, undoReason(reason)), busy));
}

function undoBattleLocked(services: Services, wb: Workbook, expectedLabel: unknown, token: string | undefined, reason: string): UndoBattleResponse {
  const stored = lastSnapshot(wb);
  if (!stored) return refuse('undo/nothing', 'There is no new battle to undo.');
  const { snapshot } = stored;
  if (snapshot.kind !== 'battle') {
    const last = snapshot.kind === 'import' ? `the import of ${snapshot.label ?? 'mechs'}` : `round ${snapshot.round}`;
    return refuse('undo/not_a_battle', `The last change Gator made is ${last}, not the start of a battle: undo that first (Undo last round or import). Nothing was undone.`);
  }
  const label = snapshot.label ?? '';
  if (typeof expectedLabel === 'string' && expectedLabel !== '' && expectedLabel !== label) {
    return refuse('undo/moved_on', `The last battle started is ${label}, not ${expectedLabel}: the sheet changed since you looked. Nothing was undone; check before undoing.`);
  }
  const plan = planBattleUndo(services, wb, stored);
  if (!plan.ok) return plan;
  if (token !== undefined && editsToken(plan.edited) !== token) return editedSincePreview(`the start of ${label}`, plan.edited);
  const writes = restoreUpdates(snapshot);
  wb.write(writes);
  wb.deleteSheet(TAB.log);
  wb.renameSheet(plan.archive, TAB.log);
  dropSnapshot(wb, stored);
  const battle = snapshot.battle?.finished ?? 'the battle before';
  recordUndone(services, wb, RECORD_EVENT.battleUndone, label, 1, `back to ${battle}, round ${snapshot.round}`, reason);
  return {
    ok: true,
    label,
    battle,
    round: snapshot.round,
    restored: writes.map((w) => w.a1),
    message: `The start of ${label} undone: the sheet is back at ${battle}, round ${snapshot.round}, its Log back on the ${TAB.log} tab and every cell the new battle wrote as it was.`,
  };
}
