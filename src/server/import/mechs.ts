/**
 * "Import mechs" (docs/importing-mechs.md): .mtf files and the built-in library become Mechs and Equipment
 * rows through the same safe path as a round — inside the document lock, the tabs read once,
 * every problem found before anything is written, one `setValues` per tab, an undo snapshot
 * saved first (kind `import`, on the one undo stack), and a failed write rolled back.
 */
import type { Catalog } from '../../rules/data/mtf';
import type { BattleMap } from '../../rules/model/map';
import type { Side } from '../../rules/model/mech';
import { unitLabel } from '../../rules/charts/units';
import { planWrites } from '../../sheet/write/cellValue';
import { nextFreeRow } from '../../sheet/write/freeRow';
import { gridRows } from '../../sheet/setup/room';
import { readCatalog } from '../../sheet/read/catalog';
import { readMap } from '../../sheet/read/map';
import { readRules } from '../../sheet/read/rules';
import { EQUIPMENT } from '../../sheet/schema/gearTabs';
import { MECHS } from '../../sheet/schema/mechsTab';
import { TAB } from '../../sheet/schema/columns';
import { openTab, type TabReader } from '../../sheet/tab/tabReader';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { restoreUpdates } from '../../sheet/undo/restore';
import { snapshotFor } from '../../sheet/undo/capture';
import type { UndoSnapshot } from '../../sheet/undo/snapshot';
import { withDocumentLock } from '../../gas/lock';
import { tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { growForMechs, growTab } from '../../gas/tabGrids';
import { dropSnapshot, saveSnapshot } from '../../gas/undoStore';
import { recordImport } from './record';
import { Workbook } from '../../gas/workbook';
import { equipmentRowCells, mechRowCells, type NewMech, type PilotDefaults } from '../../sheet/setup/unitRows';
import { importLabel, rowOf, takenNames, uniqueName } from './rows';
import { newProblems } from './check';
import { parseSources, placed, sourcesOf, type MtfSource } from './sources';
import { unknownItems, type UnknownItemView } from './unknown';
import { busy, describeError, notAllowed } from '../reply/messages';
import { READ_TABS } from '../round/resolve';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';

/** A mech the import added. */
interface ImportedMechView {
  /** Its Name on the Mechs tab. */
  readonly name: string;
  /** `Griffin GRF-1S`. */
  readonly unit: string;
  /** Its Side, as written: NPC unless the library insert was given PC. */
  readonly side: Side;
  /** Its Position as written (`0609`), '' when it is not on the map. */
  readonly position: string;
  /** `Griffin.mtf`, `Pasted text` or `Library`. */
  readonly source: string;
  readonly tons: number;
  readonly walk: number;
  readonly jump: number;
  /** Heat sunk per round (a double sink counts 2). */
  readonly heatSinks: number;
  /** Equipment rows written for it. */
  readonly items: number;
  /** Its row on the Mechs tab (1-based). */
  readonly row: number;
}

export interface ImportSuccess {
  readonly ok: true;
  readonly mechs: readonly ImportedMechView[];
  readonly unknown: readonly UnknownItemView[];
  /** Oddities of files that still imported, each with its file and line. */
  readonly warnings: readonly string[];
  /** Ranges written, `Mechs!A6:BB7`. */
  readonly written: readonly string[];
  /** What Undo calls this import: `Griffin GRF-1S, Locust LCT-1V` (pass it to `undoLast` as `expected`). */
  readonly label: string;
}

export type ImportResponse = ImportSuccess | Failure;

/** What the add-on may write for an import: the two tabs and the undo stack. */
const IMPORT_TABS: readonly string[] = [TAB.mechs, TAB.equipment, TAB.undo];

/** The campaign as an import needs it: the tabs, where the columns are, the names taken. */
interface Sheet {
  readonly before: Tabs;
  readonly mechs: TabReader;
  readonly equipment: TabReader;
  readonly catalog: Catalog;
  readonly map: BattleMap | undefined;
  readonly skills: PilotDefaults;
  readonly taken: Map<string, number>;
}

export function openSheet(services: Services, wb: Workbook): Sheet | Failure {
  const blocked = tabsUserCannotEdit(services, wb, IMPORT_TABS);
  if (blocked.length > 0) return notAllowed(services, blocked, 'import mechs');
  const before = wb.readTabs(READ_TABS);
  // New rows go under the last row holding a value, wherever a formula's blank cells end.
  for (const tab of [TAB.mechs, TAB.equipment])
    if (before[tab]) before[tab] = before[tab].slice(0, nextFreeRow(before[tab]) - 1);
  const problems = new SheetProblems();
  const mechs = openTab(before, MECHS, problems, true);
  const equipment = openTab(before, EQUIPMENT, problems, true);
  if (!mechs || !equipment) return failure(...problems.list);
  // Only the two tabs written must read; other problems of the sheet are the round's business.
  const ignored = new SheetProblems();
  const { rules } = readRules(before, ignored);
  return {
    before,
    mechs,
    equipment,
    catalog: readCatalog(before, ignored),
    map: readMap(before, ignored),
    skills: { gunnery: rules.defaultGunnery, piloting: rules.defaultPiloting },
    taken: takenNames(mechs),
  };
}

/**
 * Imports every unit of the pasted .mtf text (or of each file) as a Mechs row and its
 * Equipment rows: named `Chassis Model` (then `… (2)` if taken), NPC, not on the map, with
 * full armor, structure from the tonnage, the heat sinks' capacity and the Rules tab's
 * default skills. Nothing is written when any unit has a problem: they are all returned,
 * each with its file and line (`Griffin.mtf line 14: LA armor must be a whole number, got
 * "abc"`). Unknown equipment is listed; with `addUnknown` it is added as `Other: name`
 * rows — a Catalog row would need damage and ranges the file does not have.
 */
export function importMtf(
  services: Services,
  input: unknown,
  opts: { readonly addUnknown?: boolean } = {},
): ImportResponse {
  const sources = sourcesOf(input);
  if (!sources) return jsonSafe(refuse('import/bad_request', 'Import needs the text of one or more .mtf files.'));
  if (sources.length === 0)
    return jsonSafe(refuse('import/empty', 'Nothing to import: paste the text of an .mtf file (or open one) first.'));
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(
    withDocumentLock(services, () => importLocked(services, wb, sources, opts.addUnknown === true), busy),
  );
}

function importLocked(
  services: Services,
  wb: Workbook,
  sources: readonly MtfSource[],
  addUnknown: boolean,
): ImportResponse {
  const sheet = openSheet(services, wb);
  if ('ok' in sheet) return sheet;
  const parsed = parseSources(sources, sheet.catalog);
  const problems = parsed.flatMap((p) =>
    p.result.ok
      ? []
      : p.result.problems.map((q) => ({ code: 'import/mtf', message: `${p.where} line ${q.line}: ${q.message}` })),
  );
  if (problems.length > 0) return failure(...problems);

  const mechs: NewMech[] = [];
  const unknown: UnknownItemView[] = [];
  const warnings: string[] = [];
  const sourceOf: string[] = [];
  let row = sheet.mechs.values.length + 1;
  for (const p of parsed) {
    if (!p.result.ok) continue;
    const { unit, unknownEquipment } = p.result;
    const name = uniqueName(unitLabel(unit).trim(), sheet.taken, row++);
    mechs.push({
      unit,
      name,
      side: 'NPC',
      position: '',
      ...(addUnknown
        ? { others: unknownEquipment.map((u) => ({ item: `Other: ${u.name}`, location: u.location })) }
        : {}),
    });
    sourceOf.push(p.source);
    unknown.push(...unknownItems(name, p.where, unknownEquipment, addUnknown));
    for (const w of p.result.warnings) warnings.push(placed(p.where, w));
  }
  return addMechs(services, wb, sheet, mechs, sourceOf, unknown, warnings);
}

/**
 * Appends the mechs' rows to Mechs and Equipment — one write per tab, under the last row
 * in use — after checking the sheet reads them back without a new problem, and saving the
 * undo snapshot first. A failed write puts back what was written.
 */
export function addMechs(
  services: Services,
  wb: Workbook,
  sheet: Sheet,
  mechs: readonly NewMech[],
  sources: readonly string[],
  unknown: readonly UnknownItemView[],
  warnings: readonly string[],
): ImportResponse {
  const { before } = sheet;
  const mechRows = mechs.map((m) => rowOf(sheet.mechs, mechRowCells(m, sheet.skills)));
  const itemRows = mechs.map((m) => equipmentRowCells(m, sheet.catalog).map((rec) => rowOf(sheet.equipment, rec)));
  const updates: Record<string, unknown[][]> = {
    [TAB.mechs]: [...sheet.mechs.values.map((r) => [...r]), ...mechRows],
    [TAB.equipment]: [...sheet.equipment.values.map((r) => [...r]), ...itemRows.flat()],
  };
  const added = newProblems(before, updates);
  if (added.length > 0)
    return failure(
      ...added.map((p) => ({
        code: p.code,
        message: `Nothing was written: the new rows would not read back. ${p.message}`,
      })),
    );

  const label = importLabel(mechs.map((m) => m.name));
  const formulas = wb.readFormulas(Object.keys(updates));
  const writes = planWrites(before, updates, formulas);
  const snapshot: UndoSnapshot = {
    ...snapshotFor(before, updates, formulas),
    kind: 'import',
    label,
    check: checkedCells(sheet, mechRows, itemRows.flat()),
  };
  for (const t of [sheet.mechs, sheet.equipment])
    growTab(wb, t.name, gridRows(t.name, updates[t.name].length, 0), t.values.length);
  const stored = saveSnapshot(wb, snapshot);
  const done: string[] = [];
  try {
    for (const w of writes) {
      wb.write([w]);
      done.push(w.tab);
    }
    growForMechs(wb);
    recordImport(services, wb, sheet.before, label);
  } catch (err) {
    let undone = 'The sheet was put back as it was; nothing changed.';
    try {
      // Only the tabs written are put back: the one that failed may refuse again.
      wb.write(restoreUpdates(snapshot).filter((w) => done.indexOf(w.tab) >= 0));
      dropSnapshot(wb, stored);
    } catch (again) {
      undone = `Putting the sheet back failed too (${describeError(again)}): check the Mechs and Equipment tabs.`;
    }
    return refuse('sheet/write_failed', `Writing the import of ${label} failed: ${describeError(err)}. ${undone}`);
  }
  const firstRow = sheet.mechs.values.length + 1;
  return {
    ok: true,
    mechs: mechs.map((m, i) => ({
      name: m.name,
      unit: unitLabel(m.unit).trim(),
      side: m.side,
      position: m.position,
      source: sources[i],
      tons: m.unit.tonnage,
      walk: m.unit.walkMP,
      jump: m.unit.jumpMP,
      heatSinks: m.unit.heatSinks,
      items: itemRows[i].length,
      row: firstRow + i,
    })),
    unknown,
    warnings,
    written: writes.map((w) => w.a1),
    label,
  };
}

/** The Name cells of the new Mechs rows and the Mech cells of the new Equipment rows, as written (0-based rows). */
function checkedCells(
  sheet: Sheet,
  mechRows: readonly unknown[][],
  itemRows: readonly unknown[][],
): UndoSnapshot['check'] {
  const column = (t: TabReader, key: string, rows: readonly unknown[][]) => ({
    tab: t.name,
    row: t.values.length,
    col: t.col(key),
    values: rows.map((r) => [r[t.col(key)]]),
  });
  return [column(sheet.mechs, 'name', mechRows), column(sheet.equipment, 'mech', itemRows)].filter(
    (c) => c.values.length > 0,
  );
}
