// A round's history is read from the Record tab (docs/fair-play.md): the rows of that battle and round alone, its
// columns found by their headers wherever the GM has moved them.
import { describe, expect, it } from 'vitest';
import { RECORD_EVENT, RECORD_HEADERS, roundHistory } from '../../src/sheet/play/recordTab';

/** A Record row in Gator's column order: when, who, what, battle, round, resolution, dice, seal, details, reason. */
const row = (what: string, battle: string, round: number, resolution: number | '', reason = ''): unknown[] => [
  '2026-12-01 10:00:00',
  'gm@example.com',
  what,
  battle,
  round,
  resolution,
  '',
  '',
  '',
  reason,
];

describe('the history of one round of one battle', () => {
  it('resolutions and Undos of other rounds, other battles and other events are not counted', () => {
    const record = [
      [...RECORD_HEADERS],
      row(RECORD_EVENT.resolved, '1', 3, 1),
      row(RECORD_EVENT.resolved, '1', 2, 1),
      row(RECORD_EVENT.roundUndone, '1', 2, 1, 'round 2'),
      row(RECORD_EVENT.resolved, '2', 3, 1),
      row(RECORD_EVENT.roundUndone, '2', 3, 1, 'battle 2'),
      row(RECORD_EVENT.roundUndone, '1', 3, 1, 'wrong target typed'),
      row(RECORD_EVENT.import, '1', 3, ''),
      row(RECORD_EVENT.resolved, '1', 3, 2),
    ];
    expect(roundHistory(record, '1', 3)).toEqual({
      resolution: 3,
      undone: [{ resolution: 1, reason: 'wrong target typed' }],
    });
  });
});

describe("the Record's columns are found by their headers", () => {
  it('columns moved, a column put before them, headers in any case and with spaces around them', () => {
    // The GM's own column first (headed by a number), then Gator's, reordered.
    const record = [
      [2026, ' reason ', 'ROUND', 'Resolution', 'what', ' Battle', 'When (UTC)'],
      [7, 'wrong target typed', 3, 1, RECORD_EVENT.resolved, '1', ''],
      [7, 'a roll typed twice', 3, 1, RECORD_EVENT.roundUndone, '1', ''],
      [7, '', 3, 2, RECORD_EVENT.resolved, '1', ''],
      [7, '', 4, 1, RECORD_EVENT.resolved, '1', ''],
    ];
    expect(roundHistory(record, '1', 3)).toEqual({
      resolution: 3,
      undone: [{ resolution: 1, reason: 'a roll typed twice' }],
    });
  });
});
