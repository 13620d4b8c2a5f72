import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The suite as `npm run mutate:sweep` runs it, in the sandbox of instrumented sources: `vitest`
// is the shim that runs each test again per mutant (vitestShim.ts). Left out, as for
// `npm run mutate`: the build's own checks, the browser tests, and the tools' own tests.
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const realVitest = join(dirname(require.resolve('vitest/package.json')), 'dist/index.js');

/**
 * A round runs the test files whose planned tries cost least first: a mutant a quick test kills
 * is then skipped by the slow ones planned after it. A file's cost is the sum, over its planned
 * tests, of the test's time times its planned mutants (the driver writes cost.json).
 */
class CheapFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const out = process.env.SWEEP_OUT;
    if (process.env.SWEEP_MODE === 'cover' || !out) return super.sort(files);
    const cost = JSON.parse(readFileSync(join(out, 'cost.json'), 'utf8')) as Record<string, number>;
    const of = (f: TestSpecification) => cost[f.moduleId.slice(process.cwd().length + 1)] ?? 0;
    return [...files].sort((a, b) => of(a) - of(b));
  }
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^vitest$/, replacement: join(here, 'vitestShim.ts') },
      { find: /^vitest-real$/, replacement: realVitest },
    ],
  },
  test: {
    setupFiles: [join(here, 'setup.ts')],
    // The driver names the files of a run in a list (SWEEP_FILES).
    include: process.env.SWEEP_FILES
      ? (JSON.parse(readFileSync(process.env.SWEEP_FILES, 'utf8')) as string[])
      : ['test/**/*.test.ts'],
    exclude: ['test/build/**', 'test/browser/**', 'test/tools/**'],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    reporters: ['dot'],
    // Both cores: the runs are long.
    maxWorkers: 2,
    sequence: { sequencer: CheapFirst },
  },
});
