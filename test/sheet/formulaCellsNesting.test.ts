// A formula may fill other cells when a range stands at its top level, outside every call's parentheses; a range an
// inner call takes, however deep, is an argument and fills nothing (docs/platform-contracts.md).
import { describe, expect, it } from 'vitest';
import { mayFillCells } from '../../src/sheet/write/formulaCells';

describe('a range inside nested calls is an argument', () => {
  it.each([
    ['=SUM(ABS(A1), B1:B3)', false],
    ['=ROUND(SUM(ABS(A1), B1:B3), 0)', false],
  ])('%s: %s', (formula, may) => {
    expect(mayFillCells(formula)).toBe(may);
  });
});

describe('a range after a call, at the top level, is the answer itself', () => {
  it.each([
    ['=SUM(A1)+B1:B3', true],
    ['=ABS(SUM(A1))*B1:B3', true],
  ])('%s: %s', (formula, may) => {
    expect(mayFillCells(formula)).toBe(may);
  });
});
