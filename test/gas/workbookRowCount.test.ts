// The Workbook keeps the row count it asked for in step with the rows it deletes (src/gas/workbook.ts), so a later
// growth or fit of the tab starts from the tab's real size; and the undo tab, full, says where its newest
// snapshot went (src/gas/undoStore.ts).
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { lastSnapshot, saveSnapshot, UNDO_DEPTH } from '../../src/gas/undoStore';
import { Workbook } from '../../src/gas/workbook';
import type { UndoSnapshot } from '../../src/sheet/undo/snapshot';

function logOfSix() {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet('Log');
  sheet.getRange(1, 1, 6, 1).setValues([[1], [2], [3], [4], [5], [6]]);
  return { fake, sheet, wb: new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()) };
}

describe('Workbook.deleteRows: the row count known follows every run deleted', () => {
  it('rows 2–3 and 5 deleted from a tab whose size was asked: three rows fewer, as the sheet has', () => {
    const { sheet, wb } = logOfSix();
    const rows = wb.maxRows('Log');
    wb.deleteRows('Log', [2, 3, 5]);
    expect(sheet.getMaxRows()).toBe(rows - 3);
    expect(wb.maxRows('Log')).toBe(rows - 3);
    expect(sheet.peekValues()).toEqual([[1], [4], [6]]);
  });

  it('a tab whose columns were counted but not its rows: its rows are asked afresh after the delete', () => {
    const { sheet, wb } = logOfSix();
    wb.maxColumns('Log');
    wb.deleteRows('Log', [4]);
    expect(wb.maxRows('Log')).toBe(sheet.getMaxRows());
  });
});

describe(`the undo tab keeps ${UNDO_DEPTH} snapshots: the newest, past that, is its row ${UNDO_DEPTH}`, () => {
  const snapshot = (round: number): UndoSnapshot => ({ version: 1, round, ranges: [] });

  it(`the ${UNDO_DEPTH + 1}st round's snapshot is stored in row ${UNDO_DEPTH}, the oldest dropped`, () => {
    const fake = createFakeServices();
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    for (let round = 1; round <= UNDO_DEPTH; round++) saveSnapshot(wb, snapshot(round));
    expect(saveSnapshot(wb, snapshot(UNDO_DEPTH + 1))).toEqual({ snapshot: snapshot(UNDO_DEPTH + 1), row: UNDO_DEPTH });
    expect(lastSnapshot(wb)).toEqual({ snapshot: snapshot(UNDO_DEPTH + 1), row: UNDO_DEPTH });
  });
});
