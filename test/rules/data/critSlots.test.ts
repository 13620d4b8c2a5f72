import { describe, expect, it } from 'vitest';
import { WEAPON_SLOTS, weaponSlots } from '../../../src/rules/data/critSlots';
import { STANDARD_WEAPONS } from '../../../src/rules/charts/weapons';
import { num, section, tableWithHeader } from '../charts/reference';

describe('reference §4: critical slots of the standard weapons', () => {
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
    'Tons',
    'Crit slots',
  );

  it('has one row per catalog weapon, and the reference\'s "Crit slots" for each', () => {
    expect(Object.keys(WEAPON_SLOTS)).toEqual(STANDARD_WEAPONS.map((w) => w.name));
    expect(table.rows).toHaveLength(17);
    for (const row of table.rows)
      expect({ weapon: row[0], slots: WEAPON_SLOTS[row[0]] }).toEqual({ weapon: row[0], slots: num(row[9]) });
  });

  it('spot checks: Large Laser 2, PPC 3, AC/20 10, SRM-6 2; Gauss Rifle 7; a house weapon has no size', () => {
    expect([weaponSlots('Large Laser'), weaponSlots('PPC'), weaponSlots('AC/20'), weaponSlots('SRM-6')]).toEqual([
      2, 3, 10, 2,
    ]);
    expect(weaponSlots('Gauss Rifle')).toBe(7);
    expect(weaponSlots('House Gauss')).toBeUndefined();
  });
});
