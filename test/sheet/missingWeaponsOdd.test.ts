// Set up adds the standard weapons a Catalog lacks only when it can read the Catalog's Weapon column; a name
// typed with spaces around it still counts as that weapon.
import { describe, expect, it } from 'vitest';
import { findWeapon, STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { withMissingWeapons } from '../../src/sheet/setup/missingWeapons';

const standard = ['Medium Laser', 'AC/5'].map((name) => {
  const w = findWeapon(STANDARD_CATALOG, name);
  if (!w) throw new Error(`no standard ${name}`);
  return w;
});

const HEADER = [
  'Weapon',
  'Damage',
  'Heat',
  'Min range',
  'Short',
  'Medium',
  'Long',
  'Missiles',
  'Missiles per group',
  'Ammo',
  'Heats target',
  'To-hit',
  'Rule',
  'Direct fire',
];

describe('R-18.1 a Catalog Set up cannot read is left alone', () => {
  it('no Weapon header: nothing added', () => {
    expect(withMissingWeapons([HEADER.slice(1), [5]], standard)).toBeUndefined();
  });

  it('an empty tab: nothing added', () => {
    expect(withMissingWeapons([], standard)).toBeUndefined();
  });
});

describe('R-18.1 a weapon already on the tab', () => {
  it('typed with spaces around its name still counts: only the others are added', () => {
    const result = withMissingWeapons(
      [HEADER, ['  Medium Laser  ', 5, 3, 0, 3, 6, 9, '', '', 'No', 'No', 0, 'None', 'Yes']],
      standard,
    );
    expect(result?.added).toEqual(['AC/5']);
  });
});
