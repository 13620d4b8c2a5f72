// Issue 4, Performance: "the number of service calls does not grow with the number of
// mechs (one read and at most one write per tab, plus the log)".
import { describe, expect, it } from 'vitest';
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

describe('Service calls of a round do not grow with the number of mechs', () => {
  // Bounds by tab, not by mech: 6 tabs read; at most Mechs, Equipment, Attacks and Rules
  // written, plus the log and the undo row; a sheet grown at most once each for those two.
  const BOUNDS: Record<string, number> = {
    'Range.getValues': 6,
    'Range.getFormulas': 4,
    'Range.setValues': 6,
    'Sheet.insertRowsAfter': 2,
    'Sheet.getRange': 6,
  };

  it.each([8, 24, 72])('%i mechs: every call within the per-tab bounds, the total within 4 of a 4-mech round', (n) => {
    const small = scaledCampaign(4);
    expect(small.gas.resolveRound(1).ok).toBe(true);
    const big = scaledCampaign(n);
    const r = big.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.summary.length).toBe(n);
    expect(big.fake.log.calls['Range.getValues']).toBe(6);
    for (const key of Object.keys(BOUNDS)) expect(big.fake.log.calls[key] ?? 0, key).toBeLessThanOrEqual(BOUNDS[key]);
    expect(big.fake.log.total).toBeLessThanOrEqual(small.fake.log.total + 4);
  });
});
