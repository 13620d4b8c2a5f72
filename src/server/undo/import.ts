/**
 * Undo of an import. Imports and rounds share one undo stack (the hidden undo
 * tab), so Undo always takes back the latest write: when it is an import, its rows on
 * Mechs and Equipment are put back exactly as they were (blank, for appended rows).
 */
import { a1, sameCell } from '../../sheet/cells';
import { readRules } from '../../sheet/readRules';
import { TAB } from '../../sheet/schema';
import { SheetProblems } from '../../sheet/table';
import { editedCells, editsToken, restoreUpdates, type EditedCell, type UndoSnapshot } from '../../sheet/undo';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { dropSnapshot, lastSnapshot, type StoredSnapshot } from '../../gas/undoStore';
import { Workbook, type Tabs } from '../../gas/workbook';
import { busy, editedSincePreview } from '../reply/messages';
import { jsonSafe, refuse, type Failure } from '../reply/responses';
import { RECORD_EVENT } from '../../sheet/record';
import { battleOf, recordUndone, undoReason } from './record';
import { undoTabsRefusal } from './tabs';

interface UndoImportSuccess {
  readonly ok: true;
  /** The import undone: `Griffin GRF-1S, Locust LCT-1V`. */
  readonly label: string;
  /** Ranges put back, `Mechs!A6:BB7`. */
  readonly restored: readonly string[];
}

type UndoImportResponse = UndoImportSuccess | Failure;

/** What the last write was, in the words of an Undo confirmation: `import of Griffin GRF-1S`, `start of Battle 2` or `round 3`. */
function undoTarget(snapshot: UndoSnapshot): string {
  if (snapshot.kind === 'import') return `import of ${snapshot.label ?? 'mechs'}`;
  if (snapshot.kind === 'battle') return `start of ${snapshot.label ?? 'a new battle'}`;
  return `round ${snapshot.round}`;
}

/**
 * Undoes the latest write when it is an import — the one named `expectedLabel`, when given
 * (the label the caller showed the GM). Refuses, changing nothing, when the latest write is a
 * round, when the Rules tab's Round moved since, or when the imported rows no longer hold the
 * imported mechs (sorted or edited since): clearing them then would clear other rows.
 * `expectedEdits`, when given, is the undo preview's token: the cells edited since the import
 * must still be the ones the confirmation named.
 */
export function undoLastImport(services: Services, expectedLabel?: unknown, expectedEdits?: unknown, reason?: unknown): UndoImportResponse {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const token = typeof expectedEdits === 'string' && expectedEdits !== '' ? expectedEdits : undefined;
  return jsonSafe(withDocumentLock(services, () => undoImportLocked(services, wb, expectedLabel, token, undoReason(reason)), busy));
}

/** What undoing the last import would do, checked and not yet written. */
interface ImportUndoPlan {
  readonly ok: true;
  readonly stored: StoredSnapshot;
  /** The cells the import wrote that were edited since (a Gunnery corrected): Undo clears them too. */
  readonly edited: readonly EditedCell[];
}

/**
 * The checks of Undo on the newest snapshot, an import's, without writing: its tabs still there
 * and editable by the user, the Rules tab at the round it was made, its rows still holding the
 * imported mechs. Read-only: the preview calls it outside the lock.
 */
export function planImportUndo(services: Services, wb: Workbook, stored: StoredSnapshot): ImportUndoPlan | Failure {
  const { snapshot } = stored;
  const label = snapshot.label ?? '';
  const tabs = [...new Set([...snapshot.ranges.map((r) => r.tab), ...(snapshot.check ?? []).map((c) => c.tab), TAB.undo])];
  const refused = undoTabsRefusal(services, wb, tabs, `The import of ${label}`, 'undo an import');
  if (refused) return refused;

  const now = wb.readTabs([...tabs.filter((t) => t !== TAB.undo), TAB.rules]);
  const sheetRound = readRules(now, new SheetProblems()).round;
  if (sheetRound !== snapshot.round) {
    return refuse(
      'undo/round_mismatch',
      `The Rules tab says round ${sheetRound}, but the import of ${label} was made at round ${snapshot.round}: the round was changed by hand since. Nothing was undone; set Round back to ${snapshot.round} to undo it.`,
    );
  }
  const moved = movedCell(now, snapshot);
  if (moved) {
    return refuse('undo/rows_moved', `${moved}: the imported rows were moved or edited since, so clearing them could clear other mechs. Nothing was undone; delete the imported rows by hand.`);
  }
  return { ok: true, stored, edited: editedCells(snapshot, now) };
}

function undoImportLocked(services: Services, wb: Workbook, expectedLabel: unknown, token: string | undefined, reason: string): UndoImportResponse {
  const stored = lastSnapshot(wb);
  if (!stored) return refuse('undo/nothing', 'There is no import to undo.');
  const { snapshot } = stored;
  if (snapshot.kind !== 'import') {
    const last = snapshot.kind === 'battle' ? `the ${undoTarget(snapshot)}` : undoTarget(snapshot);
    return refuse('undo/not_an_import', `The last change Gator made is ${last}, not an import: undo that first (Undo last round or import), or leave the import as it is.`);
  }
  const label = snapshot.label ?? '';
  if (typeof expectedLabel === 'string' && expectedLabel !== '' && expectedLabel !== label) {
    return refuse('undo/moved_on', `The last import is ${label}, not ${expectedLabel}: the sheet changed since you looked. Nothing was undone; check before undoing.`);
  }
  const plan = planImportUndo(services, wb, stored);
  if (!plan.ok) return plan;
  if (token !== undefined && editsToken(plan.edited) !== token) return editedSincePreview(`the import of ${label}`, plan.edited);
  const writes = restoreUpdates(snapshot);
  wb.write(writes);
  dropSnapshot(wb, stored);
  recordUndone(services, wb, RECORD_EVENT.importUndone, battleOf(wb.readTabs([TAB.rules])), snapshot.round, label, reason);
  return { ok: true, label, restored: writes.map((w) => w.a1) };
}

/** The first checked cell that no longer holds what the import wrote, worded; undefined when all do. */
function movedCell(now: Tabs, snapshot: UndoSnapshot): string | undefined {
  for (const c of snapshot.check ?? []) {
    const grid = now[c.tab] ?? [];
    for (let r = 0; r < c.values.length; r++) {
      const want = c.values[r][0];
      const got = (grid[c.row + r] ?? [])[c.col];
      if (!sameCell(got, want)) return `${a1(c.tab, c.row + r, c.col)} holds ${got === undefined || got === '' ? 'nothing' : JSON.stringify(got)}, not "${String(want)}" as the import wrote`;
    }
  }
  return undefined;
}
