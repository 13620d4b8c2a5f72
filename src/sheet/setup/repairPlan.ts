/**
 * The Repairs tab's side of R-16.6 (docs/campaign.md, Repairs), pure: the price table read, the GM's ticks read,
 * the ticked lines mended on the Mechs and Equipment grids, and the list written out again.
 */
import { MECH_STATUSES } from '../schema/choices';
import { PRICE_COLUMN, PRICE_HEADER, PRICE_LABELS, REPAIRS, REPAIR_KINDS, type RepairKind } from '../schema/repairsTab';
import { TAB } from '../schema/columns';
import { cellText, columnLetters, describeGot, isBlank, normalize, sameCell, yesNo } from '../tab/cells';
import { SheetProblems } from '../tab/problems';
import { headerMap } from '../tab/headers';
import { MECHS } from '../schema/mechsTab';
import { findTab, type Tabs } from '../tab/tabs';
import { openTab } from '../tab/tabReader';
import { among, flag, num, put, type Grid } from '../write/put';
import type { RepairLine } from './repairList';

/** Cost and hours of one point of each kind; 0 where the table is blank (free and instant). */
export type Prices = Readonly<Record<RepairKind, { readonly cost: number; readonly hours: number }>>;

/** A bin's line: `Ammo (SRM-6) (LT): 9 of 15 shots left`. */
const BIN_LINE = /^(.*): \d+ of \d+ shots left$/;

/**
 * A line's key on the Repairs tab: its mech and its repair — for a bin, the bin without its count, so a tick holds when
 * shots are spent after the list was written (the bin is then refilled to full, as an armor line is mended to its
 * record whatever its points), and never matches the bin's own `destroyed` line.
 */
export function repairKey(mech: string, repair: string): string {
  const bin = BIN_LINE.exec(repair.trim());
  return `${normalize(mech)}\u0000${bin ? `${normalize(bin[1])}\u0000shots` : normalize(repair)}`;
}

/** The price table's column: where `Price per` heads row 1; -1 without a table. */
function priceColumn(values: readonly (readonly unknown[])[]): number {
  return (values[0] ?? []).findIndex((c) => normalize(cellText(c)) === normalize(PRICE_HEADER[0]));
}

/**
 * The price table beside the list: a row labelled as `PRICE_LABELS` says, under the header `Price per`. A table moved
 * into the list's own columns is refused, naming its cell: the list is rewritten there, and would write over the
 * GM's prices.
 */
export function readPrices(tabs: Tabs, problems: SheetProblems): Prices {
  const out: Record<string, { cost: number; hours: number }> = {};
  for (const kind of REPAIR_KINDS) out[kind] = { cost: 0, hours: 0 };
  const values = findTab(tabs, TAB.repairs) ?? [];
  const col = priceColumn(values);
  if (col < 0) return out as Prices;
  if (col < REPAIRS.columns.length) {
    const last = columnLetters(REPAIRS.columns.length - 1);
    problems.cell(
      TAB.repairs,
      0,
      col,
      'repairs/price_table_in_list',
      `the price table (${PRICE_HEADER.join(', ')}) must stay right of the list’s columns A–${last}, which Gator rewrites; move it back to column ${columnLetters(PRICE_COLUMN)}, or anywhere right of ${last}`,
    );
    return out as Prices;
  }
  for (let r = 1; r < values.length; r++) {
    const kind = REPAIR_KINDS.find((k) => normalize(cellText(values[r][col])) === normalize(PRICE_LABELS[k]));
    if (!kind) continue;
    const price = (c: number, what: string): number => {
      const cell = values[r][c];
      if (isBlank(cell)) return 0;
      if (typeof cell === 'number' && cell >= 0) return cell;
      problems.cell(
        TAB.repairs,
        r,
        c,
        'repairs/bad_price',
        `the ${what} of a repaired ${PRICE_LABELS[kind]} must be a number 0 or more (blank = ${what === 'cost' ? 'free' : 'instant'}); got ${describeGot(cell)}`,
      );
      return 0;
    };
    out[kind] = { cost: price(col + 1, 'cost'), hours: price(col + 2, 'hours') };
  }
  return out as Prices;
}

/** The lines the GM ticked on the Repairs tab, by `repairKey`. */
export function tickedRepairs(tabs: Tabs, problems: SheetProblems): Set<string> {
  const table = openTab(tabs, REPAIRS, problems, false);
  const out = new Set<string>();
  if (!table) return out;
  for (let r = 1; r < table.values.length; r++)
    if (yesNo(table.get(r, 'tick')) === true)
      out.add(repairKey(cellText(table.get(r, 'mech')), cellText(table.get(r, 'repair'))));
  return out;
}

/**
 * Mends `lines` on the grids (Mechs, Equipment) — a blank cell that already reads as mended is left blank — and puts
 * a mech with nothing left to repair back in service: Status Active, standing, cold, no critical hits counted. Shots
 * are no damage: a bin refilled puts no mech back in service, and one left to carry over keeps none out of it.
 */
export function mendLines(grids: Record<string, Grid>, lines: readonly RepairLine[], all: readonly RepairLine[]): void {
  for (const l of lines)
    for (const c of l.cells) {
      const grid = grids[c.tab];
      const cell = grid?.[c.row]?.[c.col];
      if (!grid || sameCell(cell, c.value) || (isBlank(cell) && (c.value === 0 || c.value === 'OK'))) continue;
      grid[c.row][c.col] = c.value;
    }
  const mended = new Set(lines.filter((l) => l.kind !== 'ammo').map((l) => l.mech));
  for (const l of all) if (l.kind !== 'ammo' && lines.indexOf(l) < 0) mended.delete(l.mech);
  const mechs = grids[TAB.mechs];
  if (!mechs || mended.size === 0) return;
  backInService(mechs, mended);
}

/** Every mech of `names` Active, standing, cold, with no critical hit counted. */
function backInService(mechs: Grid, names: ReadonlySet<string>): void {
  const cols = headerMap(mechs, MECHS, new SheetProblems());
  if (!cols || cols.name === undefined) return;
  const set = (r: number, key: string, value: string | number | boolean, parse: (c: unknown) => unknown): void => {
    const c = cols[key];
    if (c !== undefined) put(mechs, r, c, value, parse);
  };
  for (let r = 1; r < mechs.length; r++) {
    if (!names.has(cellText(mechs[r][cols.name]))) continue;
    set(r, 'status', 'Active', among(MECH_STATUSES, 'Active'));
    set(r, 'prone', false, flag);
    set(r, 'heat', 0, num(0));
    set(r, 'critCount', 0, num(0));
  }
}

/**
 * The Repairs tab listing `lines`, none ticked, each priced: the list's columns rewritten (rows past it blanked), the
 * price table and any column of the GM's beyond the list kept; a tab without a price table gets its labels, and a table
 * of an older Gator the rows it lacks (the GM's prices kept).
 */
export function repairsGrid(
  before: readonly (readonly unknown[])[],
  lines: readonly RepairLine[],
  prices: Prices,
): Grid {
  const width = Math.max(PRICE_COLUMN + PRICE_HEADER.length, ...before.map((r) => r.length));
  const rows = Math.max(before.length, lines.length + 1, REPAIR_KINDS.length + 1);
  const grid: Grid = [];
  for (let r = 0; r < rows; r++) {
    const row = (before[r] ?? []).slice();
    while (row.length < width) row.push('');
    for (let c = 0; c < REPAIRS.columns.length; c++) row[c] = '';
    grid.push(row);
  }
  REPAIRS.columns.forEach((c, i) => {
    grid[0][i] = c.header;
  });
  lines.forEach((l, i) => {
    const p = prices[l.kind];
    grid[i + 1].splice(
      0,
      REPAIRS.columns.length,
      l.mech,
      l.repair,
      l.points,
      false,
      l.points * p.cost,
      l.points * p.hours,
    );
  });
  const tableAt = priceColumn(before);
  if (tableAt < 0) {
    PRICE_HEADER.forEach((h, i) => {
      grid[0][PRICE_COLUMN + i] = h;
    });
    REPAIR_KINDS.forEach((k, i) => {
      grid[i + 1][PRICE_COLUMN] = PRICE_LABELS[k];
    });
  } else addMissingPrices(grid, tableAt, width);
  return grid;
}

/**
 * The Repairs tab with the price rows its table lacks (Set up on a campaign from before *Ammunition shot*); undefined
 * when it has no price table or lacks none. The list and every other cell are kept.
 */
export function withPriceRows(values: readonly (readonly unknown[])[]): Grid | undefined {
  const col = priceColumn(values);
  // A table in the list's columns is left as it is: Repair list refuses it (readPrices), naming the cell.
  if (col < REPAIRS.columns.length) return undefined;
  const width = Math.max(col + PRICE_HEADER.length, ...values.map((r) => r.length));
  const grid: Grid = values.map((r) => {
    const row = r.slice();
    while (row.length < width) row.push('');
    return row;
  });
  const before = JSON.stringify(grid);
  addMissingPrices(grid, col, width);
  return JSON.stringify(grid) === before ? undefined : grid;
}

/**
 * The price rows a table lacks (a campaign set up before *Ammunition shot*), each under the table's last row, in the
 * first row whose label, cost and hours cells are blank: no price the GM typed is moved or written over.
 */
function addMissingPrices(grid: Grid, col: number, width: number): void {
  const labelOf = (r: number): string => normalize(cellText(grid[r][col]));
  let last = 0;
  for (let r = 1; r < grid.length; r++)
    if (REPAIR_KINDS.some((k) => labelOf(r) === normalize(PRICE_LABELS[k]))) last = r;
  for (const kind of REPAIR_KINDS) {
    if (grid.some((_, r) => r > 0 && labelOf(r) === normalize(PRICE_LABELS[kind]))) continue;
    let r = last + 1;
    while (r < grid.length && [0, 1, 2].some((i) => !isBlank(grid[r][col + i]))) r++;
    while (grid.length <= r) grid.push(new Array<unknown>(width).fill(''));
    grid[r][col] = PRICE_LABELS[kind];
    last = r;
  }
}

/** `LA armor (6 points)`, `Engine hits (2)`, `Medium Laser (RA)`, `Ammo (SRM-6) (LT) (6 shots)`. */
function lineText(l: RepairLine): string {
  if (l.kind === 'armor' || l.kind === 'structure') return `${l.repair} (${l.points} points)`;
  if (l.kind === 'ammo') return `${binOf(l)} (${l.points} ${l.points === 1 ? 'shot' : 'shots'})`;
  return l.points > 1 ? `${l.repair} (${l.points})` : l.repair;
}

/** An ammunition line's bin: `Ammo (SRM-6) (LT)` of `Ammo (SRM-6) (LT): 9 of 15 shots left`. */
export function binOf(l: RepairLine): string {
  const colon = l.repair.lastIndexOf(': ');
  return colon < 0 ? l.repair : l.repair.slice(0, colon);
}

/** `Griffin: LA armor (6 points), Medium Laser (RA); cost 60, 8 hours` — or `free and instant` — of `lines`. */
export function repairedText(lines: readonly RepairLine[], prices: Prices): string {
  const byMech = new Map<string, string[]>();
  let cost = 0;
  let hours = 0;
  for (const l of lines) {
    const list = byMech.get(l.mech) ?? [];
    list.push(lineText(l));
    byMech.set(l.mech, list);
    cost += l.points * prices[l.kind].cost;
    hours += l.points * prices[l.kind].hours;
  }
  const mechs = [...byMech].map(([m, list]) => `${m}: ${list.join(', ')}`).join('; ');
  const price = cost === 0 && hours === 0 ? 'free and instant' : `cost ${cost}, ${hours} hours`;
  return `${mechs}; ${price}`;
}
