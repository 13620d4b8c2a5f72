// Runs the BUILT add-on (dist/Code.js, `npm run build`) against the in-memory Apps Script
// services, as Apps Script would: top-level functions called by name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { createFakeServices, type FakeServices, type FakeServicesOptions } from '../../src/fakes';
import { cellInput } from '../../src/sheet/write/cellValue';
import { columnLetters } from '../../src/sheet/tab/cells';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { ROLLS } from '../../src/sheet/schema/playTabs';
import { TAB, type TabSpec } from '../../src/sheet/schema/columns';
import { builtScopes, DIST, loadBundle } from '../support/bundle';

export type Gas = ReturnType<typeof loadBundle>;

if (!existsSync(join(DIST, 'Code.js')))
  throw new Error('dist/Code.js is missing: run `npm run build` before these tests');

/** The built sidebar page, as HtmlService would serve it. */
export const SIDEBAR_HTML = readFileSync(join(DIST, 'Sidebar.html'), 'utf8');

export interface Campaign {
  readonly fake: FakeServices;
  readonly gas: Gas;
}

/** The scopes a user grants the add-on: those of the built manifest. */
export const BUILT_SCOPES = builtScopes();

/**
 * Whether a spilled '' counts for getLastRow in the campaigns made here: counted (the fakes'
 * default, the stricter case) unless `GATOR_SPILLED_BLANKS=ignored` — vitest.config.ts runs the
 * suites that append rows that way too.
 */
export const SPILLED_BLANKS = process.env.GATOR_SPILLED_BLANKS === 'ignored' ? 'ignored' : 'counted';

/** A fresh spreadsheet with the bundle loaded, granted the built manifest's scopes; nothing run yet. */
export function blank(options: FakeServicesOptions = {}): Campaign {
  const fake = createFakeServices({
    html: { Sidebar: SIDEBAR_HTML },
    scopes: BUILT_SCOPES,
    spilledBlanks: SPILLED_BLANKS,
    ...options,
  });
  const gas = loadBundle(fake.globals());
  // The spreadsheet's formulas call the bundle's custom functions, as Sheets calls them.
  fake.useBundle(gas, vm.runInContext('Date', gas));
  // The Rules tab's default Dice seed is random (Math.random picks it); the tests pin the
  // bundle's Math.random so every run plays the same rounds and no outcome is left to luck.
  vm.runInContext(
    '(() => { let s = 0x2f6b3a1d; Math.random = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; }; })()',
    gas,
  );
  return { fake, gas };
}

/**
 * Set up campaign through the menu function, answering its demo question: the demo battle
 * of the seed by default. The call tally and the alerts start empty afterwards.
 */
export function campaign(options: FakeServicesOptions & { demo?: boolean } = {}): Campaign {
  const c = blank(options);
  c.fake.ui.answers.push(options.demo === false ? 'NO' : 'YES');
  c.gas.setupCampaign();
  reset(c.fake);
  return c;
}

export function reset(fake: FakeServices): void {
  fake.log.reset();
  fake.ui.alerts.length = 0;
  for (const sheet of fake.book.getSheets()) sheet.cellsRead = 0;
}

/** Cells read from every sheet since the last `reset` (values, formulas, formats …): what the calls moved. */
export function cellsRead(fake: FakeServices): number {
  return fake.book.getSheets().reduce((n, sheet) => n + sheet.cellsRead, 0);
}

/**
 * Every sheet's every cell (value, formula, formats), by name: for exact before/after
 * comparisons — of the campaign: the Record tab is left out, since it only ever grows (Undo
 * restores the campaign byte for byte and adds its row to the Record). `recordRows`
 * reads the Record.
 */
export function dump(fake: FakeServices): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const sheet of fake.book.getSheets())
    if (sheet.getName() !== 'Record')
      out[sheet.getName()] = { hidden: sheet.isSheetHidden(), cells: sheet.peekCells() };
  return out;
}

/** The Record tab's rows under its header, as values ([] when there is no Record). */
export function recordRows(fake: FakeServices): unknown[][] {
  const sheet = fake.book.getSheetByName('Record');
  if (!sheet || sheet.getLastRow() < 2) return [];
  return sheet.getRange(2, 1, sheet.getLastRow() - 1, sheet.getLastColumn()).getValues();
}

/** Cell calls that change a sheet: a test that expects nothing written asserts these are 0. */
export const WRITE_CALLS = [
  'Range.setValues',
  'Range.setValue',
  'Range.setFormulas',
  'Range.clearContent',
  'Sheet.insertRowsAfter',
  'Sheet.deleteRows',
  'Sheet.insertSheet',
  'Spreadsheet.insertSheet',
  'Sheet.insertChart',
  'Sheet.updateChart',
  'Sheet.removeChart',
];

export function writes(fake: FakeServices): number {
  return WRITE_CALLS.reduce((n, k) => n + (fake.log.calls[k] ?? 0), 0);
}

/** The A1 address of a column (by schema key) on a data row (2 = first data row) of a tab set up in schema order. */
export function cell(spec: TabSpec, key: string, row: number): string {
  const i = spec.columns.findIndex((c) => c.key === key);
  if (i < 0) throw new Error(`no ${key} in ${spec.name}`);
  return `${columnLetters(i)}${row}`;
}

/**
 * Types into the sheet as a GM would (raw, uncounted); text is kept as text: as it is in a cell
 * formatted as plain text, which parses nothing, with an apostrophe first elsewhere.
 */
export function type(fake: FakeServices, spec: TabSpec | string, a1: string, value: unknown): void {
  const range = fake.book.sheet(typeof spec === 'string' ? spec : spec.name).getRange(a1);
  typeGrid(fake, typeof spec === 'string' ? spec : spec.name, range.getRow(), range.getColumn(), [[value]]);
}

/** `type` for a block of cells from `row`, `col` (1-based), each as its cell's number format says. */
export function typeGrid(
  fake: FakeServices,
  tab: string,
  row: number,
  col: number,
  grid: readonly (readonly unknown[])[],
): void {
  const sheet = fake.book.sheet(tab);
  const input = grid.map((line, r) => line.map((v, c) => cellInput(v, sheet.cellAt(row + r, col + c)?.numberFormat)));
  sheet.getRange(row, col, grid.length, grid[0].length).setValues(input);
}

/** A raw cell value. */
export function read(fake: FakeServices, spec: TabSpec | string, a1: string): unknown {
  return fake.book
    .sheet(typeof spec === 'string' ? spec : spec.name)
    .getRange(a1)
    .getValue();
}

/** The demo's mech row of a name (2-based data rows in the demo's order). */
export function mechRow(fake: FakeServices, name: string): number {
  const values = fake.book.sheet(MECHS.name).peekValues();
  const r = values.findIndex((row) => row[0] === name);
  if (r < 1) throw new Error(`no mech ${name}`);
  return r + 1;
}

/** Sets a Rules tab setting by its name, on its own row, as the GM types it. */
export function setRule(fake: FakeServices, setting: string, value: unknown): void {
  const row = fake.book
    .sheet(TAB.rules)
    .peekValues()
    .findIndex((r) => r[0] === setting);
  if (row < 1) throw new Error(`no ${setting} row`);
  type(fake, TAB.rules, `B${row + 1}`, value);
}

/** Types Rolls tab rows from row `from` (2): [For, Roll, Rolled by]. */
export function typeRolls(fake: FakeServices, rows: readonly (readonly [string, unknown, string?])[], from = 2): void {
  rows.forEach(([key, roll, by], i) => {
    type(fake, ROLLS, cell(ROLLS, 'for', from + i), key);
    type(fake, ROLLS, cell(ROLLS, 'roll', from + i), roll);
    if (by) type(fake, ROLLS, cell(ROLLS, 'by', from + i), by);
  });
}
