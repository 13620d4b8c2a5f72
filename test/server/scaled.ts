// The demo battle scaled up for the round-size tests and `npm run bench`.
import type { FakeServices } from '../../src/fakes';
import { LOG_HEADERS } from '../../src/log/rows';
import { demoTabs } from '../../src/sheet/setup/demo';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, typeGrid } from './harness';

/**
 * Where copy `k` (1-based) of the demo stands: the demo's hexes moved down by 0–8 rows or up one,
 * then one column right — 20 places on the 16 × 17 map, each copy's mechs on hexes of their own
 * (one mech a hex, R-2.8). The demo's columns (1, 4, 6, 15) stay apart, so copies never meet.
 */
function shifted(label: unknown, k: number): unknown {
  const m = typeof label === 'string' ? /^(\d\d)(\d\d)$/.exec(label) : null;
  if (!m || k === 1) return label;
  const i = k - 1;
  if (i >= 20) throw new Error(`the scaled demo fits 20 copies on the map, not ${k}`);
  const col = Number(m[1]) + (i < 10 ? 0 : 1);
  const row = Number(m[2]) + [0, -1, -2, -3, -4, -5, -6, -7, -8, 1][i % 10];
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** The demo battle copied `copies` times: `Griffin 2` fights `Rifleman 2`, and so on, each copy in hexes of its own. */
export function scaledTabs(copies: number): Record<string, unknown[][]> {
  const demo = demoTabs();
  const names = demo[TAB.mechs].slice(1).map((r) => String(r[0]));
  const renamed = (v: unknown, k: number) => (k > 1 && typeof v === 'string' && names.includes(v) ? `${v} ${k}` : v);
  const hexCols = ['Position', 'Move to'].map((h) => demo[TAB.mechs][0].indexOf(h));
  const copy = (tab: string, cols: number[], hexes: number[] = []) => {
    const [header, ...rows] = demo[tab];
    const out = [header];
    for (let k = 1; k <= copies; k++) {
      for (const row of rows)
        out.push(row.map((v, c) => (cols.includes(c) ? renamed(v, k) : hexes.includes(c) ? shifted(v, k) : v)));
    }
    return out;
  };
  return {
    [TAB.mechs]: copy(TAB.mechs, [0], hexCols),
    [TAB.equipment]: copy(TAB.equipment, [0]),
    [TAB.attacks]: copy(TAB.attacks, [0, 1]),
  };
}

/** A set-up campaign holding the scaled demo. */
export function scaledCampaign(mechs: number): ReturnType<typeof campaign> {
  const c = campaign({ demo: false });
  write(c.fake, scaledTabs(mechs / 4));
  c.fake.log.reset();
  return c;
}

/** Pastes each tab's rows from A1, as a GM does: Sheets adds the rows a paste runs past the grid's end. */
function write(fake: FakeServices, tabs: Record<string, unknown[][]>): void {
  for (const tab of Object.keys(tabs)) {
    const grid = tabs[tab];
    const sheet = fake.book.sheet(tab);
    if (sheet.getMaxRows() < grid.length) sheet.insertRowsAfter(sheet.getMaxRows(), grid.length - sheet.getMaxRows());
    typeGrid(fake, tab, 1, 1, grid);
  }
}

/**
 * Fills the Log under its header with `rows` rows of rounds 1 … `before` − 1, as a long
 * campaign leaves it: each round its seed row first, attack lines, and its forum post last.
 */
export function longLog(fake: FakeServices, rows: number, before: number): void {
  if (rows === 0) return;
  const perRound = Math.ceil(rows / (before - 1));
  const out: unknown[][] = [];
  for (let round = 1; out.length < rows; round++) {
    for (let i = 0; i < perRound && out.length < rows; i++) {
      const purpose = i === 0 ? 'Dice seed' : i === perRound - 1 ? 'BBCode' : 'Attack';
      out.push([
        round,
        i === 0 ? 'Start' : 'Attacks',
        'Griffin',
        'Locust',
        purpose,
        '4+5',
        8,
        'hit',
        i === perRound - 1 ? `[hider=Round ${round}]…[/hider]` : `line ${i}`,
      ]);
    }
  }
  const log = fake.book.sheet(TAB.log);
  if (log.getMaxRows() < rows + 2) log.insertRowsAfter(log.getMaxRows(), rows + 2 - log.getMaxRows());
  log.getRange(2, 1, rows, LOG_HEADERS.length).setValues(out);
}
