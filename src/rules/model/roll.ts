// The roll types the dice and the event log share: the dice throw a Roll for a RollRequest that
// names its RollPurpose, and a RollEvent records both. Kept here, below both, so neither imports the other.

/** A roll made elsewhere and typed into the sheet, as the log marks it. */
interface TypedMark {
  /** Who rolled it, where the sheet says. */
  readonly by?: string;
  /** Only the total was typed: the faces are not known (a 2d6 total of 9 is logged as 9, not 4+5). */
  readonly totalOnly?: boolean;
}

/** A roll as the log records it: every face thrown, the faces kept, their sum. */
export interface Roll {
  readonly faces: readonly number[];
  readonly kept: readonly number[];
  readonly total: number;
  /** Set when the roll was typed rather than thrown by Gator. */
  readonly typed?: TypedMark;
}

/** How a 2d6 check is thrown. */
export type RollMode = 'normal' | 'advantage' | 'disadvantage';

/** What a die roll was for; the log groups and renders by it. */
export type RollPurpose =
  | 'attack'
  | 'melee'
  | 'outflank'
  | 'cluster'
  | 'hitLocation'
  | 'critConfirm'
  | 'critEffect'
  | 'piloting'
  | 'consciousness'
  | 'wake'
  | 'lifeSupport'
  | 'ammoExplosionSurvival'
  | 'engineDetonation'
  | 'shutdown'
  | 'restart'
  | 'heatAmmoExplosion'
  | 'externalHeat'
  | 'coolDown'
  | 'wreck';
