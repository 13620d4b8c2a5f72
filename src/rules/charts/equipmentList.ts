/**
 * The equipment a 'Mech carries that makes no attack of its own: fire control,
 * electronics, TAG, Narc, anti-missile systems. On the Equipment tab each is an `Other: …` row
 * named as here, which a critical hit can destroy; the targeting computer, Artemis IV
 * (R-18.5, written `Artemis IV (LRM-20)` for the launcher it serves) and the anti-missile system
 * are what rulings give an effect. Names and slots from MegaMek (`MegaMek/megamek`:
 * `common/MiscType.java` and the classes below `common/weapons/`; a targeting computer's and
 * MASC's slots depend on the 'Mech, so none is given).
 */
export interface EquipmentListRow {
  /** The name on the Equipment tab, after `Other: `. */
  readonly name: string;
  /** MegaMek's internal names and lookup names, Inner Sphere and Clan. */
  readonly megamek: readonly string[];
  /** Critical slots of one mounting: Inner Sphere, Clan; undefined where the 'Mech decides. */
  readonly slots?: readonly [innerSphere: number, clan: number];
}

export const TARGETING_COMPUTER = 'Targeting Computer';
export const ARTEMIS_IV = 'Artemis IV';
/** The Equipment name of an Artemis IV serving `launcher`: `Artemis IV (LRM-20)`. */
export function artemisFor(launcher: string): string {
  return `${ARTEMIS_IV} (${launcher})`;
}

/** The launcher an Artemis IV's Equipment name says it serves, or undefined (`Artemis IV (LRM-20)` → `LRM-20`). */
export function artemisLauncher(name: string): string | undefined {
  const m = /^artemis\s*iv\s*\((.+)\)$/i.exec(name.trim());
  return m ? m[1].trim() : undefined;
}

export const ANTI_MISSILE_SYSTEM = 'Anti-Missile System';

export const STANDARD_EQUIPMENT: readonly EquipmentListRow[] = Object.freeze([
  {
    name: TARGETING_COMPUTER,
    megamek: ['ISTargeting Computer', 'IS Targeting Computer', 'CLTargeting Computer', 'Clan Targeting Computer'],
  },
  {
    name: ARTEMIS_IV,
    megamek: ['ISArtemisIV', 'IS Artemis IV FCS', 'CLArtemisIV', 'Clan Artemis IV FCS'],
    slots: [1, 1],
  },
  {
    name: ANTI_MISSILE_SYSTEM,
    megamek: [
      'ISAntiMissileSystem',
      'IS Anti-Missile System',
      'IS AMS',
      'ISAMS',
      'CLAntiMissileSystem',
      'Clan Anti-Missile Sys',
      'Clan AMS',
      'ClanAMS',
      'ClAMS',
    ],
    slots: [1, 1],
  },
  {
    name: 'AMS Ammo',
    megamek: ['ISAMS Ammo', 'IS Ammo AMS', 'IS AMS Ammo', 'CLAMS Ammo', 'Clan Ammo AMS', 'Clan AMS Ammo'],
    slots: [1, 1],
  },
  {
    name: 'Narc',
    megamek: ['ISNarcBeacon', 'IS Narc Beacon', 'IS Narc Missile Beacon', 'CLNarcBeacon', 'Clan Narc Beacon'],
    slots: [2, 1],
  },
  { name: 'Narc Pods', megamek: ['ISNarc Pods', 'IS Ammo Narc', 'CLNarc Pods', 'Clan Ammo Narc'], slots: [1, 1] },
  { name: 'TAG', megamek: ['ISTAG', 'IS TAG', 'CLTAG', 'Clan TAG', 'TAG (Clan)'], slots: [1, 1] },
  { name: 'Light TAG', megamek: ['CLLightTAG', 'Clan Light TAG'], slots: [1, 1] },
  { name: 'Guardian ECM Suite', megamek: ['ISGuardianECMSuite', 'IS Guardian ECM', 'ISGuardianECM'], slots: [2, 2] },
  { name: 'ECM Suite', megamek: ['CLECMSuite', 'Clan ECM Suite'], slots: [1, 1] },
  { name: 'Angel ECM Suite', megamek: ['ISAngelECMSuite', 'CLAngelECMSuite'], slots: [2, 2] },
  { name: 'Beagle Active Probe', megamek: ['BeagleActiveProbe', 'ISBeagleActiveProbe'], slots: [2, 2] },
  { name: 'Active Probe', megamek: ['CLActiveProbe', 'Clan Active Probe'], slots: [1, 1] },
  { name: 'Light Active Probe', megamek: ['CLLightActiveProbe', 'Light Active Probe'], slots: [1, 1] },
  { name: 'C3 Slave', megamek: ['ISC3SlaveUnit', 'IS C3 Slave Unit', 'C3 Slave Unit'], slots: [1, 1] },
  {
    name: 'C3 Master',
    megamek: ['ISC3MasterUnit', 'ISC3MasterComputer', 'IS C3 Computer', 'C3 Master Computer'],
    slots: [5, 5],
  },
  { name: 'Improved C3', megamek: ['ISImprovedC3CPU', 'IS Improved C3 CPU', 'Improved C3 Computer'], slots: [2, 2] },
  { name: 'MASC', megamek: ['ISMASC', 'IS MASC', 'CLMASC', 'Clan MASC', 'MASC'] },
]);
