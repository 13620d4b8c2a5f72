// The `vitest` a test file imports under `npm run mutate:sweep` (scripts/sweep.mjs). It is the
// real vitest but for `it`/`test`, `describe` and the per-test hooks: a test's body, with its
// beforeEach/afterEach hooks, is run once to learn which mutants it reaches, once more to make
// sure it can run twice, and then once per mutant it reaches that no test has killed yet, in the
// same warm worker. StrykerJS's vitest runner re-imports the covering test files for every
// mutant (7–15 s a mutant here); running the body again costs what the test costs.
//
// The mutants are StrykerJS's own: the sandbox holds its instrumented sources, whose switches ask
// `globalThis.__stryker__` which mutant is active and record which ones a test reached.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as real from 'vitest-real';

export * from 'vitest-real';

type Fn = (...args: any[]) => any;
interface Scope {
  before: Fn[];
  after: Fn[];
}
interface Stryker {
  activeMutant?: string;
  currentTestId?: string;
  hitCount?: number;
  hitLimit?: number;
  sweepKill?: boolean;
  mutantCoverage?: { static: Record<string, number>; perTest: Record<string, Record<string, number>> };
}

const OUT = process.env.SWEEP_OUT ?? '';
const ITERATION_MS = Number(process.env.SWEEP_ITERATION_MS ?? 15000);
const SCRATCH = '__sweep_scratch__';
// cover: each test once, recording the mutants it reaches and its time; kill: each test's planned
// mutants; static: a whole test file loaded and run with one mutant on from the start (see sweepStatic).
const MODE = process.env.SWEEP_MODE === 'cover' || process.env.SWEEP_MODE === 'static' ? process.env.SWEEP_MODE : 'kill';
const DEADLINE = Number(process.env.SWEEP_DEADLINE ?? Number.POSITIVE_INFINITY);

const g = globalThis as { __stryker__?: Stryker };
const ns: Stryker = g.__stryker__ ?? {};
g.__stryker__ = ns;
// The instrumented code keeps the coverage object it finds first: it must be this one.
ns.mutantCoverage ??= { static: {}, perTest: {} };
// Trying mutants needs no coverage: counting every expression reached doubles a test's time.
ns.sweepKill = MODE !== 'cover';
const coverage = ns.mutantCoverage;

const me = `${process.pid}`;
const killsFile = join(OUT, `kills-${me}.jsonl`);
const coverFile = join(OUT, `${{ cover: 'cover', kill: 'trial', static: 'static' }[MODE]}-${me}.jsonl`);
const beatFile = join(OUT, `beat-${me}.json`);

function write(file: string, record: object): void {
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** Mutants killed so far by any worker (and timeouts the driver recorded), and tests done before a restart. */
const killed = new Set<string>();
const done = new Set<string>();
let readAt = 0;
function refresh(force = false): void {
  const now = Date.now();
  if (!force && now - readAt < 2000) return;
  readAt = now;
  for (const name of readdirSync(OUT)) {
    if (name.startsWith('kills-')) {
      for (const line of readFileSync(join(OUT, name), 'utf8').split('\n')) {
        if (line) killed.add(JSON.parse(line).m);
      }
    }
  }
  const doneFile = join(OUT, 'done.json');
  if (done.size === 0 && existsSync(doneFile)) {
    for (const key of JSON.parse(readFileSync(doneFile, 'utf8')) as string[]) done.add(key);
  }
}

/** The driver's plan: for each test, the mutants (with their hits on the plain run) to try in it. */
let thePlan: Record<string, [string, number][]> | undefined;
function plan(): Record<string, [string, number][]> {
  thePlan ??= JSON.parse(readFileSync(join(OUT, 'plan.json'), 'utf8')) as Record<string, [string, number][]>;
  return thePlan;
}

const scopes: Scope[] = [{ before: [], after: [] }];
const seen = new Map<string, number>();

function testKey(): string {
  const state = real.expect.getState();
  const file = staticTry?.file ?? (state.testPath ?? '').replace(`${process.cwd()}/`, '');
  const name = `${file} > ${state.currentTestName ?? '?'}`;
  const n = (seen.get(name) ?? 0) + 1;
  seen.set(name, n);
  return n === 1 ? name : `${name} #${n}`;
}

function staticIds(): Set<string> {
  return new Set(Object.keys(coverage.static));
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The static mode's one try: a generated test file (the driver writes it) turns `mutant` on and
 * then loads `file`, the real test file, so the mutant is on while the sources load — a table
 * built when its module loads, a regex compiled once — and stays on while every test runs. The
 * kill mode cannot see those: it switches a mutant on only after the files have loaded.
 */
interface StaticTry {
  m: string;
  file: string;
  over: boolean;
}
let staticTry: StaticTry | undefined;

function staticKill(t: StaticTry, test: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const timeout = /Hit count limit reached|iteration timed out/.test(message);
  killed.add(t.m);
  t.over = true;
  write(killsFile, { m: t.m, test, timeout, static: true });
}

export async function sweepStatic(m: string, hitLimit: number, file: string, load: () => Promise<unknown>) {
  refresh(true);
  // Past the driver's deadline nothing more is tried.
  staticTry = { m, file, over: killed.has(m) || Date.now() > DEADLINE };
  if (staticTry.over) return;
  writeFileSync(beatFile, JSON.stringify({ test: file, m, at: Date.now() }));
  write(coverFile, { staticTried: m, file });
  ns.activeMutant = m;
  ns.hitCount = 0;
  ns.hitLimit = hitLimit;
  try {
    await load();
  } catch (error) {
    // The file loaded on the plain code (the cover run ran it): the mutant broke it.
    staticKill(staticTry, `${file} (while loading)`, error);
  }
}

async function staticBody(once: (args: any[]) => Promise<unknown>, args: any[]): Promise<void> {
  const t = staticTry;
  if (!t || t.over) return;
  refresh();
  if (killed.has(t.m)) {
    t.over = true;
    return;
  }
  const key = testKey();
  writeFileSync(beatFile, JSON.stringify({ test: key, m: t.m, at: Date.now() }));
  const outcome = await withTimeout(once(args), ITERATION_MS);
  const error = outcome === 'timeout' ? new Error('sweep: iteration timed out') : outcome;
  if (error) staticKill(t, key, error);
}

function wrapBody(body: Fn): Fn {
  const chain = [...scopes];
  // One pass of the test as vitest would run it: the beforeEach hooks outermost first, the body,
  // then the afterEach hooks (and a beforeEach's returned cleanup) innermost first.
  const once = async (args: any[]): Promise<unknown> => {
    let error: unknown;
    const cleanups: Fn[] = [];
    try {
      for (const scope of chain) {
        for (const hook of scope.before) {
          const cleanup = await hook(args[0]);
          if (typeof cleanup === 'function') cleanups.push(cleanup);
        }
      }
      await body(...args);
    } catch (e) {
      error = e ?? new Error('thrown');
    }
    for (const scope of [...chain].reverse()) {
      for (const hook of [...scope.after].reverse()) {
        try {
          await hook(args[0]);
        } catch (e) {
          error ??= e;
        }
      }
    }
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (e) {
        error ??= e;
      }
    }
    return error;
  };
  const run = async (args: any[], mutant: string | undefined, testId: string, hits = 0): Promise<unknown> => {
    ns.activeMutant = mutant;
    ns.currentTestId = testId;
    ns.hitCount = mutant === undefined ? undefined : 0;
    ns.hitLimit = mutant === undefined ? undefined : hits * 100 + 1000;
    try {
      const result = await withTimeout(once(args), ITERATION_MS);
      return result === 'timeout' ? new Error('sweep: iteration timed out') : result;
    } finally {
      ns.activeMutant = undefined;
      ns.currentTestId = undefined;
      ns.hitCount = undefined;
      delete coverage.perTest[SCRATCH];
    }
  };
  return async (...args: any[]) => {
    if (MODE === 'static') return staticBody(once, args);
    const key = testKey();
    if (MODE === 'cover') {
      const started = performance.now();
      const error = await run(args, undefined, key);
      const ms = Math.round(performance.now() - started);
      const reached = coverage.perTest[key] ?? {};
      delete coverage.perTest[key];
      if (error) throw error;
      const ids = Object.keys(reached);
      write(coverFile, { test: key, ms, ids, hits: ids.map((id) => reached[id]) });
      return;
    }
    // Past the driver's deadline a round only finishes its files: nothing more is tried.
    if (Date.now() > DEADLINE) return;
    refresh(true);
    const planned = (plan()[key] ?? []).filter(([id]) => !killed.has(id));
    // A test with nothing to try is not run at all: a later test that leaned on it fails its
    // plain run below and its kills are not counted.
    if (done.has(key) || planned.length === 0) return;
    // The plain run first: it must pass a second time for this test's kills to mean anything.
    const error = await run(args, undefined, SCRATCH);
    if (error) {
      write(coverFile, { test: key, twice: false, message: String((error as Error)?.message ?? error).slice(0, 200) });
      return;
    }
    const kills: string[] = [];
    for (const [id, hits] of planned) {
      refresh();
      if (killed.has(id)) continue;
      writeFileSync(beatFile, JSON.stringify({ test: key, m: id, at: Date.now() }));
      const outcome = await run(args, id, SCRATCH, hits);
      write(coverFile, { test: key, tried: id });
      if (outcome) {
        const message = outcome instanceof Error ? outcome.message : String(outcome);
        const timeout = /Hit count limit reached|iteration timed out/.test(message);
        killed.add(id);
        kills.push(id);
        write(killsFile, { m: id, test: key, timeout });
      }
    }
    // A kill counts only if the test still passes on the plain code afterwards: otherwise a
    // mutant left something behind (a cache, a shared fake) and the kills after it are suspect.
    if (kills.length > 0 && (await run(args, undefined, SCRATCH))) write(coverFile, { test: key, tainted: kills });
    write(coverFile, { test: key, done: true });
    writeFileSync(beatFile, JSON.stringify({ test: key, m: null, at: Date.now() }));
  };
}

function wrapScope(body: Fn): Fn {
  return (...args: any[]) => {
    scopes.push({ before: [], after: [] });
    try {
      return body(...args);
    } finally {
      scopes.pop();
    }
  };
}

/** A test now runs many times over: its own time limit (`it(name, fn, 5000)`) no longer fits. */
const LIMIT = 3_600_000;
function unlimited(args: any[]): any[] {
  return args.map((a, i) => {
    if (typeof a === 'number' && i > 0 && typeof args[i - 1] === 'function') return LIMIT;
    if (a !== null && typeof a === 'object' && !Array.isArray(a) && 'timeout' in a) return { ...a, timeout: LIMIT };
    return a;
  });
}

/** `it`, `it.each(rows)`, `it.skipIf(x)`, …: every function handed in becomes `wrap(fn)`. */
function api<T extends Fn>(target: T, wrap: (fn: Fn) => Fn): T {
  return new Proxy(target, {
    apply(fn, self, args) {
      const wrapped = unlimited(args).map((a) => (typeof a === 'function' ? wrap(a) : a));
      const result = Reflect.apply(fn, self, wrapped);
      return typeof result === 'function' ? api(result, wrap) : result;
    },
    get(fn, prop) {
      const value = Reflect.get(fn, prop);
      return typeof value === 'function' ? api(value.bind(fn), wrap) : value;
    },
  });
}

export const it = api(real.it, wrapBody);
export const test = api(real.test, wrapBody);
export const describe = api(real.describe, wrapScope);
export const suite = api(real.suite, wrapScope);
export function beforeEach(hook: Fn): void {
  scopes[scopes.length - 1].before.push(hook);
}
export function afterEach(hook: Fn): void {
  scopes[scopes.length - 1].after.push(hook);
}

/** A file-level hook that fails under a static try fails the file's tests: the mutant is killed. */
function staticHook(hook: Fn, name: string): Fn {
  // No parameters: vitest reads a hook's first parameter as its fixtures, and no test file's
  // beforeAll takes any.
  return async () => {
    const t = staticTry;
    if (MODE !== 'static' || !t || t.over) return hook();
    try {
      return await hook();
    } catch (error) {
      staticKill(t, `${t.file} (${name})`, error);
    }
  };
}
export function beforeAll(hook: Fn, timeout?: number): void {
  real.beforeAll(staticHook(hook, 'beforeAll'), timeout === undefined ? undefined : LIMIT);
}

const FILE = (real.expect.getState().testPath ?? '').replace(`${process.cwd()}/`, '');
real.afterAll(() => {
  // The mutants reached while the file loaded (or outside any test), with their hits.
  const hits = Object.values(coverage.static);
  if (MODE === 'cover') write(coverFile, { fileDone: FILE, static: [...staticIds()], staticHits: hits });
  else write(coverFile, { fileDone: FILE });
  writeFileSync(beatFile, JSON.stringify({ test: FILE, m: null, at: Date.now() }));
});
