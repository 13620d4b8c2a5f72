import { defineConfig } from 'vitest/config';

/**
 * The suite as StrykerJS runs it (npm run mutate): every test that checks a behaviour, the
 * ones through the built bundle included (test/support/bundle.ts hands them the mutant
 * switch). Left out: the build's own checks (the bundle's shape, sizes, layers), which an
 * instrumented build fails by design, and the browser tests, whose pages cannot report which
 * mutants they reached.
 */
export default defineConfig({
  test: {
    setupFiles: ['test/support/fastcheck.ts'],
    testTimeout: 20000,
    include: ['test/**/*.test.ts'],
    exclude: ['test/build/**', 'test/browser/**', 'test/tools/**'],
  },
});
