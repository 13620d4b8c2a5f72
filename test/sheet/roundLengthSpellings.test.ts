// the Round length as the GM spells it (src/sheet/read/roundLength.ts) — every unit in its long and short
// forms, parts joined by "and", the length kept to the minute — and the length offered for a misspelt unit only when
// it would be read.
import { describe, expect, it } from 'vitest';
import { ROUND_LENGTH_EXPECTED, readRoundLength } from '../../src/sheet/read/roundLength';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('R-17.1: every spelling of each unit', () => {
  it.each([
    ['1 week', 7 * DAY],
    ['2 weeks', 14 * DAY],
    ['1wk', 7 * DAY],
    ['2 wks', 14 * DAY],
    ['1 day', DAY],
    ['3 hour', 3 * HOUR],
    ['3 hr', 3 * HOUR],
    ['3hrs', 3 * HOUR],
    ['1 minute', MINUTE],
    ['45 minutes', 45 * MINUTE],
    ['45m', 45 * MINUTE],
    ['45 mins', 45 * MINUTE],
  ])('"%s"', (text, ms) => {
    expect(readRoundLength(text)).toBe(ms);
  });
});

describe('R-17.1: a length of several parts', () => {
  it('"1 day and 12 hours", "1 week, 2 days" add up', () => {
    expect(readRoundLength('1 day and 12 hours')).toBe(36 * HOUR);
    expect(readRoundLength('1 week, 2 days')).toBe(9 * DAY);
  });

  it('words between the parts other than "and" are refused', () => {
    expect(readRoundLength('1 day or 12 hours')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });
});

describe('R-17.1: a length is kept to the minute', () => {
  it('1.25h is 75 minutes: a number may have two decimals', () => {
    expect(readRoundLength('1.25h')).toBe(75 * MINUTE);
  });

  it('90.4 min is 90 minutes; 0.4 min is less than one', () => {
    expect(readRoundLength('90.4 min')).toBe(90 * MINUTE);
    expect(readRoundLength('0.4 min')).toEqual({ error: `${ROUND_LENGTH_EXPECTED} — at least 1 minute` });
  });
});

describe('R-17.1: the length offered for a misspelt unit', () => {
  it('one of a unit is offered in the singular: "1 dya" → 1 day, "1 wek" → 1 week', () => {
    expect(readRoundLength('1 dya')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '1 day' });
    expect(readRoundLength('1 wek')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '1 week' });
  });

  it('a misspelt unit beside a right one: the whole length offered', () => {
    expect(readRoundLength('1d 12 hous')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '1d 12 hours' });
  });

  it('nothing is offered when the length meant would be refused too, or no unit is near', () => {
    expect(readRoundLength('0 dyas')).toEqual({ error: ROUND_LENGTH_EXPECTED });
    expect(readRoundLength('2 xyzzyq')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });
});
