import { describe, expect, it } from 'vitest';
import { EQUIPMENT_SLOTS, equipmentSlots } from '../../../src/rules/data/equipmentSlots';

describe("the slots of MegaMek equipment the catalog does not know (MegaMek's criticalSlots, the weapons reference's Crits)", () => {
  it.each([
    ['CLERMediumLaser', 1],
    ['CLERLargeLaser', 1],
    ['ISERLargeLaser', 2],
    ['CLERLargePulseLaser', 3],
    ['ISERPPC', 3],
    ['CLERPPC', 2],
    ['ISLBXAC10', 6],
    ['CLLBXAC20', 9],
    ['ISUltraAC5', 5],
    ['CLUltraAC20', 8],
    ['ISRotaryAC5', 6],
    ['ISGaussRifle', 7],
    ['CLGaussRifle', 6],
    ['ISHeavyGaussRifle', 11],
    ['CLLRM20', 4],
    ['CLSRM6', 1],
    ['ISStreakSRM6', 2],
    ['ISMRM40', 7],
    ['CLATM12', 5],
    ['CLMG', 1],
    ['ISAntiMissileSystem', 1],
    ['ISNarcBeacon', 2],
    ['CLNarcBeacon', 1],
    ['ISArtemisIV', 1],
    ['ISGuardianECMSuite', 2],
    ['CLECMSuite', 1],
  ])('%s takes %i', (name, slots) => {
    expect(equipmentSlots(name, false)).toBe(slots);
  });

  it("the IS/CL prefix, or the spaced IS/Clan one, says the tech base; a bare name is of the file's", () => {
    expect([
      equipmentSlots('IS ER Large Laser', true),
      equipmentSlots('Clan ER Large Laser', false),
      equipmentSlots('CL ER Flamer', false),
    ]).toEqual([2, 1, 1]);
    expect([equipmentSlots('ER Large Laser', false), equipmentSlots('ER Large Laser', true)]).toEqual([2, 1]);
  });

  it("MegaMek's other spellings of one item find it: LB 10-X AC, AMS, MG, Guardian ECM", () => {
    expect([
      equipmentSlots('IS LB 10-X AC', false),
      equipmentSlots('ISAMS', false),
      equipmentSlots('CLMG', false),
      equipmentSlots('ISGuardianECM', false),
    ]).toEqual([6, 1, 1, 2]);
  });

  it('an item of one tech base only has no size in the other; an item the table lacks has none', () => {
    expect(equipmentSlots('ISATM6', false)).toBeUndefined();
    expect(equipmentSlots('Hatchet', false)).toBeUndefined();
    expect(equipmentSlots('constructor', false)).toBeUndefined();
  });

  it('every size is a whole number of slots between 1 and 12 (a location holds 12)', () => {
    for (const [key, sizes] of Object.entries(EQUIPMENT_SLOTS)) {
      for (const n of sizes) if (n !== undefined) expect(Number.isInteger(n) && n >= 1 && n <= 12, key).toBe(true);
      expect(
        sizes.some((n) => n !== undefined),
        key,
      ).toBe(true);
    }
  });
});
