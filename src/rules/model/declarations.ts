import type { Hex } from './hex';
import type { MoveMode } from './mech';
import type { WeaponMode } from './weaponMode';

/** A mech's movement this round, from its Mechs row (R-2.x, R-4.2). */
export interface MoveDeclaration {
  readonly mech: string;
  readonly mode: MoveMode;
  /** Destination; absent means it stays in its hex. */
  readonly to?: Hex;
  /** Fires no weapons; attacks against it roll with disadvantage. */
  readonly evasive?: boolean;
  /** The enemy it tries to outflank. */
  readonly outflank?: string;
  /** A prone mech spends its movement standing up. */
  readonly standUp?: boolean;
  /** Heat-phase variant: a cool-down check instead of moving (R-V.2). */
  readonly coolDown?: boolean;
}

export type MeleeKind = 'fast' | 'strong' | 'dfa';
export type MeleeAngle = 'high' | 'low';

export interface MeleeDeclaration {
  readonly kind: MeleeKind;
  /** Fast and Strong choose; Death from Above always strikes High. */
  readonly angle: MeleeAngle;
  /** Fast attacks: 1 or 2. */
  readonly count?: number;
}

/** One line of the Attacks tab. */
export interface AttackDeclaration {
  readonly attacker: string;
  readonly target: string;
  /** Weapon names to fire (a name twice fires two of them), `all`, or none for a melee-only line. */
  readonly weapons: 'all' | readonly string[];
  /** The modes the line fires its named weapons in, by Catalog name: `Ultra AC/5 (ultra)`. */
  readonly modes?: Readonly<Record<string, WeaponMode>>;
  /** The PC's freebie weapon; absent = chosen automatically for a PC. */
  readonly freebie?: string;
  readonly melee?: MeleeDeclaration;
  /** The GM's "other" modifier. */
  readonly other?: number;
  /** Heat-phase variant: a cool-down check instead of attacking (R-V.2). */
  readonly coolDown?: boolean;
}

export interface Declarations {
  readonly moves: readonly MoveDeclaration[];
  readonly attacks: readonly AttackDeclaration[];
}
