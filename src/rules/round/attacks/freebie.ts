import { expectedWeaponDamage } from '../../dice/probability';
import type { WeaponSpec } from '../../model/weapon';

/** A weapon the freebie could go to: its line, its equipment index, its odds. */
export interface FreebieCandidate {
  readonly line: number;
  readonly index: number;
  readonly spec: WeaponSpec;
  /** Chance the attack would hit if rolled (0 for a TN of 13+). */
  readonly chance: number;
}

/**
 * What a freebie gains over rolling: expected damage of a hit × (1 − chance to hit).
 * @example Large Laser at TN 11: 8 × (1 − 3/36) ≈ 7.33
 */
export function freebieGain(spec: WeaponSpec, chance: number): number {
  return expectedWeaponDamage(spec) * (1 - chance);
}

/**
 * The automatic freebie: among in-range candidates, the one that gains the most;
 * on a tie the first in sheet and equipment order. Undefined when there is none.
 */
export function bestFreebie<T extends FreebieCandidate>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestGain = -Infinity;
  for (const c of candidates) {
    const gain = freebieGain(c.spec, c.chance);
    // A tolerance keeps float noise from breaking ties the sheet order should decide.
    if (gain > bestGain + 1e-12) {
      best = c;
      bestGain = gain;
    }
  }
  return best;
}
