import { isArmDisabled } from '../criticals/limbs';
import type { Location } from '../model/location';
import { isArm } from '../model/location';
import type { MechState } from '../model/mech';
import type { WeaponSpec } from '../model/weapon';
import type { WeaponMode } from '../model/weaponMode';
import { findWeapon } from '../charts/weapons';
import { equipmentWorks } from './condition';

/** One weapon mounted on a mech: its line on the Equipment tab and its catalog entry. */
export interface MountedWeapon {
  /** Index in `mech.equipment` (fire order and order). */
  readonly index: number;
  readonly location: Location;
  readonly spec: WeaponSpec;
  /** How its attack line fires it; `spec` is then the weapon as that mode fires it. */
  readonly mode?: WeaponMode;
}

/**
 * Whether the weapon on equipment line `index` can fire: it is a weapon, not destroyed, its
 * location stands, and it is not in a disabled arm (3 actuator hits or gone; seed Arms 1–3).
 */
function weaponWorks(mech: MechState, index: number): boolean {
  const item = mech.equipment[index];
  if (!item || item.kind !== 'weapon' || item.jammed || !equipmentWorks(mech, index)) return false;
  return !(isArm(item.location) && isArmDisabled(mech, item.location));
}

/**
 * The weapons a mech can fire this round, in equipment order: working (see {@link weaponWorks})
 * and known to the catalog. Weapons the catalog lacks are left out (see {@link unknownWeapons}).
 * @example the Griffin GRF-1S → Large Laser, Medium Laser, Medium Laser, LRM-5
 */
export function fireableWeapons(mech: MechState, catalog: Readonly<Record<string, WeaponSpec>>): MountedWeapon[] {
  const out: MountedWeapon[] = [];
  mech.equipment.forEach((item, index) => {
    if (!weaponWorks(mech, index)) return;
    const spec = findWeapon(catalog, item.name);
    if (spec) out.push({ index, location: item.location, spec });
  });
  return out;
}

/** Working weapon lines whose name the catalog does not know (a sheet error to report). */
export function unknownWeapons(mech: MechState, catalog: Readonly<Record<string, WeaponSpec>>): string[] {
  const out: string[] = [];
  mech.equipment.forEach((item, index) => {
    if (weaponWorks(mech, index) && !findWeapon(catalog, item.name)) out.push(item.name);
  });
  return out;
}
