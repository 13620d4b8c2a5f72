import type { Hex } from '../model/hex';
import { fromCube, hexDistance, toCube, type Cube } from './distance';

/**
 * One hex of a line from attacker to target. Usually a single hex; where the interpolated
 * point falls exactly on the edge between two hexes the line is ambiguous there and both
 * candidates are given, in label order (R-1.3: the caller counts the one with the higher
 * modifier). That happens at every other step of a line running along hex edges (the six
 * diagonals, e.g. 0101 → 0202), and also where a line crosses an edge exactly at its
 * midpoint at a sample point (e.g. 0606 → 0205, step 2: 0405 or 0406).
 */
export interface HexLineStep {
  readonly hexes: readonly [Hex] | readonly [Hex, Hex];
}

/**
 * The nudge applied to both ends of the line, once added and once subtracted. Its
 * components differ pairwise, so it is parallel to no hex edge: a point lying exactly on an
 * edge is pushed to one side by +ε and to the other by −ε, which is how ties are found.
 * 1e-6 is far below the 1/distance granularity of sample points on any map up to 99 × 99,
 * and far above floating-point noise.
 */
const NUDGE: Cube = { q: 1e-6, r: 2e-6, s: -3e-6 };

/**
 * The hexes a line from `from` to `to` crosses, by cube interpolation at
 * `distance` evenly spaced points: one step per hex of distance, the attacker's own hex
 * excluded, the target's hex last. Steps where the line runs along an edge hold both
 * candidate hexes (found by interpolating twice, nudged by +ε and −ε).
 *
 * @example
 * // 0101 → 0202 is a diagonal: it runs along the edge between 0102 and 0201.
 * hexLine({ col: 1, row: 1 }, { col: 2, row: 2 })
 * // [{ hexes: [{ col: 1, row: 2 }, { col: 2, row: 1 }] }, { hexes: [{ col: 2, row: 2 }] }]
 */
export function hexLine(from: Hex, to: Hex): HexLineStep[] {
  const n = hexDistance(from, to);
  const a = toCube(from);
  const b = toCube(to);
  const steps: HexLineStep[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const plus = fromCube(cubeRound(lerp(a, b, t, 1)));
    const minus = fromCube(cubeRound(lerp(a, b, t, -1)));
    if (plus.col === minus.col && plus.row === minus.row) {
      steps.push({ hexes: [plus] });
    } else {
      steps.push({ hexes: orderPair(plus, minus) });
    }
  }
  return steps;
}

/** A point at fraction `t` from a to b, both ends shifted by `sign` × NUDGE. */
function lerp(a: Cube, b: Cube, t: number, sign: 1 | -1): Cube {
  return {
    q: a.q + (b.q - a.q) * t + sign * NUDGE.q,
    r: a.r + (b.r - a.r) * t + sign * NUDGE.r,
    s: a.s + (b.s - a.s) * t + sign * NUDGE.s,
  };
}

/** The hex containing a fractional cube point: round each part, then fix the one that moved most. */
function cubeRound(c: Cube): Cube {
  let q = Math.round(c.q);
  let r = Math.round(c.r);
  let s = Math.round(c.s);
  const dq = Math.abs(q - c.q);
  const dr = Math.abs(r - c.r);
  const ds = Math.abs(s - c.s);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  else s = -q - r;
  return { q, r, s };
}

/** Candidates in label order (column, then row), so results do not depend on the nudge's sign. */
function orderPair(x: Hex, y: Hex): readonly [Hex, Hex] {
  return x.col < y.col || (x.col === y.col && x.row < y.row) ? [x, y] : [y, x];
}
