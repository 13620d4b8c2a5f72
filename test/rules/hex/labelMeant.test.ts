// hex labels the GM did not type as four digits (src/rules/hex/label.ts): the label most likely meant, for a
// "did you mean" hint, and the edges of writing and bounding labels.
import { describe, expect, it } from 'vitest';
import { hexLabel, hexLabelMeant, isOnMap, parseHexLabel } from '../../../src/rules/hex/label';

describe('R-1.1 did you mean: the label meant by text that is not one', () => {
  it.each([
    ['06-09', '0609'],
    ['6/9', '0609'],
    ['6 9', '0609'],
    [' 6 - 9 ', '0609'],
    ['15,16', '1516'],
    ['1-1', '0101'],
    ['6/1', '0601'],
    ['C6 R9', '0609'],
    ['c6r9', '0609'],
    ['col 6 row 9', '0609'],
    ['COL6ROW9', '0609'],
    ['O6O9', '0609'],
    ['o6o9', '0609'],
    ['O609', '0609'],
    [' 0609 ', '0609'],
    ['1516', '1516'],
  ])('%j → %s', (typed, meant) => {
    expect(hexLabelMeant(typed)).toBe(meant);
  });

  it.each([
    ['banana'],
    [''],
    ['12345'],
    ['0000'],
    ['0609x'],
    ['6-0'],
    ['0-6'],
    ['00 00'],
    ['column 6 row 9'],
    ['6-9-1'],
    ['123 4'],
    ['6 99 9'],
  ])('%j reads as no hex', (typed) => {
    expect(hexLabelMeant(typed)).toBeUndefined();
  });
});

describe('R-1.1 labels are two digits of column and two of row', () => {
  it('columns and rows of ten and more take no padding', () => {
    expect(hexLabel({ col: 10, row: 10 })).toBe('1010');
    expect(hexLabel({ col: 9, row: 10 })).toBe('0910');
  });

  it('out of range values still give a string, never thrown on, which reads back as no hex', () => {
    expect(hexLabel({ col: -1, row: 5 })).toBe('-105');
    expect(hexLabel({ col: 100, row: 7 })).toBe('10007');
    expect(hexLabel({ col: 0, row: 0 })).toBe('0000');
    expect(parseHexLabel('-105')).toBeUndefined();
    expect(parseHexLabel('10007')).toBeUndefined();
  });

  it('a number cell of 0101 (101) is column 1, row 1; a column of 00 is none', () => {
    expect(parseHexLabel(101)).toEqual({ col: 1, row: 1 });
    expect(parseHexLabel(1)).toBeUndefined();
    expect(parseHexLabel(' 101 ')).toEqual({ col: 1, row: 1 });
  });

  it('a row that is not whole is off any map', () => {
    expect(isOnMap({ col: 3, row: 2.5 }, { cols: 16, rows: 17 })).toBe(false);
    expect(isOnMap({ col: 1, row: 17 }, { cols: 1, rows: 17 })).toBe(true);
  });
});
