import { STANDARD_WEAPON_ROWS } from '../charts/weapons';

/**
 * Critical slots one mounting of each standard weapon fills (R-18.1, MegaMek's `criticalSlots`):
 * a Large Laser written in two consecutive slots of an .mtf location is one laser, two
 * Medium Lasers in two slots are two. Ammunition bins, single heat sinks and jump jets
 * take one slot each; an Inner Sphere double heat sink takes three, a Clan one two.
 */
export const WEAPON_SLOTS: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(STANDARD_WEAPON_ROWS.map((r) => [r.spec.name, r.slots])),
);

export const AMMO_SLOTS = 1;
export const HEAT_SINK_SLOTS = 1;
export const JUMP_JET_SLOTS = 1;
export const DOUBLE_HEAT_SINK_SLOTS = { innerSphere: 3, clan: 2 } as const;

/** Slots one mounting of a catalog weapon takes; undefined for a house weapon the table lacks. */
export function weaponSlots(weaponName: string): number | undefined {
  return Object.prototype.hasOwnProperty.call(WEAPON_SLOTS, weaponName) ? WEAPON_SLOTS[weaponName] : undefined;
}
