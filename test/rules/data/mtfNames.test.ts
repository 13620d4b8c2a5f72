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
    'ISERLargeLaser',
    'Hatchet',
    'CLLRM10',
    'Clan Machine Gun',
    'ISUltraAC5',
    'IS Ammo SRM-6 Inferno',
    'ISC3SlaveUnit',
  ])('%s is unknown to the catalog and kept by its file name', (raw) => {
    expect(read(raw)).toEqual({ kind: 'unknown', name: raw, rear: false });
  });

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
      { name: 'Gauss Rifle', damage: 15, heat: 1, minRange: 2, short: 7, medium: 15, long: 22, usesAmmo: true },
    ]);
    expect(readSlot('Gauss Rifle', catalog, false)).toEqual({
      kind: 'item',
      item: { name: 'Gauss Rifle', kind: 'weapon' },
      slots: undefined,
      rear: false,
    });
    expect(readSlot('ISGaussRifle', catalog, false)).toMatchObject({ item: { name: 'Gauss Rifle' } });
    expect(readSlot('IS Gauss Rifle Ammo', catalog, false)).toMatchObject({
      item: { name: 'Ammo (Gauss Rifle)', ammoFor: 'Gauss Rifle' },
    });
  });
});
