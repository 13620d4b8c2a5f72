// Small readings at the edges of the sheet: a date cell rewritten with the same moment is unchanged, a cell showing
// #ERROR! without its formula known, how the Philippines type dates, a misspelt unit of one.
import { describe, expect, it } from 'vitest';
import { ROUND_LENGTH_EXPECTED, readRoundLength } from '../../src/sheet/read/roundLength';
import { errorValueText, sameCell } from '../../src/sheet/tab/cells';
import { localeTyping } from '../../src/sheet/tab/localeTyping';

describe('a cell a write would not change', () => {
  it('a date holding the same moment as the one to write is the same cell; another moment is not', () => {
    expect(sameCell(new Date(Date.UTC(2026, 5, 15, 20)), new Date(Date.UTC(2026, 5, 15, 20)))).toBe(true);
    expect(sameCell(new Date(Date.UTC(2026, 5, 15, 20)), new Date(Date.UTC(2026, 5, 15, 21)))).toBe(false);
  });
});

describe('a cell showing #ERROR!, its formula not known', () => {
  it('was most likely text typed as a formula, as #NAME? is', () => {
    expect(errorValueText('#ERROR!')).toBe(
      "the cell shows #ERROR! — it was typed as a formula (text starting with +, - or = becomes one); type it with an apostrophe first (as in '+Raider) or leave out the sign",
    );
  });
});

describe('how a locale types dates', () => {
  it('the Philippines, in English or Filipino, type the month first, as the US does', () => {
    expect(localeTyping('en_PH').monthFirst).toBe(true);
    expect(localeTyping('fil_PH').monthFirst).toBe(true);
    expect(localeTyping('en_AU').monthFirst).toBe(false);
  });
});

describe('R-17.1 a Round length with a misspelt unit', () => {
  it('one of it is meant in the singular: "1 hourz" → 1 hour', () => {
    expect(readRoundLength('1 hourz')).toEqual({ error: ROUND_LENGTH_EXPECTED, meant: '1 hour' });
  });

  it('a length with a unit nothing is close to is refused without a length meant, even beside a unit that is', () => {
    expect(readRoundLength('2 dyas 3 zzzzzz')).toEqual({ error: ROUND_LENGTH_EXPECTED });
  });
});
