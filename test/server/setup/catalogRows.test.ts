// on an existing campaign: Set up adds every standard weapon the Catalog lacks, below the
// rows in use, and touches no row of the GM's (a changed standard weapon, a house weapon).
import { describe, expect, it } from 'vitest';
import { STANDARD_WEAPONS } from '../../../src/rules/charts/weapons';
import { blank } from '../harness';

/** A Catalog as a campaign set up before had it: the old eleven columns, the 17 Introductory weapons. */
const OLD_HEADER: unknown[] = [
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
];

function oldRow(name: string, damage: number): unknown[] {
  const w = STANDARD_WEAPONS.find((s) => s.name === name)!;
  return [name, damage, w.heat, w.minRange, w.short, w.medium, w.long, '', '', w.usesAmmo ? 'Yes' : 'No', 'No'];
}

describe('R-18.1 Set up gives an existing Catalog every standard weapon it lacks', () => {
  it('adds them below the rows in use; the GM rows (a changed Medium Laser, a house weapon) stay as they were', () => {
    const c = blank();
    const rows = [
      OLD_HEADER,
      oldRow('Medium Laser', 6),
      oldRow('Large Laser', 8),
      ['House Cannon', 9, 3, 0, 4, 8, 12, '', '', 'Yes', 'No'],
    ];
    c.fake.book.insertSheet('Catalog').getRange(1, 1, rows.length, 11).setValues(rows);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    const values = c.fake.book.sheet('Catalog').peekValues();
    expect(values.slice(0, 4).map((r) => r.slice(0, 11))).toEqual(rows);
    const names = values.slice(4).map((r) => r[0]);
    expect(names).toHaveLength(STANDARD_WEAPONS.length - 2);
    expect(names).toEqual(
      STANDARD_WEAPONS.map((w) => w.name).filter((n) => n !== 'Medium Laser' && n !== 'Large Laser'),
    );
    const header = values[0];
    const pulse = values.find((r) => r[0] === 'Medium Pulse Laser')!;
    expect(pulse[header.indexOf('To-hit')]).toBe(-2);
    expect(c.fake.ui.alerts.map((a) => a.prompt).join('\n')).toMatch(
      /Catalog: added To-hit, Rule, Direct fire, Shots per ton, \d+ standard weapons \(Small Laser …\)/,
    );
    // The changed Medium Laser is the GM's: 6 damage; the campaign reads.
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });

  it('a second Set up adds nothing more', () => {
    const c = blank();
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    const before = c.fake.book.sheet('Catalog').peekValues();
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(c.fake.book.sheet('Catalog').peekValues()).toEqual(before);
    expect(before).toHaveLength(STANDARD_WEAPONS.length + 1);
  });
});
