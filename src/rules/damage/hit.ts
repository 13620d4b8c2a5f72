// What a hit is, apart from how it is applied: the critical rules describe the damage they cause
// (an engine's blast, R-9.4) with these types and hand it back, so criticals never call into
// damage application and damage application is the one place that calls the criticals.

import type { HitLocation } from '../model/location';

/** Which hit location table a hit rolls on: the 2d6 Front/Rear columns or the seed's 1d6 melee tables. */
type HitTable = 'front' | 'rear' | 'high' | 'low';

export interface ApplyHitOptions {
  /** What dealt the damage: a weapon name, `Strong attack`, `fall`, `Griffin engine detonation`. */
  readonly source: string;
  readonly table: HitTable;
  /** A natural 12 on the attack roll: the first group gets a critical chance. */
  readonly attackRollCritical?: boolean;
  /** The mech rolling the hit locations; absent for falls and explosions (the target's own roll). */
  readonly attacker?: string;
  /**
   * Melee after an outflank won by 3 or more (R-4.2: "any successful attacks hit the enemy's Rear
   * armor"): torso hits on the 1d6 High/Low tables strike rear armor. The 2d6 tables use `rear` instead.
   */
  readonly rearArmor?: boolean;
  /**
   * Which of the attacker's attacks with `source` at this target (1-based), naming its rolls for typed dice.
   */
  readonly shot?: number;
  /** Lands on this location without a hit-location roll (an explosion inside the mech, R-18.7). */
  readonly at?: HitLocation;
  /** Straight to internal structure, past the armor, here and wherever it transfers. */
  readonly internal?: boolean;
}

/**
 * Damage a critical effect causes, still to land: an engine's blast on one mech near it.
 * Damage application lands each in turn, right after the critical that caused it and before
 * anything else, so the events and dice come in the order the rules take them. A blast only
 * reaches a mech still standing when its turn comes: an earlier blast of the same chain may
 * have destroyed it (R-9.4, "every unit not already destroyed").
 */
export interface PendingHit {
  readonly target: string;
  readonly groups: readonly number[];
  readonly opts: ApplyHitOptions;
}

/** No damage still to land: what most critical effects cause. */
export const NO_PENDING_HITS: readonly PendingHit[] = [];
