// Writing the round: text that Sheets would read as a formula, number, date or
// boolean is written with an apostrophe. safeCellValue settles most text by its first
// character (Performance); that shortcut must never let such text through.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeCellValue } from '../../src/sheet/write/cellValue';

/** The four tests, applied to every text. */
function escapedByTheTests(v: string): boolean {
  // In any locale: 3.5, 1,000, 3,5, 1.000,5, 1 000, 5 %, $5, 3,50 €.
  const number =
    /^\s*[+-]?\s*[$€£]?\s*[+-]?(\d+([.,\s\u00a0\u202f]\d+)*[.,]?\d*|[.,]\d+)(e[+-]?\d+)?\s*(%|[$€£])?\s*$/i;
  // 3/4, 4.5, 4.5., 2024-05-01, with a time after it or not; 12:30.
  const date =
    /^\s*\d{1,4}\s*([/.-])\s*\d{1,2}(\s*\1\s*\d{0,4})?((,?\s*|T)\d{1,2}:\d{2}(:\d{2})?\s*([ap]\.?m\.?)?)?\s*$|^\s*\d{1,2}:\d{2}/i;
  const boolean = /^\s*(true|false)\s*$/i;
  return /^[=+\-@']/.test(v) || number.test(v) || date.test(v) || boolean.test(v);
}

const start = fc.constantFrom(..." \t\u00a0\u20030123456789=+-@'$€£.tTfFeExX%,/:aZ«→".split(''));
const text = fc
  .tuple(fc.array(start, { maxLength: 4 }), fc.string({ maxLength: 8 }), fc.array(start, { maxLength: 4 }))
  .map(([a, b, c]) => a.join('') + b + c.join(''));

describe('text that would not stay text is escaped, whatever its first character', () => {
  it('escapes exactly the text the formula, number, date and boolean tests catch', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (v) => {
        expect(safeCellValue(v)).toBe(v !== '' && escapedByTheTests(v) ? `'${v}` : v);
      }),
      { numRuns: 2000 },
    );
  });

  it('names and log lines pass unchanged; booleans, numbers, dates, formulas and apostrophes do not', () => {
    expect(['Griffin fires', 'Hit location', '«x»', 'Tango', 'Fall'].map(safeCellValue)).toEqual([
      'Griffin fires',
      'Hit location',
      '«x»',
      'Tango',
      'Fall',
    ]);
    const odd = [
      'TRUE',
      'true',
      'FALSE',
      'false ',
      ' false ',
      '0609',
      '3/4',
      '12:30',
      ' 12',
      '+1',
      '-2',
      '.5',
      '$3',
      '€3',
      '£3',
      '\u00a07',
      '=A1',
      '@x',
      "'q",
    ];
    expect(odd.map(safeCellValue)).toEqual(odd.map((v) => `'${v}`));
  });
});
