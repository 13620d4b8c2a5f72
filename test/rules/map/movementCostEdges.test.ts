// legal moves at the edges of the board: a path never leaves the map (or, with no Map tab, the 99 × 99 board
// whose labels stop at 99, R-1.1), a mech standing still needs no path, and a cost equal to the MP allowed is legal.
import { describe, expect, it } from 'vitest';
import { hexLabel, parseHexLabel } from '../../../src/rules/hex/label';
import type { Hex } from '../../../src/rules/model/hex';
import type { BattleMap } from '../../../src/rules/model/map';
import { cheapestPath, reachableHexes } from '../../../src/rules/map/movementCost';

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

const small: BattleMap = { cols: 3, rows: 3, terrain: {} };

describe('R-2.5 a move starting off the Map tab has no path', () => {
  it('from 0104, just below a 3 × 3 map, to 0102: no path, though 0103 is next to it', () => {
    expect(cheapestPath(small, hex('0104'), hex('0102'))).toBeUndefined();
    expect(cheapestPath(small, hex('0104'), hex('0103'))).toBeUndefined();
  });

  it('the map view shows no reach for a mech standing off the map', () => {
    expect(reachableHexes(small, hex('0104'), 4).size).toBe(0);
  });
});

describe('R-2.5 with no Map tab the board is 99 × 99: nobody walks around a wall off its edge', () => {
  it('wrecks in 0103 and down column 02 to row 06 leave a mech in 0102 no way to 0104', () => {
    const wall = new Set(['0103', '0201', '0202', '0203', '0204', '0205', '0206']);
    const blocked = (h: Hex) => wall.has(hexLabel(h));
    expect(cheapestPath(undefined, hex('0102'), hex('0104'), { blocked })).toBeUndefined();
  });
});

describe('R-2.6 standing in its own hex needs no path, whatever is counted as blocked', () => {
  it('staying in 0202 costs 0 and moves no hexes, even where the hex itself is asked about as blocked', () => {
    const everything = () => true;
    expect(cheapestPath(small, hex('0202'), hex('0202'), { blocked: everything })).toEqual({ cost: 0, path: [] });
    expect(cheapestPath(undefined, hex('0609'), hex('0609'), { blocked: everything })).toEqual({ cost: 0, path: [] });
  });
});

describe('R-2.5 a path costing exactly the MP allowed is legal', () => {
  it('with no map, 0609 to 0111 is 5 hexes: legal with 5 MP, not with 4', () => {
    expect(cheapestPath(undefined, hex('0609'), hex('0111'), { maxCost: 5 })?.cost).toBe(5);
    expect(cheapestPath(undefined, hex('0609'), hex('0111'), { maxCost: 4 })).toBeUndefined();
  });
});
