/**
 * A unit record as sheet rows: one Mechs row and its Equipment rows, by schema key. Shared by
 * the demo battle and by mech import, so a mech added either way reads the same.
 */
import { LOCATIONS, LIMBS, TORSOS, type Location } from '../../rules/model/location';
import type { Side } from '../../rules/model/mech';
import { runMP } from '../../rules/movement/modifiers';
import { internalStructure } from '../../rules/charts/structure';
import type { UnitSpec } from '../../rules/charts/units';
import type { WeaponSpec } from '../../rules/model/weapon';
import { fullShots } from '../../rules/mech/ammo';
import { fullArmorText } from './fullArmor';
import type { RowCells } from '../write/tabValues';

/** A mech about to be added: its record, and what the GM chose for it. */
export interface NewMech {
  readonly unit: UnitSpec;
  /** Its Name on the sheet, unique (any case). */
  readonly name: string;
  readonly side: Side;
  /** `0609`, or '' for not on the map. */
  readonly position: string;
  /** Equipment rows beyond the record's: unknown items of an .mtf as `Other: …`. */
  readonly others?: readonly { readonly item: string; readonly location: Location }[];
}

/** The Rules tab's skills, given to the pilot of every added mech. */
export interface PilotDefaults {
  readonly gunnery: number;
  readonly piloting: number;
}

/** Full structure: an imported unit brings its own (reference §5); a library unit gets it from its tonnage. */
function structureOf(unit: UnitSpec): Readonly<Record<Location, number>> {
  const own = (unit as { structure?: Readonly<Record<Location, number>> }).structure;
  const structure = own ?? internalStructure(unit.tonnage);
  if (!structure) throw new Error(`no internal structure for ${unit.tonnage} tons`);
  return structure;
}

/**
 * The Mechs row of a new mech, by schema key: the record (tons, MP, heat sinks as capacity),
 * its Model the model code alone (`GRF-1S`, the chassis is in the Name), full armor and
 * structure (and the full armor again in Full armor, for a repair), an unhurt pilot with the
 * Rules tab's skills, no orders.
 */
export function mechRowCells(m: NewMech, skills: PilotDefaults): RowCells {
  const u = m.unit;
  const structure = structureOf(u);
  const rec: Record<string, unknown> = {
    name: m.name,
    model: u.model.trim(),
    side: m.side,
    pilot: '',
    gunnery: skills.gunnery,
    piloting: skills.piloting,
    tons: u.tonnage,
    walk: u.walkMP,
    run: runMP(u.walkMP),
    jump: u.jumpMP,
    heatSinks: u.heatSinks,
    allowsDeath: 'No',
    position: m.position,
    heat: 0,
    status: 'Active',
    prone: 'No',
    pilotStatus: 'Active',
    wounds: 0,
    sensorHits: 0,
    lifeSupport: 'OK',
    gyroHits: 0,
    engineHits: 0,
    critCount: 0,
    // The record's armor, kept for a full repair once the armor columns show damage (Start a new battle).
    fullArmor: fullArmorText(u.armor, u.rearArmor),
  };
  for (const loc of LOCATIONS) rec[`armor.${loc}`] = u.armor[loc];
  for (const loc of TORSOS) rec[`rear.${loc}`] = u.rearArmor[loc];
  for (const loc of LOCATIONS) rec[`structure.${loc}`] = structure[loc];
  for (const limb of LIMBS) rec[`actuators.${limb}`] = 0;
  return rec;
}

/**
 * Its Equipment rows in record order (R-9.3 reads "first" in it), then the `Other: …` rows. Each
 * ammunition bin starts full: Shots is the weapon's shots per ton, half of it for half a
 * ton (by `catalog`, the campaign's); blank when its weapon has no shots per ton. Equipment without
 * an attack is an `Other: …` row.
 */
export function equipmentRowCells(m: NewMech, catalog: Readonly<Record<string, WeaponSpec>>): RowCells[] {
  const rows: RowCells[] = m.unit.equipment.map((e) => {
    const full = fullShots({ ...e, destroyed: false }, catalog);
    const item = e.kind === 'other' ? `Other: ${e.name}` : e.name;
    const row: RowCells = { mech: m.name, item, location: e.location, status: 'OK' };
    return full === undefined ? row : { ...row, shots: full };
  });
  for (const o of m.others ?? []) rows.push({ mech: m.name, item: o.item, location: o.location, status: 'OK' });
  return rows;
}
