// A MegaMekLab file names its equipment with a tech prefix (`IS…`, `CL…`) or none; a name without one is the
// file's own tech base. A prefix always wins over the file's tech base, and a launcher and the
// ammunition that feeds it must be read alike, or the launcher is left without shots.
import { describe, expect, it } from 'vitest';
import { readSlot } from '../../../src/rules/data/mtfNames';
import { STANDARD_CATALOG, STANDARD_WEAPONS, catalogOf } from '../../../src/rules/charts/weapons';

const CLAN_FILE = true;

describe("R-18.10: an Inner Sphere Narc in a Clan or mixed-tech file keeps the Inner Sphere launcher's 2 slots", () => {
  it('ISNarcBeacon in a Clan file is one launcher of 2 slots, not two launchers of 1', () => {
    expect(readSlot('ISNarcBeacon', STANDARD_CATALOG, CLAN_FILE)).toEqual({
      kind: 'item',
      item: { name: 'Narc', kind: 'other' },
      slots: 2,
      rear: false,
    });
  });

  it('IS Narc Beacon, spaced, in a Clan file: 2 slots too', () => {
    expect(readSlot('IS Narc Beacon', STANDARD_CATALOG, CLAN_FILE)).toMatchObject({ item: { name: 'Narc' }, slots: 2 });
  });

  it('CLNarcBeacon in a Clan file stays the Clan launcher, 1 slot', () => {
    expect(readSlot('CLNarcBeacon', STANDARD_CATALOG, CLAN_FILE)).toMatchObject({ item: { name: 'Narc' }, slots: 1 });
  });
});

describe('R-18.1, R-19.1: ammunition named without a prefix in a Clan file feeds the Clan launcher, as its launcher is read', () => {
  it.each([
    ['LRM 10 Ammo', 'LRM 10', 'Clan LRM-10'],
    ['SRM-6 Ammo', 'SRM-6', 'Clan SRM-6'],
    ['Ultra AC/5 Ammo', 'Ultra AC/5', 'Clan Ultra AC/5'],
  ])('%s feeds the %s as the same file reads it: the %s', (ammo, launcher, clan) => {
    const weapon = readSlot(launcher, STANDARD_CATALOG, CLAN_FILE);
    expect(weapon).toMatchObject({ kind: 'item', item: { name: clan, kind: 'weapon' } });
    expect(readSlot(ammo, STANDARD_CATALOG, CLAN_FILE)).toMatchObject({
      kind: 'item',
      item: { kind: 'ammo', ammoFor: clan },
    });
  });

  it('the same names in an Inner Sphere file feed the Inner Sphere launcher', () => {
    expect(readSlot('LRM 10 Ammo', STANDARD_CATALOG, false)).toMatchObject({ item: { ammoFor: 'LRM-10' } });
    expect(readSlot('LRM 10', STANDARD_CATALOG, false)).toMatchObject({ item: { name: 'LRM-10' } });
  });

  it('a prefix wins over the file: IS Ammo LRM-10 in a Clan file feeds the Inner Sphere LRM-10', () => {
    expect(readSlot('IS Ammo LRM-10', STANDARD_CATALOG, CLAN_FILE)).toMatchObject({ item: { ammoFor: 'LRM-10' } });
    expect(readSlot('ISLRM10 Ammo', STANDARD_CATALOG, CLAN_FILE)).toMatchObject({ item: { ammoFor: 'LRM-10' } });
  });

  it('a half ton without a prefix in a Clan file is half a ton for the Clan machine gun', () => {
    expect(readSlot('Machine Gun Ammo - Half', STANDARD_CATALOG, CLAN_FILE)).toMatchObject({
      item: { name: 'Ammo (Clan Machine Gun) (half)', ammoFor: 'Clan Machine Gun', half: true },
    });
  });
});

describe("R-19.1: a house weapon's ammunition named with a Clan prefix, as the weapon itself is", () => {
  const catalog = catalogOf([
    ...STANDARD_WEAPONS,
    {
      name: 'CLPlasmaRifle',
      damage: 10,
      heat: 10,
      minRange: 0,
      short: 5,
      medium: 10,
      long: 15,
      usesAmmo: true,
      shotsPerTon: 10,
    },
  ]);

  it.each(['CLPlasmaRifle Ammo', 'Ammo CLPlasmaRifle'])(
    '%s is a ton for the CLPlasmaRifle on the Catalog tab',
    (raw) => {
      expect(readSlot('CLPlasmaRifle', catalog, CLAN_FILE)).toMatchObject({
        item: { name: 'CLPlasmaRifle', kind: 'weapon' },
      });
      expect(readSlot(raw, catalog, CLAN_FILE)).toEqual({
        kind: 'item',
        item: { name: 'Ammo (CLPlasmaRifle)', kind: 'ammo', ammoFor: 'CLPlasmaRifle' },
        slots: 1,
        rear: false,
      });
    },
  );

  it('CLPlasmaRifle Ammo - Half is half a ton for it', () => {
    expect(readSlot('CLPlasmaRifle Ammo - Half', catalog, CLAN_FILE)).toMatchObject({
      item: { ammoFor: 'CLPlasmaRifle', half: true },
    });
  });

  it('with no such weapon on the Catalog tab, the bin is unknown and kept by its file name', () => {
    expect(readSlot('CLPlasmaRifle Ammo', STANDARD_CATALOG, CLAN_FILE)).toEqual({
      kind: 'unknown',
      name: 'CLPlasmaRifle Ammo',
      rear: false,
    });
  });
});
