import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { Location } from '../model/location';
import { LOCATION_NAMES } from '../model/location';
import type { Equipment, EquipmentKind, MechState } from '../model/mech';
import { countCritical } from './count';

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

/** Destroys the first working weapon of the location, or says there is none. */
export function weaponDestroyed(ctx: RoundContext, mechId: string, location: Location): void {
  const weapon = firstWorkingWeapon(mechById(ctx, mechId), location);
  const detail = weapon ? destroyItems([weapon]) : `no working weapon in the ${LOCATION_NAMES[location]}`;
  countCritical(ctx, mechId, location, 'Weapon Destroyed', detail);
}
