// A problem's code and words (src/sheet/tab/problems.ts, rowReader.ts, localeTyping.ts): a cell showing an error value
// names the formula typed there, a number cell that is not one is told by its code, and a day and month are quoted as
// the locale types them.
import { describe, expect, it } from 'vitest';
import { localeTyping, typedDayMonth } from '../../src/sheet/tab/localeTyping';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { codes, demo, set } from './fixtures';

describe('a cell showing an error value, read with the formulas of its tab', () => {
  it('says what was typed there: "+Raider" typed as a formula', () => {
    const problems = new SheetProblems({ formulas: { Attacks: [[], ['', '=+Raider']] } });
    problems.errorValue('Attacks', 1, 1, '#NAME?');
    expect(problems.list).toEqual([
      {
        code: 'sheet/error_value',
        message: `Attacks!B2: the cell shows #NAME? — "+Raider" was typed as a formula; type '+Raider or leave out the +`,
      },
    ]);
  });
});

describe('a whole-number cell that holds no whole number', () => {
  it('Gunnery "nine" is refused as not a number', () => {
    expect(codes(set(demo(), 'Mechs', 'Gunnery', 2, 'nine'))).toEqual(['sheet/not_a_number']);
  });
});

describe('a day and month as the locale types them', () => {
  it('4 May is 4.5 in de_DE, 5/4 in en_US and 4/5 in en_GB', () => {
    expect(typedDayMonth(4, 5, localeTyping('de_DE'))).toBe('4.5');
    expect(typedDayMonth(4, 5, localeTyping('en_US'))).toBe('5/4');
    expect(typedDayMonth(4, 5, localeTyping('en_GB'))).toBe('4/5');
  });
});
