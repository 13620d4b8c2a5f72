/**
 * What the target advisor says: for each enemy, every
 * weapon's TN and odds, plain and in each mode, the best weapon set within the heat limit and the
 * all-weapons option. Computed by `adviseTargets`.
 */
import type { Location } from '../model/location';
import type { Problem } from '../model/problem';
import type { WeaponMode } from '../model/weaponMode';
import type { AttackTargetNumberResult } from '../round/attacks/attackTargetNumber';
import type { MeleeAdvice } from './meleeAdvice';

/** One weapon against one target. */
export interface WeaponAdvice {
  readonly index: number;
  readonly name: string;
  readonly location: Location;
  readonly heat: number;
  /** The attack's TN with its breakdown and roll mode, or why it cannot be made. */
  readonly attack: AttackTargetNumberResult;
  /** The target's pilot is unconscious: `attack` is at a target that wakes, this at one that does not. */
  readonly ifTargetStaysOut?: AttackTargetNumberResult;
  /**
   * Exact chance to hit, over the outflank roll when one is declared on this target and the target's wake roll
   * (R-11.2).
   */
  readonly chance: number;
  /** chance × expected damage of a hit (cluster expectation for missiles, R-8.3). */
  readonly expectedDamage: number;
  /** Whether the best set fires it plain. */
  readonly inBestSet: boolean;
  /** The modes it may fire in, weighed; empty for a weapon without. */
  readonly modes: readonly ModeAdvice[];
}

/**
 * One mode of a weapon against one target: what firing it so is worth. The jam
 * risk is shown beside the damage, never taken off it.
 */
export interface ModeAdvice {
  readonly mode: WeaponMode;
  /** The weapon as a Weapons cell names it in this mode: `Ultra AC/5 (ultra)`, `Rotary AC/5 (4 shots)`. */
  readonly name: string;
  /** Its heat fired so: the weapon's heat for every shot. */
  readonly heat: number;
  /** The TN in this mode: an LB-X's cluster is −1 and gets no targeting computer. */
  readonly attack: AttackTargetNumberResult;
  readonly chance: number;
  /** chance × expected damage of a hit: the cluster table's expectation over the shots or pellets. */
  readonly expectedDamage: number;
  /** Chance its attack roll is a natural 2 and jams it for the rest of the battle. */
  readonly jamChance: number;
  readonly inBestSet: boolean;
}

/** A weapon set and its cost in heat. */
export interface WeaponSetAdvice {
  /** Equipment indices, in fire order. */
  readonly indices: readonly number[];
  /** The weapons' names, as an attack line names them without modes. */
  readonly names: readonly string[];
  /** The weapons as a Weapons cell fires them, each with its mode: `Ultra AC/5 (ultra)`, `Medium Laser`. */
  readonly fired: readonly string[];
  /** The mode each weapon fires in, by Catalog name, as an attack line declares them. */
  readonly modes: Readonly<Record<string, WeaponMode>>;
  /** Chance at least one of its weapons fired in a mode jams; not taken off the damage. */
  readonly jamChance: number;
  /** Expected damage this round, the freebie included. */
  readonly expectedDamage: number;
  /** Heat the weapons generate. */
  readonly weaponHeat: number;
  /** The mech's heat at the end of the round if it fires this set (R-13.3; no external heat). */
  readonly endHeat: number;
  readonly freebie?: { readonly index: number; readonly name: string };
}

export interface TargetAdvice {
  readonly target: string;
  readonly distance: number | null;
  readonly weapons: readonly WeaponAdvice[];
  /** The most expected damage that keeps the end-of-round heat below the first heat-scale effect. */
  readonly best: WeaponSetAdvice;
  /** Every weapon that can reach. */
  readonly all: WeaponSetAdvice;
  /** Chance of the declared outflank on this target succeeding. */
  readonly outflankChance?: number;
  /**
   * The melee attacks it can make on this target, best expected damage first; empty unless
   * the target is adjacent. Not counted in `best` or `all`, nor in the ranking: a GM weighs them
   * beside the weapons (a Death from Above means firing none, R-12.3).
   */
  readonly melee: readonly MeleeAdvice[];
  /**
   * The target's pilot is unconscious and rolls to wake, 2d6 ≥ `tn`: the TNs are for a
   * target that wakes and moves as declared, each weapon's `ifTargetStaysOut` for one that stands
   * still in its hex (TMM 0); the chances and expected damage weigh both. Absent when no TN differs.
   */
  readonly targetStaysOut?: { readonly tn: number; readonly chance: number };
}

export type TargetAdviceResult =
  | {
      readonly ok: true;
      readonly attacker: string;
      /** End-of-round heat with no weapon fired: heat now + movement + engine − sinks. */
      readonly heatWithoutWeapons: number;
      /**
       * Heat sinks left over with no weapon fired: weapon heat up to this much still ends the round at
       * `heatWithoutWeapons` (heat never drops below what engine hits make, R-13.3).
       */
      readonly spareHeatSinks: number;
      /**
       * The highest end-of-round heat the best set allows (below the first heat-scale effect, or what moving alone
       * costs).
       */
      readonly heatLimit: number;
      /** Enemies, best expected damage first. */
      readonly targets: readonly TargetAdvice[];
      /** Its pilot is unconscious: it attacks only if the wake roll, 2d6 ≥ `tn`, succeeds. */
      readonly onlyIfWakes?: { readonly tn: number; readonly chance: number };
    }
  | { readonly ok: false; readonly problem: Problem };
