// The demo campaign (src/sheet/setup/demo.ts) on the in-memory Apps Script services, as the
// sidebar's server functions see it, with a few ways to spoil it.
import { createFakeServices, type FakeServices } from '../../src/fakes';
import { demoTabs } from '../../src/sheet/setup/demo';
import { plainTextFormats } from '../../src/sheet/setup/plainText';
import { SCHEMA_TABS } from '../../src/sheet/schema/playTabs';

export type Grid = unknown[][];
export type TabsGrid = Record<string, Grid>;

/** The tag a careless page would run: it must only ever show as text. */
export const XSS_NAME = '<img src=x onerror=alert(1)>';

/**
 * The schema keys of a table tab's header row ('' for a column of the GM's), to format its
 * columns as Set up does: names, hexes and rolls as plain text, so `06-09` stays text.
 */
function headerKeys(name: string, header: readonly unknown[]): string[] | undefined {
  const spec = SCHEMA_TABS.find((t) => t.name === name);
  if (!spec) return undefined;
  return header.map((h) => spec.columns.find((c) => c.header.toLowerCase() === String(h).toLowerCase())?.key ?? '');
}

/** Fake services holding these tabs, formatted as Set up formats them, each written with one setValues. */
export function servicesWithTabs(tabs: TabsGrid): FakeServices {
  const fake = createFakeServices();
  for (const [name, grid] of Object.entries(tabs)) {
    const sheet = fake.book.insertSheet(name);
    const width = Math.max(...grid.map((r) => r.length));
    const values = grid.map((r) => Array.from({ length: width }, (_, i) => (r[i] === undefined ? '' : r[i])));
    if (values.length > sheet.getMaxRows())
      sheet.insertRowsAfter(sheet.getMaxRows(), values.length - sheet.getMaxRows());
    if (width > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    const keys = headerKeys(name, values[0] ?? []);
    const formats = keys && values.length > 1 ? plainTextFormats(name, keys, values.length - 1) : undefined;
    if (formats) sheet.getRange(2, 1, values.length - 1, width).setNumberFormats(formats);
    sheet.getRange(1, 1, values.length, width).setValues(values);
  }
  return fake;
}

/** The demo's tabs with the dice seeded by a fixed text, so a resolve replays exactly. */
export function seededDemoTabs(seed = 'Tukayyid'): TabsGrid {
  const tabs = demoTabs();
  const row = tabs.Rules.find((r) => r[0] === 'Dice seed');
  if (!row) throw new Error('no Dice seed row');
  row[1] = seed;
  return tabs;
}

/** The Rules tab's Forum post limit (characters) set to `limit`. */
export function withForumPostLimit(tabs: TabsGrid, limit: number): TabsGrid {
  const row = tabs.Rules.find((r) => r[0] === 'Forum post limit (characters)');
  if (!row) throw new Error('no Forum post limit row');
  row[1] = limit;
  return tabs;
}

/** Every cell equal to `from` on every tab becomes `to` (renames a mech everywhere). */
export function renameEverywhere(tabs: TabsGrid, from: string, to: string): TabsGrid {
  const out: TabsGrid = {};
  for (const [name, grid] of Object.entries(tabs)) out[name] = grid.map((r) => r.map((c) => (c === from ? to : c)));
  return out;
}

/** Sets one cell of a table tab by header name, on the first data row where `match` holds. */
export function setCell(
  tabs: TabsGrid,
  tab: string,
  header: string,
  match: (row: unknown[]) => boolean,
  value: unknown,
): void {
  const grid = tabs[tab];
  const col = grid[0].indexOf(header);
  if (col < 0) throw new Error(`${tab} has no ${header}`);
  const row = grid.slice(1).find(match);
  if (!row) throw new Error(`${tab}: no row matches`);
  row[col] = value;
}

/**
 * The demo with the Griffin beside the Blackjack (0111), in melee reach: moved to 0210
 * and running in place, or — `jump` — jumping there from 0609 (Death from Above, R-12.3).
 */
export function griffinBesideBlackjackTabs(how: 'placed' | 'jump' = 'placed'): TabsGrid {
  const tabs = seededDemoTabs();
  const griffin = (r: unknown[]) => r[0] === 'Griffin';
  if (how === 'placed') setCell(tabs, 'Mechs', 'Position', griffin, '0210');
  else {
    setCell(tabs, 'Mechs', 'Move', griffin, 'Jump');
    setCell(tabs, 'Mechs', 'Move to', griffin, '0210');
  }
  return tabs;
}
