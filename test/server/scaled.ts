// The demo battle scaled up for the round-size tests and `npm run bench`.
import type { FakeServices } from '../../src/fakes';
import { safeCellValue } from '../../src/sheet/cellValue';
import { demoTabs } from '../../src/sheet/demo';
import { TAB } from '../../src/sheet/schema';
import { campaign } from './harness';

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
    fake.book.sheet(tab).getRange(1, 1, grid.length, grid[0].length).setValues(grid.map((r) => r.map(safeCellValue)));
  }
}

