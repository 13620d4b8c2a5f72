import type { WeaponSpec } from '../model/weapon';
import { BALLISTIC_ROWS } from './weaponListBallistic';
import { ENERGY_ROWS } from './weaponListEnergy';
import { INTRODUCTORY_ROWS } from './weaponListIntroductory';
import { MISSILE_ROWS } from './weaponListMissile';
import type { WeaponListRow } from './weaponListRow';

/**
 * Every standard weapon row: the 17 Introductory Inner Sphere weapons first, in the
 * published table's order, then the advanced lasers, PPCs and flamers, autocannons, Gauss rifles
 * and machine guns, and missile launchers, Inner Sphere and Clan (Clan ones named `Clan …`).
 */
export const STANDARD_WEAPON_ROWS: readonly WeaponListRow[] = Object.freeze([
  ...INTRODUCTORY_ROWS,
  ...ENERGY_ROWS,
  ...BALLISTIC_ROWS,
  ...MISSILE_ROWS,
]);

/**
 * The standard weapons' specs, in Catalog order. Ranges are bracket upper bounds (R-3.2);
 * `minRange` 0 = none (R-3.3). Missile racks carry the damage of one missile and their cluster
 * column (R-8.1, R-8.3).
 */
export const STANDARD_WEAPONS: readonly WeaponSpec[] = Object.freeze(STANDARD_WEAPON_ROWS.map((r) => r.spec));

/** Builds a catalog keyed by weapon name; a later spec of the same name replaces an earlier one. */
export function catalogOf(specs: readonly WeaponSpec[]): Readonly<Record<string, WeaponSpec>> {
  const catalog: Record<string, WeaponSpec> = {};
  for (const spec of specs) catalog[spec.name] = spec;
  return Object.freeze(catalog);
}

/** The standard weapons keyed by name (`STANDARD_CATALOG['AC/20']`), R-18.1. */
export const STANDARD_CATALOG: Readonly<Record<string, WeaponSpec>> = catalogOf(STANDARD_WEAPONS);

/** Case, whitespace, hyphens and slashes dropped: `LRM-5`, `lrm 5` and `LRM5` all read `lrm5`. */
function spellingKey(name: string): string {
  return name.toLowerCase().replace(/[\s\-/]+/g, '');
}

/**
 * Looks a weapon up by the name a GM typed. The exact name wins; otherwise the obvious
 * spellings match — any case, extra or missing spaces, a missing hyphen or slash
 * (`lrm 5`, `LRM5`, `AC20`, `medium laser`). Abbreviations (`ML`) do not. When two catalog
 * names share a spelling (a house `AC-5` beside `AC/5`) and neither is exact, the answer is
 * ambiguous and undefined is returned.
 *
 * @example findWeapon(STANDARD_CATALOG, 'ac 20')?.name // 'AC/20'
 */
export function findWeapon(catalog: Readonly<Record<string, WeaponSpec>>, name: string): WeaponSpec | undefined {
  if (Object.prototype.hasOwnProperty.call(catalog, name)) return catalog[name];
  const wanted = spellingKey(name);
  if (wanted === '') return undefined;
  let found: WeaponSpec | undefined;
  for (const key of Object.keys(catalog)) {
    if (spellingKey(key) !== wanted) continue;
    if (found) return undefined;
    found = catalog[key];
  }
  return found;
}

/** The catalog's weapon names in catalog order (the standard ones in `STANDARD_WEAPONS` order). */
export function weaponNames(catalog: Readonly<Record<string, WeaponSpec>>): string[] {
  return Object.keys(catalog);
}
