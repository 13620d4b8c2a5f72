// the Orders due and Missing orders cells of the Rules tab as a GM types them — with a T or seconds,
// a date alone, day first with points — and a Rules tab that has neither row.
import { describe, expect, it } from 'vitest';
import { readMissingOrders, readOrdersDue } from '../../src/sheet/read/orders';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

const wall = (year: number, month: number, day: number, hour: number, minute: number) => ({
  kind: 'wall',
  year,
  month,
  day,
  hour,
  minute,
});

const HOW_TO_TYPE = {
  error:
    "a date and time such as 2026-12-03 20:00 (year-month-day hour:minute, or 03.12.2026 20:00, in the spreadsheet's time zone), or blank for no deadline",
};

describe('R-15.4: Orders due typed year first', () => {
  it('with a T between date and time, as ISO writes it', () => {
    expect(readOrdersDue('2026-12-03T20:15')).toEqual(wall(2026, 12, 3, 20, 15));
  });

  it('with seconds, which are dropped', () => {
    expect(readOrdersDue('2026-12-03 20:15:30')).toEqual(wall(2026, 12, 3, 20, 15));
  });

  it('a date alone is midnight at its start', () => {
    expect(readOrdersDue('2026-12-03')).toEqual(wall(2026, 12, 3, 0, 0));
  });

  it('text before or after the date and time is no deadline: the cell says how to type one', () => {
    for (const text of ['due 2026-12-03 20:00', '2026-12-03 20:00 CET', '2026-12-03 20:00:3', '2026-12-03 20'])
      expect(readOrdersDue(text), text).toEqual(HOW_TO_TYPE);
  });
});

describe('R-15.4: Orders due typed day first, with points', () => {
  it('a date alone is midnight at its start', () => {
    expect(readOrdersDue('3.12.2026')).toEqual(wall(2026, 12, 3, 0, 0));
  });

  it('with seconds, which are dropped', () => {
    expect(readOrdersDue('03.12.2026 20:15:30')).toEqual(wall(2026, 12, 3, 20, 15));
  });

  it('a comma and more than one space between date and time', () => {
    expect(readOrdersDue('03.12.2026,   20:15')).toEqual(wall(2026, 12, 3, 20, 15));
  });

  it('text before or after the date and time is no deadline', () => {
    for (const text of ['am 03.12.2026 20:00', '03.12.2026 20:00 Uhr', '03.12.2026 20:00:3', '03.12.2026,20:00'])
      expect(readOrdersDue(text), text).toEqual(HOW_TO_TYPE);
  });
});

describe('R-15.4: Orders due blank', () => {
  it('is no deadline', () => {
    expect(readOrdersDue('')).toBeNull();
    expect(readOrdersDue('   ')).toBeNull();
    expect(readOrdersDue(null)).toBeNull();
  });
});

describe('R-15.3: Missing orders as typed', () => {
  it('blank is the default: stand still, hold fire', () => {
    expect(readMissingOrders('')).toBe('default');
    expect(readMissingOrders(undefined)).toBe('default');
  });

  it('the choice typed without the space after its comma is still the default', () => {
    expect(readMissingOrders('Stand still,hold fire')).toBe('default');
    expect(readMissingOrders('stand still;hold fire.')).toBe('default');
  });
});

describe('R-15.3, R-15.4: a Rules tab without the orders rows', () => {
  it('has no deadline, no round length, and a mech without orders stands still and holds fire', () => {
    const tabs = demo();
    for (const row of [12, 13, 14]) {
      set(tabs, 'Rules', 'Setting', row, '');
      set(tabs, 'Rules', 'Value', row, '');
    }
    const problems = new SheetProblems();
    expect(readRules(tabs, problems).orders).toEqual({ due: null, missing: 'default', length: null });
    expect(problems.list).toEqual([]);
  });
});
