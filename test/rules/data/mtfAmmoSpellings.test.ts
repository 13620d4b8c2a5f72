import { describe, expect, it } from 'vitest';
import { readSlot } from '../../../src/rules/data/mtfNames';
import { STANDARD_CATALOG, STANDARD_WEAPONS, catalogOf } from '../../../src/rules/charts/weapons';
import type { WeaponSpec } from '../../../src/rules/model/weapon';

const house = (name: string, usesAmmo = true): WeaponSpec => ({
  name,
  damage: 10,
  heat: 10,
  minRange: 0,
  short: 5,
  medium: 10,
  long: 15,
  usesAmmo,
  shotsPerTon: 10,
});

// House weapons a GM typed on the Catalog tab; their names hold the words and marks an ammunition name is
// stripped of, so a bin is only read right when the stripping stops where it should.
const catalog = catalogOf([
  ...STANDARD_WEAPONS,
  house('Plasma Rifle'),
  house('Storm-Fullbore Rifle'),
  house('Twin Half Cannon'),
  house('PARIS Gun'),
  house('Rocket Pod (4)'),
]);

const bin = (weapon: string) => ({
  kind: 'item',
  item: { name: `Ammo (${weapon})`, kind: 'ammo', ammoFor: weapon },
  slots: 1,
  rear: false,
});
const halfBin = (weapon: string) => ({
  kind: 'item',
  item: { name: `Ammo (${weapon}) (half)`, kind: 'ammo', ammoFor: weapon, half: true },
  slots: 1,
  rear: false,
});

describe("R-19.1: a house weapon's ammunition, by the ways a file writes a full or a half ton", () => {
  it.each([
    ['Plasma Rifle Ammo - Full', "MegaMek's own spelling"],
    ['Plasma Rifle Ammo-Full', 'a dash with no spaces'],
    ['Plasma Rifle Ammo Full', 'the word alone'],
    ['Plasma Rifle Ammo (10)', 'a count of shots that is a full ton (10 a ton)'],
    ['Plasma Rifle Ammo(10)', 'a count with no space before it'],
  ])('%s is a full ton of Plasma Rifle ammunition (%s)', (raw) => {
    expect(readSlot(raw, catalog, false)).toEqual(bin('Plasma Rifle'));
  });

  it.each([
    ['Plasma Rifle Ammo - Half', "MegaMek's own spelling"],
    ['Plasma Rifle Ammo Half', 'the word alone'],
    ['Plasma Rifle Ammo (1/2 ton)', 'a half ton in brackets'],
    ['Half IS Plasma Rifle Ammo', 'a leading Half before the IS prefix'],
    ['Half ISPlasma Rifle Ammo', 'a leading Half before an IS prefix run into the name'],
  ])('%s is half a ton of Plasma Rifle ammunition (%s)', (raw) => {
    expect(readSlot(raw, catalog, false)).toEqual(halfBin('Plasma Rifle'));
  });

  it.each([
    ['Storm-Fullbore Rifle Ammo', 'Storm-Fullbore Rifle', 'a dash and "Full" inside the name'],
    ['Twin Half Cannon Ammo', 'Twin Half Cannon', 'the word "Half" inside the name'],
    ['PARIS Gun Ammo', 'PARIS Gun', 'the letters IS inside the name'],
    ['Rocket Pod (4) Ammo', 'Rocket Pod (4)', 'a number in brackets inside the name'],
  ])("%s is a full ton for the %s: only a mark at the name's end or start is read (%s)", (raw, weapon) => {
    expect(readSlot(raw, catalog, false)).toEqual(bin(weapon));
  });

  it.each([
    ['Plasma Rifle Ammo - Fuller', 'a word that only begins with "Full"'],
    ['Plasma Rifle Ammo (10)x', 'text after the count'],
    ['Spare Ammo Plasma Rifle', 'words before "Ammo" when the weapon follows it'],
  ])('%s is no bin (%s): the slot is unknown, kept by its name', (raw) => {
    expect(readSlot(raw, catalog, false)).toEqual({ kind: 'unknown', name: raw, rear: false });
  });
});

describe('R-19.1: two house weapons spelled alike (Plasma Rifle, Plasma-Rifle): a bin naming one exactly is its own', () => {
  const alike = catalogOf([...STANDARD_WEAPONS, house('Plasma Rifle'), house('Plasma-Rifle')]);

  it.each([
    ['Ammo  Plasma Rifle', 'Plasma Rifle'],
    ['Half IS  Plasma-Rifle Ammo', 'Plasma-Rifle'],
  ])('%s feeds the %s, however many spaces follow "Ammo" or the IS prefix', (raw, weapon) => {
    const c = readSlot(raw, alike, false);
    expect(c.kind === 'item' ? c.item : c).toMatchObject({ kind: 'ammo', ammoFor: weapon });
  });

  it('Plasma-Rifle Ammo feeds the Plasma-Rifle', () => {
    expect(readSlot('Plasma-Rifle Ammo', alike, false)).toEqual(bin('Plasma-Rifle'));
  });
});

describe("R-18.10: a Narc launcher takes 2 slots in an Inner Sphere 'Mech and 1 in a Clan one", () => {
  it('CLNarcBeacon is the Clan launcher (1 slot) even in an Inner Sphere file', () => {
    expect(readSlot('CLNarcBeacon', STANDARD_CATALOG, false)).toEqual({
      kind: 'item',
      item: { name: 'Narc', kind: 'other' },
      slots: 1,
      rear: false,
    });
  });

  it('ISNarcBeacon is the Inner Sphere launcher (2 slots)', () => {
    expect(readSlot('ISNarcBeacon', STANDARD_CATALOG, false)).toMatchObject({ item: { name: 'Narc' }, slots: 2 });
  });

  it("an unprefixed Narc Beacon in a Clan file is found by the file's tech base: the Clan launcher, 1 slot", () => {
    expect(readSlot('Narc Beacon', STANDARD_CATALOG, true)).toEqual({
      kind: 'item',
      item: { name: 'Narc', kind: 'other' },
      slots: 1,
      rear: false,
    });
  });
});
