// the Rules tab's Orders due and Missing orders cells, at the edges of what a GM types.
import { describe, expect, it } from 'vitest';
import { readMissingOrders, readOrdersDue } from '../../src/sheet/read/orders';

const refused = (text: string) => ({ error: `a date and time that exists (${text} does not)` });

describe('R-15.4: Orders due names a date and time that exists', () => {
  it('month 0 or 13, day 0, hour 24 and minute 60 are refused, quoting the cell', () => {
    for (const text of [
      '2026-00-03 20:00',
      '2026-13-03 20:00',
      '2026-12-00 20:00',
      '2026-12-03 24:00',
      '2026-12-03 20:60',
    ])
      expect(readOrdersDue(text), text).toEqual(refused(text));
  });

  it('January, the 1st, midnight: the first of each exists', () => {
    expect(readOrdersDue('2026-01-01 0:00')).toEqual({
      kind: 'wall',
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    });
  });

  it('spaces around the text are no part of it', () => {
    expect(readOrdersDue('  03.12.2026 20:00 ')).toEqual({
      kind: 'wall',
      year: 2026,
      month: 12,
      day: 3,
      hour: 20,
      minute: 0,
    });
  });

  it('a number (a date cell formatted as a number) is not a deadline: the cell says how to type one', () => {
    expect(readOrdersDue(46359)).toEqual({
      error:
        "a date and time such as 2026-12-03 20:00 (year-month-day hour:minute, or 03.12.2026 20:00, in the spreadsheet's time zone), or blank for no deadline",
    });
  });
});

describe('R-15.3: Missing orders', () => {
  it('"Stand still", "default" and the whole choice are the default: stand still and hold fire', () => {
    expect(['Stand still', 'default', 'Stand still, hold fire', 'STAND STILL.'].map(readMissingOrders)).toEqual([
      'default',
      'default',
      'default',
      'default',
    ]);
  });

  it('"Wait" waits for the GM; "Autopilot" hands the mech to the autopilot (R-17.3)', () => {
    expect(['Wait', 'Wait for the GM', 'autopilot'].map(readMissingOrders)).toEqual(['wait', 'wait', 'autopilot']);
  });

  it('anything else is refused, naming the three choices and the one likely meant', () => {
    expect(readMissingOrders('Autopliot')).toEqual({
      error: 'Stand still, hold fire, Wait for the GM or Autopilot',
      meant: 'Autopilot',
    });
  });
});
