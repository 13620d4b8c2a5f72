/**
 * "Set up campaign" and "Load demo battle" (issue 4). Set up creates or repairs every tab
 * and never overwrites a filled cell; the demo battle of the seed only loads into empty
 * Mechs, Equipment and Attacks tabs.
 */
import { STANDARD_HEAT_SCALE } from '../rules/tables/heatScale';
import { STANDARD_WEAPONS } from '../rules/tables/weapons';
import { isBlank } from '../sheet/cells';
import { planWrites } from '../sheet/cellValue';
import { demoTabs } from '../sheet/demo';
import { ATTACKS, CATALOG, EQUIPMENT, LOG, MECHS, ROLLS, RULES, TAB, headerRow, type TabSpec } from '../sheet/schema';
import { SheetProblems, headerMap } from '../sheet/table';
import { catalogRecord, mapValues, rulesValues, tabValues } from '../sheet/tabValues';
import { withDocumentLock } from '../gas/lock';
import type { Services } from '../gas/services';
import { setUpGrid, setUpTable, type NameLists, type TabReport } from '../gas/setupTabs';
import { ensureUndoTab } from '../gas/undoStore';
import { Workbook, type Grid, type Tabs } from '../gas/workbook';
import { busy } from './messages';
import { jsonSafe, refuse, type Failure } from './responses';

/** A new Map tab: a standard mapsheet's 16 × 17 hexes, labelled, all clear. */
export const NEW_MAP = { cols: 16, rows: 17, terrain: {} } as const;

const MAP_NOTE =
  'Map: columns 1, 2 … along row 1, rows down column A; hex 0609 is the cell under 6 and beside 9. ' +
  'Terrain codes, several per cell separated by spaces: LW / HW light / heavy woods, LJ / HJ jungle, R rubble, ' +
  'W1, W2 … water depth, E1, E-1 … elevation, F fire, L lava. Blank = clear ground.';

export interface SetupSuccess {
  readonly ok: true;
  readonly tabs: readonly TabReport[];
}

/** Creates or repairs every tab of the campaign; see `setUpTable`. */
export function setUpCampaignTabs(services: Services, wb: Workbook): TabReport[] {
  const lists: NameLists = {};
  const reports: TabReport[] = [];
  const table = (spec: TabSpec, initial: readonly (readonly unknown[])[]) => {
    const report = setUpTable(services, wb, spec, initial, lists);
    reports.push(report);
    return report.columns;
  };
  // In the order; Mechs before the tabs whose dropdowns list its names, Catalog before Attacks.
  const mechCols = table(MECHS, [headerRow(MECHS)]);
  lists.mechNames = nameColumn(wb, TAB.mechs, mechCols.name);
  table(EQUIPMENT, [headerRow(EQUIPMENT)]);
  const catalogCols = table(CATALOG, tabValues(CATALOG, STANDARD_WEAPONS.map(catalogRecord)));
  lists.weaponNames = nameColumn(wb, TAB.catalog, catalogCols.weapon);
  table(ATTACKS, [headerRow(ATTACKS)]);
  table(ROLLS, [headerRow(ROLLS)]);
  reports.push(setUpGrid(wb, TAB.map, mapValues(NEW_MAP), MAP_NOTE, 36));
  table(LOG, [headerRow(LOG)]);
  table(RULES, rulesValues(STANDARD_HEAT_SCALE));
  ensureUndoTab(wb);
  if (reports.some((r) => r.created)) removeBlankDefaultSheet(wb);
  return reports;
}

/** A new spreadsheet's empty `Sheet1` goes once the campaign tabs exist; one with anything in it stays. */
function removeBlankDefaultSheet(wb: Workbook): void {
  const sheet = wb.sheet('Sheet1');
  if (sheet && sheet.getLastRow() === 0 && sheet.getLastColumn() === 0) wb.ss.deleteSheet(sheet);
}

function nameColumn(wb: Workbook, tab: string, col: number | undefined): GoogleAppsScript.Spreadsheet.Range | undefined {
  const sheet = wb.sheet(tab);
  if (!sheet || col === undefined) return undefined;
  return sheet.getRange(2, col, Math.max(1, sheet.getMaxRows() - 1), 1);
}

/** Set up, inside the document lock (a resolve must not run while tabs are being made). */
export function setupCampaignTabs(services: Services): SetupSuccess | Failure {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock<SetupSuccess | Failure>(services, () => ({ ok: true, tabs: setUpCampaignTabs(services, wb) }), busy));
}

export interface DemoSuccess {
  readonly ok: true;
  readonly mechs: readonly string[];
  /** Tabs written. */
  readonly tabs: readonly string[];
}

const DEMO_TABLES: readonly TabSpec[] = [MECHS, EQUIPMENT, ATTACKS];

function hasRows(grid: Grid | undefined): boolean {
  return !!grid && grid.slice(1).some((row) => row.some((c) => !isBlank(c)));
}

function hasTerrain(grid: Grid | undefined): boolean {
  return !!grid && grid.slice(1).some((row) => row.slice(1).some((c) => !isBlank(c)));
}

/** The demo's rows under the tab's own header, each value in the column of its header. */
function alignRows(spec: TabSpec, demo: Grid, existing: Grid | undefined): Grid {
  const header = existing?.[0] ?? [];
  if (header.every(isBlank)) return demo;
  const cols = headerMap([header], { ...spec, columns: spec.columns.map((c) => ({ ...c, required: false })) }, new SheetProblems());
  if (!cols) throw new Error(`${spec.name}: a header is used twice; Set up reports it`);
  const rows = demo.slice(1).map((line) => {
    const out: unknown[] = header.map(() => '');
    spec.columns.forEach((c, i) => {
      const at = cols[c.key];
      if (at !== undefined) out[at] = line[i];
    });
    return out;
  });
  return [header.slice(), ...rows];
}

/** A grid replacing `old` cell for cell: `next` where it reaches, blank beyond. */
function replaceGrid(old: Grid | undefined, next: Grid): Grid {
  const height = Math.max(old?.length ?? 0, next.length);
  const width = Math.max(...(old ?? [[]]).map((r) => r.length), ...next.map((r) => r.length));
  return Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => (next[r] ?? [])[c] ?? ''));
}

/**
 * Loads the seed's demo battle (the Griffin in 0609, Rifleman 0415, Blackjack 0111, Locust
 * 1516, src/sheet/demo.ts): its mechs, equipment and attack orders, the demo map when the
 * Map has no terrain yet, the standard catalog when the Catalog is empty. Refuses, writing
 * nothing, when Mechs, Equipment or Attacks already has rows.
 */
export function loadDemo(services: Services, wb: Workbook): DemoSuccess | Failure {
  setUpCampaignTabs(services, wb);
  const demo = demoTabs();
  const names = [TAB.mechs, TAB.equipment, TAB.attacks, TAB.catalog, TAB.map];
  const before = wb.readTabs(names);
  const taken = DEMO_TABLES.filter((s) => hasRows(before[s.name])).map((s) => s.name);
  if (taken.length > 0) {
    return refuse(
      'demo/not_empty',
      `The demo battle only loads into empty tabs, and ${taken.join(', ')} already ${taken.length === 1 ? 'has' : 'have'} rows under the header. Nothing was changed; load it into a new spreadsheet, or clear those rows first.`,
    );
  }
  const after: Tabs = {};
  for (const spec of DEMO_TABLES) after[spec.name] = alignRows(spec, demo[spec.name], before[spec.name]);
  if (!hasRows(before[TAB.catalog])) after[TAB.catalog] = alignRows(CATALOG, demo[TAB.catalog], before[TAB.catalog]);
  if (!hasTerrain(before[TAB.map])) after[TAB.map] = replaceGrid(before[TAB.map], demo[TAB.map]);
  const writes = planWrites(before, after, wb.readFormulas(Object.keys(after)));
  wb.write(writes);
  const mechs = demo[TAB.mechs].slice(1).map((r) => String(r[0]));
  return { ok: true, mechs, tabs: writes.map((w) => w.tab) };
}

/** Load demo battle, inside the document lock. */
export function loadDemoBattleTabs(services: Services): DemoSuccess | Failure {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock(services, () => loadDemo(services, wb), busy));
}
