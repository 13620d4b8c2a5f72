import type { Equipment, MechState } from '../model/mech';
import type { Problem } from '../model/problem';
import type { WeaponSpec } from '../model/weapon';
import { findWeapon } from '../charts/weapons';
import { equipmentWorks, hasShots } from './condition';

type Catalog = Readonly<Record<string, WeaponSpec>>;

/**
 * The shots a full bin holds: the weapon's shots per ton, half of it (rounded down) for a
 * half-ton bin. Undefined when the bin is not counted: not ammunition, or its weapon has no shots per ton.
 * @example fullShots(Ammo (AC/20)) === 5; fullShots(Ammo (Machine Gun) (half)) === 100
 */
export function fullShots(item: Equipment, catalog: Catalog): number | undefined {
  if (item.kind !== 'ammo' || item.ammoFor === undefined) return undefined;
  const perTon = findWeapon(catalog, item.ammoFor)?.shotsPerTon;
  if (perTon === undefined) return undefined;
  return item.half ? Math.floor(perTon / 2) : perTon;
}

/** The equipment lines (indexes) of the bins feeding `weapon`, in Equipment order. */
function binsOf(mech: MechState, weapon: string): number[] {
  const out: number[] = [];
  mech.equipment.forEach((item, i) => {
    if (item.kind === 'ammo' && item.ammoFor === weapon) out.push(i);
  });
  return out;
}

/**
 * The shots a mech has left for a weapon: the sum over its working bins of that
 * kind. Infinity when a working bin is not counted, or when the mech lists no bin of the kind at all
 * (a sheet that lists none is not counted, as before R-19); 0 when every bin is empty, destroyed or lost.
 */
export function shotsLeft(mech: MechState, weapon: WeaponSpec): number {
  if (!weapon.usesAmmo) return Infinity;
  const bins = binsOf(mech, weapon.name);
  if (bins.length === 0) return Infinity;
  let left = 0;
  for (const i of bins) {
    if (!equipmentWorks(mech, i)) continue;
    const shots = mech.equipment[i].shots;
    if (shots === undefined) return Infinity;
    left += shots;
  }
  return left;
}

/** A shot taken from a bin: its equipment line and the shots it has left; or why none was taken. */
export type ShotTaken = { readonly index: number; readonly left: number } | 'not counted' | 'empty';

/**
 * Takes one shot for `weapon` from the first working bin of its kind in Equipment order that
 * has shots left; fire being simultaneous, a bin destroyed earlier in this step still feeds
 * the shots it held when the step began, after the working ones. `not counted` when the weapon uses no
 * ammunition or its bins are not counted (nothing is taken); `empty` when no bin has a shot.
 */
export function takeShot(mech: MechState, weapon: WeaponSpec): ShotTaken {
  if (!weapon.usesAmmo || shotsLeftAnywhere(mech, weapon) === Infinity) return 'not counted';
  const bins = binsOf(mech, weapon.name).filter((i) => hasShots(mech.equipment[i]));
  const index = bins.find((i) => equipmentWorks(mech, i)) ?? bins[0];
  if (index === undefined) return 'empty';
  const bin = mech.equipment[index];
  bin.shots = (bin.shots as number) - 1;
  return { index, left: bin.shots };
}

/** Puts back a shot taken for a weapon that did not fire after all: a Streak that missed. */
export function returnShot(mech: MechState, shot: { readonly index: number }): void {
  const bin = mech.equipment[shot.index];
  bin.shots = (bin.shots as number) + 1;
}

/** Why a weapon whose bins are empty cannot fire: `Rifleman's AC/20: no shots left in its bins (R-19.2)`. */
export function noShotsMessage(mech: MechState, weapon: WeaponSpec): string {
  return `${mech.id}'s ${weapon.name}: no shots left in its bins (R-19.2)`;
}

/** The problem in place of the TN of a weapon whose bins are empty. */
export function noShotsProblem(mech: MechState, weapon: WeaponSpec): Problem {
  return { code: 'attack/weapon_empty', mech: mech.id, message: noShotsMessage(mech, weapon) };
}

/** As {@link shotsLeft}, destroyed bins included: whether the weapon's bins are counted at all. */
function shotsLeftAnywhere(mech: MechState, weapon: WeaponSpec): number {
  const bins = binsOf(mech, weapon.name);
  if (bins.length === 0) return Infinity;
  let left = 0;
  for (const i of bins) {
    const shots = mech.equipment[i].shots;
    if (shots === undefined) return Infinity;
    left += shots;
  }
  return left;
}

/** `Ammo (AC/20) bin 2 of 3`: which bin of its kind, in Equipment order, for the Log. */
export function binLabel(mech: MechState, index: number): string {
  const item = mech.equipment[index];
  const bins = binsOf(mech, item.ammoFor ?? '');
  return bins.length > 1 ? `${item.name} bin ${bins.indexOf(index) + 1} of ${bins.length}` : item.name;
}
