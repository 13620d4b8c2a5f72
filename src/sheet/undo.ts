// The undo snapshot, by what each part does: what it holds (`undo/snapshot`), taking it before a
// write (`undo/capture`), checking the sheet against it (`undo/guard`), the writes that put it
// back (`undo/restore`) and its row on the hidden undo tab (`undo/row`). This path still names
// them all for the server's imports; new code imports the module it needs.
export type { BattleArchive, CheckedCells, LogRows, RangeGuard, SavedRange, UndoSnapshot } from './undo/snapshot';
export { snapshotFor } from './undo/capture';
export { editedCells, editedSince, editsToken, movedSince, type EditedCell, type Moved } from './undo/guard';
export { restoreUpdates } from './undo/restore';
export { snapshotFromRow, snapshotToRow } from './undo/row';
