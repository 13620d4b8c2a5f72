// What a write saves for its Undo: the guard it checks before putting the cells back — a sheet left as the write left
// it passes, even with two rows of the same names — and a formula the write overwrote, put back as a formula.
import { describe, expect, it } from 'vitest';
import { snapshotFor } from '../../src/sheet/undo/capture';
import { editedCells, movedSince } from '../../src/sheet/undo/guard';
import { restoreUpdates } from '../../src/sheet/undo/restore';
import { demo, set, type Sheets } from './fixtures';

// Demo Equipment rows 2–4: the Griffin's Large Laser (RA) and two Medium Lasers (RA), all OK.

const copy = (tabs: Sheets): Sheets => JSON.parse(JSON.stringify(tabs)) as Sheets;

describe('a sheet as the write left it: Undo goes ahead', () => {
  it('the Griffin’s heat written: nothing moved, nothing edited', () => {
    const before = demo();
    const after = set(copy(before), 'Mechs', 'Heat', 2, 7);
    const snapshot = snapshotFor(before, { Mechs: after.Mechs });
    expect(movedSince(snapshot, after)).toBeUndefined();
    expect(editedCells(snapshot, after)).toEqual([]);
  });

  it('both Medium Lasers of one arm jammed: each row still the one of its names it was', () => {
    const before = demo();
    const after = copy(before);
    set(after, 'Equipment', 'Status', 3, 'Jammed');
    set(after, 'Equipment', 'Status', 4, 'Jammed');
    const snapshot = snapshotFor(before, { Equipment: after.Equipment });
    expect(snapshot.ranges.map((r) => [r.row, r.values.length])).toEqual([[2, 2]]);
    expect(movedSince(snapshot, after)).toBeUndefined();
  });

  it('the two Medium Lasers’ rows swapped with the Large Laser’s since: Undo is refused, naming the row', () => {
    const before = demo();
    const after = copy(before);
    set(after, 'Equipment', 'Status', 3, 'Jammed');
    set(after, 'Equipment', 'Status', 4, 'Jammed');
    const snapshot = snapshotFor(before, { Equipment: after.Equipment });
    const now = copy(after);
    now.Equipment = [now.Equipment[0], now.Equipment[2], now.Equipment[3], now.Equipment[1], ...now.Equipment.slice(4)];
    expect(movedSince(snapshot, now)).toMatchObject({ kind: 'row', tab: 'Equipment', row: 2 });
  });
});

describe('a write over a formula', () => {
  it('Undo puts the formula back, not the value it showed', () => {
    const before = {
      Notes: [
        ['What', 'Count'],
        [2, 'x'],
      ],
    };
    const after = {
      Notes: [
        ['What', 'Count'],
        [5, 'x'],
      ],
    };
    const snapshot = snapshotFor(
      before,
      after,
      {
        Notes: [
          ['', ''],
          ['=1+1', ''],
        ],
      },
      1,
    );
    expect(restoreUpdates(snapshot).map((w) => [w.a1, w.values, w.formulas])).toEqual([
      ['Notes!A2', [[2]], [['=1+1']]],
    ]);
  });
});
