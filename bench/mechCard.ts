// MECHCARD over a 72-mech campaign (goal: under 5 ms a call, like the other
// functions), through the built bundle: one call per card, as each card's formula is one call.
import { demoTabs } from '../src/sheet/setup/demo';
import { TAB } from '../src/sheet/schema/columns';
import { scaledTabs } from '../test/server/scaled';
import { loadBundleInRealm } from '../test/support/bundle';
import type { BenchLine } from './functions';
import { timeIt } from './stats';

/**
 * CPU milliseconds a call, over `repeats` calls after warm-up: on a shared machine wall time also counts other
 * processes.
 */
function cpuMs(run: () => unknown, repeats = 60): number {
  for (let i = 0; i < 5; i++) run();
  const start = process.cpuUsage();
  for (let i = 0; i < repeats; i++) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / repeats;
}

const figures = (run: () => unknown): string => `${timeIt(run).toFixed(2)} ms (CPU ${cpuMs(run).toFixed(2)} ms)`;

export function benchMechCard(): BenchLine[] {
  const g = loadBundleInRealm(['MECHCARD', 'MECHCARDS', 'ATTACKTN']);
  const lines: BenchLine[] = [];
  for (const mechs of [4, 24, 72]) {
    const t: Record<string, unknown[][]> = { ...demoTabs(), ...scaledTabs(mechs / 4) };
    const tn = (t[TAB.attacks][0] as string[]).indexOf('TN');
    const attacks = t[TAB.attacks].map((r) => r.slice(0, tn));
    const args = [attacks, t[TAB.mechs], t[TAB.equipment], t[TAB.catalog], t[TAB.map], t[TAB.rules]];
    // The first copy's Griffin: three enemies of its own copy in range, and others nearby.
    lines.push({ label: `MECHCARD, ${mechs} mechs (one card)`, value: figures(() => g.MECHCARD('Griffin', ...args)) });
    if (mechs === 72)
      lines.push({
        label: 'ATTACKTN, 72 mechs (the whole TN column), for comparison',
        value: figures(() => g.ATTACKTN(...args)),
      });
    // The Cards tab's one call: every card (Apps Script allows a custom function 30 seconds).
    if (mechs !== 4)
      lines.push({
        label: `MECHCARDS, ${mechs} mechs (every card, one call)`,
        value: `${timeIt(() => g.MECHCARDS(...args)).toFixed(2)} ms`,
      });
  }
  return lines;
}
