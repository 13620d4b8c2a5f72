// npm run mutate:sweep (docs/testing.md): StrykerJS's mutants of a file, each tried by running
// the covering tests again in a warm worker. Run here on the did-you-mean spelling code against
// its own test file, in a sandbox of its own.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Verdict {
  id: string;
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

describe('mutate:sweep with SWEEP_SAMPLE draws N mutants by a hash of the seed, and tries each to the end', () => {
  const work = mkdtempSync(join(tmpdir(), 'gator-sweep-sample-'));
  const SEED = 'a seed';
  let sampled: Verdict[] = [];
  let report: {
    sample: { perFolder: number; seed: string };
    byFolder: Record<string, { score: number; interval: [number, number] }>;
  };
  let printed = '';

  beforeAll(() => {
    const run = spawnSync('node', ['scripts/sweep.mjs', TARGET], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SWEEP_DIR: join(work, 'work'),
        SWEEP_REPORTS: join(work, 'reports'),
        SWEEP_TESTS: 'test/rules/text/nearest.test.ts',
        SWEEP_SAMPLE: '12',
        SWEEP_SEED: SEED,
      },
    });
    printed = run.stdout + run.stderr;
    report = JSON.parse(readFileSync(join(work, 'reports', 'sweep.json'), 'utf8'));
    sampled = (report as unknown as { mutants: Verdict[] }).mutants;
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('the sample is the 12 mutants whose sha256 of "seed:id" sorts first, the same on every machine', () => {
    const rank = (id: string) => createHash('sha256').update(`${SEED}:${id}`).digest('hex');
    const expected = verdicts
      .map((v) => v.id)
      .sort((a, b) => (rank(a) < rank(b) ? -1 : 1))
      .slice(0, 12);
    expect(sampled.map((v) => v.id).sort()).toEqual([...expected].sort());
    expect(report.sample).toEqual({ perFolder: 12, seed: SEED });
  });

  it('each sampled mutant gets the verdict the whole sweep gave it: a sample is tried to the end, not cut short', () => {
    const whole = new Map(verdicts.map((v) => [v.id, v.status]));
    expect(sampled.map((v) => [v.id, v.status])).toEqual(sampled.map((v) => [v.id, whole.get(v.id)]));
  });

  it("scores the sample alone, with Wilson's 95 % interval around the score, printed in brackets", () => {
    const folder = Object.values(report.byFolder)[0];
    const detected = sampled.filter((v) => v.status === 'Killed' || v.status === 'Timeout').length;
    expect(folder.score).toBe(Math.round((1000 * detected) / 12) / 10);
    expect(folder.interval[0]).toBeLessThanOrEqual(folder.score);
    expect(folder.interval[1]).toBeGreaterThanOrEqual(folder.score);
    expect(folder.interval[1] - folder.interval[0]).toBeGreaterThan(10);
    expect(printed).toContain(`a sample of 12 mutants a folder (seed ${SEED})`);
    expect(printed).toContain(`[${folder.interval[0]}–${folder.interval[1]} %]`);
  });
});
