import type { WeaponSpec } from '../model/weapon';

/** Freezes a spec (and its cluster) so no rule can change the shared catalog by accident. */
function frozen(spec: WeaponSpec): WeaponSpec {
  if (spec.cluster) Object.freeze(spec.cluster);
  return Object.freeze(spec);
}

/**
 * The 17 standard Inner Sphere weapons of reference §4 (MegaMek's 3025 list), in the
 * reference's order. Ranges are bracket upper bounds; `minRange` 0 = none.
 * Missile racks carry the damage of one missile and their cluster column:
 * LRMs 1 per missile in groups of 5, SRMs 2 per missile, one missile per group.
 * Weapons fed by bins carry the shots in a ton of their ammunition (R-19.1, reference §9).
 */
export const STANDARD_WEAPONS: readonly WeaponSpec[] = Object.freeze(
  [
    { name: 'Small Laser', damage: 3, heat: 1, minRange: 0, short: 1, medium: 2, long: 3, usesAmmo: false },
    { name: 'Medium Laser', damage: 5, heat: 3, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: false },
    { name: 'Large Laser', damage: 8, heat: 8, minRange: 0, short: 5, medium: 10, long: 15, usesAmmo: false },
    { name: 'PPC', damage: 10, heat: 10, minRange: 3, short: 6, medium: 12, long: 18, usesAmmo: false },
    // Seed, Heat: "Hit by a Flamer … 1d6 Heat" to the target.
    {
      name: 'Flamer',
      damage: 2,
      heat: 3,
      minRange: 0,
      short: 1,
      medium: 2,
      long: 3,
      usesAmmo: false,
      heatsTarget: true,
    },
    {
      name: 'Machine Gun',
      damage: 2,
      heat: 0,
      minRange: 0,
      short: 1,
      medium: 2,
      long: 3,
      usesAmmo: true,
      shotsPerTon: 200,
    },
    { name: 'AC/2', damage: 2, heat: 1, minRange: 4, short: 8, medium: 16, long: 24, usesAmmo: true, shotsPerTon: 45 },
    { name: 'AC/5', damage: 5, heat: 1, minRange: 3, short: 6, medium: 12, long: 18, usesAmmo: true, shotsPerTon: 20 },
    {
      name: 'AC/10',
      damage: 10,
      heat: 3,
      minRange: 0,
      short: 5,
      medium: 10,
      long: 15,
      usesAmmo: true,
      shotsPerTon: 10,
    },
    { name: 'AC/20', damage: 20, heat: 7, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: true, shotsPerTon: 5 },
    {
      name: 'LRM-5',
      damage: 1,
      heat: 2,
      minRange: 6,
      short: 7,
      medium: 14,
      long: 21,
      usesAmmo: true,
      shotsPerTon: 24,
      cluster: { size: 5, missilesPerGroup: 5 },
    },
    {
      name: 'LRM-10',
      damage: 1,
      heat: 4,
      minRange: 6,
      short: 7,
      medium: 14,
      long: 21,
      usesAmmo: true,
      shotsPerTon: 12,
      cluster: { size: 10, missilesPerGroup: 5 },
    },
    {
      name: 'LRM-15',
      damage: 1,
      heat: 5,
      minRange: 6,
      short: 7,
      medium: 14,
      long: 21,
      usesAmmo: true,
      shotsPerTon: 8,
      cluster: { size: 15, missilesPerGroup: 5 },
    },
    {
      name: 'LRM-20',
      damage: 1,
      heat: 6,
      minRange: 6,
      short: 7,
      medium: 14,
      long: 21,
      usesAmmo: true,
      shotsPerTon: 6,
      cluster: { size: 20, missilesPerGroup: 5 },
    },
    {
      name: 'SRM-2',
      damage: 2,
      heat: 2,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: true,
      shotsPerTon: 50,
      cluster: { size: 2, missilesPerGroup: 1 },
    },
    {
      name: 'SRM-4',
      damage: 2,
      heat: 3,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: true,
      shotsPerTon: 25,
      cluster: { size: 4, missilesPerGroup: 1 },
    },
    {
      name: 'SRM-6',
      damage: 2,
      heat: 4,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: true,
      shotsPerTon: 15,
      cluster: { size: 6, missilesPerGroup: 1 },
    },
  ].map(frozen),
);

/** Builds a catalog keyed by weapon name; a later spec of the same name replaces an earlier one. */
export function catalogOf(specs: readonly WeaponSpec[]): Readonly<Record<string, WeaponSpec>> {
  const catalog: Record<string, WeaponSpec> = {};
  for (const spec of specs) catalog[spec.name] = spec;
  return Object.freeze(catalog);
}

/** The standard weapons keyed by name (`STANDARD_CATALOG['AC/20']`), reference §4. */
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

/** The catalog's weapon names in catalog order (the standard ones in reference §4 order). */
export function weaponNames(catalog: Readonly<Record<string, WeaponSpec>>): string[] {
  return Object.keys(catalog);
}
