// Helpers for the sheet tests: the demo tabs, and edits addressed the way a GM sees the
// sheet — by tab, header and row number — so each test reads like "Mechs, Gunnery, row 2".
import { expect } from 'vitest';
import type { Battle } from '../../src/rules/model/battle';
import { demoTabs } from '../../src/sheet/setup/demo';
import { readCampaign, type Campaign } from '../../src/sheet/read/campaign';

export type Grid = unknown[][];
export type Sheets = Record<string, Grid>;

/** Fresh demo tabs: Mechs rows 2–5 are Griffin, Rifleman, Blackjack, Locust. */
export function demo(): Sheets {
  return demoTabs();
}

/** 0-based column index of a header in row 1 (any case); throws when absent. */
export function colOf(tabs: Sheets, tab: string, header: string): number {
  const i = tabs[tab][0].findIndex((h) => typeof h === 'string' && h.toLowerCase() === header.toLowerCase());
  if (i < 0) throw new Error(`${tab} has no header ${header}`);
  return i;
}

/** Sets the cell of `header` on sheet row `row` (1-based, as the sheet numbers it). */
export function set(tabs: Sheets, tab: string, header: string, row: number, value: unknown): Sheets {
  const col = colOf(tabs, tab, header);
  while (tabs[tab].length < row) tabs[tab].push([]);
  const line = tabs[tab][row - 1];
  while (line.length <= col) line.push('');
  line[col] = value;
  return tabs;
}

export function get(tabs: Sheets, tab: string, header: string, row: number): unknown {
  return tabs[tab][row - 1]?.[colOf(tabs, tab, header)];
}

/** Appends a copy of sheet row `from` with some cells changed, and returns its row number. */
export function copyRow(tabs: Sheets, tab: string, from: number, changes: Record<string, unknown> = {}): number {
  tabs[tab].push(tabs[tab][from - 1].slice());
  const row = tabs[tab].length;
  for (const header of Object.keys(changes)) set(tabs, tab, header, row, changes[header]);
  return row;
}

/** Appends a row given header → value (other cells blank), and returns its row number. */
export function addRow(tabs: Sheets, tab: string, cells: Record<string, unknown>): number {
  tabs[tab].push(tabs[tab][0].map(() => ''));
  const row = tabs[tab].length;
  for (const header of Object.keys(cells)) set(tabs, tab, header, row, cells[header]);
  return row;
}

/** Reads and expects success. */
export function readOk(tabs: Sheets): Campaign {
  const read = readCampaign(tabs);
  if (!read.ok) expect.fail(read.problems.map((p) => p.message).join('\n'));
  return read.value;
}

/** The problems' messages a read of the tabs refuses with (none when it reads). */
export function messages(tabs: Sheets): string[] {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => p.message);
}

/** The problems' codes: what the sidebar and the log tell problems apart by. */
export function codes(tabs: Sheets): string[] {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => p.code);
}

/** A deep copy of a battle the tests may change freely (plain data only). */
export function cloneBattle(battle: Battle): Battle {
  return JSON.parse(JSON.stringify(battle)) as Battle;
}

/** Deep copy of tabs (values are plain: strings, numbers, booleans). */
export function cloneTabs(tabs: Sheets): Sheets {
  const out: Sheets = {};
  for (const k of Object.keys(tabs)) out[k] = tabs[k].map((r) => r.slice());
  return out;
}

/** Reorders a tab's columns by `order` (a permutation of indexes) and applies `header` to each header. */
export function shuffleColumns(grid: Grid, order: number[], header: (h: string) => string = (h) => h): Grid {
  return grid.map((row, r) => order.map((i) => (r === 0 ? header(String(row[i] ?? '')) : (row[i] ?? ''))));
}
