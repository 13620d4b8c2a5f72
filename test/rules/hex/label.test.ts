import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexLabel, isOnMap, parseHexLabel } from '../../../src/rules/hex/label';

describe('R-1.1 hex labels', () => {
  it('R-1.1: "0609" is column 6, row 9', () => {
    expect(parseHexLabel('0609')).toEqual({ col: 6, row: 9 });
  });

  it('R-1.1: a cell that turned 0609 into the number 609 reads as 0609', () => {
    expect(parseHexLabel(609)).toEqual({ col: 6, row: 9 });
    expect(parseHexLabel('609')).toEqual({ col: 6, row: 9 });
  });

  it('R-1.1: 0111 typed as 111 is column 1, row 11; 1516 stays 1516', () => {
    expect(parseHexLabel(111)).toEqual({ col: 1, row: 11 });
    expect(parseHexLabel(1516)).toEqual({ col: 15, row: 16 });
  });

  it('R-1.1: spaces around a label are ignored', () => {
    expect(parseHexLabel('  0415 ')).toEqual({ col: 4, row: 15 });
  });

  it.each<[string | number]>([
    ['banana'],
    ['06-09'],
    ['06 09'],
    [''],
    ['   '],
    [12345],
    ['12345'],
    [0],
    ['0000'],
    [-609],
    ['-609'],
    [609.5],
    ['609.5'],
    [Number.NaN],
    ['0600'],
    ['0009'],
    [9],
    [600],
  ])('R-1.1: %j is not a hex label', (input) => {
    expect(parseHexLabel(input)).toBeUndefined();
  });

  it('R-1.1: hexLabel writes two-digit column and row', () => {
    expect(hexLabel({ col: 6, row: 9 })).toBe('0609');
    expect(hexLabel({ col: 15, row: 16 })).toBe('1516');
  });

  it('R-1.1: every label 0101–9999 round-trips through text and through a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (col, row) => {
        const label = hexLabel({ col, row });
        expect(label).toMatch(/^\d{4}$/);
        expect(parseHexLabel(label)).toEqual({ col, row });
        expect(parseHexLabel(Number(label))).toEqual({ col, row });
      }),
    );
  });
});

describe('R-1.1 map bounds', () => {
  const map = { cols: 16, rows: 17 };

  it('R-1.1: 0101 and 1617 are the corners of a 16 × 17 map', () => {
    expect(isOnMap({ col: 1, row: 1 }, map)).toBe(true);
    expect(isOnMap({ col: 16, row: 17 }, map)).toBe(true);
  });

  it.each([
    [0, 5],
    [5, 0],
    [17, 5],
    [5, 18],
    [-1, 3],
    [2.5, 3],
  ])('R-1.1: column %d, row %d is off a 16 × 17 map', (col, row) => {
    expect(isOnMap({ col, row }, map)).toBe(false);
  });

  it('R-1.1: a cell holding neither text nor a number (TRUE, say) is no hex', () => {
    expect(parseHexLabel(true as unknown as string)).toBeUndefined();
    expect(parseHexLabel(null as unknown as string)).toBeUndefined();
  });
});
