// each piece of equipment without an attack is an `Other: …` row, found by every name MegaMek and
// MegaMekLab write for it, and taking the slots MegaMek gives one mounting of its tech base. The names and slots
// are written out here (not read from STANDARD_EQUIPMENT) so a name or a slot count changed in the list shows.
import { describe, expect, it } from 'vitest';
import { readSlot } from '../../../src/rules/data/mtfNames';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { ANTI_MISSILE_SYSTEM, ARTEMIS_IV, TARGETING_COMPUTER } from '../../../src/rules/charts/equipmentList';

const other = (name: string, slots: number | undefined) => ({
  kind: 'item',
  item: { name, kind: 'other' },
  slots,
  rear: false,
});

describe('R-18.10: an Inner Sphere name is the Inner Sphere mounting, in any file', () => {
  it.each([
    ['ISTargeting Computer', 'Targeting Computer', undefined],
    ['ISArtemisIV', 'Artemis IV', 1],
    ['IS Artemis IV FCS', 'Artemis IV', 1],
    ['ISAntiMissileSystem', 'Anti-Missile System', 1],
    ['IS AMS', 'Anti-Missile System', 1],
    ['ISAMS Ammo', 'AMS Ammo', 1],
    ['IS Ammo AMS', 'AMS Ammo', 1],
    ['ISNarc Pods', 'Narc Pods', 1],
    ['IS Ammo Narc', 'Narc Pods', 1],
    ['ISTAG', 'TAG', 1],
    ['ISGuardianECMSuite', 'Guardian ECM Suite', 2],
    ['IS Guardian ECM', 'Guardian ECM Suite', 2],
    ['ISAngelECMSuite', 'Angel ECM Suite', 2],
    ['ISBeagleActiveProbe', 'Beagle Active Probe', 2],
    ['ISC3SlaveUnit', 'C3 Slave', 1],
    ['ISC3MasterUnit', 'C3 Master', 5],
    ['ISC3MasterComputer', 'C3 Master', 5],
    ['IS C3 Computer', 'C3 Master', 5],
    ['ISImprovedC3CPU', 'Improved C3', 2],
    ['ISMASC', 'MASC', undefined],
  ])('%s is %s (%s slots)', (raw, name, slots) => {
    for (const clanTech of [false, true]) expect(readSlot(raw, STANDARD_CATALOG, clanTech)).toEqual(other(name, slots));
  });
});

describe('R-18.10: a Narc launcher takes 2 slots in an Inner Sphere file', () => {
  it.each(['ISNarcBeacon', 'IS Narc Missile Beacon'])('%s is a Narc of 2 slots', (raw) => {
    expect(readSlot(raw, STANDARD_CATALOG, false)).toEqual(other('Narc', 2));
  });
});

describe('R-18.10: a Clan name is the Clan mounting, in any file', () => {
  it.each([
    ['CLTargeting Computer', 'Targeting Computer', undefined],
    ['Clan Targeting Computer', 'Targeting Computer', undefined],
    ['CLArtemisIV', 'Artemis IV', 1],
    ['Clan Artemis IV FCS', 'Artemis IV', 1],
    ['CLAntiMissileSystem', 'Anti-Missile System', 1],
    ['Clan Anti-Missile Sys', 'Anti-Missile System', 1],
    ['Clan AMS', 'Anti-Missile System', 1],
    ['ClAMS', 'Anti-Missile System', 1],
    ['CLAMS Ammo', 'AMS Ammo', 1],
    ['Clan Ammo AMS', 'AMS Ammo', 1],
    ['Clan AMS Ammo', 'AMS Ammo', 1],
    ['CLNarcBeacon', 'Narc', 1],
    ['Clan Narc Beacon', 'Narc', 1],
    ['CLNarc Pods', 'Narc Pods', 1],
    ['Clan Ammo Narc', 'Narc Pods', 1],
    ['CLTAG', 'TAG', 1],
    ['Clan TAG', 'TAG', 1],
    ['CLLightTAG', 'Light TAG', 1],
    ['Clan Light TAG', 'Light TAG', 1],
    ['CLECMSuite', 'ECM Suite', 1],
    ['Clan ECM Suite', 'ECM Suite', 1],
    ['CLAngelECMSuite', 'Angel ECM Suite', 2],
    ['CLActiveProbe', 'Active Probe', 1],
    ['Clan Active Probe', 'Active Probe', 1],
    ['CLLightActiveProbe', 'Light Active Probe', 1],
    ['CLMASC', 'MASC', undefined],
    ['Clan MASC', 'MASC', undefined],
  ])('%s is %s (%s slots)', (raw, name, slots) => {
    for (const clanTech of [false, true]) expect(readSlot(raw, STANDARD_CATALOG, clanTech)).toEqual(other(name, slots));
  });
});

describe("R-18.10: a name without a tech prefix takes the slots of the file's tech base", () => {
  it.each([
    ['TAG (Clan)', 'TAG', 1, 1],
    ['BeagleActiveProbe', 'Beagle Active Probe', 2, 2],
    ['Light Active Probe', 'Light Active Probe', 1, 1],
    ['C3 Slave Unit', 'C3 Slave', 1, 1],
    ['C3 Master Computer', 'C3 Master', 5, 5],
    ['Improved C3 Computer', 'Improved C3', 2, 2],
    ['MASC', 'MASC', undefined, undefined],
    // Gator's own names read back as themselves.
    ['Narc', 'Narc', 2, 1],
    ['Targeting Computer', 'Targeting Computer', undefined, undefined],
  ])('%s is %s: %s slots in an Inner Sphere file, %s in a Clan one', (raw, name, inner, clan) => {
    expect(readSlot(raw, STANDARD_CATALOG, false)).toEqual(other(name, inner));
    expect(readSlot(raw, STANDARD_CATALOG, true)).toEqual(other(name, clan));
  });
});

describe('the equipment that rulings give an effect is named as the rules name it', () => {
  it('R-18.9, R-18.5, R-18.6: Targeting Computer, Artemis IV and Anti-Missile System', () => {
    expect([TARGETING_COMPUTER, ARTEMIS_IV, ANTI_MISSILE_SYSTEM]).toEqual([
      'Targeting Computer',
      'Artemis IV',
      'Anti-Missile System',
    ]);
  });
});
