// The Rules tab's Round length as typed: a length of time, or blank for none; anything
// else refused with what is expected and, where one is close, the length most likely meant.
import { describe, expect, it } from 'vitest';
import { readRoundLength, ROUND_LENGTH_EXPECTED } from '../../src/sheet/read/roundLength';

const HOUR = 3600_000;

describe('R-17.1: the Round length setting', () => {
  it('reads 48h, 2d, 36h, 1d 12h, "2 days", "1 day, 12 hours", 90 min and 1w; blank is no round length', () => {
    const read = [
      '48h',
      '2d',
      '36h',
      '1d 12h',
      '2 days',
      '1 day, 12 hours',
      '1d12h',
      '90 min',
      '1.5d',
      '1w',
      '  48H ',
    ].map(readRoundLength);
    expect(read).toEqual([48, 48, 36, 36, 48, 36, 36, 1.5, 36, 168, 48].map((h) => h * HOUR));
    expect(readRoundLength('')).toBeNull();
    expect(readRoundLength(null)).toBeNull();
  });

  it('a number alone has no unit: refused, with hours meant (48 → 48h)', () => {
    expect(readRoundLength(48)).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '48h' });
  });

  it('a misspelt unit is refused with the length meant: "2 dyas" → 2 days, "36 hous" → 36 hours', () => {
    expect(readRoundLength('2 dyas')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '2 days' });
    expect(readRoundLength('36 hous')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '36 hours' });
  });

  it('words that are no length, a negative or a zero length: refused, with nothing guessed', () => {
    expect(readRoundLength('two days')).toEqual({ error: ROUND_LENGTH_EXPECTED });
    expect(readRoundLength('2x')).toEqual({ error: ROUND_LENGTH_EXPECTED });
    expect(readRoundLength('-2d')).toEqual({ error: ROUND_LENGTH_EXPECTED });
    expect(readRoundLength('0h')).toEqual({ error: `${ROUND_LENGTH_EXPECTED} — at least 1 minute` });
  });
});
