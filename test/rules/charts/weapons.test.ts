import { describe, expect, it } from 'vitest';
import type { WeaponSpec } from '../../../src/rules/model/weapon';
import {
  catalogOf,
  findWeapon,
  STANDARD_CATALOG,
  STANDARD_WEAPONS,
  weaponNames,
} from '../../../src/rules/charts/weapons';
import { num, numOrNone, section, tableWithHeader } from './reference';

/** A §4 row as a WeaponSpec: `1 / missile (10)` is a rack of 10; an ammo column of `— (energy…)` means no ammo. */
function specOfRow(row: string[]): WeaponSpec {
  const [name, damage, heat, minRange, short, medium, long, shots] = row;
  const rack = /\/ missile \((\d+)/.exec(damage);
  const spec: WeaponSpec = {
    name,
    damage: num(damage),
    heat: num(heat),
    minRange: numOrNone(minRange) ?? 0,
    short: num(short),
    medium: num(medium),
    long: num(long),
    usesAmmo: numOrNone(shots) !== null,
    // a bin holds the reference's shots per ton.
    ...(numOrNone(shots) !== null ? { shotsPerTon: num(shots) } : {}),
    ...(rack ? { cluster: { size: Number(rack[1]), missilesPerGroup: name.startsWith('LRM') ? 5 : 1 } } : {}),
    ...(name === 'Flamer' ? { heatsTarget: true } : {}),
  };
  return spec;
}

describe('reference §4: standard Inner Sphere weapons', () => {
  const table = tableWithHeader(
    section('## 4.'),
    'Weapon',
    'Damage',
    'Heat',
    'Min range',
    'Short',
    'Medium',
    'Long',
    'Ammo shots / ton',
  );

  const introductory = STANDARD_WEAPONS.slice(0, 17);

  it('the Catalog opens with the 17 weapons of the reference, in its order', () => {
    expect(table.rows).toHaveLength(17);
    expect(introductory.map((w) => w.name)).toEqual(table.rows.map((r) => r[0]));
  });

  it('matches every modelled cell: damage, heat, minimum range, brackets, ammo and its shots per ton (R-19.1), cluster size', () => {
    for (const row of table.rows) {
      const { directFire: _d, ...modelled } = STANDARD_CATALOG[row[0]];
      expect(modelled).toStrictEqual(specOfRow(row));
    }
  });

  it('R-8.1: LRMs do 1 per missile in groups of 5, SRMs 2 per missile one at a time', () => {
    expect(STANDARD_CATALOG['LRM-15'].cluster).toEqual({ size: 15, missilesPerGroup: 5 });
    expect(STANDARD_CATALOG['LRM-15'].damage).toBe(1);
    expect(STANDARD_CATALOG['SRM-6'].cluster).toEqual({ size: 6, missilesPerGroup: 1 });
    expect(STANDARD_CATALOG['SRM-6'].damage).toBe(2);
    expect(introductory.filter((w) => w.cluster).map((w) => w.name)).toEqual([
      'LRM-5',
      'LRM-10',
      'LRM-15',
      'LRM-20',
      'SRM-2',
      'SRM-4',
      'SRM-6',
    ]);
  });

  it('seed "Hit by a Flamer": only the Flamer heats its target', () => {
    expect(introductory.filter((w) => w.heatsTarget).map((w) => w.name)).toEqual(['Flamer']);
  });

  it('R-3.2: range brackets grow short < medium < long, and a minimum range lies inside short range', () => {
    for (const w of introductory) {
      expect(w.short, w.name).toBeGreaterThanOrEqual(1);
      expect(w.medium, w.name).toBeGreaterThan(w.short);
      expect(w.long, w.name).toBeGreaterThan(w.medium);
      expect(w.minRange, w.name).toBeLessThan(w.short);
    }
  });

  it('seed examples: Large Laser 5/10/15, Medium Laser 3/6/9, LRM 7/14/21 with minimum 6', () => {
    const brackets = (n: string) => [STANDARD_CATALOG[n].short, STANDARD_CATALOG[n].medium, STANDARD_CATALOG[n].long];
    expect(brackets('Large Laser')).toEqual([5, 10, 15]);
    expect(brackets('Medium Laser')).toEqual([3, 6, 9]);
    expect(brackets('LRM-5')).toEqual([7, 14, 21]);
    expect(STANDARD_CATALOG['LRM-5'].minRange).toBe(6);
  });
});

describe('findWeapon: the obvious spellings of a weapon name', () => {
  it('finds the exact name', () => {
    expect(findWeapon(STANDARD_CATALOG, 'AC/20')).toBe(STANDARD_CATALOG['AC/20']);
  });

  it('ignores case, spaces, and a missing hyphen or slash', () => {
    const cases: [string, string][] = [
      ['LRM5', 'LRM-5'],
      ['lrm 5', 'LRM-5'],
      ['Lrm-20', 'LRM-20'],
      ['AC20', 'AC/20'],
      ['ac 2', 'AC/2'],
      ['AC-10', 'AC/10'],
      ['medium laser', 'Medium Laser'],
      ['  Large  Laser ', 'Large Laser'],
      ['MachineGun', 'Machine Gun'],
      ['srm6', 'SRM-6'],
      ['ppc', 'PPC'],
    ];
    for (const [typed, name] of cases) expect(findWeapon(STANDARD_CATALOG, typed)?.name, typed).toBe(name);
  });

  it('does not guess abbreviations or near misses', () => {
    for (const typed of ['ML', 'LL', 'MG', 'AC', 'LRM', 'LRM-25', 'Laser', '', '   ', 'constructor', 'toString']) {
      expect(findWeapon(STANDARD_CATALOG, typed), typed).toBeUndefined();
    }
  });

  it('AC/2 and AC/20 stay apart', () => {
    expect(findWeapon(STANDARD_CATALOG, 'AC2')?.name).toBe('AC/2');
    expect(findWeapon(STANDARD_CATALOG, 'AC 20')?.name).toBe('AC/20');
  });

  it("a GM's house catalog: an exact name wins, two names spelled alike are ambiguous", () => {
    const house = catalogOf([...STANDARD_WEAPONS, { ...STANDARD_CATALOG['AC/5'], name: 'AC-5' }]);
    expect(findWeapon(house, 'AC-5')?.name).toBe('AC-5');
    expect(findWeapon(house, 'AC/5')?.name).toBe('AC/5');
    expect(findWeapon(house, 'ac5')).toBeUndefined();
  });
});

describe('weaponNames', () => {
  it('lists the catalog names in catalog order', () => {
    expect(weaponNames(STANDARD_CATALOG)).toEqual(STANDARD_WEAPONS.map((w) => w.name));
    const house = catalogOf([...STANDARD_WEAPONS, { ...STANDARD_CATALOG.PPC, name: 'House PPC', damage: 15 }]);
    expect(weaponNames(house)).toHaveLength(STANDARD_WEAPONS.length + 1);
    expect(weaponNames(house)[STANDARD_WEAPONS.length]).toBe('House PPC');
  });
});
