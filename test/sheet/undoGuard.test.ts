// Undo restores a write by position, so it first checks the sheet still lines up with what the write left: a column
// moved or a tab gone refuses the Undo; a cell edited since is named so the GM can confirm overwriting it.
import { describe, expect, it } from 'vitest';
import { snapshotFor } from '../../src/sheet/undo/capture';
import { editedCells, editedSince, editsToken, movedSince } from '../../src/sheet/undo/guard';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, colOf, demo, readOk, set, type Sheets } from './fixtures';

/** The demo, the write of the Griffin taking 7 heat, and the sheet as the write left it. */
function written(): { before: Sheets; after: Sheets; updates: Record<string, unknown[][]> } {
  const before = demo();
  const battle = cloneBattle(readOk(before).battle);
  battle.mechs[0].heat = 7;
  const updates = battleToTabUpdates(before, battle);
  const after: Sheets = { ...before, ...updates };
  return { before, after: JSON.parse(JSON.stringify(after)) as Sheets, updates };
}

describe('Undo refuses when the sheet no longer lines up', () => {
  it('a tab the write changed, deleted since: its header is gone', () => {
    const { before, after, updates } = written();
    const snapshot = snapshotFor(before, updates);
    delete after.Mechs;
    const moved = movedSince(snapshot, after);
    if (moved?.kind !== 'column') return expect.fail(`expected a moved column, got ${JSON.stringify(moved)}`);
    expect(moved.tab).toBe('Mechs');
    // Nothing is there now: no header at all, not a stray letter of something else.
    expect(moved.now ?? '').toBe('');
  });
});

describe('cells edited since the write are named', () => {
  it('a player changes the heat the write left: that one cell is named', () => {
    const { before, after, updates } = written();
    const snapshot = snapshotFor(before, updates);
    set(after, 'Mechs', 'Heat', 2, 9);
    const heat = colOf(after, 'Mechs', 'Heat');
    const letter = String.fromCharCode(65 + heat);
    expect(editedSince(snapshot, after)).toEqual([`Mechs!${letter}2`]);
    expect(editedCells(snapshot, after).map((e) => [e.wrote, e.now, e.header])).toEqual([[7, 9, 'Heat']]);
  });

  it('the fingerprint of the edits tells two dates apart', () => {
    const { before, after, updates } = written();
    const snapshot = snapshotFor(before, updates);
    const at = (ms: number) => {
      const now = JSON.parse(JSON.stringify(after)) as Sheets;
      set(now, 'Mechs', 'Heat', 2, new Date(ms));
      return editsToken(editedCells(snapshot, now));
    };
    expect(at(0)).not.toBe(at(86400000));
    expect(at(0)).toMatch(/^1:[0-9a-f]{8}$/);
  });
});
