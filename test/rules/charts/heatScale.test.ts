import { describe, expect, it } from 'vitest';
import type { HeatScaleRow } from '../../../src/rules/model/rules';
import { heatScaleRow, STANDARD_HEAT_SCALE } from '../../../src/rules/charts/heatScale';
import { num, numOrNone, section, tableWithHeader } from './reference';

/** A §3 row: `−1` MP is a reduction of 1, `automatic` shutdown is 'auto', `—` is no roll. */
function rowOf(cells: string[]): HeatScaleRow {
  const [heat, mp, toHit, shutdown, ammo] = cells;
  return {
    heat: num(heat),
    mpReduction: 0 - num(mp),
    toHit: num(toHit),
    shutdownAvoid: shutdown === 'automatic' ? 'auto' : numOrNone(shutdown),
    ammoAvoid: numOrNone(ammo),
  };
}

describe('reference §3 / R-13.4: standard heat scale', () => {
  const table = tableWithHeader(section('## 3.'), 'Heat', 'MP reduction', 'To-hit mod');

  it('matches every modelled cell of the full per-level table, heat 0–30', () => {
    expect(table.rows).toHaveLength(31);
    expect(STANDARD_HEAT_SCALE.map((r) => ({ ...r }))).toEqual(table.rows.map(rowOf));
  });

  it('threshold summary: MP −1 at 5, +1 to-hit at 8, shutdown roll from 14, ammo roll from 19, automatic shutdown at 30', () => {
    const at = (heat: number) => heatScaleRow(STANDARD_HEAT_SCALE, heat);
    expect([at(4).mpReduction, at(5).mpReduction]).toEqual([0, 1]);
    expect([at(7).toHit, at(8).toHit]).toEqual([0, 1]);
    expect([at(13).shutdownAvoid, at(14).shutdownAvoid]).toEqual([null, 4]);
    expect([at(18).ammoAvoid, at(19).ammoAvoid]).toEqual([null, 4]);
    expect([at(29).shutdownAvoid, at(30).shutdownAvoid]).toEqual([10, 'auto']);
  });

  it('columns never ease as heat rises', () => {
    const rank = (v: number | null | 'auto') => (v === null ? 0 : v === 'auto' ? 13 : v);
    for (let h = 1; h < STANDARD_HEAT_SCALE.length; h++) {
      const [prev, cur] = [STANDARD_HEAT_SCALE[h - 1], STANDARD_HEAT_SCALE[h]];
      expect(cur.heat).toBe(prev.heat + 1);
      expect(cur.mpReduction).toBeGreaterThanOrEqual(prev.mpReduction);
      expect(cur.toHit).toBeGreaterThanOrEqual(prev.toHit);
      expect(rank(cur.shutdownAvoid)).toBeGreaterThanOrEqual(rank(prev.shutdownAvoid));
      expect(rank(cur.ammoAvoid)).toBeGreaterThanOrEqual(rank(prev.ammoAvoid));
    }
  });
});

describe('heatScaleRow (R-13.4: the last row applies to any heat above it)', () => {
  it('reads the row of the heat level', () => {
    expect(heatScaleRow(STANDARD_HEAT_SCALE, 17)).toBe(STANDARD_HEAT_SCALE[17]);
  });

  it('heat above the last row uses the last row', () => {
    expect(heatScaleRow(STANDARD_HEAT_SCALE, 31)).toBe(STANDARD_HEAT_SCALE[30]);
    expect(heatScaleRow(STANDARD_HEAT_SCALE, 99).shutdownAvoid).toBe('auto');
  });

  it('heat below 0 uses row 0', () => {
    expect(heatScaleRow(STANDARD_HEAT_SCALE, -4)).toBe(STANDARD_HEAT_SCALE[0]);
  });

  it('a GM scale listing only some levels: a level between rows uses the row below it', () => {
    const gm: HeatScaleRow[] = [
      { heat: 0, mpReduction: 0, toHit: 0, shutdownAvoid: null, ammoAvoid: null },
      { heat: 10, mpReduction: 2, toHit: 1, shutdownAvoid: 6, ammoAvoid: null },
      { heat: 20, mpReduction: 4, toHit: 3, shutdownAvoid: 'auto', ammoAvoid: 8 },
    ];
    expect(heatScaleRow(gm, 9)).toBe(gm[0]);
    expect(heatScaleRow(gm, 15)).toBe(gm[1]);
    expect(heatScaleRow(gm, 25)).toBe(gm[2]);
  });

  it('throws on an empty scale (the Rules sheet reader must reject it first)', () => {
    expect(() => heatScaleRow([], 5)).toThrow(/no rows/);
  });
});
