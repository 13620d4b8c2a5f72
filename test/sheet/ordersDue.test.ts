// the Rules tab's Orders due cell — a deadline the sidebar counts down to, typed as a date and time in the
// spreadsheet's time zone, or a date cell Sheets already read.
import { describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../src/sheet/read/orders';

describe('Orders due', () => {
  it('a date and time that does not exist is refused, quoting it', () => {
    for (const text of [
      '2026-13-01 20:00',
      '2026-00-01 20:00',
      '2026-02-30 20:00',
      '2026-12-03 24:00',
      '2026-12-03 20:60',
    ])
      expect(readOrdersDue(text), text).toEqual({ error: `a date and time that exists (${text} does not)` });
  });

  it('the last minute of the last day of a month exists', () => {
    expect(readOrdersDue('2026-02-28 23:59')).toEqual({
      kind: 'wall',
      year: 2026,
      month: 2,
      day: 28,
      hour: 23,
      minute: 59,
    });
  });

  it('a date cell is its instant; a date cell holding no date is refused', () => {
    expect(readOrdersDue(new Date(Date.UTC(2026, 11, 3, 19)))).toEqual({
      kind: 'instant',
      ms: Date.UTC(2026, 11, 3, 19),
    });
    expect(readOrdersDue(new Date(Number.NaN))).toEqual({ error: 'a date and time' });
  });
});
