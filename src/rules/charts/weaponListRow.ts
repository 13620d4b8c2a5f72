/**
 * One row of the standard weapon list: the Catalog's spec, plus what the import needs to
 * find it in a MegaMekLab file — its tech base, the critical slots one mounting fills and every
 * name MegaMek reads for it. Numbers from MegaMek's equipment classes (repository
 * `MegaMek/megamek`, `megamek/src/megamek/common/weapons/…`), each row naming its class;
 * shots per ton from `megamek/src/megamek/common/equipment/AmmoType.java`.
 */
import type { ClusterSpec, WeaponRule, WeaponSpec } from '../model/weapon';

export type TechBase = 'IS' | 'Clan';

export interface WeaponListRow {
  readonly spec: WeaponSpec;
  readonly tech: TechBase;
  /** Critical slots one mounting fills (MegaMek `criticalSlots`). */
  readonly slots: number;
  /** MegaMek's internal name first (`ISERMediumLaser`), then its lookup names (`IS ER Medium Laser`). */
  readonly megamek: readonly string[];
  /** The MegaMek class its numbers come from, below `megamek/src/megamek/common/weapons/`. */
  readonly source: string;
}

/** Damage, heat, minimum range (0 = none), short, medium and long bracket upper bounds. */
type Stats = readonly [damage: number, heat: number, minRange: number, short: number, medium: number, long: number];

interface Extra {
  readonly toHit?: number;
  /** Shots per ton of its ammunition; present = it feeds from ammunition bins. */
  readonly shots?: number;
  /** Missiles in a salvo and missiles per damage group. */
  readonly cluster?: ClusterSpec;
  readonly rule?: WeaponRule;
  readonly direct?: boolean;
  readonly heatsTarget?: boolean;
  readonly damageByBand?: readonly [number, number, number];
}

/** Builds a frozen row. */
export function row(
  tech: TechBase,
  name: string,
  stats: Stats,
  slots: number,
  megamek: readonly string[],
  source: string,
  extra: Extra = {},
): WeaponListRow {
  const [damage, heat, minRange, short, medium, long] = stats;
  const spec: WeaponSpec = {
    name,
    damage,
    heat,
    minRange,
    short,
    medium,
    long,
    usesAmmo: extra.shots !== undefined,
    ...(extra.cluster ? { cluster: Object.freeze({ ...extra.cluster }) } : {}),
    ...(extra.heatsTarget ? { heatsTarget: true } : {}),
    ...(extra.toHit ? { toHit: extra.toHit } : {}),
    ...(extra.rule ? { rule: extra.rule } : {}),
    ...(extra.direct ? { directFire: true } : {}),
    ...(extra.damageByBand ? { damageByBand: Object.freeze([...extra.damageByBand]) as [number, number, number] } : {}),
    ...(extra.shots !== undefined ? { shotsPerTon: extra.shots } : {}),
  };
  return Object.freeze({
    spec: Object.freeze(spec),
    tech,
    slots,
    megamek: Object.freeze([...megamek]),
    source,
  });
}

/** A missile salvo: `size` missiles, `perGroup` of them a damage group. */
export function salvo(size: number, perGroup: number): ClusterSpec {
  return { size, missilesPerGroup: perGroup };
}
