/**
 * "Set up campaign" and "Load demo battle". Set up creates or repairs every tab
 * and never overwrites a filled cell; the demo battle of the seed only loads into empty
 * Mechs, Equipment and Attacks tabs. Set up with the demo on a new spreadsheet writes the
 * demo's rows as the new tabs' first content, so nothing is written twice or read back
 * (Set up and the demo together cost a few hundred calls, not 800).
 */
import { STANDARD_HEAT_SCALE } from '../../rules/charts/heatScale';
import { STANDARD_WEAPONS } from '../../rules/charts/weapons';
import { isBlank } from '../../sheet/tab/cells';
import { planWrites } from '../../sheet/write/cellValue';
import { demoTabs } from '../../sheet/setup/demo';
import { ATTACKS, LOG, ROLLS, RULES } from '../../sheet/schema/playTabs';
import { CATALOG, EQUIPMENT } from '../../sheet/schema/gearTabs';
import { MECHS } from '../../sheet/schema/mechsTab';
import { PILOTS } from '../../sheet/schema/pilotsTab';
import { TAB, headerRow, type TabSpec } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { headerMap } from '../../sheet/tab/headers';
import { catalogRowCells, mapValues, rulesValues, tabValues } from '../../sheet/write/tabValues';
import { withTnFormula } from '../../sheet/setup/tnFormula';
import { widenTnFormula } from './tnWidened';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { RuleBook, setUpGrid, setUpTable, type NameLists } from '../../gas/setupTabs';
import { ensureUndoTab } from '../../gas/undoStore';
import { Workbook, type Grid, type Tabs } from '../../gas/workbook';
import { busy } from '../reply/messages';
import { withSettingsRepaired, type SetupTabReport } from './settings';
import { withCatalogRepaired } from './catalogRows';
import { setUpCards } from './cards';
import { fitGrids } from './grids';
import { addMechPilotsToRoster, firstRoster } from './roster';
import { addPriceRows } from './priceRows';
import { growTab } from '../../gas/tabGrids';
import { gridRows } from '../../sheet/setup/room';
import { jsonSafe, refuse, type Failure } from '../reply/responses';

/** A new Map tab: a standard mapsheet's 16 × 17 hexes, labelled, all clear. */
const NEW_MAP = { cols: 16, rows: 17, terrain: {} } as const;

const MAP_NOTE =
  'Map: columns 1, 2 … along row 1, rows down column A; hex 0609 is the cell under 6 and beside 9. ' +
  'Terrain codes, several per cell separated by spaces: LW / HW light / heavy woods, LJ / HJ jungle, R rubble, ' +
  'W1, W2 … water depth, E1, E-1 … elevation, F fire, L lava. Blank = clear ground.';

interface SetupSuccess {
  readonly ok: true;
  readonly tabs: readonly SetupTabReport[];
}

/** What a new tab starts with, by tab name, instead of Set up's own: the demo's rows. */
type FirstContent = Readonly<Record<string, readonly (readonly unknown[])[]>>;

/**
 * Creates or repairs every tab of the campaign; see `setUpTable`. `first`, when given, is
 * what a tab created now starts with (its header row first, in schema order).
 */
export function setUpCampaignTabs(services: Services, wb: Workbook, first: FirstContent = {}): SetupTabReport[] {
  const lists: NameLists = {};
  const rules = new RuleBook(services);
  const reports: SetupTabReport[] = [];
  const columns: Record<string, Record<string, number>> = {};
  const table = (spec: TabSpec, initial: readonly (readonly unknown[])[]) => {
    const report = setUpTable(services, wb, spec, first[spec.name] ?? initial, lists, rules);
    reports.push(report);
    return (columns[spec.name] = report.columns);
  };
  // Mechs before the tabs whose dropdowns list its names, Catalog before Attacks.
  const hadMechs = !!wb.sheet(TAB.mechs);
  const hadPilots = !!wb.sheet(TAB.pilots);
  const mechCols = table(MECHS, [headerRow(MECHS)]);
  lists.mechNames = once(() => nameColumn(wb, TAB.mechs, mechCols.name));
  table(EQUIPMENT, [headerRow(EQUIPMENT)]);
  const catalogCols = table(CATALOG, tabValues(CATALOG, STANDARD_WEAPONS.map(catalogRowCells)));
  // A Catalog from before the whole standard list gets its missing weapons.
  reports[reports.length - 1] = withCatalogRepaired(wb, reports[reports.length - 1]);
  lists.weaponNames = once(() => nameColumn(wb, TAB.catalog, catalogCols.weapon));
  // A new Attacks tab gets the TN column's formula: the players' TNs fill it as they type orders.
  const attacks = setUpTable(
    services,
    wb,
    ATTACKS,
    withTnFormula(first[ATTACKS.name] ?? [headerRow(ATTACKS)]),
    lists,
    rules,
  );
  // An earlier Set up's TN formula reads the columns tabs have gained since.
  const widened = attacks.created ? undefined : widenTnFormula(wb);
  reports.push(widened ? { ...attacks, addedColumns: [...attacks.addedColumns, widened] } : attacks);
  columns[ATTACKS.name] = attacks.columns;
  table(ROLLS, [headerRow(ROLLS)]);
  const map = setUpGrid(wb, TAB.map, first[TAB.map] ?? mapValues(NEW_MAP), MAP_NOTE, 36);
  reports.push(map);
  table(LOG, [headerRow(LOG)]);
  table(RULES, rulesValues(STANDARD_HEAT_SCALE));
  // A Rules tab from before a setting existed gets its row (Round length, R-17.1).
  reports[reports.length - 1] = withSettingsRepaired(wb, reports[reports.length - 1]);
  // The roster: made from the Mechs tab's pilots, or given the pilots it lacks.
  if (hadPilots) {
    table(PILOTS, [headerRow(PILOTS)]);
    addMechPilotsToRoster(wb);
  } else table(PILOTS, firstRoster(hadMechs ? wb.readTabs([TAB.mechs])[TAB.mechs] : first[TAB.mechs]));
  addPriceRows(wb);
  const cards = setUpCards(wb, columns);
  reports.push(cards.report);
  fitGrids(wb, cards.report.created);
  ensureUndoTab(wb);
  if (reports.some((r) => r.created)) removeBlankDefaultSheet(wb);
  return reports;
}

/**
 * A new spreadsheet's empty `Sheet1` goes once the campaign tabs exist; one with anything in
 * it stays. No last row means no content in any cell, so no last column to ask.
 */
function removeBlankDefaultSheet(wb: Workbook): void {
  const sheet = wb.sheet('Sheet1');
  if (sheet && sheet.getLastRow() === 0) wb.deleteSheet('Sheet1');
}

function nameColumn(
  wb: Workbook,
  tab: string,
  col: number | undefined,
): GoogleAppsScript.Spreadsheet.Range | undefined {
  const sheet = wb.sheet(tab);
  if (!sheet || col === undefined) return undefined;
  return sheet.getRange(2, col, Math.max(1, wb.maxRows(tab) - 1), 1);
}

/** `make`'s answer, asked for the first time it is needed and then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made = made ?? { value: make() }).value;
}

/** Set up, inside the document lock (a resolve must not run while tabs are being made). */
export function setupCampaignTabs(
  services: Services,
  wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet()),
): SetupSuccess | Failure {
  return jsonSafe(
    withDocumentLock<SetupSuccess | Failure>(
      services,
      () => ({ ok: true, tabs: setUpCampaignTabs(services, wb) }),
      busy,
    ),
  );
}

/** Set up and, with it, the demo battle: what each did. */
interface SetupWithDemo {
  readonly ok: true;
  readonly tabs: readonly SetupTabReport[];
  readonly demo: DemoSuccess | Failure;
}

/**
 * Set up campaign and then the demo battle, inside one hold of the document lock. When
 * Mechs, Equipment and Attacks are all missing (a new spreadsheet), the tabs Set up creates
 * start with the demo's rows; otherwise Set up runs, then the demo loads as "Load demo
 * battle" loads it (refused when those tabs have rows).
 */
export function setupCampaignWithDemo(
  services: Services,
  wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet()),
): SetupWithDemo | Failure {
  return jsonSafe(
    withDocumentLock<SetupWithDemo | Failure>(
      services,
      () => {
        const fresh = DEMO_TABLES.every((spec) => !wb.sheet(spec.name));
        if (!fresh) {
          const tabs = setUpCampaignTabs(services, wb);
          return { ok: true, tabs, demo: withDemoPilots(wb, loadDemoInto(wb, DEMO_NAMES)) };
        }
        const demo = demoTabs();
        // The Catalog and the Map may exist already: they get the demo's as "Load demo battle" gives it.
        const kept: string[] = [TAB.catalog, TAB.map].filter((name) => !!wb.sheet(name));
        const first: Record<string, unknown[][]> = {};
        for (const name of DEMO_NAMES) if (kept.indexOf(name) < 0) first[name] = demo[name];
        const tabs = setUpCampaignTabs(services, wb, first);
        const rest = kept.length > 0 ? loadDemoInto(wb, kept) : undefined;
        if (rest && !rest.ok) return { ok: true, tabs, demo: rest };
        return {
          ok: true,
          tabs,
          demo: {
            ok: true,
            mechs: demoMechNames(demo),
            tabs: [...Object.keys(first), ...(rest && rest.ok ? rest.tabs : [])],
          },
        };
      },
      busy,
    ),
  );
}

interface DemoSuccess {
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
  const cols = headerMap(
    [header],
    { ...spec, columns: spec.columns.map((c) => ({ ...c, required: false })) },
    new SheetProblems(),
  );
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

/** The tabs the demo battle fills. */
const DEMO_NAMES: readonly string[] = [TAB.mechs, TAB.equipment, TAB.attacks, TAB.catalog, TAB.map];

function demoMechNames(demo: Tabs): string[] {
  return demo[TAB.mechs].slice(1).map((r) => String(r[0]));
}

/**
 * Loads the seed's demo battle (the Griffin in 0609, Rifleman 0415, Blackjack 0111, Locust
 * 1516, src/sheet/setup/demo.ts): its mechs, equipment and attack orders, the demo map when the
 * Map has no terrain yet, the standard catalog when the Catalog is empty. Refuses, writing
 * nothing, when Mechs, Equipment or Attacks already has rows.
 */
function loadDemo(services: Services, wb: Workbook): DemoSuccess | Failure {
  setUpCampaignTabs(services, wb);
  return withDemoPilots(wb, loadDemoInto(wb, DEMO_NAMES));
}

/** The demo's pilots onto the roster once its mechs are in. */
function withDemoPilots<T extends { ok: boolean }>(wb: Workbook, loaded: T): T {
  if (loaded.ok) addMechPilotsToRoster(wb);
  return loaded;
}

/** The demo battle written into tabs that exist (of `names`), as `loadDemo` says. */
function loadDemoInto(wb: Workbook, names: readonly string[]): DemoSuccess | Failure {
  const demo = demoTabs();
  const before = wb.readTabs(names);
  const taken = DEMO_TABLES.filter((s) => names.indexOf(s.name) >= 0 && hasRows(before[s.name])).map((s) => s.name);
  if (taken.length > 0) {
    return refuse(
      'demo/not_empty',
      `The demo battle only loads into empty tabs, and ${taken.join(', ')} already ${taken.length === 1 ? 'has' : 'have'} rows under the header. Nothing was changed; load it into a new spreadsheet, or clear those rows first.`,
    );
  }
  const after: Tabs = {};
  for (const spec of DEMO_TABLES)
    if (names.indexOf(spec.name) >= 0) after[spec.name] = alignRows(spec, demo[spec.name], before[spec.name]);
  if (names.indexOf(TAB.catalog) >= 0 && !hasRows(before[TAB.catalog]))
    after[TAB.catalog] = alignRows(CATALOG, demo[TAB.catalog], before[TAB.catalog]);
  if (names.indexOf(TAB.map) >= 0 && !hasTerrain(before[TAB.map]))
    after[TAB.map] = replaceGrid(before[TAB.map], demo[TAB.map]);
  const writes = planWrites(before, after, wb.readFormulas(Object.keys(after)));
  // Room first, formatted as the rows above; then, with the mechs known, the Attacks and Cards tabs' room.
  for (const tab of Object.keys(after)) growTab(wb, tab, gridRows(tab, after[tab].length, 0), before[tab]?.length ?? 0);
  wb.write(writes);
  if (after[TAB.mechs]) fitGrids(wb, false);
  return { ok: true, mechs: demoMechNames(demo), tabs: Array.from(new Set(writes.map((w) => w.tab))) };
}

/** Load demo battle, inside the document lock. */
export function loadDemoBattleTabs(services: Services): DemoSuccess | Failure {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock(services, () => loadDemo(services, wb), busy));
}
