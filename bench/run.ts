// `npm run bench`: figures, not assertions. Each section prints a table.
import { benchAfterAction } from './afterAction';
import { benchBundle } from './bundle';
import { benchClock } from './clock';
import { benchCosts } from './costs';
import { benchEditCost } from './editCost';
import { benchForum } from './forum';
import { benchProtect } from './protect';
import { benchFunctions, type BenchLine } from './functions';
import { benchMechCard } from './mechCard';
import { benchSidebar } from './sidebar';
import { benchTyped } from './typed';

function print(title: string, lines: readonly BenchLine[]): void {
  console.log(`\n## ${title}`);
  const width = Math.max(...lines.map((l) => l.label.length));
  for (const l of lines) console.log(`  ${l.label.padEnd(width)}  ${l.value}`);
}

async function optional(path: string, fn: string): Promise<BenchLine[] | undefined> {
  try {
    const mod = await import(path);
    const rows: { label: string; medianMs: number }[] = await mod[fn]();
    return rows.map((r) => ({ label: r.label, value: `${r.medianMs.toFixed(2)} ms` }));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw e;
  }
}

print('Custom functions (one call over a range)', benchFunctions());
print('MECHCARD over a campaign (goal: under 5 ms a call)', benchMechCard());
print('Server bundle', benchBundle());
print('Service calls and cells read', benchCosts());
print(
  "Players' formulas: the calls an edit runs again and the cells they receive (Set up + library campaigns)",
  benchEditCost(),
);
print('Live sidebar: service-call budget', benchSidebar());
print('Protect the campaign', benchProtect());
print('Forum post at the default Forum post limit of 10,000 characters', benchForum());
print('Typed rolls only: presses of Resolve', benchTyped());
print('The deadline clock: a 48-hour round of 24 mechs and 8 players', benchClock());
print('After-action report: one read of the battle’s Log', benchAfterAction());
const sections: [string, string, string][] = [
  ['./engine.ts', 'benchEngine', 'Round engine (median of repeated rounds)'],
  ['./map.ts', 'benchMap', 'Battle map (Node; the browser figure comes from the playground)'],
  ['./sheet.ts', 'benchSheet', 'Campaign sheet on the in-memory services'],
];
for (const [path, fn, title] of sections) {
  const lines = await optional(path, fn);
  if (lines) print(title, lines);
}
