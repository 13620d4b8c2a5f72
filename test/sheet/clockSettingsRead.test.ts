// the deadline clock's settings on the Rules tab (src/sheet/read/clockSettings.ts) — found by name or
// alias in any case, each refusal naming the cell its Value column puts it in, the defaults when a row or the tab is
// missing.
import { describe, expect, it } from 'vitest';
import { readClockSettings } from '../../src/sheet/read/clockSettings';

const HOUR = 3_600_000;
const rules = (rows: unknown[][], header: unknown[] = ['Setting', 'Value']) => ({ Rules: [header, ...rows] });

describe('R-17.2: the clock’s defaults', () => {
  it('no Rules tab: tell the GM, remind a day before, no problem', () => {
    expect(readClockSettings({})).toEqual({ atDeadline: 'tell', reminder: 24 * HOUR, problems: [] });
  });

  it('At the deadline left blank tells the GM', () => {
    expect(readClockSettings(rules([['At the deadline', '']]))).toEqual({
      atDeadline: 'tell',
      reminder: 24 * HOUR,
      problems: [],
    });
  });
});

describe('R-17.2: each setting by its name in any case, the other settings left alone', () => {
  it('"AT THE DEADLINE" Resolve and "reminder BEFORE the deadline" 2h; a Round length row is not the reminder', () => {
    expect(
      readClockSettings(
        rules([
          ['Round length', '48h'],
          ['AT THE DEADLINE', 'Resolve'],
          ['reminder BEFORE the deadline', '2h'],
        ]),
      ),
    ).toEqual({ atDeadline: 'resolve', reminder: 2 * HOUR, problems: [] });
  });

  it('a Round length that is no length is no problem of the clock’s', () => {
    expect(readClockSettings(rules([['Round length', 'soon']])).problems).toEqual([]);
  });
});

describe('R-17.4: a Reminder that is no length of time', () => {
  it('names its cell, says what to type and offers the length meant; the reminder stays a day', () => {
    expect(readClockSettings(rules([['Reminder', '12']]))).toEqual({
      atDeadline: 'tell',
      reminder: 24 * HOUR,
      problems: [
        'Rules!B2: Reminder before the deadline must be a length of time such as 24h, 12h or 1d, or blank for no reminders, got "12" — did you mean 12h?',
      ],
    });
  });

  it('with the Value column first, the cell is in column A', () => {
    expect(readClockSettings(rules([['soon', 'Reminder']], ['Value', 'Setting'])).problems).toEqual([
      'Rules!A2: Reminder before the deadline must be a length of time such as 24h, 12h or 1d, or blank for no reminders, got "soon"',
    ]);
  });
});
