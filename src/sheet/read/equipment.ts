import { LOCATION_NAMES, LOCATIONS, parseHitLocation, type Location } from '../../rules/model/location';
import type { Equipment, MechState } from '../../rules/model/mech';
import type { WeaponSpec } from '../../rules/model/weapon';
import { findWeapon, weaponNames } from '../../rules/charts/weapons';
import { didYouMean, nearest, nearestOf } from '../../rules/text/nearest';
import { describeGot, isBlank, memoized, normalize, orList, wholeNumber } from '../tab/cells';
import { fullShots } from '../../rules/mech/ammo';
import { mechMeant, type MechsRead } from './mechs';
import { EQUIPMENT } from '../schema/gearTabs';
import { EQUIPMENT_STATUSES } from '../schema/choices';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

type Item = Omit<Equipment, 'location' | 'destroyed' | 'shots'>;
type Catalog = Readonly<Record<string, WeaponSpec>>;

const ITEM_WORDS = 'a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description';

/** The items besides weapons a typo may be taken for. */
const ITEM_NAMES = ['Heat Sink', 'Double Heat Sink', 'Jump Jet'];

/**
 * The location a typo most likely meant, by its code or its name (`Rigth Arm` → Right Arm), said the way it was typed.
 */
function locationMeant(value: unknown): string {
  if (typeof value !== 'string') return '';
  const loc = nearestOf(value, LOCATIONS, (l) => [l, LOCATION_NAMES[l]]);
  return loc ? didYouMean(value.trim().length > 3 ? LOCATION_NAMES[loc] : loc) : '';
}

// The Item patterns, built once (a regex literal in a function is a new object per call).
const OTHER = /^other\s*:\s*(.+)$/i;
const HEAT_SINK = /^heat ?sinks?$/;
const DOUBLE_HEAT_SINK = /^double heat ?sinks?$/;
const JUMP_JET = /^jump ?jets?$/;
const AMMO_FOR = /^ammo\s*\((.+)\)$/i;
const AMMO_COLON = /^ammo\s*:?\s+(.+)$/i;
const WEAPON_AMMO = /^(.+?)\s+ammo$/i;
/** Half a ton of ammunition, said after the bin (`Ammo (Machine Gun) (half)`, `… - Half`) or before it (`Half …`). */
const HALF_AFTER = /\s*(?:\(\s*half(?:\s+ton)?\s*\)|[-,]?\s*half(?:\s+ton)?)\s*$/i;
const HALF_BEFORE = /^half(?:\s+ton)?\s+(?:of\s+)?/i;

/** The text of an Item without its half-ton mark, and whether it had one. */
function halfTon(text: string): { text: string; half: boolean } {
  const trimmed = text.trim();
  const bare = trimmed.replace(HALF_AFTER, '').replace(HALF_BEFORE, '');
  return { text: bare, half: bare !== trimmed && /ammo/i.test(bare) };
}

/**
 * What an Equipment Item cell names: a catalog weapon (its catalog spelling), `Heat Sink`
 * (sinks 1), `Double Heat Sink` (2), `Jump Jet`, ammunition for a catalog weapon that
 * uses it (`Ammo (LRM-5)`, also `LRM-5 Ammo`), or `Other: …` for anything else a critical
 * hit may destroy. Returns the reason when it is none of these.
 */
export function parseItem(text: string, catalog: Catalog): { ok: true; item: Item } | { ok: false; message: string } {
  const t = normalize(text);
  const other = OTHER.exec(text.trim());
  if (other) return { ok: true, item: { name: other[1].trim(), kind: 'other' } };
  if (HEAT_SINK.test(t)) return { ok: true, item: { name: 'Heat Sink', kind: 'heatSink', capacity: 1 } };
  if (DOUBLE_HEAT_SINK.test(t)) return { ok: true, item: { name: 'Double Heat Sink', kind: 'heatSink', capacity: 2 } };
  if (JUMP_JET.test(t)) return { ok: true, item: { name: 'Jump Jet', kind: 'jumpJet' } };
  const { text: bin, half } = halfTon(text);
  const ammo = AMMO_FOR.exec(bin) ?? AMMO_COLON.exec(bin) ?? WEAPON_AMMO.exec(bin);
  if (ammo) {
    const weapon = findWeapon(catalog, ammo[1].trim());
    if (!weapon) {
      const ammoWeapons = weaponNames(catalog).filter((name) => catalog[name].usesAmmo);
      return {
        ok: false,
        message: `Item ${describeGot(text)} is ammunition for ${describeGot(ammo[1])}, which is not a weapon of the Catalog${didYouMean(nearest(ammo[1], ammoWeapons))}`,
      };
    }
    if (!weapon.usesAmmo)
      return {
        ok: false,
        message: `Item ${describeGot(text)}: the ${weapon.name} uses no ammunition (Catalog: Ammo No)`,
      };
    if (half) return { ok: true, item: { name: halfBinName(weapon.name), kind: 'ammo', ammoFor: weapon.name, half } };
    return { ok: true, item: { name: `Ammo (${weapon.name})`, kind: 'ammo', ammoFor: weapon.name } };
  }
  const weapon = findWeapon(catalog, text.trim());
  if (weapon) return { ok: true, item: { name: weapon.name, kind: 'weapon' } };
  return {
    ok: false,
    message: `Item must be ${ITEM_WORDS}, got ${describeGot(text)} (not a weapon of the Catalog)${didYouMean(nearest(text, weaponNames(catalog).concat(ITEM_NAMES)))}`,
  };
}

/** The Item of a half-ton bin, as the reader spells it: `Ammo (Machine Gun) (half)`. */
export function halfBinName(weapon: string): string {
  return `Ammo (${weapon}) (half)`;
}

/** A body location from a cell: `RA`, `Right Arm`, any case; rear armor is not a mounting place. */
function parseLocation(value: unknown): Location | undefined {
  if (typeof value !== 'string') return undefined;
  const hit = parseHitLocation(value);
  return hit && !hit.rear ? hit.location : undefined;
}

/**
 * Reads the Equipment tab onto the mechs, one item per row, in sheet order per mech
 * (R-9.3 reads that order). Unknown mechs, unknown items, ammunition for a weapon that
 * is not in the Catalog or uses none, and unknown locations are reported with their cell.
 */
export function readEquipment(tabs: Tabs, mechs: MechsRead, catalog: Catalog, problems: SheetProblems): void {
  const table = openTab(tabs, EQUIPMENT, problems, true);
  if (!table) return;
  // A mech's rows repeat its name, and a tab holds a handful of distinct items and places.
  const nameKey = memoized(normalize);
  const itemOf = memoized((text: string) => parseItem(text, catalog));
  const placeOf = memoized(parseLocation);
  for (const row of table.dataRows()) {
    const r = new RowReader(table, row, problems);
    const mechName = r.isError('mech') ? undefined : r.requiredText('mech');
    let mech: MechState | undefined;
    if (mechName !== undefined && mechs.complete) {
      mech = mechs.byName[nameKey(mechName)];
      const id = mechs.known[nameKey(mechName)];
      if (!id)
        r.report(
          'mech',
          'unknown_mech',
          `Mech ${describeGot(mechName)} is not a mech on the Mechs tab${mechMeant(mechName, mechs)}`,
          mechName,
        );
      else r.mech = id;
    }
    // Reported as the mech's: a mech missing an item is not the mech its record sheet says.
    if (r.reportErrors()) continue;
    const itemText = r.requiredText('item');
    let item: Item | undefined;
    if (itemText !== undefined) {
      const parsed = itemOf(itemText);
      if (parsed.ok) item = parsed.item;
      else r.report('item', 'unknown_item', parsed.message);
    }
    let location: Location | undefined;
    if (isBlank(r.raw('location'))) {
      r.report('location', 'blank', `Location must be ${orList(LOCATIONS)}, got nothing`);
    } else {
      location = placeOf(r.raw('location'));
      if (!location)
        r.report(
          'location',
          'unknown_location',
          `Location must be ${orList(LOCATIONS)} (or the full name, Left Torso), got ${describeGot(r.raw('location'))}${locationMeant(r.raw('location'))}`,
        );
    }
    const status = r.choice('status', EQUIPMENT_STATUSES, 'OK');
    const shots = item ? readShots(r, item, catalog) : undefined;
    if (!mech || !item || !location || !status || shots === null) continue;
    const equipment = mounted(item, location, status === 'Destroyed', shots);
    // R-18.2: jammed by a natural 2, it cannot fire for the rest of the battle.
    if (status === 'Jammed') equipment.jammed = true;
    mech.equipment.push(equipment);
  }
}

/**
 * The item in its location, the same object `{ ...item, location, destroyed }` gives (parseItem's
 * items carry `ammoFor` or `capacity` or neither): built by hand because that spread, over items
 * of several shapes, cost microseconds a row.
 */
function mounted(item: Item, location: Location, destroyed: boolean, shots: number | undefined): Equipment {
  const { name, kind, ammoFor, capacity, half } = item;
  if (ammoFor !== undefined) {
    const bin: Equipment = half
      ? { name, kind, ammoFor, half, location, destroyed }
      : { name, kind, ammoFor, location, destroyed };
    if (shots !== undefined) bin.shots = shots;
    return bin;
  }
  if (capacity !== undefined) return { name, kind, capacity, location, destroyed };
  return { name, kind, location, destroyed };
}

/**
 * The Shots cell of a row (R-19.1): for a bin, its shots left — blank, or no Shots column (a campaign
 * set up before it), is a full bin; undefined for a bin that is not counted and left blank, and for
 * any other item, whose Shots must be blank. Null after reporting a bad cell.
 */
function readShots(r: RowReader, item: Item, catalog: Catalog): number | undefined | null {
  const full = fullShots({ ...item, location: 'CT', destroyed: false }, catalog);
  const hasColumn = r.table.has('shots');
  if (item.kind !== 'ammo') {
    if (!hasColumn || r.blank('shots')) return undefined;
    r.report('shots', 'not_ammo', `Shots is for ammunition bins; ${item.name} holds none, so leave it blank`);
    return null;
  }
  if (!hasColumn || r.blank('shots')) return full;
  const value = r.raw('shots');
  const shots = wholeNumber(value);
  if (shots !== undefined && shots >= 0 && (full === undefined || shots <= full)) return shots;
  const bin =
    full === undefined ? '' : ` (a full ${item.half ? 'half ton' : 'ton'} of ${item.ammoFor} ammunition holds ${full})`;
  r.report(
    'shots',
    'bad_shots',
    `Shots must be a whole number from 0${full === undefined ? ' up' : ` to ${full}`}${bin}, or blank for a full bin, got ${describeGot(value)}`,
  );
  return null;
}
