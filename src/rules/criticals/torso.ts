import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import { destroyLocation, isLocationDestroyed, locationsLostWith } from '../damage/locations';
import { LOCATION_NAMES } from '../model/location';
import { pilotingCheck } from '../pilot/checks';
import { destroyMech, killPilot, pilotFate } from '../pilot/status';
import { woundPilot } from '../pilot/wounds';
import { hasShots } from '../mech/condition';
import { destroyItems, weaponDestroyed, workingItems } from './equipment';
import { countCritical } from './count';
import { NO_PENDING_HITS, type PendingHit } from '../damage/hit';

/** TN of the pilot's check to survive a Major Ammo Explosion (seed; ). */
export const AMMO_EXPLOSION_SURVIVAL_TN = 7;

/**
 * The seed's Left/Right Torso table. 1–2 Equipment Destroyed: every working heat sink, jump jet
 * and other non-weapon item in the torso — ammunition excepted, since the table gives ammunition
 * its own result (6) and a 1–2 must not quietly defuse it. 3–4 Weapon Destroyed: the first working
 * weapon. 5 Internal Explosion. 6 Major Ammo Explosion.
 */
export function sideTorsoCritical(
  ctx: RoundContext,
  mechId: string,
  location: 'LT' | 'RT',
  face: number,
): readonly PendingHit[] {
  const mech = mechById(ctx, mechId);
  const name = LOCATION_NAMES[location];
  if (face <= 2) {
    const items = workingItems(mech, location, ['heatSink', 'jumpJet', 'other']);
    const detail = items.length > 0 ? destroyItems(items) : `no working non-weapon equipment in the ${name}`;
    countCritical(ctx, mechId, location, 'Equipment Destroyed', detail);
  } else if (face <= 4) {
    return weaponDestroyed(ctx, mechId, location);
  } else if (face === 5) {
    internalExplosion(ctx, mechId, location, '');
  } else {
    majorAmmoExplosion(ctx, mechId, location);
  }
  return NO_PENDING_HITS;
}

/** Internal Explosion: the torso and its arm are destroyed, the pilot takes 1 wound. */
function internalExplosion(ctx: RoundContext, mechId: string, location: 'LT' | 'RT', prefix: string): void {
  const mech = mechById(ctx, mechId);
  const lost = isLocationDestroyed(mech, location) ? [] : [location, ...locationsLostWith(mech, location)];
  const what =
    lost.length > 0
      ? `${lost.map((l) => LOCATION_NAMES[l]).join(' and ')} destroyed`
      : `${LOCATION_NAMES[location]} already destroyed`;
  countCritical(ctx, mechId, location, 'Internal Explosion', `${prefix}${what}; pilot wounded`);
  destroyLocation(ctx, mechId, location, 'Internal Explosion');
  woundPilot(ctx, mechId, 'Internal Explosion');
}

/**
 * Major Ammo Explosion: with working ammunition in the torso — a bin with shots left — the mech is destroyed and the
 * pilot checks 2d6 ≥ 7 (+ wounds) or is killed — a PC who has not allowed death is out of the battle
 * instead. With no ammunition there it is an Internal Explosion.
 */
function majorAmmoExplosion(ctx: RoundContext, mechId: string, location: 'LT' | 'RT'): void {
  const mech = mechById(ctx, mechId);
  // an empty bin cannot explode.
  const ammo = workingItems(mech, location, ['ammo']).filter(hasShots);
  if (ammo.length === 0) {
    internalExplosion(
      ctx,
      mechId,
      location,
      `Major Ammo Explosion with no ammunition in the ${LOCATION_NAMES[location]}: `,
    );
    return;
  }
  const names = ammo.map((a) => a.name).join(', ');
  countCritical(
    ctx,
    mechId,
    location,
    'Major Ammo Explosion',
    `${names} explodes: mech destroyed; piloting check ${AMMO_EXPLOSION_SURVIVAL_TN} to survive`,
  );
  for (const a of ammo) a.destroyed = true;
  destroyMech(ctx, mechId, 'Major Ammo Explosion');
  const survived = pilotingCheck(ctx, mechId, {
    reason: 'Major Ammo Explosion',
    base: AMMO_EXPLOSION_SURVIVAL_TN,
    baseLabel: 'ammo explosion',
    purpose: 'ammoExplosionSurvival',
  });
  if (!survived) {
    const fate = pilotFate(mech, 'out');
    killPilot(
      ctx,
      mechId,
      fate === 'dead' ? 'killed in the ammo explosion' : 'survives the ammo explosion badly hurt: out of the battle',
      'out',
    );
  }
}
