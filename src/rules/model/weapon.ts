/**
 * A weapon as the catalog knows it (reference §4). Range brackets are upper bounds:
 * short = 1…short, medium = short+1…medium, long = medium+1…long.
 */
export interface WeaponSpec {
  readonly name: string;
  /** Damage of one hit; for a cluster weapon, the damage of one missile. */
  readonly damage: number;
  readonly heat: number;
  /** 0 when the weapon has no minimum range. */
  readonly minRange: number;
  readonly short: number;
  readonly medium: number;
  readonly long: number;
  /** Present for missile racks that roll on the cluster hits table. */
  readonly cluster?: ClusterSpec;
  /** Whether it feeds from ammunition bins (ammo explosions, R-9.7). */
  readonly usesAmmo: boolean;
  /**
   * Shots in a full ton of its ammunition (R-19.1; reference §9): a missile salvo is one shot.
   * Absent for a weapon without ammunition, and for a house weapon whose bins Gator does not count.
   */
  readonly shotsPerTon?: number;
  /** A hit also adds 1d6 external heat to the target (seed: "Hit by a Flamer"). */
  readonly heatsTarget?: boolean;
  /** The weapon's own to-hit modifier: pulse lasers −2, Clan ER pulse −1, heavy lasers and MRMs +1. */
  readonly toHit?: number;
  /** What a ruling makes of its family; absent for a plain weapon. */
  readonly rule?: WeaponRule;
  /** A targeting computer helps it: lasers, PPCs, autocannons, Gauss rifles; not missiles, MGs, flamers. */
  readonly directFire?: boolean;
  /** Damage at short, medium and long range when it falls with range (Snub-Nose PPC, Heavy Gauss Rifle). */
  readonly damageByBand?: readonly [number, number, number];
}

/**
 * The weapon families a ruling plays apart: Streak launchers, Ultra and Rotary
 * autocannons, LB-X autocannons, Gauss rifles.
 */
export type WeaponRule = 'Streak' | 'Ultra' | 'Rotary' | 'LB-X' | 'Gauss';

/** Every weapon rule, in the words of the Catalog tab's Rule column. */
export const WEAPON_RULES: readonly WeaponRule[] = ['Streak', 'Ultra', 'Rotary', 'LB-X', 'Gauss'];

export interface ClusterSpec {
  /** Missiles in one salvo: the column of the cluster hits table. */
  readonly size: number;
  /** Missiles per damage group: 5 for LRMs, 1 for SRMs. */
  readonly missilesPerGroup: number;
  /**
   * Damage points per group when the hits' damage is pooled and regrouped (ATMs: 2-damage missiles
   * landing in groups of 5 points); absent = `missilesPerGroup` missiles a group.
   */
  readonly pointsPerGroup?: number;
  /** A built-in modifier to the cluster roll (ATMs +2, reference §5). */
  readonly bonus?: number;
}
