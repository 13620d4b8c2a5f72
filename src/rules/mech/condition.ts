import { isImmobile as criticalsImmobile } from '../criticals/limbs';
import type { Leg, Location } from '../model/location';
import type { Equipment, MechState } from '../model/mech';

/** Whether a location is gone (destroyed, blown off, or lost with its side torso; ). */
export function locationLost(mech: MechState, location: Location): boolean {
  return mech.destroyedLocations.indexOf(location) >= 0;
}

/**
 * A leg that no longer carries the mech: destroyed, or disabled by two actuator hits.
 * Either halves Walk MP.
 * @example legDisabled(mech with actuatorHits.LL = 2, 'LL') === true
 */
export function legDisabled(mech: MechState, leg: Leg): boolean {
  return locationLost(mech, leg) || mech.crits.actuatorHits[leg] >= 2;
}

/** How many legs are disabled or destroyed. */
export function disabledLegs(mech: MechState): number {
  return (legDisabled(mech, 'LL') ? 1 : 0) + (legDisabled(mech, 'RL') ? 1 : 0);
}

/**
 * An immobile mech may only stand still and gives attackers TMM 0 (R-9.5: both legs
 * disabled or destroyed: two gyro hits). It may still fire.
 */
export function isImmobile(mech: MechState): boolean {
  // One definition with the critical-hit rules that cause it.
  return criticalsImmobile(mech);
}

/** Whether an equipment item still works: not destroyed, and its location still stands. */
export function equipmentWorks(mech: MechState, index: number): boolean {
  const item = mech.equipment[index];
  return item !== undefined && !item.destroyed && !locationLost(mech, item.location);
}

/** Whether a bin still holds a shot: a counted bin with shots left, or a bin that is not counted. */
export function hasShots(item: Equipment): boolean {
  return item.shots === undefined || item.shots > 0;
}

/**
 * The locations holding working ammunition — a bin with shots left — in equipment order,
 * without repeats: where a heat ammo explosion goes off (R-13.4 →, the first one).
 */
export function ammoLocations(mech: MechState): Location[] {
  const out: Location[] = [];
  mech.equipment.forEach((item, i) => {
    if (item.kind === 'ammo' && hasShots(item) && equipmentWorks(mech, i) && out.indexOf(item.location) < 0)
      out.push(item.location);
  });
  return out;
}
