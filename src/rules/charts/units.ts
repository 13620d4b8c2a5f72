import type { Location, Torso } from '../model/location';
import type { EquipmentKind } from '../model/mech';

/** One mounted item of a unit record: a line of the Equipment tab before any damage. */
export interface UnitEquipment {
  /** Catalog weapon name, `Heat Sink`, `Jump Jet`, `Ammo (LRM-5)`, … */
  readonly name: string;
  readonly kind: EquipmentKind;
  readonly location: Location;
  /** Ammunition: the weapon it feeds. */
  readonly ammoFor?: string;
  /** Ammunition: half a ton, `Ammo (Machine Gun) (half)`. */
  readonly half?: boolean;
  /** Heat sinks: heat sunk per round (single 1). */
  readonly capacity?: number;
}

/**
 * A 'Mech as its record sheet gives it (reference §6). Run MP is not stored: it is always
 * ceil(1.5 × Walk MP) (R-2.1). `heatSinks` is the unit total, engine sinks included; only
 * the sinks that take critical slots are listed in `equipment`.
 */
export interface UnitSpec {
  /** Chassis: `Griffin`. */
  readonly name: string;
  /** Variant: `GRF-1S`. */
  readonly model: string;
  readonly tonnage: number;
  readonly walkMP: number;
  readonly jumpMP: number;
  readonly heatSinks: number;
  readonly armor: Readonly<Record<Location, number>>;
  readonly rearArmor: Readonly<Record<Torso, number>>;
  /**
   * Weapons in reference §6c order, then ammunition, then slotted heat sinks and jump jets in §6d order (R-9.3 reads
   * this order).
   */
  readonly equipment: readonly UnitEquipment[];
}

function weapon(name: string, location: Location): UnitEquipment {
  return { name, kind: 'weapon', location };
}

function ammo(forWeapon: string, location: Location): UnitEquipment {
  return { name: `Ammo (${forWeapon})`, kind: 'ammo', location, ammoFor: forWeapon };
}

/** `count` single heat sinks in one location. */
function heatSinks(location: Location, count: number): UnitEquipment[] {
  const out: UnitEquipment[] = [];
  for (let i = 0; i < count; i++) out.push({ name: 'Heat Sink', kind: 'heatSink', location, capacity: 1 });
  return out;
}

function jumpJets(location: Location, count: number): UnitEquipment[] {
  const out: UnitEquipment[] = [];
  for (let i = 0; i < count; i++) out.push({ name: 'Jump Jet', kind: 'jumpJet', location });
  return out;
}

function deepFreeze(unit: UnitSpec): UnitSpec {
  Object.freeze(unit.armor);
  Object.freeze(unit.rearArmor);
  unit.equipment.forEach((e) => Object.freeze(e));
  Object.freeze(unit.equipment);
  return Object.freeze(unit);
}

/**
 * The four 'Mechs of the seed's example battle as the canonical TRO 3039 records give them
 * (reference §6, MegaMek .mtf files). The seed's own Griffin carries a second LRM-5; that
 * is the demo battle's business, the library follows the canonical record.
 */
export const CANONICAL_UNITS: readonly UnitSpec[] = Object.freeze(
  [
    {
      name: 'Griffin',
      model: 'GRF-1S',
      tonnage: 55,
      walkMP: 5,
      jumpMP: 5,
      heatSinks: 16,
      armor: { HD: 9, CT: 20, LT: 20, RT: 20, LA: 14, RA: 14, LL: 18, RL: 18 },
      rearArmor: { CT: 7, LT: 6, RT: 6 },
      equipment: [
        weapon('Large Laser', 'RA'),
        weapon('Medium Laser', 'RA'),
        weapon('Medium Laser', 'RA'),
        weapon('LRM-5', 'LT'),
        ammo('LRM-5', 'RT'),
        ...heatSinks('HD', 1),
        ...jumpJets('CT', 1),
        ...jumpJets('LT', 2),
        ...jumpJets('RT', 2),
        ...heatSinks('LL', 2),
        ...heatSinks('RL', 2),
      ],
    },
    {
      name: 'Rifleman',
      model: 'RFL-3N',
      tonnage: 60,
      walkMP: 4,
      jumpMP: 0,
      heatSinks: 10,
      armor: { HD: 6, CT: 22, LT: 15, RT: 15, LA: 15, RA: 15, LL: 12, RL: 12 },
      rearArmor: { CT: 4, LT: 2, RT: 2 },
      equipment: [
        weapon('Large Laser', 'LA'),
        weapon('Large Laser', 'RA'),
        weapon('AC/5', 'LA'),
        weapon('AC/5', 'RA'),
        weapon('Medium Laser', 'LT'),
        weapon('Medium Laser', 'RT'),
        ammo('AC/5', 'CT'),
        ...heatSinks('LL', 1),
      ],
    },
    {
      name: 'Blackjack',
      model: 'BJ-1',
      tonnage: 45,
      walkMP: 4,
      jumpMP: 4,
      heatSinks: 11,
      armor: { HD: 9, CT: 18, LT: 15, RT: 15, LA: 12, RA: 12, LL: 17, RL: 17 },
      rearArmor: { CT: 9, LT: 6, RT: 6 },
      equipment: [
        weapon('AC/2', 'LA'),
        weapon('AC/2', 'RA'),
        weapon('Medium Laser', 'LA'),
        weapon('Medium Laser', 'RA'),
        weapon('Medium Laser', 'LT'),
        weapon('Medium Laser', 'RT'),
        ammo('AC/2', 'CT'),
        ...heatSinks('LT', 2),
        ...heatSinks('RT', 2),
        ...jumpJets('LL', 2),
        ...jumpJets('RL', 2),
      ],
    },
    {
      name: 'Locust',
      model: 'LCT-1V',
      tonnage: 20,
      walkMP: 8,
      jumpMP: 0,
      heatSinks: 10,
      armor: { HD: 8, CT: 10, LT: 8, RT: 8, LA: 4, RA: 4, LL: 8, RL: 8 },
      rearArmor: { CT: 2, LT: 2, RT: 2 },
      equipment: [
        weapon('Medium Laser', 'CT'),
        weapon('Machine Gun', 'LA'),
        weapon('Machine Gun', 'RA'),
        ammo('Machine Gun', 'CT'),
        ...heatSinks('LL', 2),
        ...heatSinks('RL', 2),
      ],
    },
  ].map(deepFreeze),
);

/** `Griffin GRF-1S`: how the reference and the sheet name a unit. */
export function unitLabel(unit: UnitSpec): string {
  return `${unit.name} ${unit.model}`;
}

/**
 * A canonical unit by its full label or its model, any case and spacing
 * (`Griffin GRF-1S`, `grf-1s`); undefined when none matches.
 */
export function findCanonicalUnit(text: string): UnitSpec | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const unit of CANONICAL_UNITS) {
    if (wanted === unitLabel(unit).toLowerCase() || wanted === unit.model.toLowerCase()) return unit;
  }
  return undefined;
}
