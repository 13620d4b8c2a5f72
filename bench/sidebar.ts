// A live sidebar: the service calls an open sidebar costs while the GM leaves it
// alone — one getSidebarState per REFRESH_EVERY_MS while it is visible, each counted on the
// in-memory services through the built bundle. Figures, not assertions.
import { ENDPOINTS } from '../src/entry/endpoints';
import { REFRESH_EVERY_MS } from '../src/sidebar/controller';
import { loadBundleInRealm } from '../test/support/bundle';
import { scaledCampaign } from '../test/server/scaled';
import type { BenchLine } from './functions';
import { median } from './stats';

export function benchSidebar(): BenchLine[] {
  const perHour = Math.round(3600_000 / REFRESH_EVERY_MS);
  const lines: BenchLine[] = [
    {
      label: 'an idle, visible sidebar reads the sheet',
      value: `every ${REFRESH_EVERY_MS / 1000} s: ${perHour} getSidebarState calls an hour`,
    },
  ];
  for (const mechs of [4, 24, 72]) {
    const c = scaledCampaign(mechs);
    const gas = loadBundleInRealm(
      ENDPOINTS.map((e) => e.name),
      c.fake.globals(),
    );
    const walls: number[] = [];
    let calls = 0;
    for (let i = 0; i < 5; i++) {
      c.fake.log.reset();
      const t0 = performance.now();
      gas.getSidebarState();
      walls.push(performance.now() - t0);
      calls = c.fake.log.total;
    }
    lines.push({
      label: `getSidebarState, ${mechs} mechs`,
      value: `${calls} service calls, ${median(walls).toFixed(1)} ms; idle open sidebar: ${calls * perHour} service calls an hour`,
    });
  }
  lines.push(...benchOrdersBoard());
  return lines;
}

/**
 * The sidebar state with the orders board, before a round (goal: no more than the 28
 * calls of before the board). Without Orders due the board costs no call; with one, the
 * spreadsheet's time zone is asked once.
 */
function benchOrdersBoard(): BenchLine[] {
  const out: BenchLine[] = [];
  for (const due of [false, true]) {
    const c = scaledCampaign(4);
    if (due) {
      const rules = c.fake.book.sheet('Rules');
      const row = rules.peekValues().findIndex((r) => r[0] === 'Orders due');
      rules.getRange(row + 1, 2).setValues([['2026-12-03 20:00']]);
    }
    const gas = loadBundleInRealm(
      ENDPOINTS.map((e) => e.name),
      c.fake.globals(),
    );
    c.fake.log.reset();
    const state = gas.getSidebarState() as { status: { orders: { headline: string } } };
    out.push({
      label: `getSidebarState with the orders board, 4 mechs before a round${due ? ', Orders due set' : ''}`,
      value: `${c.fake.log.total} service calls (goal ≤ 28); ${state.status.orders.headline.slice(0, 60)}…`,
    });
  }
  return out;
}
