import { defineConfig } from 'vitest/config';

/**
 * The suites that append rows (Protect's new blocks, Add to the Rolls tab, the Log, imports): run
 * a second time with a formula's spilled '' not counted by getLastRow, so Gator's appends are
 * right whether Google counts those blanks (the fakes' default, the stricter case) or not.
 */
const APPENDING = [
  'test/server/protect/protect.test.ts',
  'test/server/round/typedAsks.test.ts',
  'test/server/round/resolve.test.ts',
  'test/server/logLength.test.ts',
  'test/server/import/mechs.test.ts',
  'test/server/playersFormulas.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['test/support/fastcheck.ts'],
    testTimeout: 20000,
    projects: [
      { extends: true, test: { name: 'gator', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'spilled blanks ignored', include: APPENDING, env: { GATOR_SPILLED_BLANKS: 'ignored' } },
      },
    ],
  },
});
