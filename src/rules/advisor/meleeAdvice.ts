import type { MeleeKind } from '../model/declarations';
import type { MechState } from '../model/mech';
import type { RulesOptions } from '../model/rules';
import { MELEE_HEAT, fastDamage, strongDamage } from '../round/melee/meleeAttack';
import type { MeleeTargetNumber } from '../round/melee/meleeTargetNumber';
import { meleeTargetNumber } from '../round/melee/meleeTargetNumber';
import type { Movements } from '../round/movement/movements';

/** One kind of melee attack the attacker can make on a target this round. */
export interface MeleeAdvice {
  readonly kind: MeleeKind;
  /** Attacks of this kind in a round: 2 Fast, 1 Strong, 1 Death from Above. */
  readonly count: number;
  /** The TN with its breakdown and roll mode. */
  readonly attack: MeleeTargetNumber;
  /** Exact chance each attack hits, over the outflank roll when one is declared on this target. */
  readonly chance: number;
  /** Damage of one hit: floor(10% t) Fast, floor(20% t) Strong, twice Strong for Death from Above. */
  readonly damage: number;
  /** count × chance × damage. */
  readonly expectedDamage: number;
  /**
   * Heat all `count` attacks make, hit or miss: Fast 1 each, Strong 3, Death from Above none beyond its jump.
   */
  readonly heat: number;
}

const KINDS: readonly MeleeKind[] = ['fast', 'strong', 'dfa'];

/**
 * The melee attacks `attacker` can make on `target` this round, best expected damage first:
 * only against an adjacent target, Death from Above only when it jumps — and
 * then it may fire no weapon, which the caller weighs. `outflank` is the chance of a declared
 * outflank on this target, whose advantage is weighed by its own odds, as for weapons.
 * Empty when the target is not adjacent.
 * @example Griffin (55 t, Piloting 4) walked next to a Blackjack with TMM 2: Fast TN 5, 2 × 5 damage
 */
export function adviseMelee(
  movements: Movements,
  attacker: MechState,
  target: MechState,
  rules: RulesOptions,
  outflank: number | undefined,
): MeleeAdvice[] {
  const out: MeleeAdvice[] = [];
  for (const kind of KINDS) {
    const attack = meleeTargetNumber(movements, attacker, target, kind, { rules });
    if (!attack.ok) continue;
    let chance = attack.chance;
    if (outflank !== undefined) {
      const withAdvantage = meleeTargetNumber(movements, attacker, target, kind, { rules, advantage: true });
      chance = outflank * (withAdvantage.ok ? withAdvantage.chance : 0) + (1 - outflank) * chance;
    }
    const count = kind === 'fast' ? 2 : 1;
    const damage =
      kind === 'fast'
        ? fastDamage(attacker.tonnage)
        : kind === 'strong'
          ? strongDamage(attacker.tonnage)
          : 2 * strongDamage(attacker.tonnage);
    // An unrollable TN (13+) is not attempted: no chance, no heat.
    const heat = attack.rollable ? count * MELEE_HEAT[kind] : 0;
    out.push({ kind, count, attack, chance, damage, expectedDamage: count * chance * damage, heat });
  }
  return out.sort((a, b) => b.expectedDamage - a.expectedDamage || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}
