/**
 * The rows an import adds (issue 7), pure: a unit record becomes one Mechs row and its
 * Equipment rows, laid out under the tab's own headers (any order; columns Gator does not
 * know stay blank). src/server/importMechs.ts writes them through the round's safe path.
 */
import { LOCATIONS, LIMBS, TORSOS, type Location } from '../rules/model/location';
import type { Side } from '../rules/model/mech';
import { runMP } from '../rules/movement/modifiers';
import { internalStructure } from '../rules/tables/structure';
import { unitLabel, type UnitRecord } from '../rules/tables/units';
import { isBlank, normalize } from '../sheet/cells';
import type { Table } from '../sheet/table';
import type { RowRecord } from '../sheet/tabValues';

/** A mech about to be added: its record, and what the GM chose for it. */
export interface NewMech {
  readonly unit: UnitRecord;
  /** Its Name on the sheet, unique (any case). */
  readonly name: string;
  readonly side: Side;
  /** `0609`, or '' for not on the map. */
  readonly position: string;
  /** Equipment rows beyond the record's: unknown items of an .mtf as `Other: …` (issue 7). */
  readonly others?: readonly { readonly item: string; readonly location: Location }[];
}

/** The Rules tab's skills, given to the pilot of every added mech. */
export interface PilotDefaults {
  readonly gunnery: number;
  readonly piloting: number;
}

/** Full structure: an imported unit brings its own (reference §5); a library unit gets it from its tonnage. */
function structureOf(unit: UnitRecord): Readonly<Record<Location, number>> {
  const own = (unit as { structure?: Readonly<Record<Location, number>> }).structure;
  const structure = own ?? internalStructure(unit.tonnage);
  if (!structure) throw new Error(`no internal structure for ${unit.tonnage} tons`);
  return structure;
}

/**
 * The Mechs row of a new mech, by schema key: the record (tons, MP, heat sinks as capacity),
 * full armor and structure, an unhurt pilot with the Rules tab's skills, no orders.
 */
export function mechRecord(m: NewMech, skills: PilotDefaults): RowRecord {
  const u = m.unit;
  const structure = structureOf(u);
  const rec: Record<string, unknown> = {
    name: m.name,
    model: unitLabel(u).trim(),
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
  };
  for (const loc of LOCATIONS) rec[`armor.${loc}`] = u.armor[loc];
  for (const loc of TORSOS) rec[`rear.${loc}`] = u.rearArmor[loc];
  for (const loc of LOCATIONS) rec[`structure.${loc}`] = structure[loc];
  for (const limb of LIMBS) rec[`actuators.${limb}`] = 0;
  return rec;
}

/** Its Equipment rows in record order (R-9.3 reads "first" in it), then the `Other: …` rows. */
export function equipmentRecords(m: NewMech): RowRecord[] {
  const rows: RowRecord[] = m.unit.equipment.map((e) => ({ mech: m.name, item: e.name, location: e.location, status: 'OK' }));
  for (const o of m.others ?? []) rows.push({ mech: m.name, item: o.item, location: o.location, status: 'OK' });
  return rows;
}

/** A record laid out as a row of `table`: each key under its header, '' elsewhere, as wide as the tab. */
export function rowOf(table: Table, rec: RowRecord): unknown[] {
  const width = Math.max(table.values[0]?.length ?? 0, ...table.spec.columns.map((c) => (table.cols[c.key] ?? -1) + 1));
  const row: unknown[] = new Array<unknown>(width).fill('');
  for (const key of Object.keys(rec)) {
    const col = table.cols[key];
    if (col !== undefined) row[col] = rec[key];
  }
  return row;
}

/** The names on the Mechs tab, normalized (names are unique in any case), with their 1-based rows. */
export function takenNames(mechs: Table): Map<string, number> {
  const taken = new Map<string, number>();
  for (let r = 1; r < mechs.values.length; r++) {
    const v = mechs.get(r, 'name');
    if (!isBlank(v)) taken.set(normalize(String(v)), r + 1);
  }
  return taken;
}

/**
 * `Griffin GRF-1S`, or `Griffin GRF-1S (2)`, `(3)` … when taken; the name is then taken.
 *
 * @example uniqueName('Griffin GRF-1S', taken) // 'Griffin GRF-1S (2)' when a Griffin GRF-1S exists
 */
export function uniqueName(base: string, taken: Map<string, number>, row: number): string {
  let name = base;
  for (let n = 2; taken.has(normalize(name)); n++) name = `${base} (${n})`;
  taken.set(normalize(name), row);
  return name;
}

/** What an Undo confirmation calls an import: `Griffin GRF-1S, Locust LCT-1V`, or `A, B, C and 2 more`. */
export function importLabel(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}
