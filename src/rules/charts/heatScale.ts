import type { HeatScaleRow } from '../model/rules';

/** One row, in the reference's column order; MP reduction as a positive number of MP lost. */
function row(
  heat: number,
  mpReduction: number,
  toHit: number,
  shutdownAvoid: number | null | 'auto',
  ammoAvoid: number | null,
): HeatScaleRow {
  return Object.freeze({ heat, mpReduction, toHit, shutdownAvoid, ammoAvoid });
}

/**
 * The Total Warfare heat scale, heat 0–30 (reference §3 full per-level table), the default
 * of since the seed's own heat picture is missing. Shutdown and ammo columns are the
 * 2d6 needed to avoid (null = no roll). The MechWarrior-damage column is left out: the seed
 * handles damaged life support with its own consciousness roll.
 */
export const STANDARD_HEAT_SCALE: readonly HeatScaleRow[] = Object.freeze([
  //  heat MP  to-hit shutdown ammo
  row(0, 0, 0, null, null),
  row(1, 0, 0, null, null),
  row(2, 0, 0, null, null),
  row(3, 0, 0, null, null),
  row(4, 0, 0, null, null),
  row(5, 1, 0, null, null),
  row(6, 1, 0, null, null),
  row(7, 1, 0, null, null),
  row(8, 1, 1, null, null),
  row(9, 1, 1, null, null),
  row(10, 2, 1, null, null),
  row(11, 2, 1, null, null),
  row(12, 2, 1, null, null),
  row(13, 2, 2, null, null),
  row(14, 2, 2, 4, null),
  row(15, 3, 2, 4, null),
  row(16, 3, 2, 4, null),
  row(17, 3, 3, 4, null),
  row(18, 3, 3, 6, null),
  row(19, 3, 3, 6, 4),
  row(20, 4, 3, 6, 4),
  row(21, 4, 3, 6, 4),
  row(22, 4, 3, 8, 4),
  row(23, 4, 3, 8, 6),
  row(24, 4, 4, 8, 6),
  row(25, 5, 4, 8, 6),
  row(26, 5, 4, 10, 6),
  row(27, 5, 4, 10, 6),
  row(28, 5, 4, 10, 8),
  row(29, 5, 4, 10, 8),
  row(30, 6, 4, 'auto', 8),
]);

/**
 * The row that applies at a heat level: the row with the highest `heat` not above
 * it. Heat above the last row uses the last row; heat below the first (negative) uses the
 * first. Works on a GM-edited scale that lists only some levels. Throws on an empty scale.
 *
 * @example heatScaleRow(STANDARD_HEAT_SCALE, 35).shutdownAvoid // 'auto'
 */
export function heatScaleRow(scale: readonly HeatScaleRow[], heat: number): HeatScaleRow {
  if (scale.length === 0) throw new Error('heatScaleRow: the heat scale has no rows');
  let best: HeatScaleRow | undefined;
  let lowest = scale[0];
  for (const r of scale) {
    if (r.heat < lowest.heat) lowest = r;
    if (r.heat <= heat && (!best || r.heat > best.heat)) best = r;
  }
  return best ?? lowest;
}
