// the Rules tab's Round length, At the deadline and Reminder before the deadline, as the GM types
// them; and the words every cell's message is built from (a list of choices, the cause of an error value).
import { describe, expect, it } from 'vitest';
import { readClockSettings } from '../../src/sheet/read/clockSettings';
import { ROUND_LENGTH_EXPECTED, readRoundLength } from '../../src/sheet/read/roundLength';
import { errorValueText, orList } from '../../src/sheet/tab/cells';

const HOUR = 3_600_000;

describe('R-17.1: Round length', () => {
  it('a number alone has no unit: hours are offered, decimals kept whole', () => {
    expect(readRoundLength('48')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '48h' });
    expect(readRoundLength('1.5')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '1.5h' });
    expect(readRoundLength('1.25')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '1.25h' });
  });

  it('a number without a unit after a length with one ("1d 12") is refused, nothing offered', () => {
    expect(readRoundLength('1d 12')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });

  it('words without a number ("soon") are refused, nothing offered', () => {
    expect(readRoundLength('soon')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });

  it('one minute is the shortest length', () => {
    expect(readRoundLength('1m')).toBe(60_000);
    expect(readRoundLength('0m')).toEqual({ error: `${ROUND_LENGTH_EXPECTED} — at least 1 minute` });
  });
});

const rules = (rows: unknown[][]) => ({ Rules: [['Setting', 'Value'], ...rows] });

describe('R-17.2: At the deadline and Reminder before the deadline', () => {
  it('"Tell the GM" tells the GM, "Resolve" resolves, each with no problem', () => {
    expect(readClockSettings(rules([['At the deadline', 'Tell the GM']]))).toEqual({
      atDeadline: 'tell',
      reminder: 24 * HOUR,
      problems: [],
    });
    expect(readClockSettings(rules([['At the deadline', 'resolve']])).atDeadline).toBe('resolve');
  });

  it('anything else is a problem naming its cell, the choices, and the one meant', () => {
    expect(readClockSettings(rules([['At the deadline', 'Resolv']]))).toEqual({
      atDeadline: 'tell',
      reminder: 24 * HOUR,
      problems: ['Rules!B2: At the deadline must be Tell the GM or Resolve, got "Resolv" — did you mean Resolve?'],
    });
  });

  it('a reminder 12h before; blank for none', () => {
    expect(readClockSettings(rules([['Reminder', '12h']])).reminder).toBe(12 * HOUR);
    expect(readClockSettings(rules([['Reminder before the deadline', '']])).reminder).toBeNull();
  });
});

describe('the words of a message', () => {
  it('a list of choices: "A", "A or B", "A, B or C"', () => {
    expect([[], ['Resolve'], ['Tell the GM', 'Resolve'], ['a', 'b', 'c']].map(orList)).toEqual([
      '',
      'Resolve',
      'Tell the GM or Resolve',
      'a, b or c',
    ]);
  });

  it('a formula that is only a sign and a word, spaces around it, is text typed as a formula', () => {
    expect(errorValueText('#NAME?', ' =+Raider ')).toBe(
      `the cell shows #NAME? — "+Raider" was typed as a formula; type '+Raider or leave out the +`,
    );
  });
});
