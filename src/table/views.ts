/**
 * What the table sees of a declared attack: plain, JSON-safe data that the
 * TN column, the sidebar's preview and the typed-roll requests all read. Every number comes
 * with its explanation: a TN as its breakdown text (`3 gunnery + 1 ran + 2 target TMM + 2
 * medium range = 8`), a chance with how the dice are rolled. Clients import these as
 * types only.
 */
import type { RollMode } from '../rules/dice/dice';

/** A target number as every view shows it (the list of modifiers, the total derived). */
export interface TnView {
  readonly total: number;
  /** `3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8` (describeTargetNumber). */
  readonly breakdown: string;
  /** Advantage (outflank), disadvantage (evasive target) or plain 2d6. */
  readonly mode: RollMode;
  /** False for a TN of 13 or more: never rolled. */
  readonly rollable: boolean;
  /** Exact chance to hit, 0…1. */
  readonly chance: number;
}

/** A TN, or the plain-words reason the attack cannot be made (out of range, shut down …). */
export type TnResult =
  | ({ readonly ok: true } & TnView)
  | { readonly ok: false; readonly reason: string; readonly code: string };

/**
 * Whether a weapon is its attacker's freebie this round: `named` in the line's Freebie
 * cell, `picked` by Gator (the Freebie cell blank: the weapon that gains the most), or not.
 */
export type FreebieMark = false | 'named' | 'picked';

/** One weapon of a declared attack. */
export interface WeaponPreview {
  /** Line on the Equipment tab among the attacker's items (0-based), for telling twins apart. */
  readonly index: number;
  readonly name: string;
  /** `RA`, `LT`. */
  readonly location: string;
  readonly heat: number;
  /** Hexes to the target and range band, when in range. */
  readonly distance?: number;
  readonly band?: string;
  readonly tn: TnResult;
  /** The PC's freebie, which hits without a roll: the weapon it named, Gator's pick, or not the freebie. */
  readonly freebie: FreebieMark;
  /** With a declared outflank on this target: the chance if the outflank succeeds (advantage, R-4.2). */
  readonly chanceIfOutflanked?: number;
  /**
   * The target's pilot is unconscious: `tn` is for a target that wakes; this, for one that does not (see
   * AttackPreview.targetStaysOut).
   */
  readonly ifTargetStaysOut?: TnResult;
}

/** One line of the Attacks tab, previewed before any die is rolled. */
export interface AttackPreview {
  /** Index among the round's attack lines (0-based, sheet order, R-14). */
  readonly line: number;
  /** The line's Attacker cell, `Attacks!A2`, when it can be found. */
  readonly cell?: string;
  readonly attacker: string;
  /** '' for a Cool down line. */
  readonly target: string;
  readonly coolDown: boolean;
  readonly weapons: readonly WeaponPreview[];
  /** Weapons an `All` line cannot bring to bear on any target: reported, never fired. */
  readonly unreachable: readonly string[];
  readonly melee?: { readonly name: string; readonly tn: TnResult; readonly ifTargetStaysOut?: TnResult };
  /** The GM's Other modifier, already inside each TN. */
  readonly other: number;
  /** Chance the declared outflank on this target succeeds. */
  readonly outflankChance?: number;
  /**
   * The attacker's or the target's move is illegal (R-2.x): no weapon or melee attack of the
   * line gets a TN until it is fixed; `reason` says which move and why (`attack/illegal_move`).
   */
  readonly illegal?: { readonly code: string; readonly reason: string };
  /** The attacker's pilot is unconscious: the line is made only if the wake roll succeeds. */
  readonly onlyIf?: WakeCondition;
  /**
   * The target's pilot is unconscious and rolls to wake: the TNs are for a target that
   * wakes and moves as declared; if the roll fails it stands still in its hex with TMM 0, and each
   * weapon's `ifTargetStaysOut` (and the melee's) is its TN then. Absent when that changes no TN.
   */
  readonly targetStaysOut?: WakeCondition;
}

/**
 * An unconscious pilot's wake roll at the start of the round: an attack made only if
 * the attacker's pilot wakes, or the other outcome for a target whose pilot may not.
 */
export interface WakeCondition {
  /** The wake roll's TN (2d6 ≥ tn) and its chance to succeed. */
  readonly tn: number;
  readonly chance: number;
  /**
   * The words every view shows: `Only if Griffin's pilot wakes (wake roll TN 5, 83%)`, or for a
   * target `If Griffin's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0609 (TMM 0)`.
   */
  readonly text: string;
}
