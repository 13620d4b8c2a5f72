// Whether a formula may fill other cells (docs/platform-contracts.md): a range is its answer only at its top level,
// outside every call's brackets, however deep the calls nest and whatever follows them.
import { describe, expect, it } from 'vitest';
import { mayFillCells } from '../../src/sheet/write/formulaCells';

describe('a range at the top level of a formula, outside all brackets', () => {
  it.each([
    // Nested one-value calls: the range is an argument of SUM, not the answer.
    ['=SUM(MAX(1, 2), A1:B2)', false],
    ['=ROUND(AVERAGE(IF(A1, 1, 2)), 0) + SUM(C1:C3)', false],
    // After a call's brackets close, the formula is at its top level again.
    ['=MAX(1, 2) + A1:B2', true],
    ['=IF(A1, 1, 2)&C1:C3', true],
  ])('%s: %s', (formula, may) => {
    expect(mayFillCells(formula)).toBe(may);
  });
});
