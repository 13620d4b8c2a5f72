// Text written into a cell stays the text it was (src/sheet/write/cellValue.ts, docs/platform-contracts.md): whatever
// Sheets would read as a number, a percentage, a currency, a date, a time, a boolean or a formula — in any locale — is
// written behind an apostrophe; text Sheets leaves as text goes in as it is. In a plain-text cell nothing is parsed,
// so text goes in as it is there.
import { describe, expect, it } from 'vitest';
import { cellInput, inputOf, PLAIN_TEXT, rangeWrites, safeCellValue } from '../../src/sheet/write/cellValue';

describe('text Sheets would read as something else is written behind an apostrophe', () => {
  it.each([
    // Numbers in any locale: en_US, de_DE, fr_FR; signs, exponents, a leading or trailing separator.
    '3.5',
    '1,000',
    '3,5',
    '1.000,5',
    '1 000',
    ' 42 ',
    '-7',
    '+2',
    '.5',
    ',5',
    '.55',
    ',25',
    '5.',
    '1e5',
    '2E-3',
    // Percentages and currencies.
    '5%',
    '5 %',
    '$5',
    '£3.50',
    '3,50 €',
    '€ 3',
    // Dates and times.
    '3/4',
    '4.5',
    '4.5.',
    '04.05.2026',
    '2024-05-01',
    '2024-05-01 20:00',
    '2026-12-03T20:00',
    '03.12.2026, 8:00 PM',
    '12:30',
    '8:00:15',
    '1 PM',
    '11 a.m.',
    'May 3052',
    'may 5',
    '5 April',
    '5-Apr',
    'Apr 5, 2025',
    'Sept 3 2026',
    'May 5 20:00',
    'December 24',
    // Booleans, formulas, and an apostrophe Sheets would hide.
    'TRUE',
    ' false ',
    '=SUM(A1)',
    '@pilot',
    "'quoted",
  ])('%s', (text) => {
    expect(safeCellValue(text)).toBe(`'${text}`);
  });
});

describe('text Sheets leaves as text goes in as it is', () => {
  it.each([
    'Griffin',
    'Medium Laser',
    'Sir Percival',
    'Ammo (LRM-5)',
    '4+5',
    'LRM-5 ×2 8',
    '3 hexes',
    'Truth',
    'TRUE story',
    'not false',
    'false alarm',
    'Monday',
    'Mayday',
    'Apr',
    'April fools',
    'Decker',
    'Sept.',
    'June 2nd',
    '12:3',
    '5 PMs',
    'a.m.',
    '$',
    '€',
    '%',
    'x1',
    'No',
    'Yes',
    'on 3/4',
  ])('%s', (text) => {
    expect(safeCellValue(text)).toBe(text);
  });
});

describe('what goes into a cell of each format', () => {
  it('a plain-text cell takes text as it is, even 0609 or =x; a number or blank there is written as any other', () => {
    expect([
      cellInput('0609', PLAIN_TEXT),
      cellInput('=x', PLAIN_TEXT),
      cellInput(609, PLAIN_TEXT),
      cellInput(null, PLAIN_TEXT),
    ]).toEqual(['0609', '=x', 609, '']);
    expect([cellInput('0609', 'General'), cellInput('0609')]).toEqual(["'0609", "'0609"]);
  });

  it("a write's input: a formula cell its formula; a value cell its safe value, as its own cell's format says", () => {
    const write = {
      tab: 'Attacks',
      row: 2,
      column: 1,
      values: [
        ['0609', 'x', '3/4'],
        ['0710', 5, ''],
      ],
      formulas: [
        ['', '=ATTACKTN(A1:G)', ''],
        ['', '', ''],
      ],
      a1: 'Attacks!A2:C3',
    };
    expect(
      inputOf(write, [
        ['@', 'General', 'General'],
        ['General', 'General', '@'],
      ]),
    ).toEqual([
      ['0609', '=ATTACKTN(A1:G)', "'3/4"],
      ["'0710", 5, ''],
    ]);
    expect(inputOf({ ...write, formulas: undefined })).toEqual([
      ["'0609", 'x', "'3/4"],
      ["'0710", 5, ''],
    ]);
  });
});

describe('a write names the cells it goes in as Sheets numbers them', () => {
  it('the one cell changed, B2, is row 2, column 2', () => {
    const before = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    const after = [
      ['a', 'b'],
      ['c', 'X'],
    ];
    expect(rangeWrites('T', before, after)).toEqual([{ tab: 'T', row: 2, column: 2, values: [['X']], a1: 'T!B2' }]);
  });
});

describe('what no cell can hold', () => {
  it('null and undefined are written as a blank cell', () => {
    expect([safeCellValue(null), safeCellValue(undefined)]).toEqual(['', '']);
  });

  it('a row the new values lack is written blank', () => {
    expect(rangeWrites('T', [['a'], ['b']], [['a']])).toEqual([
      { tab: 'T', row: 2, column: 1, values: [['']], a1: 'T!A2' },
    ]);
  });
});
