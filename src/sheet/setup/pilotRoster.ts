/**
 * The roster made from the Mechs tab: Set up campaign gives every pilot a Mechs row names, and the roster
 * does not have yet, a Pilots row — an existing campaign's pilots move onto the roster the first time, the demo's four
 * with it, and a pilot the GM types into a Mechs Pilot cell later gets a row at the next Set up. Nothing is taken
 * off the Mechs tab: its Pilot, Gunnery, Piloting and Wounds cells stay as they are (docs/campaign.md).
 */
import { PILOT_STATUSES } from '../schema/choices';
import { MECHS } from '../schema/mechsTab';
import { PILOTS } from '../schema/pilotsTab';
import type { TabSpec } from '../schema/columns';
import { choice, isBlank, normalize } from '../tab/cells';
import { SheetProblems } from '../tab/problems';
import { headerMap, type HeaderMap } from '../tab/headers';
import type { RowCells } from '../write/tabValues';

type Grid = readonly (readonly unknown[])[];

/** The Mechs columns a roster row is made from. */
const FROM_MECHS = ['pilot', 'player', 'playerAccount', 'gunnery', 'piloting', 'wounds', 'pilotStatus'] as const;

/** Where the schema's columns are, every column optional (a campaign from before a column existed). */
function columnsOf(grid: Grid, spec: TabSpec): HeaderMap | undefined {
  const relaxed: TabSpec = { ...spec, columns: spec.columns.map((c) => ({ ...c, required: false })) };
  return headerMap(grid, relaxed, new SheetProblems());
}

/**
 * One roster row per pilot the Mechs tab names that `known` (pilot keys) does not hold, in Mechs order, a pilot
 * named twice once: their name, player, account, skills and wounds as the Mechs row has them; Dead if the Mechs row
 * says so, Active otherwise; a service record of zeros.
 */
export function rosterRowsFromMechs(mechs: Grid, known: ReadonlySet<string> = new Set()): RowCells[] {
  const cols = columnsOf(mechs, MECHS);
  if (!cols || cols.pilot === undefined) return [];
  const at = (row: readonly unknown[], key: (typeof FROM_MECHS)[number]): unknown => {
    const c = cols[key];
    const v = c === undefined ? '' : row[c];
    return v === undefined || v === null ? '' : v;
  };
  const seen = new Set(known);
  const rows: RowCells[] = [];
  for (const row of mechs.slice(1)) {
    const name = at(row, 'pilot');
    if (isBlank(name)) continue;
    const text = String(name).trim();
    if (seen.has(normalize(text))) continue;
    seen.add(normalize(text));
    rows.push({
      name: text,
      player: at(row, 'player'),
      playerAccount: at(row, 'playerAccount'),
      gunnery: at(row, 'gunnery'),
      piloting: at(row, 'piloting'),
      wounds: isBlank(at(row, 'wounds')) ? 0 : at(row, 'wounds'),
      status: choice(at(row, 'pilotStatus'), PILOT_STATUSES) === 'Dead' ? 'Dead' : 'Active',
      xpEarned: 0,
      xpSpent: 0,
      xpAvailable: 0,
      battles: 0,
      kills: 0,
      assists: 0,
      damageDealt: 0,
      damageTaken: 0,
    });
  }
  return rows;
}

/**
 * The Pilots tab with a row added under its last for each pilot of the Mechs tab not on it yet, every value under
 * its own header (the GM's columns blank); undefined when there is none to add or the header cannot be read.
 */
export function pilotsWithMechPilots(pilots: Grid, mechs: Grid): unknown[][] | undefined {
  const cols = columnsOf(pilots, PILOTS);
  if (!cols || cols.name === undefined) return undefined;
  const nameCol = cols.name;
  const known = new Set<string>();
  let last = 0;
  pilots.forEach((row, r) => {
    if (r === 0) return;
    if (row.some((c) => !isBlank(c))) last = r;
    const name = row[nameCol];
    if (!isBlank(name)) known.add(normalize(String(name)));
  });
  const added = rosterRowsFromMechs(mechs, known);
  if (added.length === 0) return undefined;
  const width = Math.max(...pilots.map((r) => r.length));
  const grid: unknown[][] = pilots.map((r) => Array.from({ length: width }, (_, c): unknown => r[c] ?? ''));
  added.forEach((rec, i) => {
    const row = last + 1 + i;
    while (grid.length <= row) grid.push(Array.from({ length: width }, () => ''));
    for (const c of PILOTS.columns) {
      const at = cols[c.key];
      if (at !== undefined && Object.prototype.hasOwnProperty.call(rec, c.key)) grid[row][at] = rec[c.key];
    }
  });
  return grid;
}
