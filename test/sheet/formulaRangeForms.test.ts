// Whether a formula may fill other cells (docs/platform-contracts.md): a range at its top level is the answer itself,
// in every form Sheets writes one — whole rows, whole columns, absolute, on another tab, quoted — while a single
// cell, or a colon inside a text, is one value.
import { describe, expect, it } from 'vitest';
import { mayFillCells } from '../../src/sheet/write/formulaCells';

describe('a range at the top level may fill cells, in every form Sheets writes', () => {
  it.each([
    '=2:5',
    '=A:C',
    '=$A$2:$B$9',
    '=A$2:B$9',
    '=$A2:$B9',
    '=Mechs!A2:C9',
    '=Mechs!A:C',
    '=Mechs_2.old!B2:B',
    "='Attack log'!A:C",
    "='Attack log'!$A$2:$C$9",
    '="x"&A2:A9',
    '=1+A2:A9',
    '=-A2:A9',
  ])('%s', (formula) => {
    expect(mayFillCells(formula)).toBe(true);
  });
});

describe('one cell, or a colon in a text, is one value', () => {
  it.each(['=A2', '=$A$2', '=Mechs!A2', "='Attack log'!B7", '=A2&":"&B2', '=TEXT(A1, "hh:mm")', '=A1*2', '=1'])(
    '%s',
    (formula) => {
      expect(mayFillCells(formula)).toBe(false);
    },
  );
});
