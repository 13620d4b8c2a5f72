import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/rules/model/hex';
import type { BattleMap, HexTerrain } from '../../../src/rules/model/map';
import { hexLabel, parseHexLabel } from '../../../src/rules/hex/label';
import { describeLineOfFire, lineOfFire } from '../../../src/rules/map/lineOfFire';

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

function mapOf(terrain: Record<string, HexTerrain>): BattleMap {
  return { cols: 12, rows: 12, terrain };
}

describe('R-1.3 / R-3.1 line of fire', () => {
  it('R-3.1: one light and one heavy woods hex in between add +3', () => {
    // 0302 → 0307 crosses 0303 0304 0305 0306 0307.
    const lof = lineOfFire(mapOf({ '0304': { woods: 'light' }, '0306': { woods: 'heavy' } }), hex('0302'), hex('0307'));
    expect(lof.hexes.map((h) => hexLabel(h.hex))).toEqual(['0303', '0304', '0305', '0306', '0307']);
    expect(lof.hexes.map((h) => h.modifier)).toEqual([0, 1, 0, 2, 0]);
    expect(lof).toMatchObject({ light: 1, heavy: 1, total: 3 });
    expect(describeLineOfFire(lof)).toBe('1 light woods, 1 heavy woods');
  });

  it('R-3.1: each woods hex counts: two heavy woods hexes add +4', () => {
    const lof = lineOfFire(mapOf({ '0303': { woods: 'heavy' }, '0304': { woods: 'heavy' } }), hex('0302'), hex('0307'));
    expect(lof).toMatchObject({ light: 0, heavy: 2, total: 4 });
    expect(describeLineOfFire(lof)).toBe('2 heavy woods');
  });

  it("R-1.3: the target's own woods count, the attacker's never do", () => {
    const map = mapOf({ '0302': { woods: 'heavy' }, '0307': { woods: 'light' } });
    expect(lineOfFire(map, hex('0302'), hex('0307'))).toMatchObject({ light: 1, heavy: 0, total: 1 });
    expect(lineOfFire(map, hex('0307'), hex('0302'))).toMatchObject({ light: 0, heavy: 1, total: 2 });
  });

  it('R-3.1: woods off the line, water, rubble and hills add nothing', () => {
    const map = mapOf({ '0204': { woods: 'heavy' }, '0304': { water: 2 }, '0305': { rubble: true, elevation: 2 } });
    const lof = lineOfFire(map, hex('0302'), hex('0307'));
    expect(lof).toMatchObject({ light: 0, heavy: 0, total: 0 });
    expect(describeLineOfFire(lof)).toBe('');
  });

  it('R-1.3: along an edge the candidate with the higher modifier counts, whichever side it is on', () => {
    // 0101 → 0202 runs along the edge between 0102 and 0201.
    const heavyLeft = lineOfFire(
      mapOf({ '0102': { woods: 'heavy' }, '0201': { woods: 'light' } }),
      hex('0101'),
      hex('0202'),
    );
    expect(heavyLeft.hexes.map((h) => hexLabel(h.hex))).toEqual(['0102', '0202']);
    expect(heavyLeft).toMatchObject({ light: 0, heavy: 1, total: 2 });
    const heavyRight = lineOfFire(
      mapOf({ '0102': { woods: 'light' }, '0201': { woods: 'heavy' } }),
      hex('0101'),
      hex('0202'),
    );
    expect(heavyRight.hexes.map((h) => hexLabel(h.hex))).toEqual(['0201', '0202']);
    expect(heavyRight).toMatchObject({ light: 0, heavy: 1, total: 2 });
  });

  it('R-1.3: along an edge only one of the two hexes counts, even when both are woods', () => {
    const lof = lineOfFire(mapOf({ '0102': { woods: 'heavy' }, '0201': { woods: 'heavy' } }), hex('0101'), hex('0202'));
    expect(lof).toMatchObject({ light: 0, heavy: 1, total: 2 });
  });

  it('R-1.3: along an edge with woods on one side only, the woods count', () => {
    const lof = lineOfFire(mapOf({ '0201': { woods: 'light' } }), hex('0101'), hex('0202'));
    expect(lof).toMatchObject({ light: 1, heavy: 0, total: 1 });
    expect(lof.hexes[0]).toEqual({ hex: hex('0201'), terrain: { woods: 'light' }, modifier: 1 });
  });

  it('R-1.3: with no map every crossed hex is clear', () => {
    const lof = lineOfFire(undefined, hex('0609'), hex('1516'));
    expect(lof.hexes).toHaveLength(11);
    expect(lof).toMatchObject({ light: 0, heavy: 0, total: 0 });
  });

  it('R-1.3: a mech in the same hex has nothing in between', () => {
    expect(lineOfFire(mapOf({ '0303': { woods: 'heavy' } }), hex('0303'), hex('0303'))).toEqual({
      hexes: [],
      light: 0,
      heavy: 0,
      total: 0,
    });
  });

  it('R-3.1: the label counts light woods before heavy woods', () => {
    expect(describeLineOfFire({ hexes: [], light: 2, heavy: 0, total: 2 })).toBe('2 light woods');
    expect(describeLineOfFire({ hexes: [], light: 3, heavy: 1, total: 5 })).toBe('3 light woods, 1 heavy woods');
  });
});
