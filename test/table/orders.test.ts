// The orders board's deadline in words: a wall time read in the
// spreadsheet's time zone, shown in it, whatever the zone of the machine.
import { describe, expect, it } from 'vitest';
import { readMissingOrders, readOrdersDue } from '../../src/sheet/read/orders';
import { spanWords } from '../../src/sidebar/views/orders';
import { dueInstant, dueView } from '../../src/table/ordersDue';

const NOW = Date.UTC(2026, 11, 3, 14, 48); // Thu 3 Dec 2026, 14:48 UTC

describe('R-15.4 Orders due', () => {
  it('"2026-12-03 20:00" in the spreadsheet\'s time zone: London 20:00 UTC, New York 01:00 UTC the next day', () => {
    const due = readOrdersDue('2026-12-03 20:00');
    if (due === null || 'error' in due) throw new Error('not read');
    expect(new Date(dueInstant(due, 'Europe/London')).toISOString()).toBe('2026-12-03T20:00:00.000Z');
    expect(new Date(dueInstant(due, 'America/New_York')).toISOString()).toBe('2026-12-04T01:00:00.000Z');
    expect(dueView(due, 'America/New_York', NOW)).toMatchObject({
      label: 'Thu 3 Dec 20:00',
      timeZone: 'America/New_York',
      passed: false,
    });
  });

  it('across a clock change: "2026-07-01 09:00" in Berlin (summer time, UTC+2) is 07:00 UTC', () => {
    const due = readOrdersDue('2026-07-01 09:00');
    if (due === null || 'error' in due) throw new Error('not read');
    expect(new Date(dueInstant(due, 'Europe/Berlin')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it("a Date from getValues is an instant, shown in the spreadsheet's zone; another year is named", () => {
    const due = readOrdersDue(new Date(Date.UTC(2027, 0, 5, 18, 30)));
    expect(dueView(due as never, 'Europe/Paris', NOW)).toMatchObject({ label: 'Tue 5 Jan 2027 19:30', passed: false });
    expect(dueView(due as never, 'Europe/Paris', Date.UTC(2027, 0, 6))?.passed).toBe(true);
  });

  it('what is not a date and time is said so; blank is no deadline', () => {
    expect(readOrdersDue('')).toBeNull();
    expect(readOrdersDue('Thursday evening')).toMatchObject({
      error: expect.stringMatching(/^a date and time such as 2026-12-03 20:00/),
    });
    expect(readOrdersDue('2026-02-30 20:00')).toMatchObject({
      error: 'a date and time that exists (2026-02-30 20:00 does not)',
    });
  });

  it("the countdown's words", () => {
    expect([5 * 60 + 12, 12, 0.5, 2 * 24 * 60 + 3 * 60].map((min) => spanWords(min * 60_000))).toEqual([
      '5 h 12 min',
      '12 min',
      'less than a minute',
      '2 days 3 h',
    ]);
  });
});

describe('R-15.3 Missing orders', () => {
  it('reads the three choices (R-17.3 Autopilot the third), their short forms, and suggests the one meant', () => {
    expect(
      ['Stand still, hold fire', 'stand still', '', 'Wait for the GM', 'wait', 'Autopilot', ' autopilot '].map(
        readMissingOrders,
      ),
    ).toEqual(['default', 'default', 'default', 'wait', 'wait', 'autopilot', 'autopilot']);
    expect(readMissingOrders('Autopilto')).toMatchObject({ meant: 'Autopilot' });
    expect(readMissingOrders('Wait for GM')).toEqual({
      error: 'Stand still, hold fire, Wait for the GM or Autopilot',
      meant: 'Wait for the GM',
    });
  });
});
