import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import { destroyLocation, isLocationDestroyed } from '../damage/locations';
import type { Arm, Leg } from '../model/location';
import { LOCATION_NAMES } from '../model/location';
import type { MechState } from '../model/mech';
import { destroyItems, weaponDestroyed, workingItems } from './equipment';
import { NO_PENDING_HITS, type PendingHit } from '../damage/hit';
import { countCritical } from './count';

/** Arm actuator hits that disable the arm (seed, Arms 1–3). */
const ARM_DISABLED_HITS = 3;
/** Leg actuator hits that disable the leg; one more destroys it. */
const LEG_DISABLED_HITS = 2;
const LEG_DESTROYED_HITS = 3;

/** An arm with 3 actuator hits, or gone, fires none of its weapons (seed, Arms 1–3). */
export function isArmDisabled(mech: MechState, arm: Arm): boolean {
  return mech.crits.actuatorHits[arm] >= ARM_DISABLED_HITS || isLocationDestroyed(mech, arm);
}

/** A standing leg with 2 actuator hits: Walk MP halves. A destroyed leg is not "disabled". */
export function isLegDisabled(mech: MechState, leg: Leg): boolean {
  return mech.crits.actuatorHits[leg] >= LEG_DISABLED_HITS && !isLocationDestroyed(mech, leg);
}

/** Two gyro hits, or both legs destroyed or disabled: the mech cannot move. */
export function isImmobile(mech: MechState): boolean {
  const legsGone = (['LL', 'RL'] as const).filter(
    (leg) => isLegDisabled(mech, leg) || isLocationDestroyed(mech, leg),
  ).length;
  return mech.crits.gyroHits >= 2 || legsGone === 2;
}

/**
 * The seed's Arms table: 1–3 Actuators Damaged (+1 to attacks with the arm's weapons, R-3.1; the
 * third disables the arm), 4–5 Weapon Destroyed (first working weapon, R-9.3), 6 Limb Blown Off.
 */
export function armCritical(ctx: RoundContext, mechId: string, arm: Arm, face: number): readonly PendingHit[] {
  const mech = mechById(ctx, mechId);
  if (face <= 3) {
    mech.crits.actuatorHits[arm] += 1;
    const hits = mech.crits.actuatorHits[arm];
    const detail =
      hits >= ARM_DISABLED_HITS
        ? `actuator hits ${hits}: arm disabled, its weapons cannot fire`
        : `actuator hits ${hits}: +${hits} to attacks with its weapons`;
    countCritical(ctx, mechId, arm, 'Actuators Damaged', detail);
  } else if (face <= 5) {
    return weaponDestroyed(ctx, mechId, arm);
  } else {
    limbBlownOff(ctx, mechId, arm);
  }
  return NO_PENDING_HITS;
}

/**
 * The seed's Legs table: 1–3 Actuators Damaged (+1 to movement piloting checks, R-10.3; the second
 * disables the leg, the third destroys it, R-9.5), 4–5 Equipment Destroyed (every heat sink, jump jet
 * and weapon in the leg — the seed's list, so ammunition and other items stay), 6 Limb Blown Off.
 */
export function legCritical(ctx: RoundContext, mechId: string, leg: Leg, face: number): void {
  const mech = mechById(ctx, mechId);
  if (face <= 3) {
    mech.crits.actuatorHits[leg] += 1;
    const hits = mech.crits.actuatorHits[leg];
    let detail = `actuator hits ${hits}: +${hits} to piloting checks related to movement`;
    if (hits === LEG_DISABLED_HITS) detail = `actuator hits ${hits}: leg disabled, Walk MP halved`;
    if (hits >= LEG_DESTROYED_HITS) detail = `actuator hits ${hits}: ${LOCATION_NAMES[leg]} destroyed`;
    countCritical(ctx, mechId, leg, 'Actuators Damaged', detail);
    if (hits >= LEG_DESTROYED_HITS) destroyLocation(ctx, mechId, leg, 'third actuator hit');
  } else if (face <= 5) {
    const items = workingItems(mech, leg, ['heatSink', 'jumpJet', 'weapon']);
    const detail =
      items.length > 0 ? destroyItems(items) : `no heat sinks, jump jets or weapons in the ${LOCATION_NAMES[leg]}`;
    countCritical(ctx, mechId, leg, 'Equipment Destroyed', detail);
  } else {
    limbBlownOff(ctx, mechId, leg);
  }
}

/** Limb Blown Off: the location is destroyed with everything in it (seed, Arms 6 / Legs 6). */
function limbBlownOff(ctx: RoundContext, mechId: string, limb: Arm | Leg): void {
  const already = isLocationDestroyed(mechById(ctx, mechId), limb);
  countCritical(
    ctx,
    mechId,
    limb,
    'Limb Blown Off',
    `${LOCATION_NAMES[limb]} ${already ? 'already destroyed' : 'destroyed'}`,
  );
  destroyLocation(ctx, mechId, limb, 'Limb Blown Off');
}
