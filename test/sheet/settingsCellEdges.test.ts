// Settings and Yes/No cells at their edges (src/sheet/read/orders.ts, roundLength.ts, src/sheet/tab/cells.ts): the last
// month of the year is a month, spaces around a typed deadline are not part of it, and a round length is whole units.
import { describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../src/sheet/read/orders';
import { ROUND_LENGTH_EXPECTED, readRoundLength } from '../../src/sheet/read/roundLength';
import { yesNo } from '../../src/sheet/tab/cells';

describe('the Orders due cell', () => {
  it('a deadline in December, typed with spaces around it, is that wall-clock time', () => {
    expect(readOrdersDue('  2026-12-31 20:00 ')).toEqual({
      kind: 'wall',
      year: 2026,
      month: 12,
      day: 31,
      hour: 20,
      minute: 0,
    });
  });
});

describe('the Round length cell', () => {
  it('a number after a unit is no round length, and "48h" is not offered for it', () => {
    expect(readRoundLength('1d 12')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });

  it('a comma alone names no unit at all', () => {
    expect(readRoundLength(',')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });
});

describe('a Yes/No cell', () => {
  it('No, N and FALSE, in any case, are No', () => {
    expect(['No', 'n', 'N', 'FALSE', 'false'].map(yesNo)).toEqual([false, false, false, false, false]);
  });
});
