import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SQRT3, hexCenter, hexCorners, mapPixelBounds } from '../../src/map/geometry';
import { hexDistance, hexNeighbors } from '../../src/rules/hex/distance';
import type { Hex } from '../../src/rules/model/hex';

const SIZE = 30;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
const anyHex = fc.record({ col: fc.integer({ min: 1, max: 40 }), row: fc.integer({ min: 1, max: 40 }) });

describe('R-1.2: flat-topped odd-q pixel geometry agrees with the rules core', () => {
  it('R-1.2: column 02 sits half a hex lower than column 01, column 03 level with 01', () => {
    const c0101 = hexCenter({ col: 1, row: 1 }, SIZE);
    const c0201 = hexCenter({ col: 2, row: 1 }, SIZE);
    const c0301 = hexCenter({ col: 3, row: 1 }, SIZE);
    expect(c0201.y - c0101.y).toBeCloseTo((SQRT3 * SIZE) / 2, 9);
    expect(c0301.y).toBeCloseTo(c0101.y, 9);
    expect(c0201.x - c0101.x).toBeCloseTo(1.5 * SIZE, 9);
  });

  it('R-1.1: rows run down a column √3 × size apart; 0101 touches the origin', () => {
    expect(hexCenter({ col: 1, row: 1 }, SIZE)).toEqual({ x: SIZE, y: (SQRT3 * SIZE) / 2 });
    expect(hexCenter({ col: 6, row: 10 }, SIZE).y - hexCenter({ col: 6, row: 9 }, SIZE).y).toBeCloseTo(SQRT3 * SIZE, 9);
  });

  it('R-1.2 / R-1.4: every neighbour in all six directions (hexDistance 1) has its center exactly √3 × size away', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const neighbours = hexNeighbors(hex).filter((n) => n.col >= 1 && n.row >= 1);
        for (const n of neighbours) {
          expect(hexDistance(hex, n)).toBe(1);
          expect(dist(hexCenter(hex, SIZE), hexCenter(n, SIZE))).toBeCloseTo(SQRT3 * SIZE, 9);
        }
      }),
    );
  });

  it('R-1.2: the hexes whose centers lie within 1.01 × √3 × size of a hex are exactly those at hexDistance ≤ 1', () => {
    fc.assert(
      fc.property(anyHex, (a: Hex) => {
        for (let col = Math.max(1, a.col - 3); col <= a.col + 3; col++) {
          for (let row = Math.max(1, a.row - 3); row <= a.row + 3; row++) {
            const b = { col, row };
            const near = dist(hexCenter(a, SIZE), hexCenter(b, SIZE)) < 1.01 * SQRT3 * SIZE;
            expect(near).toBe(hexDistance(a, b) <= 1);
          }
        }
      }),
    );
  });

  it('R-1.2: adjacent hexes share an edge: two corners of each coincide', () => {
    const a = hexCorners({ col: 6, row: 9 }, SIZE);
    for (const n of hexNeighbors({ col: 6, row: 9 })) {
      const b = hexCorners(n, SIZE);
      const shared = a.filter((p) => b.some((q) => dist(p, q) < 1e-9));
      expect(shared).toHaveLength(2);
    }
  });

  it('corners are size from the center, flat top: two corners share the top y', () => {
    const c = hexCenter({ col: 4, row: 15 }, SIZE);
    const corners = hexCorners({ col: 4, row: 15 }, SIZE);
    expect(corners).toHaveLength(6);
    for (const p of corners) expect(dist(p, c)).toBeCloseTo(SIZE, 9);
    const top = Math.min(...corners.map((p) => p.y));
    expect(corners.filter((p) => Math.abs(p.y - top) < 1e-9)).toHaveLength(2);
  });

  it('every hex of a map lies inside mapPixelBounds, and the bounds are tight', () => {
    for (const map of [
      { cols: 16, rows: 17 },
      { cols: 1, rows: 3 },
      { cols: 30, rows: 34 },
    ]) {
      const b = mapPixelBounds(map, SIZE);
      let maxX = 0;
      let maxY = 0;
      for (let col = 1; col <= map.cols; col++) {
        for (let row = 1; row <= map.rows; row++) {
          for (const p of hexCorners({ col, row }, SIZE)) {
            expect(p.x).toBeGreaterThanOrEqual(-1e-9);
            expect(p.y).toBeGreaterThanOrEqual(-1e-9);
            maxX = Math.max(maxX, p.x);
            maxY = Math.max(maxY, p.y);
          }
        }
      }
      expect(maxX).toBeCloseTo(b.width, 9);
      expect(maxY).toBeCloseTo(b.height, 9);
    }
  });

  it('an origin shifts every point by the same amount', () => {
    const hex = { col: 15, row: 16 };
    const shifted = hexCenter(hex, SIZE, { x: 7, y: 11 });
    const plain = hexCenter(hex, SIZE);
    expect(shifted.x - plain.x).toBeCloseTo(7, 9);
    expect(shifted.y - plain.y).toBeCloseTo(11, 9);
  });
});
