import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { Location } from '../model/location';
import { LOCATION_NAMES } from '../model/location';
import type { Equipment, EquipmentKind, MechState } from '../model/mech';
import { countCritical } from './count';
import { findWeapon } from '../charts/weapons';
import { NO_PENDING_HITS, type PendingHit } from '../damage/hit';
import { woundPilot } from '../pilot/wounds';

/** The first working weapon mounted in `location`, in equipment-list order. */
function firstWorkingWeapon(mech: MechState, location: Location): Equipment | undefined {
  for (const item of mech.equipment) {
    if (item.location === location && item.kind === 'weapon' && !item.destroyed) return item;
  }
  return undefined;
}

/** Working items of the given kinds in `location`, in list order. */
export function workingItems(mech: MechState, location: Location, kinds: readonly EquipmentKind[]): Equipment[] {
  return mech.equipment.filter((e) => e.location === location && !e.destroyed && kinds.indexOf(e.kind) >= 0);
}

/** Destroys the items and names them for the log: `Heat Sink, Jump Jet destroyed`. */
export function destroyItems(items: readonly Equipment[]): string {
  for (const item of items) item.destroyed = true;
  return `${items.map((e) => e.name).join(', ')} destroyed`;
}

/** Damage a Gauss rifle's explosion does to its location's internal structure. */
export const GAUSS_EXPLOSION_DAMAGE = 20;

/**
 * Destroys the first working weapon of the location, or says there is none. A Gauss rifle
 * destroyed so explodes: the pilot takes a wound, as for an internal explosion, and the
 * blast — 20 damage to the location's internal structure, transferring inward — is handed back to land.
 */
export function weaponDestroyed(ctx: RoundContext, mechId: string, location: Location): readonly PendingHit[] {
  const weapon = firstWorkingWeapon(mechById(ctx, mechId), location);
  const gauss = weapon !== undefined && findWeapon(ctx.battle.catalog, weapon.name)?.rule === 'Gauss';
  const detail = weapon ? destroyItems([weapon]) : `no working weapon in the ${LOCATION_NAMES[location]}`;
  const blast = `${GAUSS_EXPLOSION_DAMAGE} damage to its internal structure; pilot wounded`;
  countCritical(ctx, mechId, location, 'Weapon Destroyed', gauss ? `${detail}: it explodes, ${blast}` : detail);
  if (!gauss || !weapon) return NO_PENDING_HITS;
  woundPilot(ctx, mechId, `${weapon.name} explosion`);
  return [
    {
      target: mechId,
      groups: [GAUSS_EXPLOSION_DAMAGE],
      opts: { source: `${weapon.name} explosion`, table: 'front', at: { location, rear: false }, internal: true },
    },
  ];
}
