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

/** One attack line as the freebie weighs it. */
export interface FreebieLine<T extends FreebieCandidate> {
  readonly attacker: string;
  /**
   * Whether the line may hold its attacker's freebie: a PC's line with Players' Advantage on,
   * its attacker able to attack and its target still standing.
   */
  readonly eligible: boolean;
  /** Its weapons that can hit the target (in range, any TN), in the order they fire. */
  readonly candidates: readonly T[];
  /** The candidate the PC named as its freebie on this line, when that weapon can hit. */
  readonly named?: T;
}

/**
 * Each PC's freebie this round: the weapon it named when that one can hit, else the one
 * that gains the most over all its eligible lines (`bestFreebie`). The one decision behind both
 * the round's attack step and what the TN column, the card and the sidebar show before it — so
 * the weapon a player sees marked as the freebie is the one that hits without a roll.
 */
export function pickFreebies<T extends FreebieCandidate>(
  lines: readonly FreebieLine<T>[],
): Map<string, { readonly pick: T; readonly named: boolean }> {
  const candidates = new Map<string, T[]>();
  const named = new Map<string, T>();
  for (const line of lines) {
    if (!line.eligible) continue;
    candidates.set(line.attacker, [...(candidates.get(line.attacker) ?? []), ...line.candidates]);
    if (line.named && !named.has(line.attacker)) named.set(line.attacker, line.named);
  }
  const out = new Map<string, { readonly pick: T; readonly named: boolean }>();
  candidates.forEach((list, attacker) => {
    const mine = named.get(attacker);
    const pick = mine ?? bestFreebie(list);
    if (pick) out.set(attacker, { pick, named: mine !== undefined });
  });
  return out;
}
