// The deadline moves on, as one pure function: the next Orders due from this deadline,
// the Round length and the moment of Resolve — and what the Orders due cell is given.
import { describe, expect, it } from 'vitest';
import { readOrdersDue, type OrdersDue } from '../../src/sheet/read/orders';
import { nextDeadline, ordersDueAfter } from '../../src/table/nextDeadline';

const HOUR = 3600_000;
const THURSDAY_20H = Date.UTC(2026, 11, 3, 20, 0); // Thu 3 Dec 2026, 20:00 UTC

function wall(text: string): OrdersDue {
  const due = readOrdersDue(text);
  if (due === null || 'error' in due) throw new Error(`not a deadline: ${text}`);
  return due;
}

describe('R-17.1: each Resolve sets the next Orders due to the later of (this deadline + length) and (now + length)', () => {
  it('resolved before the deadline: the deadline moves on by the length (Thu 20:00 + 48h = Sat 20:00)', () => {
    expect(nextDeadline(THURSDAY_20H, 48 * HOUR, THURSDAY_20H - 3 * HOUR)).toBe(THURSDAY_20H + 48 * HOUR);
  });

  it('resolved late, past deadline + length: now + length, so the players still get a full round length', () => {
    const late = THURSDAY_20H + 50 * HOUR;
    expect(nextDeadline(THURSDAY_20H, 48 * HOUR, late)).toBe(late + 48 * HOUR);
  });

  it('resolved after the deadline but before deadline + length: still now + length, the later of the two', () => {
    const after = THURSDAY_20H + 2 * HOUR;
    expect(nextDeadline(THURSDAY_20H, 48 * HOUR, after)).toBe(after + 48 * HOUR);
  });

  it('no deadline yet: now + length; to the minute, never earlier than the rule (the cell holds minutes)', () => {
    const now = THURSDAY_20H + 15_500; // 20:00:15.5
    expect(nextDeadline(null, 36 * HOUR, now)).toBe(THURSDAY_20H + 36 * HOUR + 60_000);
  });

  it('without a round length, no deadline: Resolve clears Orders due', () => {
    expect(nextDeadline(THURSDAY_20H, null, THURSDAY_20H)).toBeNull();
  });
});

describe('R-17.1: the Orders due cell as it expects the next deadline', () => {
  const zone = () => 'Europe/Berlin';

  it('a text deadline in the spreadsheet\'s time zone stays text in that zone: "2026-12-03 20:00" + 2d = "2026-12-05 20:00"', () => {
    const orders = { due: wall('2026-12-03 20:00'), length: 48 * HOUR, missing: 'default' as const };
    expect(ordersDueAfter(orders, zone, Date.UTC(2026, 11, 3, 12), 'deadline')).toBe('2026-12-05 20:00');
  });

  it('a date Sheets holds as a date gets a date: the instant moved on', () => {
    const orders = {
      due: { kind: 'instant' as const, ms: THURSDAY_20H },
      length: 48 * HOUR,
      missing: 'default' as const,
    };
    const next = ordersDueAfter(orders, zone, THURSDAY_20H - HOUR, 'deadline');
    expect(next).toBeInstanceOf(Date);
    expect((next as Date).getTime()).toBe(THURSDAY_20H + 48 * HOUR);
  });

  it("a new battle counts from now, not from the old deadline; a blank cell gets the wall time in the spreadsheet's zone", () => {
    const now = Date.UTC(2026, 11, 10, 9, 30); // 10:30 in Berlin
    expect(
      ordersDueAfter({ due: wall('2026-12-03 20:00'), length: 24 * HOUR, missing: 'default' }, zone, now, 'now'),
    ).toBe('2026-12-11 10:30');
    expect(ordersDueAfter({ due: null, length: 24 * HOUR, missing: 'default' }, zone, now, 'now')).toBe(
      '2026-12-11 10:30',
    );
  });

  it('a new battle counts from now even when the old deadline is still ahead: the battle before it does not lend its time', () => {
    const now = Date.UTC(2026, 11, 10, 9, 30); // 10:30 in Berlin; the old deadline is two days ahead
    expect(
      ordersDueAfter({ due: wall('2026-12-12 20:00'), length: 24 * HOUR, missing: 'default' }, zone, now, 'now'),
    ).toBe('2026-12-11 10:30');
  });

  it("without a round length: a deadline is cleared (''), no deadline stays as it is — and the time zone is never asked", () => {
    const asked: string[] = [];
    const ask = () => {
      asked.push('zone');
      return 'Europe/Berlin';
    };
    expect(
      ordersDueAfter(
        { due: wall('2026-12-03 20:00'), length: null, missing: 'default' },
        ask,
        THURSDAY_20H,
        'deadline',
      ),
    ).toBe('');
    expect(
      ordersDueAfter({ due: null, length: null, missing: 'default' }, ask, THURSDAY_20H, 'deadline'),
    ).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
