import type { MeleeDeclaration } from '../../model/declarations';
import type { Hex } from '../../model/hex';
import type { MoveMode } from '../../model/mech';
import type { MountedWeapon } from '../../mech/weapons';

/** A movement declaration that passed validation, with what it costs. */
export interface PlannedMove {
  readonly mech: string;
  readonly mode: MoveMode;
  readonly from: Hex | null;
  /** Where the mech ends (its own hex when it does not move). */
  readonly to: Hex | null;
  /** Hexes moved: the path length, or the distance jumped. */
  readonly hexes: number;
  /**
   * A walk, run or sprint to a new hex: the hexes it is to enter, in order, the destination last
   * (`MovePath.path`). Checked again when the mech moves (R-2.8a): an enemy or a wreck that was to
   * leave one of them may still stand there.
   */
  readonly path?: readonly Hex[];
  readonly evasive: boolean;
  /** A prone mech spends its movement standing up. */
  readonly standUp: boolean;
  readonly outflank?: string;
  /** The mech had a movement line (false: it simply stands still). */
  readonly declared: boolean;
  /** Cool-down heat model: a cool-down check instead of moving (R-V.2); the mech stands still. */
  readonly coolDown?: boolean;
}

/** An attack line that passed validation: the weapons it fires, in equipment order. */
export interface PlannedAttack {
  /** Index of the line on the Attacks tab (sheet order, R-14). */
  readonly line: number;
  readonly attacker: string;
  readonly target: string;
  readonly weapons: readonly MountedWeapon[];
  /** Weapons an `all` line could not bring to bear on any target: reported, never fired. */
  readonly unreachable: readonly MountedWeapon[];
  /** Equipment index of the weapon the PC named as the freebie. */
  readonly freebieIndex?: number;
  /** The line fires `All`: which weapons reach is measured again when the attack is resolved. */
  readonly all?: boolean;
  readonly melee?: MeleeDeclaration;
  /** The GM's Other modifier. */
  readonly other: number;
  /** Cool-down heat model: a cool-down check instead of attacking (R-V.2); no target, no weapons. */
  readonly coolDown?: boolean;
}

/** Everything the round will do, checked before a single die is rolled. */
export interface RoundPlan {
  /** Every mech's move by id; mechs without a movement line stand still. */
  readonly moves: Readonly<Record<string, PlannedMove>>;
  readonly attacks: readonly PlannedAttack[];
}
