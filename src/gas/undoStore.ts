/**
 * The hidden undo tab (docs/sheet-layout.md, Undo): one row per resolved round — or per
 * import of mechs, column A `Import: …` — newest last, each the snapshot of every
 * range that write changed (src/sheet/undo/row.ts encodes it). Undo takes the last row; a
 * second Undo takes the one before. The oldest rows go once there are more than
 * `UNDO_DEPTH`. Undo reads column A and then only the row it takes.
 */
import { TAB } from '../sheet/schema/columns';
import type { UndoSnapshot } from '../sheet/undo/snapshot';
import { snapshotFromRow, snapshotToRow } from '../sheet/undo/row';
import { undoStackOf, type UndoableWrite } from '../sheet/undo/stack';
import type { Workbook } from './workbook';

/** How many rounds back Undo can go. */
export const UNDO_DEPTH = 20;

export interface StoredSnapshot {
  readonly snapshot: UndoSnapshot;
  /** 1-based row on the undo tab. */
  readonly row: number;
}

/** Creates the undo tab, hidden, when it does not exist yet. */
export function ensureUndoTab(wb: Workbook): void {
  const { sheet, created } = wb.ensureSheet(TAB.undo);
  if (created) sheet.hideSheet();
}

/**
 * Appends a snapshot as the newest row. The gateway writes every JSON chunk as text: a
 * chunk may begin with `-`, `=` or a digit, and must come back as the same text.
 */
export function saveSnapshot(wb: Workbook, snapshot: UndoSnapshot): StoredSnapshot {
  ensureUndoTab(wb);
  const { row } = wb.append(TAB.undo, [snapshotToRow(snapshot)]);
  if (row <= UNDO_DEPTH) return { snapshot, row };
  wb.deleteRows(
    TAB.undo,
    Array.from({ length: row - UNDO_DEPTH }, (_, i) => i + 1),
  );
  return { snapshot, row: UNDO_DEPTH };
}

/**
 * The newest snapshot, or undefined when nothing can be undone: column A read first (at most
 * `UNDO_DEPTH` cells), then only the newest row that holds a write (a row that does not read
 * as a snapshot is passed over, as before).
 */
export function lastSnapshot(wb: Workbook): StoredSnapshot | undefined {
  const last = wb.lastRow(TAB.undo);
  if (last === 0) return undefined;
  const columnA = wb.readRange(TAB.undo, 1, 1, last, 1);
  const width = wb.lastColumn(TAB.undo);
  for (let r = columnA.length - 1; r >= 0; r--) {
    if (columnA[r][0] === '' || columnA[r][0] === null) continue;
    const snapshot = snapshotFromRow(wb.readRange(TAB.undo, r + 1, 1, 1, width)[0]);
    if (snapshot) return { snapshot, row: r + 1 };
  }
  return undefined;
}

/**
 * The round of the newest round snapshot, from column A alone (the snapshots are not read);
 * import rows (text in column A) are passed over.
 */
export function lastSnapshotRound(wb: Workbook): number | undefined {
  return undoStack(wb).lastResolved ?? undefined;
}

/** The undo stack from the undo tab's column A, in one read (see undoStackOf). */
export function undoStack(wb: Workbook): { lastResolved: number | null; lastUndo: UndoableWrite | null } {
  const sheet = wb.sheet(TAB.undo);
  const last = sheet ? sheet.getLastRow() : 0;
  if (!sheet || last === 0) return { lastResolved: null, lastUndo: null };
  return undoStackOf(sheet.getRange(1, 1, last, 1).getValues());
}

/** Forgets a snapshot once restored, so the next Undo goes one round further back. */
export function dropSnapshot(wb: Workbook, stored: StoredSnapshot): void {
  wb.deleteRows(TAB.undo, [stored.row]);
}
