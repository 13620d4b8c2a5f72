// Reading single cells as the GM typed them (src/sheet/tab/cells.ts): the A1 addresses a problem names, what counts as
// blank, whole numbers, Yes/No and choices in any case and spacing, how a message quotes a cell, when a write would
// change a cell, and what a problem says of a cell showing an error value.
import { describe, expect, it } from 'vitest';
import {
  a1,
  a1Range,
  cellText,
  choice,
  columnLetters,
  describeGot,
  errorValue,
  errorValueText,
  isBlank,
  memoized,
  normalize,
  orList,
  sameCell,
  wholeNumber,
  yesNo,
} from '../../src/sheet/tab/cells';

describe('the A1 address a problem names', () => {
  it('columns are lettered as Sheets letters them: A … Z, AA … AZ, BA … ZZ, AAA', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('a cell: its tab, column letters and row number counted from 1', () => {
    expect(a1('Mechs', 6, 5)).toBe('Mechs!F7');
    expect(a1('Attacks', 0, 27)).toBe('Attacks!AB1');
  });

  it('a rectangle from its top-left cell to its bottom-right one; a single cell as a cell', () => {
    expect(a1Range('Mechs', 1, 11, 4, 43)).toBe('Mechs!L2:BB5');
    expect(a1Range('Mechs', 1, 15, 1, 6)).toBe('Mechs!P2:U2');
    expect(a1Range('Rolls', 1, 0, 8, 1)).toBe('Rolls!A2:A9');
    expect(a1Range('Pilots', 1, 15, 1, 1)).toBe('Pilots!P2');
  });
});

describe('a blank cell: nothing, empty text or only spaces', () => {
  it('undefined, null, "", spaces, a tab and a line break are blank', () => {
    expect([undefined, null, '', '   ', '\t', '\n'].map(isBlank)).toEqual([true, true, true, true, true, true]);
  });

  it('zero, an unticked checkbox and text with spaces around it are not', () => {
    expect([0, false, ' x ', '0'].map(isBlank)).toEqual([false, false, false, false]);
  });
});

describe('a cell as trimmed text, and as a message quotes it', () => {
  it('cellText: blank as "", checkboxes as TRUE/FALSE, a date as its instant, the rest trimmed', () => {
    const date = new Date(Date.UTC(2026, 5, 15, 20));
    expect([cellText(null), cellText(undefined)]).toEqual(['', '']);
    expect([cellText('  '), cellText(true), cellText(false), cellText(date), cellText(3), cellText(' Run ')]).toEqual([
      '',
      'TRUE',
      'FALSE',
      '2026-06-15T20:00:00.000Z',
      '3',
      'Run',
    ]);
  });

  it('describeGot: nothing, a number bare, TRUE/FALSE, "a date", text in quotes, trimmed', () => {
    expect([
      describeGot(null),
      describeGot('  '),
      describeGot(-2),
      describeGot(true),
      describeGot(false),
      describeGot(new Date(2026, 0, 1)),
      describeGot(' three '),
    ]).toEqual(['nothing', 'nothing', '-2', 'TRUE', 'FALSE', 'a date', '"three"']);
  });
});

describe('names, headers and choices compared in any case and spacing', () => {
  it('normalize: lower case, trimmed, every run of spaces, tabs or line breaks one space', () => {
    expect(normalize('  Griffin  2 ')).toBe('griffin 2');
    expect(normalize('Move\tto')).toBe('move to');
    expect(normalize('Move \n to')).toBe('move to');
    expect(normalize('LA Armor')).toBe('la armor');
  });

  it('choice: the list spelling of a choice typed in any case and spacing; anything else is no choice', () => {
    const statuses = ['Active', 'Shutdown', 'Pilot out'] as const;
    expect(choice(' active ', statuses)).toBe('Active');
    expect(choice('SHUTDOWN', statuses)).toBe('Shutdown');
    expect(choice('pilot   OUT', statuses)).toBe('Pilot out');
    expect(choice('Actve', statuses)).toBeUndefined();
    expect(choice('', statuses)).toBeUndefined();
  });

  it('orList: one item alone, two joined by "or", more with commas before the "or"', () => {
    expect([orList([]), orList(['Run']), orList(['Walk', 'Run']), orList(['Stand', 'Walk', 'Run'])]).toEqual([
      '',
      'Run',
      'Walk or Run',
      'Stand, Walk or Run',
    ]);
  });
});

describe('whole numbers and Yes/No as typed', () => {
  it('a whole number from a number or from text holding one (signs, spaces, a .0 tail)', () => {
    expect([3, 0, '3', ' 12 ', '-2', '+4', '4.0', '4.', '7.00'].map(wholeNumber)).toEqual([
      3, 0, 3, 12, -2, 4, 4, 4, 7,
    ]);
  });

  it('nothing else is one: a fraction, a word, a checkbox, a blank, digits with something around them', () => {
    expect([2.5, '2.5', 'three', true, '', null, '1 2', 'x3', '3x', '--3'].map(wholeNumber)).toEqual(
      Array(10).fill(undefined),
    );
    // Text JavaScript would read as a number is not typed as one: hex, exponents.
    expect(['0x10', '1e3', '0b11'].map(wholeNumber)).toEqual([undefined, undefined, undefined]);
  });

  it('Yes/No: a checkbox, Yes/Y/TRUE and No/N/FALSE in any case; anything else (and blank) is undefined', () => {
    expect([true, false, 'Yes', ' y ', 'true', 'TRUE', 'No', 'N', 'false', 'FALSE'].map(yesNo)).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(['maybe', '', 1, 'yess'].map(yesNo)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('memoized: a parse a tab repeats row after row, worked out once per value', () => {
  it('answers as the function does, calling it once for each value', () => {
    const seen: string[] = [];
    const upper = memoized((s: string) => {
      seen.push(s);
      return s.toUpperCase();
    });
    expect(['griffin', 'locust', 'griffin', 'griffin'].map(upper)).toEqual(['GRIFFIN', 'LOCUST', 'GRIFFIN', 'GRIFFIN']);
    expect(seen).toEqual(['griffin', 'locust']);
  });

  it('an answer of undefined is remembered too', () => {
    let calls = 0;
    const none = memoized((_: string) => {
      calls++;
      return undefined;
    });
    none('x');
    none('x');
    expect(calls).toBe(1);
  });
});

describe('a cell a write would not change', () => {
  it('blanks of every kind are the same cell; a blank is never the same as 0 or FALSE', () => {
    expect([sameCell('', null), sameCell(undefined, ''), sameCell(null, undefined)]).toEqual([true, true, true]);
    expect([sameCell('', 0), sameCell(0, ''), sameCell(false, null), sameCell(undefined, 'x')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('the same number, text or checkbox is the same cell; a number is not its text', () => {
    expect([sameCell(4, 4), sameCell(Number.NaN, Number.NaN), sameCell('Run', 'Run'), sameCell(true, true)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([sameCell(4, '4'), sameCell(4, 5), sameCell('Run', 'run'), sameCell(true, 'TRUE')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // Sheets shows -0 as 0.
    expect(sameCell(0, -0)).toBe(true);
  });

  it('a date is the same cell as a date of the same moment only, never a number or text', () => {
    const date = new Date(Date.UTC(2026, 5, 15, 20));
    expect([sameCell(date, date.getTime()), sameCell(date, '2026-06-15'), sameCell(46000, date)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('a cell showing an error value', () => {
  it('each of the eight error values Sheets shows is one; other text, and a number, are not', () => {
    const errors = ['#NAME?', '#ERROR!', '#REF!', '#N/A', '#VALUE!', '#DIV/0!', '#NUM!', '#NULL!'];
    expect(errors.map(errorValue)).toEqual(errors);
    expect(['#NAME', 'NAME?', '#', '', ' #REF!', 5, null].map(errorValue)).toEqual(Array(7).fill(undefined));
  });

  it.each([
    ['#REF!', 'its formula refers to a cell that was deleted (or to itself)'],
    ['#N/A', "its formula's lookup found nothing"],
    ['#VALUE!', 'its formula got text where it needs a number'],
    ['#DIV/0!', 'its formula divides by zero or by an empty cell'],
    ['#NUM!', "its formula's number is out of range"],
    ['#NULL!', "its formula's ranges do not meet"],
  ] as const)(
    '%s, its formula not known: the likely cause, and to type the value or fix the formula',
    (error, cause) => {
      expect(errorValueText(error)).toBe(
        `the cell shows ${error} — ${cause}; type the value itself, or fix the formula`,
      );
    },
  );

  it('#NAME?, its formula not known: most likely text typed as a formula', () => {
    expect(errorValueText('#NAME?')).toBe(
      "the cell shows #NAME? — it was typed as a formula (text starting with +, - or = becomes one); type it with an apostrophe first (as in '+Raider) or leave out the sign",
    );
  });

  it('a formula that is only a sign and a word or two was text: type it with an apostrophe or leave out the sign', () => {
    expect(errorValueText('#NAME?', '=+Raider')).toBe(
      `the cell shows #NAME? — "+Raider" was typed as a formula; type '+Raider or leave out the +`,
    );
    expect(errorValueText('#ERROR!', ' =-Medium Laser ')).toBe(
      `the cell shows #ERROR! — "-Medium Laser" was typed as a formula; type '-Medium Laser or leave out the -`,
    );
    expect(errorValueText('#NAME?', '=Raider')).toBe(
      `the cell shows #NAME? — "=Raider" was typed as a formula; type '=Raider or leave out the =`,
    );
    expect(errorValueText('#NAME?', '==Raider')).toBe(
      `the cell shows #NAME? — "=Raider" was typed as a formula; type '=Raider or leave out the =`,
    );
    expect(errorValueText('#NAME?', '=@pilot')).toBe(
      `the cell shows #NAME? — "@pilot" was typed as a formula; type '@pilot or leave out the @`,
    );
  });

  it('a real formula: its cause, the formula quoted, and to type the value or fix the formula', () => {
    expect(errorValueText('#REF!', '=SUM(A1:A3)')).toBe(
      'the cell shows #REF! — its formula refers to a cell that was deleted (or to itself) (=SUM(A1:A3)); type the value itself, or fix the formula',
    );
    expect(errorValueText('#NAME?', '=GATORX(A1)')).toBe(
      'the cell shows #NAME? — its formula names something Sheets does not know (=GATORX(A1)); type the value itself, or fix the formula',
    );
    expect(errorValueText('#ERROR!', '=SUM(1,')).toBe(
      'the cell shows #ERROR! — Sheets cannot read its formula (=SUM(1,); type the value itself, or fix the formula',
    );
    // A formula with a sign and a word at its end is still a formula, not text typed as one.
    expect(errorValueText('#NAME?', '=SUM(A1)=Raider')).toBe(
      'the cell shows #NAME? — its formula names something Sheets does not know (=SUM(A1)=Raider); type the value itself, or fix the formula',
    );
    // Only #NAME? and #ERROR! come of text typed as a formula: a #VALUE! of the same formula is the formula's.
    expect(errorValueText('#VALUE!', '=+Raider')).toBe(
      'the cell shows #VALUE! — its formula got text where it needs a number (=+Raider); type the value itself, or fix the formula',
    );
  });
});
