// Undo saves what a write covers before it writes: for a tab the write creates, that is nothing — every saved cell blank.
import { describe, expect, it } from 'vitest';
import { snapshotFor } from '../../src/sheet/undo/capture';
import { demo } from './fixtures';

describe('a snapshot of a write that creates a tab', () => {
  it('saves blank cells where the new tab’s cells go, and no rows before', () => {
    const before = demo();
    const pilots = before.Pilots;
    delete before.Pilots;
    const snapshot = snapshotFor(before, { Pilots: pilots });
    const ranges = snapshot.ranges.filter((r) => r.tab === 'Pilots');
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) {
      expect(range.rowsBefore).toBe(0);
      expect(range.values.flat().every((v) => v === '' || v === undefined || v === null)).toBe(true);
    }
  });
});

describe('a snapshot of a write over a formula', () => {
  it('saves the formula, and no formula for the plain cells beside it, even past the end of its formula row', () => {
    const before = {
      Notes: [
        ['What', 'Count'],
        [1, 2],
      ],
    };
    const after = {
      Notes: [
        ['What', 'Count'],
        [5, 6],
      ],
    };
    const snapshot = snapshotFor(before, after, { Notes: [[], ['=ROW()']] }, 1);
    expect(snapshot.ranges.map((r) => [r.row, r.col, r.values, r.formulas])).toEqual([
      [1, 0, [[1, 2]], [['=ROW()', '']]],
    ]);
  });
});
