import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/rules/model/hex';
import { isOnMap, parseHexLabel } from '../../../src/rules/hex/label';
import { DEMO_MAP } from '../../../src/rules/map/demoMap';
import { describeLineOfFire, lineOfFire } from '../../../src/rules/map/lineOfFire';
import { parseTerrainCode, terrainAt, terrainCode } from '../../../src/rules/map/terrain';

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad label in test: ${label}`);
  return h;
}

const griffin = hex('0609');
const rifleman = hex('0415');
const blackjack = hex('0111');
const locust = hex('1516');

describe('demo map (the seed example battlefield)', () => {
  it('is 16 columns by 17 rows and holds all four mechs', () => {
    expect(DEMO_MAP.cols).toBe(16);
    expect(DEMO_MAP.rows).toBe(17);
    for (const mech of [griffin, rifleman, blackjack, locust]) {
      expect(isOnMap(mech, DEMO_MAP)).toBe(true);
      expect(terrainAt(DEMO_MAP, mech)).toEqual({});
    }
  });

  it('R-1.3 / R-3.1: seed example 2, Griffin 0609 → Rifleman 0415 crosses 1 light and 1 heavy woods: Other +3', () => {
    const lof = lineOfFire(DEMO_MAP, griffin, rifleman);
    expect(lof).toMatchObject({ light: 1, heavy: 1, total: 3 });
    expect(describeLineOfFire(lof)).toBe('1 light woods, 1 heavy woods');
  });

  it('R-1.3 / R-3.1: seed example 1, Griffin 0609 → Blackjack 0111 crosses no woods: Other 0', () => {
    const lof = lineOfFire(DEMO_MAP, griffin, blackjack);
    expect(lof.total).toBe(0);
    expect(describeLineOfFire(lof)).toBe('');
  });

  it('R-1.3 / R-3.1: seed example 3, Griffin 0609 → Locust 1516 crosses no woods: Other 0', () => {
    const lof = lineOfFire(DEMO_MAP, griffin, locust);
    expect(lof.total).toBe(0);
    expect(describeLineOfFire(lof)).toBe('');
  });

  it('R-1.3: the seed lines read the same from the targets back to the Griffin', () => {
    expect(lineOfFire(DEMO_MAP, rifleman, griffin).total).toBe(3);
    expect(lineOfFire(DEMO_MAP, blackjack, griffin).total).toBe(0);
    expect(lineOfFire(DEMO_MAP, locust, griffin).total).toBe(0);
  });

  it('has rubble, water of depth 1 and 2, and hills of level 1 and 2 as scenery', () => {
    const all = Object.keys(DEMO_MAP.terrain).map((label) => DEMO_MAP.terrain[label]);
    expect(all.some((t) => t.rubble)).toBe(true);
    expect(all.some((t) => t.water === 1)).toBe(true);
    expect(all.some((t) => t.water === 2)).toBe(true);
    expect(all.some((t) => t.elevation === 1)).toBe(true);
    expect(all.some((t) => t.elevation === 2)).toBe(true);
  });

  it('every listed hex is on the map and its terrain survives a trip through the Map tab codes', () => {
    for (const label of Object.keys(DEMO_MAP.terrain)) {
      const h = parseHexLabel(label);
      expect(h && isOnMap(h, DEMO_MAP), label).toBe(true);
      const terrain = DEMO_MAP.terrain[label];
      expect(parseTerrainCode(terrainCode(terrain))).toEqual({ ok: true, terrain });
    }
  });
});
