import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { addRow, demo, set, type Sheets } from './fixtures';

// Demo Equipment: the Rifleman's rows 18–25 (24: Ammo (AC/5), 20 shots); the Locust's rows 41–48 (42, 43: its two
// Machine Guns; 44: Ammo (Machine Gun), 200 shots). Attacks row 3: the Rifleman fires Large Laser x2, AC/5 x2.

const problems = (tabs: Sheets): { code: string; message: string }[] => {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => ({ code: p.code, message: p.message }));
};

const LOCATIONS = 'HD, CT, LT, RT, LA, RA, LL or RL';

describe('Equipment: Location', () => {
  it('a blank Location says what it must be, got nothing', () => {
    const tabs = set(demo(), 'Equipment', 'Location', 41, '');
    expect(problems(tabs)).toEqual([
      { code: 'sheet/blank', message: `Equipment!C41: Location must be ${LOCATIONS}, got nothing` },
    ]);
  });

  it('a number in Location suggests nothing', () => {
    const tabs = set(demo(), 'Equipment', 'Location', 41, 5);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/unknown_location',
        message: `Equipment!C41: Location must be ${LOCATIONS} (or the full name, Left Torso), got 5`,
      },
    ]);
  });
});

describe('R-19.1: Shots of a bin', () => {
  it('a half-ton bin holds half a ton of shots, and says so when typed over', () => {
    const tabs = demo();
    set(tabs, 'Equipment', 'Item', 44, 'Ammo (Machine Gun) (half)');
    set(tabs, 'Equipment', 'Shots', 44, 150);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/bad_shots',
        message:
          'Equipment!E44: Shots must be a whole number from 0 to 100 (a full half ton of Machine Gun ammunition holds 100), or blank for a full bin, got 150',
      },
    ]);
  });

  it('a bin for a house weapon with no Shots per ton has no upper bound to quote', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', { Weapon: 'Thunder Rod', Damage: 2, Heat: 1, Short: 3, Medium: 6, Long: 9, Ammo: 'Yes' });
    set(tabs, 'Equipment', 'Item', 44, 'Ammo (Thunder Rod)');
    set(tabs, 'Equipment', 'Shots', 44, -1);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/bad_shots',
        message: 'Equipment!E44: Shots must be a whole number from 0 up, or blank for a full bin, got -1',
      },
    ]);
  });
});

describe('R-19.2: a weapon fires only the shots its bins hold', () => {
  it('one shot left for two AC/5 shots: "1 shot"', () => {
    const tabs = set(demo(), 'Equipment', 'Shots', 24, 1);
    expect(problems(tabs).map((p) => p.message)).toEqual([
      "Attacks!C3: Weapons: Rifleman's AC/5 bins hold 1 shot, and its rows fire it 2 times (R-19.2)",
    ]);
  });

  it('two shots left for three Machine Gun shots: "2 shots"', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Machine Gun', Location: 'CT', Status: 'OK' });
    set(tabs, 'Equipment', 'Shots', 44, 2);
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Target: 'Griffin', Weapons: 'Machine Gun x3' });
    expect(problems(tabs).map((p) => p.message)).toEqual([
      "Attacks!C5: Weapons: Locust's Machine Gun bins hold 2 shots, and its rows fire it 3 times (R-19.2)",
    ]);
  });
});

describe('R-12: a melee attack needs its angle', () => {
  it('a Fast attack without an angle', () => {
    const tabs = set(demo(), 'Attacks', 'Melee', 3, 'Fast');
    expect(problems(tabs)).toEqual([
      { code: 'sheet/bad_angle', message: 'Attacks!F3: Angle must be High or Low for a Fast attack, got nothing' },
    ]);
  });
});

describe('R-14: a Weapons cell of only separators', () => {
  it('is read as blank: no weapons and no melee', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, ', ,');
    expect(problems(tabs).map((p) => p.message)).toEqual([
      'Attacks!C3: Weapons is blank and no Melee is chosen: write All, name the weapons (Medium Laser x2, LRM-5) or choose a melee attack',
    ]);
  });
});
