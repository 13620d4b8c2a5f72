import type { Location } from '../model/location';
import { CANONICAL_UNITS, unitLabel, type UnitEquipment, type UnitSpec } from '../charts/units';
import type { ImportedEquipment } from './mtfEquipment';

function weapon(name: string, location: Location, rear?: true): ImportedEquipment {
  return rear ? { name, kind: 'weapon', location, rear } : { name, kind: 'weapon', location };
}

function ammo(forWeapon: string, location: Location, bins = 1): UnitEquipment[] {
  return repeat(bins, { name: `Ammo (${forWeapon})`, kind: 'ammo', location, ammoFor: forWeapon });
}

function sinks(location: Location, count: number): UnitEquipment[] {
  return repeat(count, { name: 'Heat Sink', kind: 'heatSink', location, capacity: 1 });
}

function jets(location: Location, count: number): UnitEquipment[] {
  return repeat(count, { name: 'Jump Jet', kind: 'jumpJet', location });
}

function repeat(count: number, item: UnitEquipment): UnitEquipment[] {
  const out: UnitEquipment[] = [];
  for (let i = 0; i < count; i++) out.push({ ...item });
  return out;
}

/** Armor in record-sheet order: HD, CT, LT, RT, LA, RA, LL, RL, then CT, LT, RT rear. */
function armor(
  values: readonly [number, number, number, number, number, number, number, number, number, number, number],
) {
  const [HD, CT, LT, RT, LA, RA, LL, RL, CTr, LTr, RTr] = values;
  return { armor: { HD, CT, LT, RT, LA, RA, LL, RL }, rearArmor: { CT: CTr, LT: LTr, RT: RTr } };
}

function frozen(unit: UnitSpec): UnitSpec {
  Object.freeze(unit.armor);
  Object.freeze(unit.rearArmor);
  unit.equipment.forEach((e) => Object.freeze(e));
  Object.freeze(unit.equipment);
  return Object.freeze(unit);
}

/**
 * Ten common 3025 'Mechs beside the seed's four, as MegaMek's unit files give them
 * (`MegaMek/megamek`, `megamek/data/mechfiles/mechs/3039u/<Chassis Model>.mtf`, TRO 3039):
 * tons, Walk and Jump MP, total heat sinks (all single), armor, and the slot blocks' weapons,
 * ammunition, slotted heat sinks and jump jets. Equipment is listed as `parseMtf` lists an
 * import: weapons, ammunition, then sinks and jets, each by location (HD, CT, LT, RT, LA, RA,
 * LL, RL) in slot order. The Atlas's two CT lasers face backwards; the campaign has no facing.
 */
const MORE_UNITS: readonly UnitSpec[] = [
  {
    name: 'Commando',
    model: 'COM-2D',
    tonnage: 25,
    walkMP: 6,
    jumpMP: 0,
    heatSinks: 10,
    ...armor([6, 8, 6, 6, 6, 6, 8, 8, 4, 3, 3]),
    equipment: [
      weapon('SRM-6', 'CT'),
      weapon('Medium Laser', 'LA'),
      weapon('SRM-4', 'RA'),
      ...ammo('SRM-6', 'LT'),
      ...ammo('SRM-4', 'RT'),
      ...sinks('LT', 2),
      ...sinks('RT', 2),
    ],
  },
  {
    name: 'Jenner',
    model: 'JR7-D',
    tonnage: 35,
    walkMP: 7,
    jumpMP: 5,
    heatSinks: 10,
    ...armor([7, 10, 8, 8, 4, 4, 6, 6, 3, 4, 4]),
    equipment: [
      weapon('SRM-4', 'CT'),
      weapon('Medium Laser', 'LA'),
      weapon('Medium Laser', 'LA'),
      weapon('Medium Laser', 'RA'),
      weapon('Medium Laser', 'RA'),
      ...ammo('SRM-4', 'RT'),
      ...sinks('HD', 1),
      ...jets('CT', 1),
      ...jets('LT', 2),
      ...jets('RT', 2),
    ],
  },
  {
    name: 'Phoenix Hawk',
    model: 'PXH-1',
    tonnage: 45,
    walkMP: 6,
    jumpMP: 6,
    heatSinks: 10,
    ...armor([6, 23, 18, 18, 10, 10, 15, 15, 5, 4, 4]),
    equipment: [
      weapon('Medium Laser', 'LA'),
      weapon('Machine Gun', 'LA'),
      weapon('Large Laser', 'RA'),
      weapon('Medium Laser', 'RA'),
      weapon('Machine Gun', 'RA'),
      ...ammo('Machine Gun', 'CT'),
      ...jets('LT', 3),
      ...jets('RT', 3),
    ],
  },
  {
    name: 'Hunchback',
    model: 'HBK-4G',
    tonnage: 50,
    walkMP: 4,
    jumpMP: 0,
    heatSinks: 13,
    ...armor([9, 26, 20, 20, 16, 16, 20, 20, 5, 4, 4]),
    equipment: [
      weapon('Small Laser', 'HD'),
      weapon('AC/20', 'RT'),
      weapon('Medium Laser', 'LA'),
      weapon('Medium Laser', 'RA'),
      ...ammo('AC/20', 'LT', 2),
      ...sinks('CT', 1),
      ...sinks('LL', 2),
      ...sinks('RL', 2),
    ],
  },
  {
    name: 'Wolverine',
    model: 'WVR-6R',
    tonnage: 55,
    walkMP: 5,
    jumpMP: 5,
    heatSinks: 12,
    ...armor([8, 20, 20, 20, 16, 16, 16, 16, 8, 6, 6]),
    equipment: [
      weapon('Medium Laser', 'HD'),
      weapon('SRM-6', 'LT'),
      weapon('AC/5', 'RA'),
      ...ammo('SRM-6', 'LT'),
      ...ammo('AC/5', 'RA'),
      ...jets('CT', 1),
      ...sinks('RT', 1),
      ...jets('LL', 2),
      ...jets('RL', 2),
    ],
  },
  {
    name: 'Shadow Hawk',
    model: 'SHD-2H',
    tonnage: 55,
    walkMP: 5,
    jumpMP: 3,
    heatSinks: 12,
    ...armor([9, 23, 18, 18, 16, 16, 16, 16, 8, 6, 6]),
    equipment: [
      weapon('SRM-2', 'HD'),
      weapon('AC/5', 'LT'),
      weapon('LRM-5', 'RT'),
      weapon('Medium Laser', 'RA'),
      ...ammo('SRM-2', 'CT'),
      ...ammo('AC/5', 'LT'),
      ...ammo('LRM-5', 'RT'),
      ...jets('CT', 1),
      ...jets('LT', 1),
      ...sinks('RT', 1),
      ...jets('RT', 1),
    ],
  },
  {
    name: 'Catapult',
    model: 'CPLT-C1',
    tonnage: 65,
    walkMP: 4,
    jumpMP: 4,
    heatSinks: 15,
    ...armor([9, 24, 19, 19, 13, 13, 18, 18, 11, 8, 8]),
    equipment: [
      weapon('Medium Laser', 'CT'),
      weapon('Medium Laser', 'CT'),
      weapon('Medium Laser', 'LT'),
      weapon('Medium Laser', 'RT'),
      weapon('LRM-15', 'LA'),
      weapon('LRM-15', 'RA'),
      ...ammo('LRM-15', 'LT'),
      ...ammo('LRM-15', 'RT'),
      ...sinks('HD', 1),
      ...jets('LT', 2),
      ...jets('RT', 2),
      ...sinks('LL', 2),
      ...sinks('RL', 2),
    ],
  },
  {
    name: 'Warhammer',
    model: 'WHM-6R',
    tonnage: 70,
    walkMP: 4,
    jumpMP: 0,
    heatSinks: 18,
    ...armor([9, 22, 17, 17, 20, 20, 15, 15, 9, 8, 8]),
    equipment: [
      weapon('Medium Laser', 'LT'),
      weapon('Small Laser', 'LT'),
      weapon('Machine Gun', 'LT'),
      weapon('SRM-6', 'RT'),
      weapon('Medium Laser', 'RT'),
      weapon('Small Laser', 'RT'),
      weapon('Machine Gun', 'RT'),
      weapon('PPC', 'LA'),
      weapon('PPC', 'RA'),
      ...ammo('Machine Gun', 'CT'),
      ...ammo('SRM-6', 'RT'),
      ...sinks('HD', 1),
      ...sinks('LA', 1),
      ...sinks('RA', 1),
      ...sinks('LL', 2),
      ...sinks('RL', 2),
    ],
  },
  {
    name: 'Marauder',
    model: 'MAD-3R',
    tonnage: 75,
    walkMP: 4,
    jumpMP: 0,
    heatSinks: 16,
    ...armor([9, 35, 17, 17, 22, 22, 18, 18, 10, 8, 8]),
    equipment: [
      weapon('AC/5', 'RT'),
      weapon('PPC', 'LA'),
      weapon('Medium Laser', 'LA'),
      weapon('PPC', 'RA'),
      weapon('Medium Laser', 'RA'),
      ...ammo('AC/5', 'LT'),
      ...sinks('LL', 2),
      ...sinks('RL', 2),
    ],
  },
  {
    name: 'Atlas',
    model: 'AS7-D',
    tonnage: 100,
    walkMP: 3,
    jumpMP: 0,
    heatSinks: 20,
    ...armor([9, 47, 32, 32, 34, 34, 41, 41, 14, 10, 10]),
    equipment: [
      weapon('Medium Laser', 'CT', true),
      weapon('Medium Laser', 'CT', true),
      weapon('LRM-20', 'LT'),
      weapon('SRM-6', 'LT'),
      weapon('AC/20', 'RT'),
      weapon('Medium Laser', 'LA'),
      weapon('Medium Laser', 'RA'),
      ...ammo('LRM-20', 'LT', 2),
      ...ammo('SRM-6', 'LT'),
      ...ammo('AC/20', 'RT', 2),
      ...sinks('HD', 1),
      ...sinks('LT', 1),
      ...sinks('LA', 1),
      ...sinks('RA', 1),
      ...sinks('LL', 2),
      ...sinks('RL', 2),
    ],
  },
];

/**
 * The built-in library a GM inserts mechs from (docs/importing-mechs.md): the seed's four canonical units
 * (reference §6, `CANONICAL_UNITS`) first, then ten common 3025 'Mechs, light to heavy.
 */
export const MECH_LIBRARY: readonly UnitSpec[] = Object.freeze([...CANONICAL_UNITS, ...MORE_UNITS.map(frozen)]);

/**
 * A library unit by its full label or its model code, any case and spacing
 * (`Atlas AS7-D`, `as7-d`, `wolverine  wvr-6r`); undefined when none matches.
 *
 * @example findLibraryUnit('whm-6r')?.name // 'Warhammer'
 */
export function findLibraryUnit(text: string): UnitSpec | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (wanted === '') return undefined;
  for (const unit of MECH_LIBRARY) {
    if (wanted === unitLabel(unit).toLowerCase() || wanted === unit.model.toLowerCase()) return unit;
  }
  return undefined;
}

/** The library's labels in list order (`Griffin GRF-1S`, …), for the insert list. */
export function libraryLabels(): string[] {
  return MECH_LIBRARY.map(unitLabel);
}
