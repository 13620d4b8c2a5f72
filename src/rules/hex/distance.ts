import type { Hex } from '../model/hex';

/**
 * Cube coordinates of a hex (q + r + s = 0), the form in which distance and lines are
 * simple arithmetic. Fractional values occur only inside line interpolation.
 */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/**
 * Cube coordinates of a hex under: columns vertical, the map's even-numbered columns
 * (02, 04, …) half a hex lower ("odd-q" on 0-based columns, MegaMek's layout; reference §7):
 * q = col, r = row − floor((col − 1) / 2), s = −q − r.
 *
 * @example toCube({ col: 6, row: 9 }) // { q: 6, r: 7, s: -13 }
 */
export function toCube(hex: Hex): Cube {
  const q = hex.col;
  const r = hex.row - Math.floor((hex.col - 1) / 2);
  return { q, r, s: -q - r };
}

/** The hex at integer cube coordinates; inverse of {@link toCube}. */
export function fromCube(cube: Cube): Hex {
  return { col: cube.q, row: cube.r + Math.floor((cube.q - 1) / 2) };
}

/**
 * Hex-step distance between two hexes, the cube form of MegaMek's
 * "AstroHexDistance": max(|Δq|, |Δr|, |Δs|). The seed's examples: 0609→0111 = 5,
 * 0609→0415 = 7, 0609→1516 = 11.
 */
export function hexDistance(a: Hex, b: Hex): number {
  const ca = toCube(a);
  const cb = toCube(b);
  return Math.max(Math.abs(ca.q - cb.q), Math.abs(ca.r - cb.r), Math.abs(ca.s - cb.s));
}

/**
 * Cube steps to the six neighbours, clockwise from north as MegaMek numbers directions
 * (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW).
 */
const DIRECTIONS: readonly Cube[] = [
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
];

/**
 * The six hexes around a hex, clockwise from north (N, NE, SE, S, SW, NW). Hexes off the
 * map edge (column or row 0, or beyond the map) are included: filter with `isOnMap`.
 *
 * @example hexNeighbors({ col: 1, row: 5 }) // 0104, 0204, 0205, 0106, 0005, 0004
 */
export function hexNeighbors(hex: Hex): Hex[] {
  const c = toCube(hex);
  return DIRECTIONS.map((d) => fromCube({ q: c.q + d.q, r: c.r + d.r, s: c.s + d.s }));
}

/** Adjacent means distance 1; a hex is not adjacent to itself. */
export function isAdjacent(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}

/** Same column and row. */
export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row;
}
