// The after-action report of a 72-mech battle of 10 rounds on the in-memory services: the service calls, the Log cells
// it reads and the time, for the battle in progress and for the battle just ended (its archived Log) once the next
// battle has started. The goal: one read of the battle's Log, whatever came before it.
import { ENDPOINTS } from '../src/entry/endpoints';
import { TAB } from '../src/sheet/schema/columns';
import { loadBundleInRealm } from '../test/support/bundle';
import { setRule, typeGrid } from '../test/server/harness';
import { scaledCampaign, scaledTabs } from '../test/server/scaled';
import type { BenchLine } from './functions';

const MECHS = 72;
const ROUNDS = 10;

export function benchAfterAction(): BenchLine[] {
  const c = scaledCampaign(MECHS);
  const gas = loadBundleInRealm(
    ENDPOINTS.map((e) => e.name),
    c.fake.globals(),
  );
  // A fixed seed: every run plays the same battle, so the figures compare from run to run.
  setRule(c.fake, 'Dice seed', 'aar-4');
  const orders = scaledTabs(MECHS / 4)[TAB.attacks];
  const out = new Set<string>();
  for (let round = 1; round <= ROUNDS; round++) {
    // Past the deadline: mechs without a move stand still without a question.
    setRule(c.fake, 'Orders due', new Date(2020, 0, 1));
    for (let attempt = 0; ; attempt++) {
      // The same attack orders every round, as the players type them again, but those of the mechs out of the fight.
      const lines = orders.map((row, i) => (i > 0 && out.has(String(row[0])) ? row.map(() => '') : row));
      typeGrid(c.fake, TAB.attacks, 1, 1, lines);
      const r = gas.resolveRound(round, { withoutHeldBack: true });
      if (r.ok) break;
      const problems = r.problems as { mech?: string; cell?: string; message: string }[];
      const mechs = problems.map((p) => p.mech).filter((m): m is string => !!m);
      if (mechs.length === 0 || attempt > 20)
        throw new Error(`bench round ${round} failed: ${JSON.stringify(r.problems)}`);
      for (const m of mechs) out.add(m);
    }
  }
  const logRows = c.fake.book.sheet(TAB.log).getLastRow();
  const measure = (which: string): { calls: number; ms: number; cells: number; log: string } => {
    c.fake.log.reset();
    for (const s of c.fake.book.getSheets()) s.cellsRead = 0;
    const t0 = performance.now();
    const r = gas.getAfterActionReport(which);
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(`bench report failed: ${JSON.stringify(r.problems)}`);
    return { calls: c.fake.log.total, ms, cells: c.fake.book.sheet(r.log).cellsRead, log: r.log };
  };
  const now = measure('current');
  c.fake.log.reset();
  const t0 = performance.now();
  const started = gas.startNewBattle({ repair: false, heal: false });
  const startMs = performance.now() - t0;
  if (!started.ok) throw new Error(`bench new battle failed: ${JSON.stringify(started.problems)}`);
  const startCalls = c.fake.log.total;
  const last = measure('last');
  const line = (label: string, m: { calls: number; ms: number; cells: number }): BenchLine => ({
    label,
    value: `${m.calls} service calls, ${m.cells} Log cells read, ${m.ms.toFixed(1)} ms`,
  });
  return [
    line(`after-action report, ${MECHS} mechs, ${ROUNDS} rounds (a Log of ${logRows} rows)`, now),
    {
      label: 'Start a new battle with its Stats rows, summary and charts',
      value: `${startCalls} service calls, ${startMs.toFixed(1)} ms`,
    },
    line(`the report of the battle just ended, from "${last.log}"`, last),
  ];
}
