import { throwRoll } from '../dice/dice';
import type { RoundContext } from '../engine/context';
import type { PendingHit } from '../damage/hit';
import { NO_PENDING_HITS } from '../damage/hit';
import type { Location } from '../model/location';
import { LOCATION_NAMES } from '../model/location';
import { centerTorsoCritical } from './engine';
import { headCritical } from './head';
import { armCritical, legCritical } from './limbs';
import { sideTorsoCritical } from './torso';

export { engineDetonation } from './engine';
export { isArmDisabled, isImmobile, isLegDisabled } from './limbs';

/** The seed's critical table: effect name by location group and 1d6 face (index face − 1). */
const CRITICAL_EFFECTS = {
  sideTorso: [
    'Equipment Destroyed',
    'Equipment Destroyed',
    'Weapon Destroyed',
    'Weapon Destroyed',
    'Internal Explosion',
    'Major Ammo Explosion',
  ],
  centerTorso: [
    'Gyro Damaged',
    'Gyro Damaged',
    'Minor Engine Hit',
    'Minor Engine Hit',
    'Minor Engine Hit',
    'Major Engine Hit',
  ],
  arm: [
    'Actuators Damaged',
    'Actuators Damaged',
    'Actuators Damaged',
    'Weapon Destroyed',
    'Weapon Destroyed',
    'Limb Blown Off',
  ],
  leg: [
    'Actuators Damaged',
    'Actuators Damaged',
    'Actuators Damaged',
    'Equipment Destroyed',
    'Equipment Destroyed',
    'Limb Blown Off',
  ],
  head: [
    'Sensors Damaged',
    'Sensors Damaged',
    'Sensors Damaged',
    'Life Support Damaged',
    'Life Support Damaged',
    'Cockpit Destroyed',
  ],
} as const;

/** Which part of the seed's table a location reads. */
function criticalTableFor(location: Location): keyof typeof CRITICAL_EFFECTS {
  switch (location) {
    case 'LT':
    case 'RT':
      return 'sideTorso';
    case 'CT':
      return 'centerTorso';
    case 'LA':
    case 'RA':
      return 'arm';
    case 'LL':
    case 'RL':
      return 'leg';
    case 'HD':
      return 'head';
  }
}

/** The seed's name for the effect of `face` in `location` (before the ammo check of ). */
function criticalEffectName(location: Location, face: number): string {
  return CRITICAL_EFFECTS[criticalTableFor(location)][face - 1];
}

/**
 * A confirmed critical hit: rolls 1d6 (RollEvent `critEffect`, result = the seed's effect
 * name) and applies that effect in `location` with `applyCriticalEffect`; returns the damage the
 * effect causes, still to land.
 */
export function resolveCritical(
  ctx: RoundContext,
  mechId: string,
  location: Location,
  attacker?: string,
): readonly PendingHit[] {
  const owner = attacker !== undefined ? { owner: attacker } : {};
  const roll = throwRoll(ctx.dice, {
    purpose: 'critEffect',
    mech: mechId,
    dice: '1d6',
    about: LOCATION_NAMES[location],
    ...owner,
  });
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'critEffect',
    mech: mechId,
    roll,
    result: criticalEffectName(location, roll.total),
    reason: LOCATION_NAMES[location],
  });
  return applyCriticalEffect(ctx, mechId, location, roll.total);
}

/**
 * Applies the seed's critical effect for `face` (1–6) in `location`, without rolling to confirm
 * (R-9.3–; the cool-down variant of R-V.2 comes straight here). Every effect counts one
 * critical (`crits.count`) and logs a CriticalEvent with the seed's effect name. Returns the damage
 * the effect causes, for damage application to land (`applyPendingHits`): only a detonating engine
 * causes any.
 */
export function applyCriticalEffect(
  ctx: RoundContext,
  mechId: string,
  location: Location,
  face: number,
): readonly PendingHit[] {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`critical effect face ${face} is not 1–6`);
  switch (location) {
    case 'LT':
    case 'RT':
      return sideTorsoCritical(ctx, mechId, location, face);
    case 'CT':
      return centerTorsoCritical(ctx, mechId, face);
    case 'LA':
    case 'RA':
      return armCritical(ctx, mechId, location, face);
    case 'LL':
    case 'RL':
      legCritical(ctx, mechId, location, face);
      return NO_PENDING_HITS;
    case 'HD':
      headCritical(ctx, mechId, face);
      return NO_PENDING_HITS;
  }
}
