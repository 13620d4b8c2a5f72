import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Hex } from '../../../src/rules/model/hex';
import type { BattleMap, HexTerrain } from '../../../src/rules/model/map';
import { hexDistance, hexNeighbors, isAdjacent } from '../../../src/rules/hex/distance';
import { hexLabel, isOnMap, parseHexLabel } from '../../../src/rules/hex/label';
import { hexLine } from '../../../src/rules/hex/line';
import {
  cheapestPath,
  enterCost,
  jumpReachable,
  reachableHexes,
  startsInWater,
  type MovePath,
} from '../../../src/rules/map/movementCost';

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

function mapOf(cols: number, rows: number, terrain: Record<string, HexTerrain>): BattleMap {
  return { cols, rows, terrain };
}

function labels(path: MovePath | undefined): string[] | undefined {
  return path?.path.map(hexLabel);
}

/** A path is a walk: each hex next to the one before, its cost the sum of the steps. */
function expectWalk(map: BattleMap | undefined, from: Hex, found: MovePath | undefined): void {
  expect(found).toBeDefined();
  if (!found) return;
  let last = from;
  let cost = 0;
  for (const h of found.path) {
    expect(isAdjacent(last, h)).toBe(true);
    cost += enterCost(map, last, h) ?? Number.NaN;
    last = h;
  }
  expect(cost).toBe(found.cost);
}

describe('R-2.4 cost of entering a hex', () => {
  const flat = (to: HexTerrain, from: HexTerrain = {}) =>
    enterCost(mapOf(3, 3, { '0101': from, '0102': to }), hex('0101'), hex('0102'));

  it.each<[string, HexTerrain, number]>([
    ['clear ground', {}, 1],
    ['rubble', { rubble: true }, 2],
    ['light woods', { woods: 'light' }, 2],
    ['depth-1 water', { water: 1 }, 2],
    ['heavy woods', { woods: 'heavy' }, 3],
    ['depth-2 water', { water: 2 }, 3],
    ['depth-3 water', { water: 3 }, 3],
    ['fire (no cost in the seed)', { fire: true }, 1],
  ])('R-2.4: entering %s costs %d MP', (_name, terrain, cost) => {
    expect(flat(terrain)).toBe(cost);
  });

  it('R-2.4: each level climbed or dropped costs 1 more, up to 2 levels', () => {
    expect(flat({ elevation: 1 })).toBe(2);
    expect(flat({ elevation: 2 })).toBe(3);
    expect(flat({}, { elevation: 1 })).toBe(2);
    expect(flat({}, { elevation: 2 })).toBe(3);
    expect(flat({ elevation: -1 }, { elevation: 1 })).toBe(3);
  });

  it('R-2.4: a change of 3 levels or more cannot be walked, up or down', () => {
    expect(flat({ elevation: 3 })).toBeUndefined();
    expect(flat({}, { elevation: 3 })).toBeUndefined();
    expect(flat({ elevation: -2 }, { elevation: 1 })).toBeUndefined();
  });

  it('R-2.4: terrain and climbing add up: heavy woods on a level-1 hill cost 4', () => {
    expect(flat({ woods: 'heavy', elevation: 1 })).toBe(4);
  });

  it("R-2.4: water's ground level is its elevation field as given: W1 at E-1 from level 0 costs 3", () => {
    expect(flat({ water: 1, elevation: -1 })).toBe(3);
    expect(flat({ water: 2 })).toBe(3);
  });

  it('R-2.5: with no map every step costs 1', () => {
    expect(enterCost(undefined, hex('0609'), hex('0610'))).toBe(1);
  });

  it('only a step to an adjacent hex on the map has a cost', () => {
    const map = mapOf(3, 3, {});
    expect(enterCost(map, hex('0101'), hex('0103'))).toBeUndefined();
    expect(enterCost(map, hex('0101'), hex('0101'))).toBeUndefined();
    expect(enterCost(map, hex('0301'), hex('0401'))).toBeUndefined();
  });
});

describe('R-2.5 cheapest path', () => {
  it('R-2.5: walking around heavy woods (3 MP) is cheaper than through them (4 MP)', () => {
    const map = mapOf(3, 3, { '0102': { woods: 'heavy' } });
    const found = cheapestPath(map, hex('0101'), hex('0103'));
    expect(found?.cost).toBe(3);
    expect(labels(found)).toEqual(['0201', '0202', '0103']);
  });

  it('R-2.5: through heavy woods (4 MP) when the way around is light woods (5 MP)', () => {
    const map = mapOf(3, 3, { '0102': { woods: 'heavy' }, '0201': { woods: 'light' }, '0202': { woods: 'light' } });
    const found = cheapestPath(map, hex('0101'), hex('0103'));
    expect(found).toEqual({ cost: 4, path: [hex('0102'), hex('0103')] });
  });

  it('R-2.4: a ridge 3 levels high cannot be crossed on foot; 2 levels high costs 3 MP up and 3 down', () => {
    const ridge = (elevation: number) =>
      mapOf(3, 3, { '0201': { elevation }, '0202': { elevation }, '0203': { elevation } });
    expect(cheapestPath(ridge(3), hex('0102'), hex('0302'))).toBeUndefined();
    const climb = cheapestPath(ridge(2), hex('0102'), hex('0302'));
    expect(climb?.cost).toBe(6);
    expectWalk(ridge(2), hex('0102'), climb);
  });

  it('R-2.4: a 3-level plateau cannot be entered, but can be walked around', () => {
    const map = mapOf(5, 5, { '0303': { elevation: 3 } });
    expect(cheapestPath(map, hex('0302'), hex('0303'))).toBeUndefined();
    const around = cheapestPath(map, hex('0302'), hex('0304'));
    expect(around?.cost).toBe(3);
    expect(labels(around)).not.toContain('0303');
    expectWalk(map, hex('0302'), around);
  });

  it('R-2.4: wading through depth-1 water costs as much as walking around it; deep water is walked around', () => {
    const shallow = mapOf(3, 3, { '0102': { water: 1 } });
    expect(cheapestPath(shallow, hex('0101'), hex('0103'))?.cost).toBe(3);
    const deep = mapOf(3, 3, { '0102': { water: 2 } });
    expect(cheapestPath(deep, hex('0101'), hex('0103'))).toEqual({
      cost: 3,
      path: [hex('0201'), hex('0202'), hex('0103')],
    });
  });

  it('R-2.5: a path costing more than maxCost is no path', () => {
    const map = mapOf(3, 3, { '0102': { woods: 'heavy' } });
    expect(cheapestPath(map, hex('0101'), hex('0103'), { maxCost: 3 })?.cost).toBe(3);
    expect(cheapestPath(map, hex('0101'), hex('0103'), { maxCost: 2 })).toBeUndefined();
    expect(cheapestPath(undefined, hex('0609'), hex('1516'), { maxCost: 10 })).toBeUndefined();
  });

  it('R-2.5: blocked hexes are walked around; a blocked destination cannot be reached', () => {
    const blocked = (h: Hex) => hexLabel(h) === '0304';
    const around = cheapestPath(undefined, hex('0302'), hex('0306'), { blocked });
    expect(around?.cost).toBe(5);
    expect(labels(around)).not.toContain('0304');
    expectWalk(undefined, hex('0302'), around);
    const onMap = cheapestPath(mapOf(5, 8, {}), hex('0302'), hex('0306'), { blocked });
    expect(onMap?.cost).toBe(5);
    expect(cheapestPath(undefined, hex('0302'), hex('0304'), { blocked })).toBeUndefined();
  });

  it('R-2.6: staying in the hex costs nothing and moves no hexes', () => {
    expect(cheapestPath(mapOf(3, 3, {}), hex('0202'), hex('0202'))).toEqual({ cost: 0, path: [] });
  });

  it('R-2.5: an end off the map has no path', () => {
    expect(cheapestPath(mapOf(3, 3, {}), hex('0101'), hex('0404'))).toBeUndefined();
    expect(cheapestPath(mapOf(3, 3, {}), hex('0404'), hex('0101'))).toBeUndefined();
  });

  it('R-2.5 / R-2.6: with no map the Griffin walks the straight line: 0609 → 1516 costs 11 MP over 11 hexes', () => {
    const found = cheapestPath(undefined, hex('0609'), hex('1516'));
    expect(found?.cost).toBe(11);
    expect(found?.path).toEqual(hexLine(hex('0609'), hex('1516')).map((s) => s.hexes[0]));
  });

  it('R-2.5: with no map the cost is the distance and the path a walk ending at the destination', () => {
    const anyHex = fc.record({ col: fc.integer({ min: 1, max: 40 }), row: fc.integer({ min: 1, max: 40 }) });
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const found = cheapestPath(undefined, a, b);
        expect(found?.cost).toBe(hexDistance(a, b));
        expect(found?.path.length).toBe(hexDistance(a, b));
        expectWalk(undefined, a, found);
        if (found && found.path.length > 0) expect(found.path[found.path.length - 1]).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });
});

/** Random small maps, to check the search against a plain relaxation over every hex. */
const terrainKinds: HexTerrain[] = [
  {},
  {},
  {},
  { woods: 'light' },
  { woods: 'heavy' },
  { rubble: true },
  { water: 1 },
  { water: 2 },
  { elevation: 1 },
  { elevation: 2 },
  { elevation: 3 },
  { elevation: -1 },
];
const randomMap = fc
  .array(fc.integer({ min: 0, max: terrainKinds.length - 1 }), { minLength: 36, maxLength: 36 })
  .map((kinds): BattleMap => {
    const terrain: Record<string, HexTerrain> = {};
    kinds.forEach((k, i) => {
      terrain[hexLabel({ col: (i % 6) + 1, row: Math.floor(i / 6) + 1 })] = terrainKinds[k];
    });
    return mapOf(6, 6, terrain);
  });
const mapHex = fc.record({ col: fc.integer({ min: 1, max: 6 }), row: fc.integer({ min: 1, max: 6 }) });

/** Cheapest costs from `from` by repeated relaxation (Bellman–Ford), independent of the search under test. */
function allCosts(map: BattleMap, from: Hex): Map<string, number> {
  const costs = new Map<string, number>([[hexLabel(from), 0]]);
  for (let changed = true; changed; ) {
    changed = false;
    for (let col = 1; col <= map.cols; col++) {
      for (let row = 1; row <= map.rows; row++) {
        const h = { col, row };
        const here = costs.get(hexLabel(h));
        if (here === undefined) continue;
        for (const n of hexNeighbors(h).filter((x) => isOnMap(x, map))) {
          const step = enterCost(map, h, n);
          const old = costs.get(hexLabel(n));
          if (step !== undefined && (old === undefined || here + step < old)) {
            costs.set(hexLabel(n), here + step);
            changed = true;
          }
        }
      }
    }
  }
  return costs;
}

describe('R-2.5 path search on random maps', () => {
  it('R-2.5: the cheapest path costs what plain relaxation finds, and is a walk of that cost', () => {
    fc.assert(
      fc.property(randomMap, mapHex, mapHex, (map, a, b) => {
        const expected = allCosts(map, a).get(hexLabel(b));
        const found = cheapestPath(map, a, b);
        expect(found?.cost).toBe(expected);
        if (found) expectWalk(map, a, found);
      }),
      { numRuns: 300 },
    );
  });

  it('R-2.5: reachable hexes are exactly those whose cheapest cost fits the MP, with that cost', () => {
    fc.assert(
      fc.property(randomMap, mapHex, fc.integer({ min: 0, max: 8 }), (map, a, mp) => {
        const expected = new Map([...allCosts(map, a)].filter(([, cost]) => cost <= mp));
        expect(reachableHexes(map, a, mp)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('R-2.5 reachable hexes', () => {
  it('R-2.5: with no map, 2 MP reach the 19 hexes within 2, the start at 0', () => {
    const reached = reachableHexes(undefined, hex('0609'), 2);
    expect(reached.size).toBe(19);
    expect(reached.get('0609')).toBe(0);
    expect(reached.get('0610')).toBe(1);
    expect(reached.get('0611')).toBe(2);
    expect(reached.has('0612')).toBe(false);
  });

  it('R-2.4: heavy woods cost their MP in the map view', () => {
    const reached = reachableHexes(mapOf(3, 3, { '0102': { woods: 'heavy' } }), hex('0101'), 2);
    expect([...reached]).toEqual([
      ['0101', 0],
      ['0201', 1],
      ['0301', 2],
      ['0302', 2],
      ['0202', 2],
    ]);
  });

  it('R-2.5: blocked hexes are neither entered nor listed', () => {
    const reached = reachableHexes(undefined, hex('0302'), 2, { blocked: (h) => hexLabel(h) === '0303' });
    expect(reached.has('0303')).toBe(false);
    // 0304 lies straight behind the wreck: 2 MP through it, 3 around it.
    expect(reached.has('0304')).toBe(false);
    expect(reached.get('0402')).toBe(1);
    expect(reached.get('0403')).toBe(2);
  });
});

describe('R-2.5 jumping', () => {
  it('R-2.5: a jump reaches any hex within Jump MP in a straight line', () => {
    expect(jumpReachable(hex('0609'), hex('0111'), 5)).toBe(true);
    expect(jumpReachable(hex('0609'), hex('0111'), 4)).toBe(false);
  });
});

describe('R-2.4 starting in water', () => {
  const map = mapOf(3, 3, { '0101': { water: 1 }, '0102': { water: 2, elevation: -1 }, '0103': { woods: 'light' } });

  it('R-2.4: a mech in water of any depth starts in water (cannot run or jump)', () => {
    expect(startsInWater(map, hex('0101'))).toBe(true);
    expect(startsInWater(map, hex('0102'))).toBe(true);
  });

  it('R-2.4: dry ground, or no map at all, is not water', () => {
    expect(startsInWater(map, hex('0103'))).toBe(false);
    expect(startsInWater(map, hex('0202'))).toBe(false);
    expect(startsInWater(undefined, hex('0101'))).toBe(false);
  });
});
