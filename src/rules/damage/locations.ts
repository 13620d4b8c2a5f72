import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { Location } from '../model/location';
import { LOCATION_NAMES, isTorso } from '../model/location';
import type { MechState } from '../model/mech';
import { destroyMech, killPilot } from '../pilot/status';

/**
 * Where damage goes when a location is gone (R-8.4, reference §8): arm or leg → its side
 * torso, side torso → center torso; the head and center torso have nowhere to send it.
 */
export const INWARD: Readonly<Record<Location, Location | null>> = {
  HD: null,
  CT: null,
  LT: 'CT',
  RT: 'CT',
  LA: 'LT',
  RA: 'RT',
  LL: 'LT',
  RL: 'RT',
};

/** The arm lost with each side torso. */
const DEPENDENT_ARM: Readonly<Partial<Record<Location, Location>>> = { LT: 'LA', RT: 'RA' };

export function isLocationDestroyed(mech: MechState, location: Location): boolean {
  return mech.destroyedLocations.indexOf(location) >= 0;
}

/** Armor a hit meets: rear armor for a rear torso hit, front armor otherwise. */
export function armorAt(mech: MechState, location: Location, rear: boolean): number {
  return rear && isTorso(location) ? mech.rearArmor[location] : mech.armor[location];
}

export function setArmorAt(mech: MechState, location: Location, rear: boolean, value: number): void {
  if (rear && isTorso(location)) mech.rearArmor[location] = value;
  else mech.armor[location] = value;
}

/** Locations destroying `location` would take with it that still stand: a side torso's arm. */
export function locationsLostWith(mech: MechState, location: Location): Location[] {
  const arm = DEPENDENT_ARM[location];
  return arm && !isLocationDestroyed(mech, arm) ? [arm] : [];
}

/**
 * Destroys a location, whatever the cause — damage through its structure, a limb blown off,
 * an internal explosion (R-8.4, R-9.x): its armor and structure go to 0, every item mounted
 * there is destroyed, a side torso takes its arm with it, and a destroyed head or center torso
 * destroys the mech (a destroyed head kills the pilot, or ejects a PC who has not allowed
 * death, R-9.9). Destroying a destroyed location does nothing.
 */
export function destroyLocation(ctx: RoundContext, mechId: string, location: Location, reason: string): void {
  const mech = mechById(ctx, mechId);
  if (isLocationDestroyed(mech, location)) return;
  const dependents = locationsLostWith(mech, location);
  mech.destroyedLocations.push(location);
  mech.armor[location] = 0;
  if (isTorso(location)) mech.rearArmor[location] = 0;
  mech.structure[location] = 0;
  for (const item of mech.equipment) if (item.location === location) item.destroyed = true;
  for (const arm of dependents) destroyLocation(ctx, mechId, arm, `lost with the ${LOCATION_NAMES[location]}`);
  if (location === 'HD') {
    destroyMech(ctx, mechId, `Head destroyed (${reason})`);
    killPilot(ctx, mechId, 'Head destroyed', 'ejected');
  } else if (location === 'CT') {
    destroyMech(ctx, mechId, `Center Torso destroyed (${reason})`);
  }
}
