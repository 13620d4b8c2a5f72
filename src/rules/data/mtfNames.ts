import type { WeaponSpec } from '../model/weapon';
import type { UnitEquipment } from '../charts/units';
import { findWeapon } from '../charts/weapons';
import type { EquipmentListRow } from '../charts/equipmentList';
import { megamekAmmo, megamekEquipment, megamekWeapon } from './megamekNames';
import { AMMO_SLOTS, DOUBLE_HEAT_SINK_SLOTS, HEAT_SINK_SLOTS, JUMP_JET_SLOTS, weaponSlots } from './critSlots';

export type Catalog = Readonly<Record<string, WeaponSpec>>;

/** An equipment line before it is given its location. */
export type SlotItem = Omit<UnitEquipment, 'location'>;

/**
 * What one critical-slot line of an .mtf location block holds:
 * - `none`: an empty slot or a part of the 'Mech itself (actuators, engine, gyro, cockpit,
 *   life support, sensors, CASE, its armor, structure and myomer: Endo Steel, Ferro-Fibrous,
 *   Stealth, TSM …), not an Equipment row;
 * - `item`: a catalog weapon, its ammunition, a heat sink or a jump jet, with the slots one
 *   mounting fills (undefined for a house weapon whose size Gator does not know);
 * - `unknown`: equipment Gator's catalog does not know, by its name in the file.
 * `rear` is the file's `(R)` mark; the other marks (`(OMNIPOD)`, `(ARMORED)`, `(T)`, `(SPLIT)`,
 * `:SIZE:`) are dropped.
 */
export type SlotContent =
  | { readonly kind: 'none' }
  | { readonly kind: 'item'; readonly item: SlotItem; readonly slots: number | undefined; readonly rear: boolean }
  | { readonly kind: 'unknown'; readonly name: string; readonly rear: boolean };

const NONE: SlotContent = { kind: 'none' };

/** Trailing marks MegaMek writes after a slot name (MegaMek `MtfFile.parseCrits`). */
const MARK = /\s*\((R|OMNIPOD|ARMORED|T|SPLIT|FL|FR|RL|RR)\)\s*$/i;

function withoutMarks(raw: string): { name: string; rear: boolean } {
  let name = raw.trim();
  // `Heat Sink|Heat Sink`: two items sharing a slot (superheavy 'Mechs); the first one is read.
  const bar = name.indexOf('|');
  if (bar > 0) name = name.slice(0, bar);
  name = name.replace(/:SIZE:.*$/i, '').trim();
  let rear = false;
  let mark = MARK.exec(name);
  while (mark) {
    if (mark[1].toUpperCase() === 'R') rear = true;
    name = name.slice(0, mark.index).trim();
    mark = MARK.exec(name);
  }
  return { name, rear };
}

/** Parts of the 'Mech that take slots but are no Equipment row (R-9 handles them as critical effects). */
function isStructural(name: string): boolean {
  const t = name.toLowerCase().replace(/\s+/g, ' ');
  return (
    t === '' ||
    t === '-empty-' ||
    t === 'empty' ||
    /actuator$/.test(t) ||
    t === 'shoulder' ||
    t === 'hip' ||
    /engine$/.test(t) ||
    /gyro$/.test(t) ||
    /cockpit$/.test(t) ||
    t === 'life support' ||
    t === 'sensors' ||
    isArmorStructureOrMyomer(t) ||
    /^(is ?|cl ?|clan )?case( ?ii)?$/.test(t) ||
    t === 'landing gear' ||
    t === 'avionics'
  );
}

/**
 * Slots of the 'Mech's own armor, internal structure or myomer, spread over its locations: each
 * slot is part of the 'Mech, never an Equipment row (`IS Endo Steel`, `Clan Endo-Composite`,
 * `IS Ferro-Fibrous`, `IS Light Ferro-Fibrous`, `Clan Ferro-Lamellor`, `IS Stealth`,
 * `IS Reflective`, `Clan Reactive`, `TSM`, `Triple Strength Myomer`, …). `t` is lower case.
 */
function isArmorStructureOrMyomer(t: string): boolean {
  const bare = t
    .replace(/^(clan|is|cl)\s?(?=[a-z])/, '')
    .replace(/\s*\(?prototype\)?$/, '')
    .replace(/^(prototype|industrial|light|heavy)\s/, '');
  return (
    /^endo[ -]?(steel|composite)$/.test(bare) ||
    /^ferro[ -]?(fibrous|lamellor)$/.test(bare) ||
    /^(stealth|reflective|laser[ -]reflective|reactive|heat[ -]dissipating|impact[ -]resistant|ballistic[ -]reinforced|anti[ -]penetrative ablation)( armor)?$/.test(
      bare,
    ) ||
    /^(tsm|triple[ -]strength myomer)$/.test(bare)
  );
}

/**
 * Heat sinks and jump jets by their spelling key, with an `IS`/`CL`/`Clan` prefix: `ISDoubleHeatSink`, `Clan Jump Jet`.
 */
function sinkOrJet(name: string, clanTech: boolean): SlotContent | undefined {
  const key = name.toLowerCase().replace(/[\s\-_/]+/g, '');
  const prefix = /^(clan|cl|is)?(.*)$/.exec(key)!;
  const body = prefix[2];
  const clan = prefix[1] === 'clan' || prefix[1] === 'cl' || (prefix[1] === undefined && clanTech);
  if (body === 'heatsink' || body === 'singleheatsink') {
    return {
      kind: 'item',
      item: { name: 'Heat Sink', kind: 'heatSink', capacity: 1 },
      slots: HEAT_SINK_SLOTS,
      rear: false,
    };
  }
  if (body === 'doubleheatsink') {
    const slots = clan ? DOUBLE_HEAT_SINK_SLOTS.clan : DOUBLE_HEAT_SINK_SLOTS.innerSphere;
    return { kind: 'item', item: { name: 'Double Heat Sink', kind: 'heatSink', capacity: 2 }, slots, rear: false };
  }
  if (body === 'jumpjet')
    return { kind: 'item', item: { name: 'Jump Jet', kind: 'jumpJet' }, slots: JUMP_JET_SLOTS, rear: false };
  return undefined;
}

/** MegaMek spellings `findWeapon` does not read: `Autocannon/20`, `Auto Cannon/20`, `MG`, `Particle Cannon`. */
function aliasOf(name: string): string | undefined {
  const ac = /^auto\s*cannon\s*\/?\s*(\d+)$/i.exec(name);
  if (ac) return `AC/${ac[1]}`;
  if (/^mg$/i.test(name)) return 'Machine Gun';
  if (/^particle (projector )?cannon$/i.test(name)) return 'PPC';
  return undefined;
}

function weaponNamed(catalog: Catalog, name: string): WeaponSpec | undefined {
  const direct = findWeapon(catalog, name);
  if (direct) return direct;
  const alias = aliasOf(name.trim());
  return alias === undefined ? undefined : findWeapon(catalog, alias);
}

/**
 * The weapon an ammunition name feeds: `IS Ammo LRM-5`, `ISLRM5 Ammo`, `IS LRM 5 Ammo`,
 * `IS Ammo MG - Full`, `Machine Gun Ammo - Half`, `ISMG Ammo (100)`, `Half Machine Gun Ammo`.
 * A half ton (`- Half`, `Half …`, `(1/2 ton)`) is told apart by {@link isHalfTon}.
 */
function ammoFeeding(catalog: Catalog, name: string): WeaponSpec | undefined {
  const bare = name
    .replace(/\s*-\s*(full|half)\s*$/i, '')
    .replace(/\s*\((\d+|1\/2 ton)\)\s*$/i, '')
    .replace(/\s+(full|half)$/i, '')
    .replace(/^half\s+/i, '')
    .trim();
  const match = /^ammo\s+(.+)$/i.exec(bare) ?? /^(.+?)\s+ammo$/i.exec(bare);
  if (!match) return undefined;
  const weapon = weaponNamed(catalog, match[1].replace(/^IS(?:\s+|(?=[A-Z]))/, ''));
  return weapon && weapon.usesAmmo ? weapon : undefined;
}

/**
 * Whether an ammunition name is half a ton: `IS Machine Gun Ammo - Half` (or `-Half`), `Half Machine Gun Ammo`,
 * `ISMG Ammo (1/2 ton)`, or a count of shots that is half the weapon's ton, `ISMG Ammo (100)`.
 */
export function isHalfTon(name: string, fed: WeaponSpec): boolean {
  if (/(\s*-\s*half|\shalf)\s*$/i.test(name) || /^half\s/i.test(name) || /\(1\/2 ton\)\s*$/i.test(name)) return true;
  const count = /\((\d+)\)\s*$/.exec(name);
  return count !== null && fed.shotsPerTon !== undefined && Number(count[1]) * 2 === fed.shotsPerTon;
}

/**
 * Reads one critical-slot line of an .mtf location block (reference §6d shows what these
 * hold). Catalog names win first, so a house weapon added to the Catalog under its MegaMek
 * name is found; then the standard weapons, ammunition and equipment by MegaMek's names (R-18.1:
 * `ISERMediumLaser`, `CLERMediumLaser`, `ER Medium Laser` of the file's tech base,
 * `Clan Ammo SRM-6`, `ISArtemisIV`), heat sinks and jump jets, and the older spellings of the
 * Introductory weapons (`ISAC20`, `IS Medium Laser`, `Autocannon/20`). Equipment without an
 * attack is an `other` item.
 *
 * @example readSlot('ISAC20', STANDARD_CATALOG, false) // item AC/20, 10 slots
 * @example readSlot('CLERMediumLaser', STANDARD_CATALOG, false) // item Clan ER Medium Laser, 1 slot
 */
export function readSlot(raw: string, catalog: Catalog, clanTech: boolean): SlotContent {
  const { name, rear } = withoutMarks(raw);
  if (isStructural(name)) return NONE;
  // An unprefixed name in a Clan file is the Clan weapon when there is one (`ER Large Laser`).
  const clanOwn = clanTech && !/^(IS|CL|Clan)\b/i.test(name) ? megamekWeapon(`Clan ${name}`, true) : undefined;
  const clanListed = clanOwn && findWeapon(catalog, clanOwn.spec.name);
  if (clanListed) return weaponItem(clanListed, rear);
  const exact = findWeapon(catalog, name);
  if (exact) return weaponItem(exact, rear);
  const sink = sinkOrJet(name, clanTech);
  if (sink) return sink;
  const standard = /\bammo\b/i.test(name) ? undefined : megamekWeapon(name, clanTech);
  const listed = standard && findWeapon(catalog, standard.spec.name);
  if (listed) return weaponItem(listed, rear);
  const fed = megamekAmmo(name, clanTech);
  const bin = fed && findWeapon(catalog, fed.spec.name);
  if (bin) return ammoItem(bin, isHalfTon(name, bin));
  const gear = megamekEquipment(name, clanTech);
  if (gear) return gearItem(gear, name, clanTech, rear);
  const bare = name.replace(/^IS(?:\s+|(?=[A-Z]))/, '');
  // A bin is read by the weapon it names, prefix and all, as that weapon's own slot is (`CLPlasmaRifle Ammo`
  // for a `CLPlasmaRifle` on the Catalog tab).
  if (/\bammo\b/i.test(bare)) {
    const feeds = ammoFeeding(catalog, bare);
    return feeds ? ammoItem(feeds, isHalfTon(bare, feeds)) : { kind: 'unknown', name, rear };
  }
  if (/^(CL(?=[A-Z])|Clan\s)/.test(name)) return { kind: 'unknown', name, rear };
  const weapon = weaponNamed(catalog, bare);
  if (weapon) return weaponItem(weapon, rear);
  return { kind: 'unknown', name, rear };
}

function weaponItem(weapon: WeaponSpec, rear: boolean): SlotContent {
  return { kind: 'item', item: { name: weapon.name, kind: 'weapon' }, slots: weaponSlots(weapon.name), rear };
}

/** A bin for `weapon`; half a ton holds half the shots, so the bin says so (`Ammo (Machine Gun) (half)`, R-19.1). */
function ammoItem(weapon: WeaponSpec, half: boolean): SlotContent {
  return {
    kind: 'item',
    item: half
      ? { name: `Ammo (${weapon.name}) (half)`, kind: 'ammo', ammoFor: weapon.name, half: true }
      : { name: `Ammo (${weapon.name})`, kind: 'ammo', ammoFor: weapon.name },
    slots: AMMO_SLOTS,
    rear: false,
  };
}

/**
 * Equipment without an attack: an `Other: …` row by its standard name, the slots MegaMek
 * gives one mounting of the file's (or the name's) tech base.
 */
function gearItem(gear: EquipmentListRow, name: string, clanTech: boolean, rear: boolean): SlotContent {
  // A prefix wins over the file's tech base: an `ISNarcBeacon` in a Clan file is the Inner Sphere launcher.
  const clan = /^IS(?=[A-Z\s])/.test(name) ? false : /^(CL|Clan)/i.test(name) || clanTech;
  const slots = gear.slots ? gear.slots[clan ? 1 : 0] : undefined;
  return { kind: 'item', item: { name: gear.name, kind: 'other' }, slots, rear };
}
