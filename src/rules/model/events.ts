import type { Hex } from './hex';
import type { HitLocation, Location } from './location';
import type { MoveMode } from './mech';
import type { Problem } from './problem';
import type { Roll, RollMode, RollPurpose } from './roll';
import type { TargetNumber } from './targetNumber';

export type { RollPurpose } from './roll';

/** The steps of a round, in order. */
export type RoundStep = 'start' | 'movement' | 'outflank' | 'attacks' | 'end';

/** Every die thrown, with what it was for and, for a check, its target number. */
export interface RollEvent {
  readonly type: 'roll';
  readonly step: RoundStep;
  readonly purpose: RollPurpose;
  /** The mech whose roll it is (attacker, or the mech making the check). */
  readonly mech: string;
  readonly target?: string;
  readonly weapon?: string;
  /** An attack roll's firing mode, as the line wrote it: `(ultra)`, `(4 shots)`. */
  readonly firedAs?: string;
  /** A natural 2 on an attack roll in a mode jammed the weapon. */
  readonly jammed?: boolean;
  readonly roll: Roll;
  readonly mode?: RollMode;
  /** For checks: the target number with its breakdown. */
  readonly tn?: TargetNumber;
  /** For checks: roll total ≥ TN. */
  readonly success?: boolean;
  /** A short reading of the roll: `4 missiles`, `Left Torso`, `Gyro Damaged`, `conscious`. */
  readonly result?: string;
  /** Why the check was made: `knockdown: 27 damage`, `Strong attack missed`. */
  readonly reason?: string;
}

export interface MoveEvent {
  readonly type: 'move';
  readonly mech: string;
  readonly mode: MoveMode;
  readonly from: Hex | null;
  readonly to: Hex | null;
  readonly hexes: number;
  readonly evasive: boolean;
  readonly standUp: boolean;
  /**
   * the mech did not move, because mech `by` still stood in `at`, the hex it was to end
   * in (that mech was to leave it but could not act); it stood still instead, keeping a declared
   * Evasive stance (R-2.8b). R-2.8a: with `destination`, `at` was on the way to `destination`
   * and no other path fit the mech's MP.
   */
  readonly blocked?: { readonly by: string; readonly at: Hex; readonly destination?: Hex };
  /**
   * R-2.8a: mech `by` still stood in `at`, on the planned path; the mech went around it (`hexes` is the path it took).
   */
  readonly detour?: { readonly by: string; readonly at: Hex };
}

/** An attack's outcome: hit, miss, a freebie (no roll, R-5.2), or impossible (not rolled, R-0.1/R-3.2). */
export interface AttackEvent {
  readonly type: 'attack';
  readonly attacker: string;
  readonly target: string;
  /** Weapon name, or `Fast attack` / `Strong attack` / `Death from Above`. */
  readonly weapon: string;
  readonly outcome: 'hit' | 'miss' | 'freebie' | 'impossible';
  /** The mode an Ultra or Rotary autocannon fired in, as the line wrote it: `(ultra)`, `(4 shots)`. */
  readonly mode?: string;
  /** A natural 2 on its attack roll jammed the weapon for the rest of the battle. */
  readonly jammed?: boolean;
  readonly tn?: TargetNumber;
  readonly reason?: string;
  /**
   * A freebie picked automatically because the weapon the PC named could not hit from where
   * the mechs stand: that weapon's name.
   */
  readonly freebieInstead?: string;
}

/** A shot taken from an ammunition bin by a weapon fired: which bin, and what it has left. */
export interface AmmoEvent {
  readonly type: 'ammo';
  readonly mech: string;
  readonly weapon: string;
  /** The bin as the Log names it: `Ammo (AC/20)`, or `Ammo (AC/20) bin 2 of 3` when the mech has several. */
  readonly bin: string;
  readonly location: Location;
  readonly left: number;
}

/** One damage group landing on one location, with the record before and after. */
export interface DamageEvent {
  readonly type: 'damage';
  readonly mech: string;
  readonly source: string;
  readonly hit: HitLocation;
  readonly amount: number;
  readonly armorBefore: number;
  readonly armorAfter: number;
  readonly structureBefore: number;
  readonly structureAfter: number;
  /** Damage carried inward from a destroyed location, if this group arrived by transfer. */
  readonly transferredFrom?: Location;
  /** This group destroyed the location. */
  readonly locationDestroyed: boolean;
  /** Locations lost with this one (a side torso's arm, R-8.4). */
  readonly alsoDestroyed?: readonly Location[];
  /** Damage that did nothing: it landed on a destroyed mech, or went past a destroyed head or center torso. */
  readonly lost?: number;
}

export interface CriticalEvent {
  readonly type: 'critical';
  readonly mech: string;
  readonly location: Location;
  /** The seed's effect name: `Gyro Damaged`, `Weapon Destroyed`, `Major Ammo Explosion`, … */
  readonly effect: string;
  /** What it did: `Medium Laser destroyed`, `engine hits 2`. */
  readonly detail: string;
}

interface WoundEvent {
  readonly type: 'wound';
  readonly mech: string;
  readonly cause: string;
  readonly wounds: number;
}

export interface PilotEvent {
  readonly type: 'pilot';
  readonly mech: string;
  readonly status: 'unconscious' | 'awake' | 'dead' | 'out' | 'ejected';
  readonly reason: string;
}

export interface FallEvent {
  readonly type: 'fall';
  readonly mech: string;
  readonly reason: string;
  readonly damage: number;
}

export interface MechStatusEvent {
  readonly type: 'status';
  readonly mech: string;
  readonly status:
    | 'destroyed'
    | 'shutdown'
    | 'restarted'
    | 'prone'
    | 'stood'
    | 'immobile'
    | 'exploded'
    | 'wreck'
    | 'overheating'
    | 'cooled';
  readonly reason: string;
}

/** A mech's heat line at the end of the round (R-13.1–; R-V.1 under the cool-down model). */
export interface HeatEvent {
  readonly type: 'heat';
  readonly mech: string;
  readonly before: number;
  /** Each source of heat generated this round: `Large Laser 8`, `ran 2`, `engine hits 5`. */
  readonly generated: readonly { readonly label: string; readonly value: number }[];
  readonly sunk: number;
  readonly floor: number;
  readonly external: number;
  readonly after: number;
  /**
   * Cool-down heat model only (R-V.1, R-V.2): what took heat away this round, summing to `sunk`
   * (nothing is sunk by heat sinks): `cool-down check 2`, `in water 1`, `no heat built up 1`.
   * Absent under the standard model.
   */
  readonly cooling?: readonly { readonly label: string; readonly value: number }[];
}

/** A declaration the engine refused (R-2.5, R-12.1, …); the round was not resolved. */
interface ProblemEvent {
  readonly type: 'problem';
  readonly problem: Problem;
}

export type RoundEvent =
  | RollEvent
  | MoveEvent
  | AttackEvent
  | AmmoEvent
  | DamageEvent
  | CriticalEvent
  | WoundEvent
  | PilotEvent
  | FallEvent
  | MechStatusEvent
  | HeatEvent
  | ProblemEvent;
