import type { MechState } from '../model/mech';
import type { RulesOptions } from '../model/rules';
import { heatScaleRow } from '../charts/heatScale';
import { heatModelOf } from '../model/heatModel';

/** What a mech's heat does to it this round. */
interface HeatEffects {
  /** Walk MP lost. */
  readonly mpReduction: number;
  /** Added to every weapon attack's TN. */
  readonly toHit: number;
}

const NONE: HeatEffects = { mpReduction: 0, toHit: 0 };

/**
 * The heat effects of a mech's current heat — the heat it carries into this round, as
 * reads it at the start of the round. Under the standard heat model they come from the
 * campaign's heat scale; under the cool-down variant (R-V.1) heat costs no MP and no to-hit
 * (an overheating mech simply cannot move or attack — that variant's business), so none.
 * @example heat 8 on the standard scale → { mpReduction: 1, toHit: 1 }
 */
export function heatEffects(mech: MechState, rules: RulesOptions): HeatEffects {
  if (!heatModelOf(rules).usesHeatScale || rules.heatScale.length === 0) return NONE;
  const row = heatScaleRow(rules.heatScale, mech.heat);
  return { mpReduction: Math.max(0, row.mpReduction), toHit: row.toHit };
}

/**
 * The lowest heat at which the scale shows any effect (MP, to-hit, shutdown or ammo roll):
 * 5 on the standard scale. The advisor keeps a "cool" weapon set below it.
 */
export function firstHeatEffectLevel(rules: RulesOptions): number {
  let lowest = Infinity;
  for (const row of rules.heatScale) {
    const any = row.mpReduction > 0 || row.toHit > 0 || row.shutdownAvoid !== null || row.ammoAvoid !== null;
    if (any && row.heat < lowest) lowest = row.heat;
  }
  return lowest;
}

/**
 * The lowest heat at which the scale calls for a shutdown roll (14 on the standard scale):
 * a shut-down mech restarts when its heat is below it. Infinity when the scale has none.
 */
export function lowestShutdownLevel(rules: RulesOptions): number {
  let lowest = Infinity;
  for (const row of rules.heatScale) if (row.shutdownAvoid !== null && row.heat < lowest) lowest = row.heat;
  return lowest;
}
