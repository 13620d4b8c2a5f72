// Set up on an old Catalog adds each standard weapon it lacks as a whole row under its last weapon, the
// GM's own columns left blank, the tab's other rows as they were.
import { describe, expect, it } from 'vitest';
import { findWeapon, STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { withMissingWeapons } from '../../src/sheet/setup/missingWeapons';

const standard = ['Small Laser', 'Medium Laser', 'LRM-5', 'AC/5'].map((name) => {
  const w = findWeapon(STANDARD_CATALOG, name);
  if (!w) throw new Error(`no standard ${name}`);
  return w;
});

// The GM's Notes before Weapon and Source before Direct fire; no Shots per ton column (it is optional).
const HEADER = [
  'Notes',
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
  'Source',
  'Direct fire',
];

function oldCatalog(): unknown[][] {
  return [
    HEADER,
    ['ours', 'Small Laser', 3, 1, 0, 1, 2, 3, '', '', 'No', 'No', 0, 'None', 'TRO 3025', 'Yes'],
    HEADER.map(() => ''),
    [''],
  ];
}

describe('R-18.1 standard weapons added to a Catalog set up before them', () => {
  it('each gets a full row in the tab’s own column order, blank under the GM’s columns', () => {
    const result = withMissingWeapons(oldCatalog(), standard);
    if (!result) return expect.fail('nothing added');
    expect(result.added).toEqual(['Medium Laser', 'LRM-5', 'AC/5']);
    expect(result.grid).toEqual([
      HEADER,
      ['ours', 'Small Laser', 3, 1, 0, 1, 2, 3, '', '', 'No', 'No', 0, 'None', 'TRO 3025', 'Yes'],
      ['', 'Medium Laser', 5, 3, 0, 3, 6, 9, '', '', 'No', 'No', 0, 'None', '', 'Yes'],
      ['', 'LRM-5', 1, 2, 6, 7, 14, 21, 5, 5, 'Yes', 'No', 0, 'None', '', 'No'],
      ['', 'AC/5', 5, 1, 3, 6, 12, 18, '', '', 'Yes', 'No', 0, 'None', '', 'Yes'],
    ]);
  });

  it('the values read from the tab are left as they were: the new grid is a copy', () => {
    const values = oldCatalog();
    const copy = JSON.parse(JSON.stringify(values));
    withMissingWeapons(values, standard);
    expect(values).toEqual(copy);
  });

  it('a Catalog holding every standard weapon, in any spelling, gains nothing', () => {
    const values = oldCatalog();
    values.push(['', 'medium laser'], ['', 'LRM 5'], ['', 'ac5']);
    expect(withMissingWeapons(values, standard)).toBeUndefined();
  });
});
