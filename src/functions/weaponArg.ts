import type { WeaponSpec } from '../rules/model/weapon';
import { findWeapon, STANDARD_CATALOG, weaponNames } from '../rules/charts/weapons';
import type { RangeBrackets } from '../rules/targeting/range';
import { parseRangeBrackets } from '../rules/targeting/range';
import { didYouMean, nearest } from '../rules/text/nearest';
import { fail } from './broadcast';
import { shown } from './args';

const lookups = new Map<string, WeaponSpec | undefined>();

/**
 * A standard catalog weapon by any accepted spelling, remembered: a column of 1,000 cells
 * names the same few weapons over and over.
 */
export function standardWeapon(name: string): WeaponSpec | undefined {
  if (!lookups.has(name)) lookups.set(name, findWeapon(STANDARD_CATALOG, name));
  return lookups.get(name);
}

/** The standard weapon a typo most likely meant (` — did you mean Large Laser?`), else `otherwise`. */
export function weaponMeant(
  value: unknown,
  otherwise: string,
  names: readonly string[] = weaponNames(STANDARD_CATALOG),
): string {
  const meant = typeof value === 'string' ? nearest(value, names) : undefined;
  return meant === undefined ? otherwise : didYouMean(meant);
}

/** A catalog weapon named in a cell (`Large Laser`, `lrm-5`). */
export function toWeapon(fn: string, value: unknown): WeaponSpec {
  const weapon = typeof value === 'string' ? standardWeapon(value) : undefined;
  if (!weapon)
    return fail(
      fn,
      `${shown(value)} is not a weapon in the catalog${weaponMeant(value, ' (e.g. "Medium Laser", "LRM-15", "AC/20")')}`,
    );
  return weapon;
}

/** Range brackets from a weapon name or from text like `7/14/21 min 6`. */
export function toBrackets(fn: string, value: unknown): RangeBrackets {
  if (typeof value === 'string') {
    const written = parseRangeBrackets(value);
    if (written) return written;
    const weapon = standardWeapon(value);
    if (weapon) return weapon;
  }
  const meant = weaponMeant(value, '');
  return fail(
    fn,
    `${shown(value)} is not a catalog weapon${meant === '' ? ' or range brackets like "7/14/21 min 6"' : meant}`,
  );
}
