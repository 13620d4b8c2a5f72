// Service calls and wall time to resolve a round on the in-memory
// services for 8, 24 and 72 mechs. The goal: calls do not grow with mechs, and a 72-mech
// round spends under 50 ms outside the service calls.
import { ENDPOINTS } from '../src/entry/endpoints';
import { loadBundleInRealm } from '../test/support/bundle';
import { scaledCampaign } from '../test/server/scaled';
import { median } from './stats';

export async function benchSheet(): Promise<{ label: string; medianMs: number; calls?: number }[]> {
  const out: { label: string; medianMs: number }[] = [];
  for (const mechs of [8, 24, 72]) {
    const walls: number[] = [];
    const outside: number[] = [];
    let calls = 0;
    for (let i = 0; i < 9; i++) {
      const c = scaledCampaign(mechs);
      // The same fakes, with the bundle evaluated in this realm (see loadBundleInRealm).
      const gas = loadBundleInRealm(
        ENDPOINTS.map((e) => e.name),
        c.fake.globals(),
      );
      c.fake.log.reset();
      const t0 = performance.now();
      const r = gas.resolveRound(1);
      const wall = performance.now() - t0;
      if (!r.ok) throw new Error(`bench round failed: ${JSON.stringify(r.problems)}`);
      walls.push(wall);
      outside.push(wall - c.fake.log.serviceMs);
      calls = c.fake.log.total;
    }
    out.push({ label: `resolveRound, ${mechs} mechs: ${calls} service calls; wall time`, medianMs: median(walls) });
    out.push({ label: `resolveRound, ${mechs} mechs: time outside the service calls`, medianMs: median(outside) });
  }
  return out;
}
