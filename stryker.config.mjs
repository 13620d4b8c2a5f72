// Mutation testing (npm run mutate): a developer's tool like the bench, apart from npm test.
// docs/testing.md says how to run it and what it found.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Not `related`: the tests through the built bundle import none of the files they check.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // The tests that go through the built bundle need dist/: built once in the sandbox.
  buildCommand: 'npm run build',
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  // A mutant in a constant table runs every related test again: too slow to be a habit.
  ignoreStatic: true,
  timeoutMS: 20000,
  // The first run of the whole suite, instrumented, takes minutes; on a busy machine more than Stryker's default 5.
  dryRunTimeoutMinutes: 30,
  ignorePatterns: ['dist', 'reports', 'coverage', '.build'],
  thresholds: { high: 90, low: 85, break: null },
};
