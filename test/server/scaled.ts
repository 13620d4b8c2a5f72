// The demo battle scaled up for the round-size tests and `npm run bench`.
import type { FakeServices } from '../../src/fakes';
import { LOG_HEADERS } from '../../src/log/rows';
import { demoTabs } from '../../src/sheet/demo';
import { TAB } from '../../src/sheet/schema';
import { campaign, typeGrid } from './harness';

/** The demo battle copied `copies` times: `Griffin 2` fights `Rifleman 2`, and so on. */
export function scaledTabs(copies: number): Record<string, unknown[][]> {
  const demo = demoTabs();
  const names = demo[TAB.mechs].slice(1).map((r) => String(r[0]));
  const renamed = (v: unknown, k: number) => (k > 1 && typeof v === 'string' && names.includes(v) ? `${v} ${k}` : v);
  const copy = (tab: string, cols: number[]) => {
    const [header, ...rows] = demo[tab];
    const out = [header];
    for (let k = 1; k <= copies; k++) for (const row of rows) out.push(row.map((v, c) => (cols.includes(c) ? renamed(v, k) : v)));
    return out;
  };
  return { [TAB.mechs]: copy(TAB.mechs, [0]), [TAB.equipment]: copy(TAB.equipment, [0]), [TAB.attacks]: copy(TAB.attacks, [0, 1]) };
}

/** A set-up campaign holding the scaled demo. */
export function scaledCampaign(mechs: number): ReturnType<typeof campaign> {
  const c = campaign({ demo: false });
  write(c.fake, scaledTabs(mechs / 4));
  c.fake.log.reset();
  return c;
}

function write(fake: FakeServices, tabs: Record<string, unknown[][]>): void {
  for (const tab of Object.keys(tabs)) {
    const grid = tabs[tab];
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
      out.push([round, i === 0 ? 'Start' : 'Attacks', 'Griffin', 'Locust', purpose, '4+5', 8, 'hit', i === perRound - 1 ? `[hider=Round ${round}]…[/hider]` : `line ${i}`]);
    }
  }
  const log = fake.book.sheet(TAB.log);
  if (log.getMaxRows() < rows + 2) log.insertRowsAfter(log.getMaxRows(), rows + 2 - log.getMaxRows());
  log.getRange(2, 1, rows, LOG_HEADERS.length).setValues(out);
}
