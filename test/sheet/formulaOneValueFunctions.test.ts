// Which formulas fill no other cell (docs/platform-contracts.md): a formula made only of the Sheets functions that
// answer one value leaves the cells around it to the write; one with any other call, in any case, may fill them.
import { describe, expect, it } from 'vitest';
import { cellsToLeave, mayFillCells } from '../../src/sheet/write/formulaCells';

/** Every function Gator knows to answer one value, each called once. */
const ONE_VALUE_CALLS = [
  'ABS AND AVERAGE AVERAGEIF AVERAGEIFS CEILING CHAR CODE CONCAT CONCATENATE COUNT COUNTA COUNTBLANK COUNTIF COUNTIFS DATE DAY',
  'EVEN EXACT EXP FIND FLOOR HLOOKUP HOUR HYPERLINK IF IFERROR IFNA IFS INT ISBLANK ISERROR ISNA ISNUMBER ISTEXT JOIN LARGE LEFT',
  'LEN LN LOG LOG10 LOWER MATCH MAX MAXIFS MEDIAN MID MIN MINIFS MINUTE MOD MONTH N NOT NOW ODD OR PI POWER PRODUCT PROPER RAND',
  'RANDBETWEEN RANK REPT RIGHT ROUND ROUNDDOWN ROUNDUP SEARCH SECOND SIGN SMALL SQRT SUBSTITUTE SUM SUMIF SUMIFS SUMPRODUCT',
  'SWITCH T TEXT TEXTJOIN TODAY TRIM TRUNC UPPER VALUE VLOOKUP WEEKDAY XOR YEAR',
];

describe('a formula of one-value functions only fills no other cell', () => {
  it.each(ONE_VALUE_CALLS)('each of %s', (names) => {
    for (const name of names.split(' ')) expect([name, mayFillCells(`=${name}(A1)`)]).toEqual([name, false]);
  });

  it('the names in any case, with spaces before the bracket, nested in one another', () => {
    expect(mayFillCells('=round (sum(A1:A3), 0)')).toBe(false);
    expect(mayFillCells('=IfError(VLookup(A1, B:C, 2, FALSE), "")')).toBe(false);
  });
});

describe('any other call may fill cells', () => {
  it.each(['FILTER', 'SORT', 'UNIQUE', 'QUERY', 'TRANSPOSE', 'SEQUENCE', 'IMPORTRANGE', 'GATOR', 'attacktn'])(
    '%s',
    (name) => {
      expect(mayFillCells(`=${name}(A1:B2)`)).toBe(true);
    },
  );

  it('one such call among one-value ones is enough', () => {
    expect(mayFillCells('=SUM(1, 2) + INDEX(FILTER(A1:A9, B1:B9), 1)')).toBe(true);
  });
});

describe('a call written with a space before its bracket is still a call', () => {
  it('=FILTER (A1:B2, C1:C2) may fill cells', () => {
    expect(mayFillCells('=FILTER (A1:B2, C1:C2)')).toBe(true);
  });
});

describe('the cells left alone are those cells, and no other of their row', () => {
  it('an unchanged one-value formula in C2 is left alone; the changed A2 beside it is not', () => {
    const before = [
      ['a', 'b', 'c'],
      ['x', 'y', 3],
    ];
    const after = [
      ['a', 'b', 'c'],
      ['z', 'y', 3],
    ];
    const formulas = [
      ['', '', ''],
      ['', '', '=SUM(1,2)'],
    ];
    const leave = cellsToLeave(before, after, formulas);
    expect([leave(1, 2), leave(1, 0), leave(1, 1), leave(0, 2)]).toEqual([true, false, false, false]);
  });

  it('formulas known for the first row only: the rows below hold no formula, and what a top-row array fills is left', () => {
    const before = [
      ['=x', 'spilled'],
      ['more', ''],
    ];
    const after = [
      ['=x', 'spilled'],
      ['more', 'typed'],
    ];
    const leave = cellsToLeave(before, after, [['=FILTER(D1:E2, D1:D2)', '']]);
    expect([leave(0, 0), leave(0, 1), leave(1, 0), leave(1, 1)]).toEqual([true, true, true, false]);
  });
});
