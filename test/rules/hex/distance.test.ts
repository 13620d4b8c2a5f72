import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Hex } from '../../../src/rules/model/hex';
import { fromCube, hexDistance, hexNeighbors, isAdjacent, toCube } from '../../../src/rules/hex/distance';
import { hexLabel, parseHexLabel } from '../../../src/rules/hex/label';

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

const anyHex = fc.record({ col: fc.integer({ min: 1, max: 40 }), row: fc.integer({ min: 1, max: 40 }) });

/**
 * MegaMek's "AstroHexDistance" as reference §7 describes it, on 0-based x/y, written
 * independently of the cube form under test.
 */
function astroHexDistance(a: Hex, b: Hex): number {
  const x1 = a.col - 1;
  const y1 = a.row - 1;
  const x2 = b.col - 1;
  const y2 = b.row - 1;
  const xd = Math.abs(x1 - x2);
  let yo = Math.floor(xd / 2);
  if (x1 % 2 === 0 && x2 % 2 === 1) yo += 1;
  const ymin = y1 - yo;
  const ymax = ymin + xd;
  const ym = y2 < ymin ? ymin - y2 : y2 > ymax ? y2 - ymax : 0;
  return xd + ym;
}

describe('R-1.2 distance', () => {
  it('R-1.2: Griffin 0609 to Blackjack 0111 is 5 hexes (seed example 1)', () => {
    expect(hexDistance(hex('0609'), hex('0111'))).toBe(5);
  });

  it('R-1.2: Griffin 0609 to Rifleman 0415 is 7 hexes (seed example 2)', () => {
    expect(hexDistance(hex('0609'), hex('0415'))).toBe(7);
  });

  it('R-1.2: Griffin 0609 to Locust 1516 is 11 hexes (seed example 3; the other column shift gives 12)', () => {
    expect(hexDistance(hex('0609'), hex('1516'))).toBe(11);
  });

  it('R-1.2: even-numbered columns sit half a hex lower: 0105 touches 0204 and 0205, 0205 touches 0305 and 0306', () => {
    expect(isAdjacent(hex('0105'), hex('0204'))).toBe(true);
    expect(isAdjacent(hex('0105'), hex('0205'))).toBe(true);
    expect(isAdjacent(hex('0105'), hex('0206'))).toBe(false);
    expect(isAdjacent(hex('0205'), hex('0305'))).toBe(true);
    expect(isAdjacent(hex('0205'), hex('0306'))).toBe(true);
    expect(isAdjacent(hex('0205'), hex('0304'))).toBe(false);
  });

  it('R-1.2: the cube form equals MegaMek AstroHexDistance (reference §7) for random hexes', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(hexDistance(a, b)).toBe(astroHexDistance(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('R-1.2: distance is symmetric', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => hexDistance(a, b) === hexDistance(b, a)));
  });

  it('R-1.2: distance is 0 exactly from a hex to itself', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => (hexDistance(a, b) === 0) === (a.col === b.col && a.row === b.row)),
    );
  });

  it('R-1.2: distance obeys the triangle inequality', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => hexDistance(a, c) <= hexDistance(a, b) + hexDistance(b, c)),
    );
  });

  it('R-1.2: cube coordinates sum to 0 and convert back to the same hex', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const c = toCube(h);
        expect(c.q + c.r + c.s).toBe(0);
        expect(fromCube(c)).toEqual(h);
      }),
    );
  });
});

describe('R-1.4 adjacency', () => {
  it('R-1.4: a hex has six different neighbours, each at distance 1', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const neighbours = hexNeighbors(h);
        expect(new Set(neighbours.map(hexLabel)).size).toBe(6);
        for (const n of neighbours) {
          expect(hexDistance(h, n)).toBe(1);
          expect(isAdjacent(h, n)).toBe(true);
        }
      }),
    );
  });

  it('R-1.4: the neighbours of 0609 run clockwise from north: 0608 0709 0710 0610 0510 0509', () => {
    expect(hexNeighbors(hex('0609')).map(hexLabel)).toEqual(['0608', '0709', '0710', '0610', '0510', '0509']);
  });

  it('R-1.4: neighbours of an edge hex include column 0 for the caller to filter', () => {
    expect(hexNeighbors(hex('0105')).map(hexLabel)).toEqual(['0104', '0204', '0205', '0106', '0005', '0004']);
  });

  it('R-1.4: a hex is not adjacent to itself, nor to a hex two away', () => {
    expect(isAdjacent(hex('0609'), hex('0609'))).toBe(false);
    expect(isAdjacent(hex('0609'), hex('0611'))).toBe(false);
  });
});
