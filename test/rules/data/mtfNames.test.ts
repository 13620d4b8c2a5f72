import { describe, expect, it } from 'vitest';
import { readSlot } from '../../../src/rules/data/mtfNames';
import { STANDARD_CATALOG, STANDARD_WEAPONS, catalogOf } from '../../../src/rules/charts/weapons';

const read = (name: string, clanTech = false) => readSlot(name, STANDARD_CATALOG, clanTech);
const itemName = (name: string) => {
  const c = read(name);
  return c.kind === 'item' ? c.item.name : c.kind;
};

describe('MegaMek slot names → Gator catalog names', () => {
  it.each([
    ['Medium Laser', 'Medium Laser'],
    ['ISMediumLaser', 'Medium Laser'],
    ['IS Medium Laser', 'Medium Laser'],
    ['LRM 5', 'LRM-5'],
    ['ISLRM5', 'LRM-5'],
    ['IS LRM-15', 'LRM-15'],
    ['Autocannon/20', 'AC/20'],
    ['ISAC20', 'AC/20'],
    ['IS Auto Cannon/10', 'AC/10'],
    ['AC/2', 'AC/2'],
    ['ISMachine Gun', 'Machine Gun'],
    ['ISMG', 'Machine Gun'],
    ['ISSRM6', 'SRM-6'],
    ['SRM 2', 'SRM-2'],
    ['ISPPC', 'PPC'],
    ['Particle Cannon', 'PPC'],
    ['ISFlamer', 'Flamer'],
    ['ISSmallLaser', 'Small Laser'],
  ])('%s is the %s', (raw, expected) => {
    expect(itemName(raw)).toBe(expected);
    expect(read(raw)).toMatchObject({ kind: 'item', item: { kind: 'weapon' } });
  });

  it.each([
    ['IS Ammo LRM-5', 'LRM-5'],
    ['IS LRM 5 Ammo', 'LRM-5'],
    ['ISLRM5 Ammo', 'LRM-5'],
    ['IS Ammo AC/20', 'AC/20'],
    ['ISAC20 Ammo', 'AC/20'],
    ['IS Autocannon/20 Ammo', 'AC/20'],
    ['IS Ammo MG - Full', 'Machine Gun'],
    ['ISMG Ammo (200)', 'Machine Gun'],
    ['IS Ammo SRM-6', 'SRM-6'],
  ])('%s is a bin of ammunition for the %s (one slot)', (raw, weapon) => {
    expect(read(raw)).toEqual({
      kind: 'item',
      item: { name: `Ammo (${weapon})`, kind: 'ammo', ammoFor: weapon },
      slots: 1,
      rear: false,
    });
  });

  it.each([
    'IS Ammo MG - Half',
    // A dash without spaces, as the name readers take it (`IS Ammo MG-Full`).
    'IS Ammo MG-Half',
    'IS Machine Gun Ammo - Half',
    'Machine Gun Ammo - Half',
    'ISMG Ammo (100)',
    'Half Machine Gun Ammo',
  ])('R-19.1: %s is half a ton, a bin of its own kind holding half the shots', (raw) => {
    expect(read(raw)).toEqual({
      kind: 'item',
      item: { name: 'Ammo (Machine Gun) (half)', kind: 'ammo', ammoFor: 'Machine Gun', half: true },
      slots: 1,
      rear: false,
    });
  });

  it.each([
    ['Heat Sink', 'Heat Sink', 1, 1],
    ['ISHeatSink', 'Heat Sink', 1, 1],
    ['ISDoubleHeatSink', 'Double Heat Sink', 2, 3],
    ['IS Double Heat Sink', 'Double Heat Sink', 2, 3],
    ['Double Heat Sink', 'Double Heat Sink', 2, 3],
    ['CLDoubleHeatSink', 'Double Heat Sink', 2, 2],
    ['Clan Double Heat Sink', 'Double Heat Sink', 2, 2],
  ])('%s is a %s sinking %i, taking %i slots (R-13.3: a double counts 2)', (raw, name, capacity, slots) => {
    expect(read(raw)).toEqual({ kind: 'item', item: { name, kind: 'heatSink', capacity }, slots, rear: false });
  });

  it('a plain "Double Heat Sink" of a Clan-tech file takes 2 slots', () => {
    expect(read('Double Heat Sink', true)).toMatchObject({ slots: 2 });
  });

  it.each(['Jump Jet', 'ISJumpJet', 'IS Jump Jet', 'Clan Jump Jet'])('%s is a Jump Jet', (raw) => {
    expect(read(raw)).toEqual({ kind: 'item', item: { name: 'Jump Jet', kind: 'jumpJet' }, slots: 1, rear: false });
  });

  it.each([
    '-Empty-',
    'Shoulder',
    'Upper Arm Actuator',
    'Lower Arm Actuator',
    'Hand Actuator',
    'Hip',
    'Upper Leg Actuator',
    'Lower Leg Actuator',
    'Foot Actuator',
    'Fusion Engine',
    'Engine',
    'Gyro',
    'Cockpit',
    'Life Support',
    'Sensors',
    'Endo Steel',
    'IS Endo Steel',
    'Ferro-Fibrous',
    'IS Ferro-Fibrous',
    'CASE',
    'ISCASE',
    'Hand Actuator (ARMORED)',
  ])("%s is part of the 'Mech, not an Equipment row", (raw) => {
    expect(read(raw)).toEqual({ kind: 'none' });
  });

  it.each([
    ['ISERLargeLaser', 'ER Large Laser', 2],
    ['CLLRM10', 'Clan LRM-10', 1],
    ['Clan Machine Gun', 'Clan Machine Gun', 1],
    ['ISUltraAC5', 'Ultra AC/5', 5],
    ['CLERMediumLaser', 'Clan ER Medium Laser', 1],
    ['ISGaussRifle', 'Gauss Rifle', 7],
  ])('R-18.1: %s is the standard %s (%i slots)', (raw, name, slots) => {
    expect(read(raw)).toEqual({ kind: 'item', item: { name, kind: 'weapon' }, slots, rear: false });
  });

  it.each([
    ['IS Ammo SRM-6 Inferno', 'SRM-6'],
    ['Clan Ammo LRM-15', 'Clan LRM-15'],
    ['IS LB 10-X Cluster Ammo', 'LB 10-X AC'],
    ['ISGauss Ammo', 'Gauss Rifle'],
    ['IS Ultra AC/5 Ammo', 'Ultra AC/5'],
    ['CLStreakSRM4 Ammo', 'Clan Streak SRM-4'],
    ['Clan Ammo ATM-6', 'Clan ATM-6'],
  ])('R-18.1: %s is a bin of the %s', (raw, weapon) => {
    expect(read(raw)).toMatchObject({
      kind: 'item',
      item: { name: `Ammo (${weapon})`, kind: 'ammo', ammoFor: weapon },
    });
  });

  it('R-18.1, R-19.1: Clan Machine Gun Ammo - Half is a half-ton bin of the Clan Machine Gun', () => {
    expect(read('Clan Machine Gun Ammo - Half')).toMatchObject({
      kind: 'item',
      item: { name: 'Ammo (Clan Machine Gun) (half)', kind: 'ammo', ammoFor: 'Clan Machine Gun', half: true },
    });
  });

  it.each([
    ['ISC3SlaveUnit', 'C3 Slave'],
    ['ISArtemisIV', 'Artemis IV'],
    ['CLTargeting Computer', 'Targeting Computer'],
    ['ISAntiMissileSystem', 'Anti-Missile System'],
    ['ISTAG', 'TAG'],
  ])('R-18.10: %s is the equipment %s, an Other row', (raw, name) => {
    expect(read(raw)).toMatchObject({ kind: 'item', item: { name, kind: 'other' } });
  });

  it.each(['Hatchet', 'CLPlasmaRifle', 'ISSmallXPulseLaser'])(
    '%s is unknown to the catalog and kept by its file name',
    (raw) => {
      expect(read(raw)).toEqual({ kind: 'unknown', name: raw, rear: false });
    },
  );

  it('ammunition for a weapon that uses none (a Flamer) is unknown', () => {
    expect(read('IS Ammo Flamer')).toMatchObject({ kind: 'unknown' });
  });

  it('marks: (R) is rear-mounted; (OMNIPOD), (ARMORED), (T), (SPLIT) and :SIZE: are dropped', () => {
    expect(read('Medium Laser (R)')).toEqual({
      kind: 'item',
      item: { name: 'Medium Laser', kind: 'weapon' },
      slots: 1,
      rear: true,
    });
    expect(read('Medium Laser (R) (OMNIPOD)')).toMatchObject({ item: { name: 'Medium Laser' }, rear: true });
    expect(read('Large Laser (OMNIPOD)')).toMatchObject({ item: { name: 'Large Laser' }, slots: 2, rear: false });
    expect(read('PPC (ARMORED)')).toMatchObject({ item: { name: 'PPC' }, rear: false });
    expect(read('Autocannon/20 (SPLIT)')).toMatchObject({ item: { name: 'AC/20' } });
    expect(read('Hatchet:SIZE:4.0')).toEqual({ kind: 'unknown', name: 'Hatchet', rear: false });
  });

  it('a house weapon on the Catalog tab is found by its name; its size is not known', () => {
    const catalog = catalogOf([
      ...STANDARD_WEAPONS,
      { name: 'Plasma Rifle', damage: 10, heat: 10, minRange: 0, short: 5, medium: 10, long: 15, usesAmmo: true },
      { name: 'Gauss Rifle', damage: 16, heat: 1, minRange: 2, short: 7, medium: 15, long: 22, usesAmmo: true },
    ]);
    expect(readSlot('Plasma Rifle', catalog, false)).toEqual({
      kind: 'item',
      item: { name: 'Plasma Rifle', kind: 'weapon' },
      slots: undefined,
      rear: false,
    });
    // A standard weapon the GM changed keeps its MegaMek names and its slots.
    expect(readSlot('ISGaussRifle', catalog, false)).toMatchObject({ item: { name: 'Gauss Rifle' }, slots: 7 });
    expect(readSlot('ISGaussRifle', catalog, false)).toMatchObject({ item: { name: 'Gauss Rifle' } });
    expect(readSlot('IS Gauss Rifle Ammo', catalog, false)).toMatchObject({
      item: { name: 'Ammo (Gauss Rifle)', ammoFor: 'Gauss Rifle' },
    });
  });

  describe("R-19.1: a house weapon's ammunition is read by MegaMek's spellings of ammunition", () => {
    const catalog = catalogOf([
      ...STANDARD_WEAPONS,
      {
        name: 'Plasma Rifle',
        damage: 10,
        heat: 10,
        minRange: 0,
        short: 5,
        medium: 10,
        long: 15,
        usesAmmo: true,
        shotsPerTon: 10,
      },
      { name: 'Sun Lance', damage: 10, heat: 10, minRange: 0, short: 5, medium: 10, long: 15, usesAmmo: false },
    ]);
    const slot = (name: string) => {
      const c = readSlot(name, catalog, false);
      return c.kind === 'item' ? c.item.name : c.kind;
    };

    it.each([
      ['Plasma Rifle Ammo', 'Ammo (Plasma Rifle)'],
      ['IS Plasma Rifle Ammo', 'Ammo (Plasma Rifle)'],
      ['ISPlasma Rifle Ammo', 'Ammo (Plasma Rifle)'],
      ['IS Ammo Plasma Rifle', 'Ammo (Plasma Rifle)'],
      ['Plasma Rifle  Ammo', 'Ammo (Plasma Rifle)'],
      ['Plasma Rifle Ammo - Full', 'Ammo (Plasma Rifle)'],
      ['Half Plasma Rifle Ammo', 'Ammo (Plasma Rifle) (half)'],
      ['Plasma Rifle Ammo (5)', 'Ammo (Plasma Rifle) (half)'],
    ])('%s is a bin of %s', (raw, bin) => {
      expect(slot(raw)).toBe(bin);
      expect(readSlot(raw, catalog, false)).toMatchObject({
        kind: 'item',
        item: { kind: 'ammo', ammoFor: 'Plasma Rifle' },
      });
    });

    it('a house weapon with an IS prefix is that weapon', () => {
      expect(slot('IS Plasma Rifle')).toBe('Plasma Rifle');
    });

    it.each([
      ['Plasma Rifle Ammo Extra', 'words after "Ammo"'],
      ['Plasma RifleAmmo', 'no space before "Ammo"'],
      ['Sun Lance Ammo', 'a weapon that takes no ammunition'],
    ])('%s is not read as ammunition (%s): the slot is unknown', (raw) => {
      expect(readSlot(raw, catalog, false)).toEqual({ kind: 'unknown', name: raw, rear: false });
    });
  });

  it("a slot two items share (a superheavy 'Mech's `Heat Sink|Heat Sink`) is read as the first", () => {
    expect(read('Heat Sink|Heat Sink')).toMatchObject({ kind: 'item', item: { name: 'Heat Sink', kind: 'heatSink' } });
  });
});
