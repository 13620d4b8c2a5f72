// Undo finds the newest snapshot on the hidden undo tab (src/gas/undoStore.ts, docs/sheet-layout.md): column A is
// read first, then only the row it takes — a row whose column A is blank is passed over unread, a row that does not
// read as a snapshot is passed over for the one before, and an empty tab is known from its row count alone.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { ensureUndoTab, lastSnapshot, saveSnapshot } from '../../src/gas/undoStore';
import { Workbook } from '../../src/gas/workbook';
import { TAB } from '../../src/sheet/schema/columns';
import type { UndoSnapshot } from '../../src/sheet/undo/snapshot';

const snapshot = (round: number): UndoSnapshot => ({
  version: 1,
  round,
  ranges: [{ tab: 'Mechs', row: 1, col: 0, values: [['Griffin', round]], rowsBefore: 2 }],
});

function twoRounds() {
  const fake = createFakeServices();
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  saveSnapshot(wb, snapshot(1));
  saveSnapshot(wb, snapshot(2));
  return { fake, wb, undo: fake.book.sheet(TAB.undo) };
}

describe('Undo reads column A, then only the row it takes', () => {
  it("notes in column B below the snapshots (column A blank) are not read: two reads, and round 2's row", () => {
    const { fake, undo } = twoRounds();
    undo.getRange('B3').setValue('note');
    undo.getRange('B4').setValue('another');
    const fresh = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    fake.log.reset();
    expect(lastSnapshot(fresh)).toEqual({ snapshot: snapshot(2), row: 2 });
    expect(fake.log.calls['Range.getValues']).toBe(2);
  });

  it('a newest row that is no snapshot (text typed in column A) is passed over for the snapshot before it', () => {
    const { wb, undo } = twoRounds();
    undo.getRange('A3').setValue('not a snapshot');
    expect(lastSnapshot(wb)).toEqual({ snapshot: snapshot(2), row: 2 });
  });

  it('an empty undo tab: nothing to undo, known from its last row alone (its values and width are not asked)', () => {
    const fake = createFakeServices();
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    ensureUndoTab(wb);
    fake.log.reset();
    expect(lastSnapshot(wb)).toBeUndefined();
    expect(fake.log.calls['Range.getValues'] ?? 0).toBe(0);
    expect(fake.log.calls['Sheet.getLastColumn'] ?? 0).toBe(0);
  });
});
