// The hidden undo tab keeps each snapshot as one row: column A says what it undoes (a round's number, or a mark and a
// label), the JSON follows in cell-sized chunks, and it reads back whatever Sheets leaves in the cells past them.
import { describe, expect, it } from 'vitest';
import { BATTLE_MARK, IMPORT_MARK, STEPS_MARK } from '../../src/sheet/undo/stack';
import { snapshotFromRow, snapshotToRow } from '../../src/sheet/undo/row';
import type { UndoSnapshot } from '../../src/sheet/undo/snapshot';

const snapshot = (extra: Partial<UndoSnapshot>): UndoSnapshot => ({ version: 1, round: 3, ranges: [], ...extra });

describe("the undo row's column A", () => {
  it('an import, a new battle and skill steps with no label: the mark alone; a round: its number', () => {
    expect(snapshotToRow(snapshot({ kind: 'import' }))[0]).toBe(IMPORT_MARK);
    expect(snapshotToRow(snapshot({ kind: 'battle' }))[0]).toBe(BATTLE_MARK);
    expect(snapshotToRow(snapshot({ kind: 'steps' }))[0]).toBe(STEPS_MARK);
    expect(snapshotToRow(snapshot({}))[0]).toBe(3);
  });
});

describe('reading an undo row back', () => {
  it('a cell past the chunks that is not text (a number, a checkbox) is no part of the snapshot', () => {
    const s = snapshot({ kind: 'import', label: 'Atlas' });
    expect(snapshotFromRow([...snapshotToRow(s), 0, false])).toEqual(s);
  });
});
