import type { Battle } from '../../rules/model/battle';
import { LOCATIONS, TORSOS } from '../../rules/model/location';
import type { Equipment, MechState } from '../../rules/model/mech';
import { fullShots } from '../../rules/mech/ammo';
import { hexLabel, parseHexLabel } from '../../rules/hex/label';
import { isBlank, memoized, normalize, wholeNumber } from '../tab/cells';
import { changedRectangle } from './cellValue';
import { playedMechs } from '../play/orderBlocks';
import { parseItem } from '../read/equipment';
import { readRules } from '../read/rules';
import { ATTACKS, ROLLS } from '../schema/playTabs';
import { EQUIPMENT } from '../schema/gearTabs';
import { MECHS } from '../schema/mechsTab';
import { EQUIPMENT_STATUSES, LIFE_SUPPORT, MECH_STATUSES, PILOT_STATUSES } from '../schema/choices';
import { TAB } from '../schema/columns';
import { SheetProblems } from '../tab/problems';
import type { TabReader } from '../tab/tabReader';
import { findTab, type Tabs } from '../tab/tabs';
import { among, flag, num, open, put, type Grid } from './put';
import { writeSettings } from './settings';

/** How a state cell is compared and written: the canonical value, and how to read a cell into it. */
interface StateColumn {
  readonly key: string;
  readonly value: (m: MechState) => string | number | boolean;
  /** The cell read the way the reader reads it (blank → the reader's default). */
  readonly parse: (cell: unknown) => string | number | boolean | undefined;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function mechStatus(m: MechState): string {
  if (m.wreck) return 'Wreck';
  if (m.destroyed) return 'Destroyed';
  return m.shutdown ? 'Shutdown' : 'Active';
}

/** The Mechs columns a round rewrites (role `state`), as the reader reads them back. */
const STATE_COLUMNS: readonly StateColumn[] = [
  {
    key: 'position',
    value: (m) => (m.position ? hexLabel(m.position) : ''),
    parse: (c) =>
      isBlank(c) ? '' : typeof c === 'number' || typeof c === 'string' ? mapHex(parseHexLabel(c)) : undefined,
  },
  { key: 'heat', value: (m) => m.heat, parse: num(0) },
  { key: 'status', value: mechStatus, parse: among(MECH_STATUSES, 'Active') },
  { key: 'prone', value: (m) => m.prone, parse: flag },
  { key: 'pilotStatus', value: (m) => cap(m.pilot.status), parse: among(PILOT_STATUSES, 'Active') },
  { key: 'wounds', value: (m) => m.pilot.wounds, parse: num(0) },
  {
    key: 'wakesAfter',
    value: (m) => m.pilot.unconsciousUntilRound ?? '',
    parse: (c) => (isBlank(c) ? '' : wholeNumber(c)),
  },
  ...LOCATIONS.map((loc): StateColumn => ({ key: `armor.${loc}`, value: (m) => m.armor[loc], parse: num() })),
  ...TORSOS.map((loc): StateColumn => ({ key: `rear.${loc}`, value: (m) => m.rearArmor[loc], parse: num() })),
  // A destroyed location reads back from its structure: 0.
  ...LOCATIONS.map(
    (loc): StateColumn => ({
      key: `structure.${loc}`,
      value: (m) => (m.destroyedLocations.indexOf(loc) >= 0 ? 0 : m.structure[loc]),
      parse: num(),
    }),
  ),
  { key: 'sensorHits', value: (m) => m.crits.sensorHits, parse: num(0) },
  { key: 'lifeSupport', value: (m) => (m.crits.lifeSupport ? 'Damaged' : 'OK'), parse: among(LIFE_SUPPORT, 'OK') },
  { key: 'gyroHits', value: (m) => m.crits.gyroHits, parse: num(0) },
  { key: 'engineHits', value: (m) => m.crits.engineHits, parse: num(0) },
  ...(['LA', 'RA', 'LL', 'RL'] as const).map(
    (limb): StateColumn => ({ key: `actuators.${limb}`, value: (m) => m.crits.actuatorHits[limb], parse: num(0) }),
  ),
  { key: 'critCount', value: (m) => m.crits.count, parse: num(0) },
];

function mapHex(hex: { col: number; row: number } | undefined): string | undefined {
  return hex ? hexLabel(hex) : undefined;
}

/**
 * Clears the declaration columns of every data row (a resolved round's orders are spent) — but
 * the Attacker of a row of a mech a player plays (`played`, normalized names): it says whose
 * block the row is, so the block stays that player's from round to round (Protect the campaign), and a row
 * with only its Attacker is no attack line.
 */
export function clearDeclarations(grid: Grid, table: TabReader, played: ReadonlySet<string> = new Set()): void {
  const cols = table.spec.columns
    .filter((c) => c.role === 'declaration' && table.has(c.key))
    .map((c) => table.col(c.key));
  const owner = table.has('attacker') ? table.col('attacker') : -1;
  for (let r = 1; r < grid.length; r++) {
    const keep =
      owner >= 0 &&
      played.size > 0 &&
      typeof grid[r][owner] === 'string' &&
      played.has(normalize(grid[r][owner] as string))
        ? owner
        : -1;
    for (let i = 0; i < cols.length; i++) {
      if (cols[i] === keep) continue;
      const cell = grid[r][cols[i]];
      // A ticked checkbox (Ready) is unticked, so it stays a checkbox.
      if (cell === true) grid[r][cols[i]] = false;
      else if (typeof cell !== 'boolean' && !isBlank(cell)) grid[r][cols[i]] = '';
    }
  }
}

function writeMechs(before: Tabs, battle: Battle, advanced: boolean): Grid | undefined {
  const opened = open(before, MECHS);
  if (!opened) throw new Error('Mechs: the tab is missing');
  const { grid, table } = opened;
  const byName: Record<string, MechState> = {};
  for (const m of battle.mechs) byName[normalize(m.id)] = m;
  const written: Record<string, boolean> = {};
  const stateCols = STATE_COLUMNS.map((column) => table.col(column.key));
  for (const row of table.dataRows()) {
    const mech = byName[normalize(String(table.get(row, 'name')))];
    if (!mech) continue;
    written[mech.id] = true;
    // An index loop: this one visits every state cell of every mech.
    for (let i = 0; i < STATE_COLUMNS.length; i++)
      put(grid, row, stateCols[i], STATE_COLUMNS[i].value(mech), STATE_COLUMNS[i].parse);
  }
  for (const m of battle.mechs) if (!written[m.id]) throw new Error(`Mechs: no row for ${m.id}`);
  if (advanced) clearDeclarations(grid, table);
  return grid;
}

function writeEquipment(before: Tabs, battle: Battle): Grid | undefined {
  const opened = open(before, EQUIPMENT);
  if (!opened) return undefined;
  const { grid, table } = opened;
  const next: Record<string, number> = {};
  const byName: Record<string, MechState> = {};
  for (const m of battle.mechs) byName[normalize(m.id)] = m;
  // Rows repeat their mech's name and a few item names: each is read once.
  const nameKey = memoized(normalize);
  const itemOf = memoized((text: string) => parseItem(text, battle.catalog));
  const statusCol = table.col('status');
  const shotsCol = table.has('shots') ? table.col('shots') : -1;
  const readStatus = among(EQUIPMENT_STATUSES, 'OK');
  for (const row of table.dataRows()) {
    const mech = byName[nameKey(String(table.get(row, 'mech')))];
    if (!mech) continue;
    const index = next[mech.id] ?? 0;
    next[mech.id] = index + 1;
    const item = mech.equipment[index];
    const parsed = itemOf(String(table.get(row, 'item')));
    if (!item || !parsed.ok || parsed.item.name !== item.name)
      throw new Error(`Equipment row ${row + 1} is not ${mech.id}'s item ${index + 1}`);
    put(grid, row, statusCol, item.destroyed ? 'Destroyed' : item.jammed ? 'Jammed' : 'OK', readStatus);
    // a bin's shots left; a blank cell reads as a full bin, so a full bin's blank stays blank.
    if (shotsCol >= 0 && item.shots !== undefined) put(grid, row, shotsCol, item.shots, shotsCell(item, battle));
  }
  return grid;
}

/** How a Shots cell reads back (sheet/read/equipment.ts): blank is a full bin. */
function shotsCell(item: Equipment, battle: Battle): (cell: unknown) => number | undefined {
  const full = fullShots(item, battle.catalog);
  return (cell) => (isBlank(cell) ? full : wholeNumber(cell));
}

function writeRound(before: Tabs, round: number): Grid {
  return writeSettings(before, [['round', round]]);
}

/**
 * The new values of every tab a resolved battle changes, each the tab's full values
 * (the same shape as `before`, rows only ever added): only tabs with a changed cell are
 * returned, so an unchanged battle gives `{}`.
 *
 * - Mechs: the state columns (position, heat, status, prone, pilot status, wounds, wakes
 *   after, armor, rear armor, structure — 0 for a destroyed location — and the critical
 *   columns). A cell that already reads as the new value is left exactly as it was.
 * - Equipment: Status (OK / Destroyed / Jammed, R-18.2), and each counted bin's Shots left when the tab has the column.
 * - When `battle.round` is past the Rules tab's Round (the round was resolved): Round is
 *   advanced, and the orders are cleared — Move, Move to, Evasive, Outflank, Stand up on
 *   Mechs; Attacker through Other and Roll on Attacks (the TN column is kept); every typed
 *   roll on the Rolls tab (R-0.5: a roll is used once).
 *
 * Record columns (names, skills, tonnage, MP, sinks), the Catalog, the Map and any column
 * the GM added are never touched. Throws when `before` is not the sheet the battle was
 * read from (a mech without a row, equipment rows out of step): that is a bug.
 * `sheetRound` is the Rules tab's Round in `before`, for a caller that has read it already.
 */
export function battleToTabUpdates(
  before: Tabs,
  battle: Battle,
  sheetRound = readRules(before, new SheetProblems()).round,
): Record<string, unknown[][]> {
  const advanced = battle.round > sheetRound;
  const after: Record<string, Grid | undefined> = {
    [TAB.mechs]: writeMechs(before, battle, advanced),
    [TAB.equipment]: writeEquipment(before, battle),
  };
  if (battle.round !== sheetRound) after[TAB.rules] = writeRound(before, battle.round);
  if (advanced) {
    const played = playedMechs(before);
    for (const spec of [ATTACKS, ROLLS]) {
      const opened = open(before, spec);
      if (opened) {
        clearDeclarations(opened.grid, opened.table, played);
        after[spec.name] = opened.grid;
      }
    }
  }
  const out: Record<string, unknown[][]> = {};
  for (const tab of Object.keys(after)) {
    const grid = after[tab];
    if (grid && changedRectangle(findTab(before, tab) ?? [], grid)) out[tab] = grid;
  }
  return out;
}
