import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BattleMap, HexTerrain } from '../../../src/rules/model/map';
import { parseTerrainCode, terrainAt, terrainCode } from '../../../src/rules/map/terrain';

describe('R-2.4 / R-3.1 Map tab terrain codes', () => {
  it.each<[string, HexTerrain]>([
    ['', {}],
    ['   ', {}],
    ['LW', { woods: 'light' }],
    ['HW', { woods: 'heavy' }],
    ['LJ', { woods: 'light' }],
    ['HJ', { woods: 'heavy' }],
    ['R', { rubble: true }],
    ['W1', { water: 1 }],
    ['W2', { water: 2 }],
    ['W3', { water: 3 }],
    ['E2', { elevation: 2 }],
    ['E-1', { elevation: -1 }],
    ['E+1', { elevation: 1 }],
    ['E0', {}],
    ['F', { fire: true }],
    ['L', { lava: true }],
    ['HW E1', { woods: 'heavy', elevation: 1 }],
    ['hw, e1', { woods: 'heavy', elevation: 1 }],
    ['W2,E-1', { water: 2, elevation: -1 }],
    [' lw ,  r  f ', { woods: 'light', rubble: true, fire: true }],
    ['LW LJ', { woods: 'light' }],
    ['R R', { rubble: true }],
  ])('reads %j', (text, terrain) => {
    expect(parseTerrainCode(text)).toEqual({ ok: true, terrain });
  });

  it.each([
    ['LW HW', 'Terrain codes "LW" and "HW" conflict in "LW HW": a hex has one woods density.'],
    ['hj lw', 'Terrain codes "hj" and "lw" conflict in "hj lw": a hex has one woods density.'],
    ['W1 W2', 'Terrain codes "W1" and "W2" conflict in "W1 W2": a hex has one water depth.'],
    ['E1, E-1', 'Terrain codes "E1" and "E-1" conflict in "E1, E-1": a hex has one elevation level.'],
  ])('rejects conflicting codes %j', (text, message) => {
    expect(parseTerrainCode(text)).toEqual({ ok: false, message });
  });

  it('rejects an unknown code, naming it and listing the valid codes', () => {
    const result = parseTerrainCode('HW X9');
    expect(result).toEqual({
      ok: false,
      message:
        'Unknown terrain code "X9" in "HW X9". Valid codes: LW (light woods), HW (heavy woods), ' +
        'LJ / HJ (light / heavy jungle, read as woods), R (rubble), W1, W2, W3 … (water depth), ' +
        'E1, E2, E-1 … (elevation level), F (fire), L (lava); separate several with spaces or commas.',
    });
  });

  it.each(['W0', 'W', 'E', 'E1.5', 'HWE1', 'woods', 'W-1'])('rejects %j as unknown', (text) => {
    const result = parseTerrainCode(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`Unknown terrain code "${text}"`);
  });

  it.each<[HexTerrain, string]>([
    [{}, ''],
    [{ woods: 'heavy', elevation: 1 }, 'HW E1'],
    [{ lava: true, fire: true, elevation: -1, water: 2, rubble: true, woods: 'light' }, 'LW R W2 E-1 F L'],
    [{ water: 0, elevation: 0, rubble: false }, ''],
  ])('writes %j back as %j', (terrain, code) => {
    expect(terrainCode(terrain)).toBe(code);
  });

  it('writing a terrain and reading it back gives the same terrain', () => {
    const terrain = fc.record(
      {
        woods: fc.constantFrom<'light' | 'heavy'>('light', 'heavy'),
        rubble: fc.constant(true),
        water: fc.integer({ min: 1, max: 5 }),
        elevation: fc.integer({ min: -5, max: 5 }).filter((e) => e !== 0),
        fire: fc.constant(true),
        lava: fc.constant(true),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(terrain, (t) => {
        expect(parseTerrainCode(terrainCode(t))).toEqual({ ok: true, terrain: t });
      }),
    );
  });
});

describe('terrain of a hex', () => {
  const map: BattleMap = { cols: 4, rows: 4, terrain: { '0203': { woods: 'heavy' } } };

  it('a hex the map lists has its terrain', () => {
    expect(terrainAt(map, { col: 2, row: 3 })).toEqual({ woods: 'heavy' });
  });

  it('a hex the map does not list, or any hex without a map, is clear', () => {
    expect(terrainAt(map, { col: 1, row: 1 })).toEqual({});
    expect(terrainAt(undefined, { col: 2, row: 3 })).toEqual({});
  });
});
