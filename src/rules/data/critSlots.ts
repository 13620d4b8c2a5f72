/**
 * Critical slots one mounting of each standard weapon fills (reference §4, "Crit slots"):
 * a Large Laser written in two consecutive slots of an .mtf location is one laser, two
 * Medium Lasers in two slots are two. Ammunition bins, single heat sinks and jump jets
 * take one slot each; an Inner Sphere double heat sink takes three, a Clan one two.
 */
export const WEAPON_SLOTS: Readonly<Record<string, number>> = Object.freeze({
  'Small Laser': 1,
  'Medium Laser': 1,
  'Large Laser': 2,
  PPC: 3,
  Flamer: 1,
  'Machine Gun': 1,
  'AC/2': 1,
  'AC/5': 4,
  'AC/10': 7,
  'AC/20': 10,
  'LRM-5': 1,
  'LRM-10': 2,
  'LRM-15': 3,
  'LRM-20': 5,
  'SRM-2': 1,
  'SRM-4': 1,
  'SRM-6': 2,
});

export const AMMO_SLOTS = 1;
export const HEAT_SINK_SLOTS = 1;
export const JUMP_JET_SLOTS = 1;
export const DOUBLE_HEAT_SINK_SLOTS = { innerSphere: 3, clan: 2 } as const;

/** Slots one mounting of a catalog weapon takes; undefined for a house weapon the table lacks. */
export function weaponSlots(weaponName: string): number | undefined {
  return Object.prototype.hasOwnProperty.call(WEAPON_SLOTS, weaponName) ? WEAPON_SLOTS[weaponName] : undefined;
}
