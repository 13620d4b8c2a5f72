// The size of each file in dist/ and the time to evaluate the server bundle in a fresh V8 context.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { DIST, readBundle } from '../test/support/bundle';
import type { BenchLine } from './functions';
import { median } from './stats';

export function benchBundle(): BenchLine[] {
  const lines: BenchLine[] = readdirSync(DIST).map((f) => ({
    label: `dist/${f}`,
    value: `${(statSync(join(DIST, f)).size / 1024).toFixed(1)} KiB`,
  }));
  const code = readBundle();
  const script = new vm.Script(code, { filename: 'Code.js' });
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const ctx = vm.createContext({});
    const t0 = performance.now();
    script.runInContext(ctx);
    times.push(performance.now() - t0);
  }
  lines.push({ label: 'evaluate Code.js in a fresh V8 context (median)', value: `${median(times).toFixed(2)} ms` });
  const coldT0 = performance.now();
  vm.runInContext(code, vm.createContext({}));
  lines.push({ label: 'compile + evaluate Code.js, cold', value: `${(performance.now() - coldT0).toFixed(2)} ms` });
  return lines;
}
