// npm run mutate:sweep (docs/testing.md): StrykerJS's mutants of a file, each tried by running
// the covering tests again in a warm worker. Run here on the did-you-mean spelling code against
// its own test file, in a sandbox of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Verdict {
  fileName: string;
  mutatorName: string;
  replacement: string;
  status: string;
  killedBy?: string;
  tests: number;
  tried: number;
  location: { start: { line: number } };
}

const TARGET = 'src/rules/text/nearest.ts';
const dir = mkdtempSync(join(tmpdir(), 'gator-sweep-'));
let output = '';
let verdicts: Verdict[] = [];
const before = readFileSync(TARGET, 'utf8');

beforeAll(() => {
  const run = spawnSync('node', ['scripts/sweep.mjs', TARGET], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SWEEP_DIR: join(dir, 'work'),
      SWEEP_REPORTS: join(dir, 'reports'),
      SWEEP_TESTS: 'test/rules/text/nearest.test.ts',
      // Every test of a mutant in the first round: one round, not five.
      SWEEP_PER_MUTANT: '1000',
    },
  });
  output = run.stdout + run.stderr;
  verdicts = JSON.parse(readFileSync(join(dir, 'reports', 'sweep.json'), 'utf8')).mutants;
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mutate:sweep tries every mutant of the file against the tests that reach it', () => {
  it('a mutant the tests catch is killed, and the verdict names the test that caught it', () => {
    // A changed letter that costs no edit (`a[i - 1] === b[j - 1]` forced true) makes `lazer` 0 edits from `laser`.
    // StrykerJS counts lines from 0.
    const line = before.split('\n').findIndex((l) => l.includes('const cost = a[i - 1] === b[j - 1]'));
    const cost = verdicts.find(
      (v) => v.mutatorName === 'ConditionalExpression' && v.replacement === 'true' && v.location.start.line === line,
    );
    expect(verdicts.length).toBeGreaterThan(100);
    const killed = verdicts.filter((v) => v.status === 'Killed');
    expect(killed.length).toBeGreaterThan(verdicts.length / 2);
    expect(killed.every((v) => v.killedBy?.startsWith('test/rules/text/nearest.test.ts > '))).toBe(true);
    expect(cost?.status).toBe('Killed');
  });

  it('an equivalent mutant survives, tried in every test that reaches it (the key in upper case is the same key)', () => {
    const upper = verdicts.find((v) => v.replacement === 'text.toUpperCase()');
    expect(upper?.status).toBe('Survived');
    expect(upper?.tried).toBe(upper?.tests);
    expect(readFileSync(join(dir, 'reports', 'survivors.txt'), 'utf8')).toContain('text.toUpperCase()');
  });

  it('prints the score of the file, and leaves the source as it was (the mutants live in the sandbox)', () => {
    expect(output).toMatch(/src\/rules\/text\/nearest\.ts\s+\d+(\.\d)? %\s+killed \d+/);
    expect(readFileSync(TARGET, 'utf8')).toBe(before);
  });
});

describe('mutate:sweep loads a test file afresh with a mutant on, for what runs while files load', () => {
  const work = mkdtempSync(join(tmpdir(), 'gator-sweep-load-'));
  let loaded: (Verdict & { killedWhileLoading: boolean; loads: number })[] = [];

  beforeAll(() => {
    spawnSync('node', ['scripts/sweep.mjs', 'src/table/tense.ts'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SWEEP_DIR: join(work, 'work'),
        SWEEP_REPORTS: join(work, 'reports'),
        SWEEP_TESTS: 'test/table/tense.test.ts',
        SWEEP_PER_MUTANT: '1000',
      },
    });
    loaded = JSON.parse(readFileSync(join(work, 'reports', 'sweep.json'), 'utf8')).mutants;
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a word of a table built when its module loads ("will walk" emptied) is killed in a fresh load', () => {
    // Switching the mutant on once the file has loaded changes nothing: the table is already built.
    const walk = loaded.find((v) => v.mutatorName === 'StringLiteral' && v.replacement === '""' && v.tests === 0);
    expect(walk?.loads).toBeGreaterThan(0);
    expect(walk?.status).toBe('Killed');
    expect(walk?.killedWhileLoading).toBe(true);
    expect(walk?.killedBy).toMatch(/^test\/table\/tense\.test\.ts > .*will /);
  });

  it('a mutant in a function the tests call is still tried in the warm worker, test by test', () => {
    const body = loaded.find((v) => v.mutatorName === 'BlockStatement');
    expect(body?.status).toBe('Killed');
    expect(body?.killedWhileLoading).toBe(false);
    expect(loaded.every((v) => v.status === 'Killed')).toBe(true);
  });
});
