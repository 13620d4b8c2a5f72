/**
 * The standard weapon, ammunition or equipment a name of a MegaMekLab file means:
 * MegaMek's internal name (`ISERMediumLaser`, `CLERMediumLaser`) or any of its lookup names
 * (`IS ER Medium Laser`, `Clan ER Medium Laser`), compared as MegaMek does — without case — and
 * here also without spaces or punctuation. A name without a tech prefix is tried as written,
 * then with the file's tech base (`ER Medium Laser` in a Clan file is the Clan laser), as
 * MegaMek's `MtfFile` reads it.
 */
import { STANDARD_EQUIPMENT, type EquipmentListRow } from '../charts/equipmentList';
import { STANDARD_WEAPON_ROWS } from '../charts/weapons';
import type { WeaponListRow } from '../charts/weaponListRow';

/** `IS ER Medium Laser` → `isermediumlaser`. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function indexBy<T>(rows: readonly T[], names: (row: T) => readonly string[]): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const r of rows) for (const n of names(r)) if (!map.has(nameKey(n))) map.set(nameKey(n), r);
  return map;
}

const WEAPONS = indexBy(STANDARD_WEAPON_ROWS, (r) => [...r.megamek, r.spec.name]);
const EQUIPMENT = indexBy(STANDARD_EQUIPMENT, (r) => [...r.megamek, r.name]);

function lookUp<T>(map: ReadonlyMap<string, T>, name: string, clanTech: boolean): T | undefined {
  const key = nameKey(name);
  if (key === '') return undefined;
  return map.get(key) ?? map.get(`${clanTech ? 'clan' : 'is'}${key}`);
}

/**
 * The standard weapon a MegaMek name means, or undefined.
 *
 * @example megamekWeapon('CLERMediumLaser', false)?.spec.name // 'Clan ER Medium Laser'
 * @example megamekWeapon('ER Medium Laser', true)?.spec.name // 'Clan ER Medium Laser'
 */
export function megamekWeapon(name: string, clanTech: boolean): WeaponListRow | undefined {
  return lookUp(WEAPONS, name, clanTech);
}

/** The standard equipment without an attack a MegaMek name means: `ISArtemisIV` → Artemis IV. */
export function megamekEquipment(name: string, clanTech: boolean): EquipmentListRow | undefined {
  return lookUp(EQUIPMENT, name, clanTech);
}

/** Words of an ammunition name that are not the weapon's: `Ammo`, `- Full`, `(Clan)`, `Cluster`, `(200)`. */
const AMMO_WORDS =
  /\bammo\b|\bartemis[- ]capable\b|\s-\s*(full|half)\b|\b(half|full)\b|\(\s*(\d+|1\/2 ton|cl|clan)\s*\)|\b(cluster|slug)\b|-\s*(slug|cluster)\b/gi;

/**
 * The standard weapon an ammunition name feeds, or undefined: `IS Ammo LRM-5`, `Clan Ammo SRM-6`,
 * `IS Ultra AC/5 Ammo`, `ISGauss Ammo`, `IS LB 10-X Cluster Ammo`, `CLStreakSRM4 Ammo`,
 * `Clan Machine Gun Ammo - Half`. Inferno and other special munitions are the same weapon's bins.
 *
 * @example megamekAmmo('IS LB 10-X Cluster Ammo', false)?.spec.name // 'LB 10-X AC'
 */
export function megamekAmmo(name: string, clanTech: boolean): WeaponListRow | undefined {
  if (!/\bammo\b/i.test(name)) return undefined;
  const bare = name
    .replace(/\binferno\b/gi, '')
    .replace(AMMO_WORDS, ' ')
    .trim();
  // A bin without a prefix in a Clan file feeds the Clan launcher, as `readSlot` reads the launcher's own
  // unprefixed name there (`LRM 10 Ammo` beside an `LRM 10`): else the launcher is left with no shots.
  const unprefixed = !/^(IS|CL)(?=[A-Z\s])|^Clan\s/.test(bare);
  return (clanTech && unprefixed && fedWeapon(`Clan ${bare}`, true)) || fedWeapon(bare, clanTech);
}

/** The weapon using ammunition a bin's bare name means: `LRM 10`, `Gauss` (a Rifle), `IS LB 10-X` (an AC). */
function fedWeapon(bare: string, clanTech: boolean): WeaponListRow | undefined {
  const row = megamekWeapon(bare, clanTech) ?? megamekWeapon(`${bare} Rifle`, clanTech);
  if (row) return row.spec.usesAmmo ? row : undefined;
  // `IS LB 10-X` (its cluster bins) is the `IS LB 10-X AC`.
  const lbx = megamekWeapon(`${bare} AC`, clanTech);
  return lbx && lbx.spec.usesAmmo ? lbx : undefined;
}

/** The standard weapon row of a Catalog name, for the slots it fills. */
export function standardRowNamed(name: string): WeaponListRow | undefined {
  for (const r of STANDARD_WEAPON_ROWS) if (r.spec.name === name) return r;
  return undefined;
}
