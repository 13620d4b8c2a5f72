import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Hex } from '../../../src/rules/model/hex';
import { hexDistance, isAdjacent, toCube } from '../../../src/rules/hex/distance';
import { hexLabel, parseHexLabel } from '../../../src/rules/hex/label';
import { hexLine, type HexLineStep } from '../../../src/rules/hex/line';

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

/** A line as text: `0510 0410 0310/0311 …`, two candidates joined by a slash. */
function show(steps: HexLineStep[]): string {
  return steps.map((s) => s.hexes.map(hexLabel).join('/')).join(' ');
}

const anyHex = fc.record({ col: fc.integer({ min: 1, max: 40 }), row: fc.integer({ min: 1, max: 40 }) });

describe('R-1.3 hex line', () => {
  it('R-1.3: the seed lines from the Griffin at 0609', () => {
    expect(show(hexLine(hex('0609'), hex('0111')))).toBe('0510 0410 0310 0210 0111');
    expect(show(hexLine(hex('0609'), hex('0415')))).toBe('0610 0511 0512 0513 0514 0414 0415');
    expect(show(hexLine(hex('0609'), hex('1516')))).toBe('0710 0810 0811 0912 1012 1113 1213 1314 1315 1415 1516');
  });

  it('R-1.3: a line to the own hex is empty', () => {
    expect(hexLine(hex('0609'), hex('0609'))).toEqual([]);
  });

  it('R-1.3: a line down one column crosses that column only, with no edge cases', () => {
    expect(show(hexLine(hex('0302'), hex('0306')))).toBe('0303 0304 0305 0306');
  });

  it('R-1.3: the diagonal 0101 → 0202 runs along the edge of 0102 and 0201: one step, two candidates', () => {
    expect(hexLine(hex('0101'), hex('0202'))).toEqual([
      { hexes: [hex('0102'), hex('0201')] },
      { hexes: [hex('0202')] },
    ]);
  });

  it('R-1.3: a long straight diagonal alternates edge steps and single hexes', () => {
    // 0505 → 1105 moves 6 columns along the cube diagonal (6, −3, −3): three edges, three hex centres.
    const d = [toCube(hex('1105')).q - toCube(hex('0505')).q, toCube(hex('1105')).r - toCube(hex('0505')).r];
    expect(d).toEqual([6, -3]);
    const steps = hexLine(hex('0505'), hex('1105'));
    expect(steps.map((s) => s.hexes.length)).toEqual([2, 1, 2, 1, 2, 1]);
    expect(show(steps)).toBe('0604/0605 0705 0804/0805 0905 1004/1005 1105');
  });

  it('R-1.3: one step per hex of distance, the attacker excluded, the target last', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const steps = hexLine(a, b);
        expect(steps.length).toBe(hexDistance(a, b));
        for (const step of steps) for (const h of step.hexes) expect(h).not.toEqual(a);
        if (steps.length > 0) expect(steps[steps.length - 1].hexes).toEqual([b]);
      }),
      { numRuns: 1000 },
    );
  });

  it('R-1.3: every candidate is adjacent to every candidate of the step before (the attacker first)', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        let previous: readonly Hex[] = [a];
        hexLine(a, b).forEach((step, i) => {
          for (const h of step.hexes) {
            expect(hexDistance(a, h)).toBe(i + 1);
            for (const p of previous) expect(isAdjacent(p, h)).toBe(true);
          }
          previous = step.hexes;
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('R-1.3: the line from the target back crosses the same hexes and the same edges', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const there = hexLine(a, b).slice(0, -1);
        const back = hexLine(b, a).slice(0, -1).reverse();
        expect(show(back)).toBe(show(there));
      }),
      { numRuns: 1000 },
    );
  });

  it('R-1.3: straight diagonals always give two-candidate steps; lines down a column never do', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 0, max: 5 }), (a, k, dir) => {
        // The six diagonal cube directions, each k times.
        const diagonals = [
          [2, -1],
          [1, 1],
          [-1, 2],
          [-2, 1],
          [-1, -1],
          [1, -2],
        ];
        const [dq, dr] = diagonals[dir];
        const c = toCube(a);
        const q = c.q + dq * k;
        const r = c.r + dr * k;
        const b = { col: q, row: r + Math.floor((q - 1) / 2) };
        const steps = hexLine(a, b);
        expect(steps.filter((s) => s.hexes.length === 2).length).toBe(k);
        expect(hexLine(a, { col: a.col, row: a.row + k }).every((s) => s.hexes.length === 1)).toBe(true);
      }),
    );
  });
});
