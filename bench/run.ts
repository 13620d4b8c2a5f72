// `npm run bench`: figures, not assertions. Each section prints a table.
import { benchBundle } from './bundle';
import { benchFunctions, type BenchLine } from './functions';

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
print('Server bundle', benchBundle());
const engine = await optional('./engine.ts', 'benchEngine');
if (engine) print('Round engine (median of repeated rounds)', engine);
