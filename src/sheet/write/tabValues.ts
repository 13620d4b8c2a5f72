import type { BattleMap } from '../../rules/model/map';
import type { HeatScaleRow } from '../../rules/model/rules';
import type { WeaponSpec } from '../../rules/model/weapon';
import { terrainCode } from '../../rules/map/terrain';
import { mapCellOf } from '../read/map';
import { headerRow, type TabSpec } from '../schema/columns';
import { RULES } from '../schema/playTabs';
import { SETTINGS } from '../schema/settings';

/** A row as column key → cell; keys left out are blank. */
export type RowCells = Readonly<Record<string, unknown>>;

/**
 * A table tab's values in the schema's column order: the header row, then one row per
 * record. What Set up writes, and what the demo and the tests start from.
 */
export function tabValues(spec: TabSpec, records: readonly RowCells[]): unknown[][] {
  const out: unknown[][] = [headerRow(spec)];
  for (const rec of records)
    out.push(spec.columns.map((c) => (Object.prototype.hasOwnProperty.call(rec, c.key) ? rec[c.key] : '')));
  return out;
}

/** A Catalog row of a weapon spec. */
export function catalogRowCells(w: WeaponSpec): RowCells {
  return {
    weapon: w.name,
    damage: w.damage,
    heat: w.heat,
    minRange: w.minRange,
    short: w.short,
    medium: w.medium,
    long: w.long,
    missiles: w.cluster ? w.cluster.size : '',
    perGroup: w.cluster ? w.cluster.missilesPerGroup : '',
    ammo: w.usesAmmo ? 'Yes' : 'No',
    heatsTarget: w.heatsTarget ? 'Yes' : 'No',
    toHit: w.toHit ?? 0,
    rule: w.rule ?? 'None',
    directFire: w.directFire ? 'Yes' : 'No',
    shotsPerTon: w.shotsPerTon ?? '',
  };
}

/** The Rules tab: the settings at their defaults (Round as given) beside the heat scale. */
export function rulesValues(heatScale: readonly HeatScaleRow[], round = 1): unknown[][] {
  const records: Record<string, unknown>[] = [];
  const height = Math.max(SETTINGS.length, heatScale.length);
  for (let i = 0; i < height; i++) {
    const rec: Record<string, unknown> = {};
    const s = SETTINGS[i];
    if (s) {
      rec.setting = s.name;
      rec.value = s.key === 'round' ? round : s.defaultValue;
      rec.notes = s.notes;
    }
    const h = heatScale[i];
    if (h) {
      rec.heatLevel = h.heat;
      rec.mpLoss = h.mpReduction;
      rec.toHit = h.toHit;
      rec.shutdown = h.shutdownAvoid === 'auto' ? 'Auto' : (h.shutdownAvoid ?? '');
      rec.ammoAvoid = h.ammoAvoid ?? '';
    }
    records.push(rec);
  }
  return tabValues(RULES, records);
}

/** The Map tab of a map: column numbers along row 1, row numbers down column A, codes in between. */
export function mapValues(map: BattleMap): unknown[][] {
  const grid: unknown[][] = [];
  const width = map.cols + 1;
  grid.push(['']);
  for (let c = 1; c <= map.cols; c++) grid[0].push(c);
  for (let r = 1; r <= map.rows; r++) {
    const line: unknown[] = [r];
    while (line.length < width) line.push('');
    grid.push(line);
  }
  for (const label of Object.keys(map.terrain)) {
    const col = Number(label.slice(0, 2));
    const row = Number(label.slice(2));
    const cell = mapCellOf({ col, row });
    if (col >= 1 && row >= 1 && col <= map.cols && row <= map.rows)
      grid[cell.row][cell.col] = terrainCode(map.terrain[label]);
  }
  return grid;
}
