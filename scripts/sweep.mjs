// npm run mutate:sweep [-- FILE_OR_FOLDER …]: StrykerJS's mutants, run the fast way — each test
// run again per mutant in a warm vitest worker (scripts/sweep/vitestShim.ts) instead of vitest
// importing the covering test files again per mutant. docs/testing.md says when to use which.
//
//   1. StrykerJS's instrumenter writes every mutant of the files named (by default the folders
//      docs/testing.md reports on) behind its switches, into a sandbox copy of the project;
//   2. the sandbox builds dist/ from them, so the tests through the bundle reach the mutants too;
//   3. vitest runs the suite there once (scripts/sweep/vitest.config.ts); a watchdog restarts it
//      past a mutant that hangs a worker, counting that mutant a timeout;
//   4. the verdicts go to reports/sweep/: sweep.json, and survivors.txt to read.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// SWEEP_DIR and SWEEP_REPORTS move the sandbox and the reports (the tool's own test does).
const work = process.env.SWEEP_DIR ?? join(root, '.sweep');
const sandbox = join(work, 'sandbox');
const out = join(work, 'out');
const reports = process.env.SWEEP_REPORTS ?? join(root, 'reports', 'sweep');
const DEFAULT = ['src/table', 'src/sheet', 'src/gas', 'src/rules'];
// A worker that reports nothing for this long is stuck in a mutant's endless loop.
const STALL_MS = Number(process.env.SWEEP_STALL_MS ?? 120_000);

function walk(dir, keep) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...walk(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found.sort();
}

function targetsOf(args) {
  const named = args.length > 0 ? args : DEFAULT;
  return named.flatMap((t) => {
    if (!existsSync(join(root, t))) {
      console.error(`npm run mutate:sweep: ${t} does not exist (give a file or a folder under src/)`);
      process.exit(2);
    }
    if (!statSync(join(root, t)).isDirectory()) return [t];
    return walk(join(root, t), (p) => p.endsWith('.ts') && !p.endsWith('.d.ts')).map((p) => relative(root, p));
  });
}

function projectFiles() {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed.stdout.split('\n').filter((file) => file && existsSync(join(root, file)));
}

function hashOf(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function makeSandbox() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const sources = {};
  for (const file of projectFiles()) {
    mkdirSync(dirname(join(sandbox, file)), { recursive: true });
    copyFileSync(join(root, file), join(sandbox, file));
    if (file.startsWith('src/')) sources[file] = hashOf(join(root, file));
  }
  writeFileSync(join(work, 'sources.json'), JSON.stringify(sources));
  symlinkSync(join(root, 'node_modules'), join(sandbox, 'node_modules'));
}

/**
 * SWEEP_RESUME=1 after tests were added or changed: the sources must be the ones swept (else the
 * mutants are not the code's), the new and changed test files are copied in and given a cover
 * run of their own, and the rounds go on with them among each mutant's tests.
 */
async function refreshTests() {
  const sources = JSON.parse(readFileSync(join(work, 'sources.json'), 'utf8'));
  const files = projectFiles();
  const moved = files
    .filter((f) => f.startsWith('src/') && sources[f] !== hashOf(join(root, f)))
    .concat(Object.keys(sources).filter((f) => !existsSync(join(root, f))));
  if (moved.length > 0) {
    console.error(`npm run mutate:sweep: src/ changed since the sweep began (${moved[0]}…): run it afresh`);
    process.exit(2);
  }
  // The sweep's own scripts as they are now (the shim runs in the sandbox).
  for (const file of files.filter((f) => f.startsWith('scripts/sweep/')))
    copyFileSync(join(root, file), join(sandbox, file));
  const changed = new Set();
  for (const file of files.filter((f) => f.startsWith('test/'))) {
    const there = join(sandbox, file);
    if (existsSync(there) && hashOf(there) === hashOf(join(root, file))) continue;
    mkdirSync(dirname(there), { recursive: true });
    copyFileSync(join(root, file), there);
    changed.add(file);
  }
  // A test file is covered again when it, or a helper it imports from test/, changed, or when the
  // cover run has no test of it (it failed there).
  const covered = new Set(records('cover-').map((r) => r.test?.split(' > ')[0]));
  const depths = importDepths(testFiles());
  const again = testFiles().filter((t) => !covered.has(t) || [...depths.get(t).keys()].some((f) => changed.has(f)));
  for (const name of readdirSync(out).filter((n) => n.startsWith('cover-'))) {
    const lines = readFileSync(join(out, name), 'utf8').split('\n').filter(Boolean);
    const kept = lines.filter((l) => {
      const r = JSON.parse(l);
      return !again.includes(r.fileDone ?? r.test.split(' > ')[0]);
    });
    if (kept.length < lines.length) writeFileSync(join(out, name), kept.map((l) => `${l}\n`).join(''));
  }
  console.log(`mutate:sweep: ${changed.size} test files new or changed; covering ${again.length} test files (again)`);
  if (again.length > 0) await runVitest(again, 'cover', Number.POSITIVE_INFINITY);
}

const quiet = {
  isDebugEnabled: () => false,
  isTraceEnabled: () => false,
  isInfoEnabled: () => false,
  debug() {},
  trace() {},
  info() {},
  warn: console.warn,
  error: console.error,
};

/** StrykerJS's coverage counter, made to stand still while mutants are tried (the shim's kill mode). */
function withCoverageSwitch(code) {
  return code.replace(
    /function cover\(\) \{(\s*)var c = cov\.static;/g,
    'function cover() {$1if (ns.sweepKill) return;$1var c = cov.static;',
  );
}

async function instrument(files) {
  const instrumenter = new Instrumenter(quiet);
  const result = await instrumenter.instrument(
    files.map((name) => ({ name, content: readFileSync(join(root, name), 'utf8'), mutate: true })),
    { plugins: null, excludedMutations: [], ignorers: [], noHeader: false },
  );
  for (const file of result.files) writeFileSync(join(sandbox, file.name), withCoverageSwitch(file.content));
  return result.mutants;
}

function testFiles() {
  const all = walk(join(sandbox, 'test'), (p) => p.endsWith('.test.ts')).map((p) => relative(sandbox, p));
  // SWEEP_TESTS=test/rules/text: only the test files under it (a quick look at one file's mutants); several
  // prefixes go with commas between.
  const only = process.env.SWEEP_TESTS?.split(',').filter(Boolean);
  // Left out as by the configuration: the build's checks, the browser tests, and the tools' own tests.
  const left = ['test/build/', 'test/browser/', 'test/tools/', 'test/__sweep__/'];
  return all.filter((f) => !left.some((l) => f.startsWith(l)) && (!only || only.some((o) => f.startsWith(o))));
}

function records(prefix) {
  const found = [];
  for (const name of readdirSync(out).filter((n) => n.startsWith(prefix))) {
    for (const line of readFileSync(join(out, name), 'utf8').split('\n')) if (line) found.push(JSON.parse(line));
  }
  return found;
}

/** One vitest run over `files`; resolves with the stuck worker's beat if the watchdog stopped it. */
function runVitest(files, mode, deadline) {
  return new Promise((resolve) => {
    // The files go by a list, not as arguments: thousands of loads are more than a command line takes.
    const list = join(out, 'files.json');
    writeFileSync(list, JSON.stringify(files));
    // A beat left by a worker of an earlier run (killed mid-try) would read as stuck once its process id
    // is taken again: each run starts with none.
    for (const name of readdirSync(out).filter((n) => n.startsWith('beat-'))) rmSync(join(out, name), { force: true });
    const child = spawn('npx', ['vitest', 'run', '--config', 'scripts/sweep/vitest.config.ts'], {
      cwd: sandbox,
      env: {
        ...process.env,
        CI: 'true',
        SWEEP_OUT: out,
        SWEEP_MODE: mode,
        SWEEP_DEADLINE: String(deadline),
        SWEEP_FILES: list,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const watch = setInterval(() => {
      // Past the deadline nothing more is tried: the files still queued would only load and go.
      if (Date.now() > deadline) {
        clearInterval(watch);
        process.kill(-child.pid, 'SIGKILL');
        resolve(null);
        return;
      }
      for (const name of readdirSync(out).filter((n) => n.startsWith('beat-'))) {
        const beat = readBeat(join(out, name));
        const stale = Date.now() - statSync(join(out, name)).mtimeMs > STALL_MS;
        if (beat.m != null && stale && alive(Number(name.slice(5, -5)))) {
          clearInterval(watch);
          writeFileSync(join(out, name), JSON.stringify({ ...beat, m: null }));
          process.kill(-child.pid, 'SIGKILL');
          resolve(beat);
          return;
        }
      }
    }, 5000);
    child.on('exit', () => {
      clearInterval(watch);
      resolve(null);
    });
  });
}

/** A worker's last beat; a file caught half-written reads as no beat, to be read again in 5 s. */
function readBeat(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `files` in kill mode, restarting past a mutant that hangs its worker (a timeout). */
async function killRound(all, mode, deadline) {
  let files = all;
  let restarts = 0;
  rmSync(join(out, 'done.json'), { force: true });
  while (files.length > 0) {
    const stuck = await runVitest(files, mode, deadline);
    if (stuck === null) break;
    restarts++;
    console.log(`mutate:sweep: mutant ${stuck.m} never ended in ${stuck.test}: a timeout; going on past it`);
    writeFileSync(
      join(out, 'kills-driver.jsonl'),
      `${JSON.stringify({ m: stuck.m, test: stuck.test, timeout: true })}\n`,
      { flag: 'a' },
    );
    const trials = [...records('trial-'), ...records('static-')];
    writeFileSync(join(out, 'done.json'), JSON.stringify(trials.filter((r) => r.done).map((r) => r.test)));
    const finished = new Set(trials.filter((r) => r.fileDone).map((r) => r.fileDone));
    // A load for a mutant now dead (the stuck one among them) is not made again: the stuck one
    // would only hang a worker once more.
    const dead = new Set(records('kills-').map((k) => k.m));
    files = files.filter((f) => !finished.has(f) && !dead.has(/-m([^-]+)\.test\.ts$/.exec(f)?.[1]));
  }
  return restarts;
}

/**
 * The cover run says which tests reach each mutant; each round then tries every mutant still
 * alive in the next of its tests, the cheapest first — a test's time times the mutants it
 * reaches, so a quick focused test comes before a slow one that reaches everything, and times 3 or
 * 10 for a test two imports or further from the mutant's file than one importing it or named for it:
 * one test in the first round (SWEEP_PER_MUTANT), twice as many in each next one, until every mutant is
 * killed or has met all its tests, or the time is up (then its survival is a lower bound).
 * A mutant reached while files load is also tried, in the same rounds, in the test files whose
 * loading reached it, one fresh load per try (staticRound).
 */
async function sweep(all, deadline, resume, mutants, sample) {
  if (!resume) await runVitest(all, 'cover', Number.POSITIVE_INFINITY);
  const cover = records('cover-');
  // With a sample, only its mutants are tried: the others keep whatever verdict they had.
  const sampled = (id) => !sample || sample.has(id);
  const statics = new Set(cover.flatMap((r) => r.static ?? []));
  const tests = cover.filter((r) => r.ids).map((r) => ({ ...r, file: r.test.split(' > ')[0] }));
  const byMutant = new Map();
  for (const t of tests) {
    t.ids.forEach((id, i) => {
      if (!sampled(id)) return;
      if (!byMutant.has(id)) byMutant.set(id, []);
      byMutant.get(id).push([t, t.hits[i]]);
    });
  }
  const depths = importDepths(cover.filter((r) => r.fileDone).map((r) => r.fileDone));
  const mutantFile = new Map(mutants.map((m) => [m.id, m.fileName]));
  // A test that imports the mutant's file, or is named for it, is likelier to check it than one
  // reaching it through the whole add-on: its cost counts for less.
  const cost = (t, id) => {
    const source = mutantFile.get(id);
    const depth = depths.get(t.file)?.get(source) ?? 99;
    const near = namesAlike(t.file, source) > 0 || depth <= 1 ? 1 : depth === 2 ? 3 : 10;
    return (t.ms + 5) * t.ids.length * near;
  };
  for (const [id, list] of byMutant) {
    const keyed = list.map((entry) => [cost(entry[0], id), entry]);
    keyed.sort((a, b) => a[0] - b[0]);
    byMutant.set(
      id,
      keyed.map(([, entry]) => entry),
    );
  }
  const loads = loadsOf(cover, tests, depths, mutantFile);
  for (const id of loads.keys()) if (!sampled(id)) loads.delete(id);
  const tried = new Set(
    records('trial-')
      .filter((r) => r.tried)
      .map((r) => `${r.tried}|${r.test}`),
  );
  const staticTried = new Set(
    records('static-')
      .filter((r) => r.staticTried)
      .map((r) => `${r.staticTried}|${r.file}`),
  );
  let perRound = Number(process.env.SWEEP_PER_MUTANT ?? 1);
  let restarts = 0;
  let rounds = 0;
  while (Date.now() < deadline) {
    const killed = new Set(records('kills-').map((k) => k.m));
    const plan = {};
    for (const [id, list] of byMutant) {
      if (killed.has(id)) continue;
      const next = list.filter(([t]) => !tried.has(`${id}|${t.test}`)).slice(0, perRound);
      for (const [t, hits] of next) {
        (plan[t.test] ??= []).push([id, hits]);
        tried.add(`${id}|${t.test}`);
      }
    }
    const files = [...new Set(Object.keys(plan).map((k) => k.split(' > ')[0]))];
    const loadsLeft = [...loads].some(
      ([m, list]) => !killed.has(m) && list.some((l) => !staticTried.has(`${m}|${l.file}`)),
    );
    if (files.length === 0 && !loadsLeft) break;
    rounds++;
    const alive = new Set(
      Object.values(plan)
        .flat()
        .map(([id]) => id),
    ).size;
    console.log(
      `mutate:sweep: round ${rounds}: ${alive} mutants alive, up to ${perRound} more tests each, ${files.length} test files`,
    );
    const warm = async () => {
      if (files.length === 0) return;
      writeFileSync(join(out, 'plan.json'), JSON.stringify(plan));
      const cost = {};
      for (const t of tests) if (plan[t.test]) cost[t.file] = (cost[t.file] ?? 0) + (t.ms + 5) * plan[t.test].length;
      writeFileSync(join(out, 'cost.json'), JSON.stringify(cost));
      restarts += await killRound(files, 'kill', deadline);
    };
    const fresh = async () => {
      const staticPlan = planStatic(loads, new Set(records('kills-').map((k) => k.m)), staticTried, perRound);
      if (staticPlan.length === 0 || Date.now() >= deadline) return;
      console.log(
        `mutate:sweep: round ${rounds}: ${new Set(staticPlan.map((p) => p.m)).size} mutants reached while files load, ${staticPlan.length} fresh loads`,
      );
      restarts += await killRound(staticFiles(staticPlan, rounds), 'static', deadline);
    };
    // The loads after the warm tries, so a mutant those killed is not loaded for; SWEEP_LOADS_FIRST=1
    // turns that round, for a resumed sweep whose cheap tries are spent and whose tables wait.
    if (process.env.SWEEP_LOADS_FIRST === '1') {
      await fresh();
      await warm();
    } else {
      await warm();
      await fresh();
    }
    perRound *= 2;
  }
  // What was really tried: a round cut short by the deadline tried less than it planned.
  const really = new Map();
  for (const r of records('trial-')) if (r.tried) really.set(r.tried, (really.get(r.tried) ?? 0) + 1);
  const reallyStatic = new Map();
  for (const r of records('static-')) {
    if (r.staticTried) reallyStatic.set(r.staticTried, (reallyStatic.get(r.staticTried) ?? 0) + 1);
  }
  return { restarts, rounds, statics, byMutant, tried: really, loads, staticTried: reallyStatic, passed: tests };
}

/**
 * How many imports away each source file is from each test file (1: the test imports it). A test
 * file that imports a table directly is likelier to check it than one that reaches it through
 * the whole add-on.
 */
function importDepths(testFiles) {
  const importsOf = new Map();
  const imports = (file) => {
    if (!importsOf.has(file)) {
      const text = existsSync(join(sandbox, file)) ? readFileSync(join(sandbox, file), 'utf8') : '';
      const found = [];
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const base = join(dirname(file), spec);
        const hit = [`${base}.ts`, join(base, 'index.ts'), base].find(
          (f) => existsSync(join(sandbox, f)) && statSync(join(sandbox, f)).isFile(),
        );
        if (hit) found.push(hit);
      }
      importsOf.set(file, found);
    }
    return importsOf.get(file);
  };
  const depths = new Map();
  for (const test of testFiles) {
    const depth = new Map([[test, 0]]);
    const queue = [test];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const next of imports(file)) {
        if (depth.has(next)) continue;
        depth.set(next, depth.get(file) + 1);
        queue.push(next);
      }
    }
    depths.set(test, depth);
  }
  return depths;
}

/**
 * How alike a test file's name is to a source file's (`weaponList.test.ts`, `weaponListBallistic.ts`: the 10
 * letters they start with), when at least 5, or to its folder's: a test named for the code most likely checks it.
 */
function namesAlike(test, source = '') {
  const a = test
    .split('/')
    .pop()
    .replace(/\.test\.ts$/, '')
    .toLowerCase();
  const alike = (b) => {
    let n = 0;
    while (n < a.length && a[n] === b[n]) n++;
    return n >= 5 ? n : 0;
  };
  // Or named for its folder: `schema.test.ts` checks every tab of `src/sheet/schema/`.
  const [folder, file] = source.toLowerCase().replace(/\.ts$/, '').split('/').slice(-2);
  return Math.max(alike(file ?? ''), a === folder ? a.length : 0);
}

/**
 * For each mutant reached while files load: the test files whose loading (or hooks outside any
 * test) reached it, those named most like its source first (namesAlike), then the nearest (importDepths), then the cheapest, with a hit limit as
 * the kill mode's (a hundred times the hits of the plain run, and a thousand over) that turns an
 * endless loop into a timeout.
 */
function loadsOf(cover, tests, depths, mutantFile) {
  const fileMs = new Map();
  const fileHits = new Map();
  for (const t of tests) {
    fileMs.set(t.file, (fileMs.get(t.file) ?? 0) + t.ms + 5);
    const hits = fileHits.get(t.file) ?? new Map();
    t.ids.forEach((id, i) => hits.set(id, (hits.get(id) ?? 0) + t.hits[i]));
    fileHits.set(t.file, hits);
  }
  const loads = new Map();
  for (const r of cover) {
    if (!r.fileDone || !r.static) continue;
    r.static.forEach((id, i) => {
      const hits = (r.staticHits?.[i] ?? 1000) + (fileHits.get(r.fileDone)?.get(id) ?? 0);
      // Loading a file costs about as much as its tests again, and never nothing.
      const cost = 500 + (fileMs.get(r.fileDone) ?? 0);
      if (!loads.has(id)) loads.set(id, []);
      const depth = depths.get(r.fileDone)?.get(mutantFile.get(id)) ?? 99;
      const named = namesAlike(r.fileDone, mutantFile.get(id));
      loads.get(id).push({ file: r.fileDone, cost, depth, named, limit: hits * 100 + 1000 });
    });
  }
  for (const list of loads.values()) list.sort((a, b) => b.named - a.named || a.depth - b.depth || a.cost - b.cost);
  return loads;
}

function planStatic(loads, killed, staticTried, perRound) {
  const plan = [];
  for (const [m, list] of loads) {
    if (killed.has(m)) continue;
    for (const load of list.filter((l) => !staticTried.has(`${m}|${l.file}`)).slice(0, perRound)) {
      plan.push({ m, ...load });
      staticTried.add(`${m}|${load.file}`);
    }
  }
  return plan;
}

/** One generated test file per try (vitestShim.ts, sweepStatic): the mutant on, then the real file loaded. */
function staticFiles(plan, round) {
  const dir = join(sandbox, 'test', '__sweep__');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cost = {};
  const files = plan.map(({ m, file, limit, cost: ms, named }, i) => {
    const name = `test/__sweep__/r${round}-${i}-m${m}.test.ts`;
    const target = relative(join(sandbox, 'test', '__sweep__'), join(sandbox, file));
    writeFileSync(
      join(sandbox, name),
      `import { sweepStatic } from 'vitest';\n\nawait sweepStatic(${JSON.stringify(m)}, ${limit}, ${JSON.stringify(file)}, () => import(${JSON.stringify(`./${target}`)}));\n`,
    );
    // A test named for the mutant's code goes first: it is the likeliest to kill.
    cost[name] = named > 0 ? ms / 1000 : ms;
    return name;
  });
  writeFileSync(join(out, 'cost.json'), JSON.stringify(cost));
  return files;
}

function folderOf(file, targets) {
  const named = targets.find((t) => file === t || file.startsWith(`${t.replace(/\/$/, '')}/`));
  return named ?? dirname(file);
}

function verdicts(mutants, { statics, byMutant, tried, loads, staticTried, passed }) {
  const kills = records('kills-');
  const trials = records('trial-');
  const tainted = new Set(trials.flatMap((r) => r.tainted ?? []));
  // A static try's kill counts if the test that failed passed on the plain code (the cover run),
  // or if the file stopped loading or a file-level hook failed, which the plain code did not do.
  const plain = new Set(passed.map((t) => t.test));
  const counts = (k) => !k.static || plain.has(k.test) || / \((while loading|beforeAll)\)$/.test(k.test);
  const killedBy = new Map(kills.filter(counts).map((k) => [k.m, k]));
  return mutants.map((m) => {
    const kill = killedBy.get(m.id);
    const tests = byMutant.get(m.id)?.length ?? 0;
    const fileLoads = loads.get(m.id)?.length ?? 0;
    let status;
    // Reached by no test and by no file's loading: no coverage. A kill by a test that then failed
    // on the plain code is not taken: the test, not the mutant, may be at fault.
    if (kill && !tainted.has(m.id)) status = kill.timeout ? 'Timeout' : 'Killed';
    else if (tests > 0 || fileLoads > 0) status = 'Survived';
    else status = 'NoCoverage';
    return {
      ...m,
      status,
      killedBy: kill?.test,
      killedWhileLoading: kill?.static === true,
      tests,
      tried: tried.get(m.id) ?? 0,
      loads: fileLoads,
      loadsTried: staticTried.get(m.id) ?? 0,
      tainted: tainted.has(m.id),
      reachedWhileLoading: statics.has(m.id),
    };
  });
}

/**
 * SWEEP_SAMPLE=N: N mutants of each folder, drawn at random (SWEEP_SEED), each tried in every test and load that
 * reaches it. What share of them dies estimates the folder's score, with an interval, in the time a whole sweep
 * only gives a lower bound in: most of the time a whole sweep takes goes on survivors meeting test after test.
 * The draw is a hash of seed and mutant, so it is the same on every machine and blind to how the mutant fares.
 */
function sampleOf(mutants, targets, n, seed) {
  const rank = (id) => createHash('sha256').update(`${seed}:${id}`).digest('hex');
  const byFolder = new Map();
  for (const m of mutants) {
    const folder = folderOf(m.fileName, targets);
    if (!byFolder.has(folder)) byFolder.set(folder, []);
    byFolder.get(folder).push([rank(m.id), m.id]);
  }
  const sample = new Set();
  for (const list of byFolder.values()) {
    list.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    for (const [, id] of list.slice(0, n)) sample.add(id);
  }
  return sample;
}

/** Wilson's 95 % interval for a share of k in n, in per cent to one decimal. */
function interval(k, n) {
  if (n === 0) return null;
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.round(1000 * (centre - half)) / 10, Math.round(1000 * (centre + half)) / 10];
}

/** A survivor that met every test reaching it, and was loaded with every file whose loading reached it. */
function metAll(r) {
  return r.tried >= r.tests && r.loadsTried >= r.loads;
}

function score(rows) {
  const count = (s) => rows.filter((r) => r.status === s).length;
  const detected = count('Killed') + count('Timeout');
  const valid = detected + count('Survived') + count('NoCoverage');
  return {
    mutants: rows.length,
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    // Survivors that met every test reaching them (the others met only some before the time was up).
    survivedAllTests: rows.filter((r) => r.status === 'Survived' && metAll(r)).length,
    noCoverage: count('NoCoverage'),
    score: valid === 0 ? null : Math.round((1000 * detected) / valid) / 10,
    interval: interval(detected, valid),
  };
}

function report(rows, targets, seconds, { restarts, rounds }, sample) {
  mkdirSync(reports, { recursive: true });
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const folders = [...new Set(rows.map((r) => folderOf(r.fileName, targets)))];
  const byFolder = Object.fromEntries(
    folders.map((f) => [f, score(rows.filter((r) => folderOf(r.fileName, targets) === f))]),
  );
  const files = [...new Set(rows.map((r) => r.fileName))];
  const byFile = Object.fromEntries(files.map((f) => [f, score(rows.filter((r) => r.fileName === f))]));
  writeFileSync(
    join(reports, 'sweep.json'),
    JSON.stringify(
      { commit, date: new Date().toISOString(), seconds, restarts, rounds, sample, byFolder, byFile, mutants: rows },
      null,
      1,
    ),
  );
  const lines = [];
  for (const r of rows.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')) {
    // StrykerJS counts lines from 0, columns from 0: an editor's line:column is one more each.
    const at = `${r.fileName}:${r.location.start.line + 1}:${r.location.start.column + 1}`;
    const loads = r.loads > 0 ? `, ${r.loadsTried} of ${r.loads} loads` : '';
    const tests = metAll(r)
      ? `all ${r.tests} tests${r.loads > 0 ? `, all ${r.loads} loads` : ''}`
      : `tried in ${r.tried} of its ${r.tests} tests${loads}`;
    lines.push(
      `${at}  ${r.status}  ${r.mutatorName}  → ${JSON.stringify(r.replacement).slice(0, 120)}  (${tests})  #${r.id}`,
    );
  }
  writeFileSync(join(reports, 'survivors.txt'), `${lines.join('\n')}\n`);
  const cut = rows.filter((r) => r.status === 'Survived' && !metAll(r)).length;
  console.log(
    `\nmutate:sweep at ${commit}: ${rows.length} mutants in ${Math.round(seconds)} s, ${rounds} rounds, ${restarts} restarts`,
  );
  if (sample)
    console.log(`  a sample of ${sample.perFolder} mutants a folder (seed ${sample.seed}); 95 % interval in brackets`);
  if (cut > 0)
    console.log(`  ${cut} survivors met only some of their tests before the time was up: the scores are lower bounds`);
  for (const [f, s] of Object.entries(byFolder)) {
    const between = sample && s.interval ? ` [${s.interval[0]}–${s.interval[1]} %]` : '';
    console.log(
      `  ${f.padEnd(28)} ${String(s.score).padStart(5)} %${between}  killed ${s.killed}, timeout ${s.timeout}, survived ${s.survived} (${s.survivedAllTests} of them in every test reaching them), no coverage ${s.noCoverage}`,
    );
  }
  console.log(
    `Survivors: ${relative(root, join(reports, 'survivors.txt'))}; every verdict: ${relative(root, join(reports, 'sweep.json'))}`,
  );
}

const args = process.argv.slice(2);
const targets = args.length > 0 ? args.map((t) => t.replace(/\/$/, '')) : DEFAULT;
const files = targetsOf(args);
const started = Date.now();
// SWEEP_RESUME=1: go on with the sweep in .sweep/ (same targets), its cover run and kills kept.
const resume = process.env.SWEEP_RESUME === '1' && existsSync(join(work, 'mutants.json'));
if (!resume) {
  makeSandbox();
  const instrumented = await instrument(files);
  console.log(`mutate:sweep: ${files.length} files, ${instrumented.length} mutants; building the sandbox`);
  writeFileSync(join(work, 'mutants.json'), JSON.stringify(instrumented));
  const built = spawnSync('node', ['scripts/build.mjs'], { cwd: sandbox, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (resume) await refreshTests();
const mutants = JSON.parse(readFileSync(join(work, 'mutants.json'), 'utf8'));
// SWEEP_MINUTES: stop starting new rounds after this long (the survivors then are a lower bound).
const deadline = started + Number(process.env.SWEEP_MINUTES ?? 24 * 60) * 60_000;
// SWEEP_SAMPLE=N (SWEEP_SEED=…): N mutants a folder, each to the end of its tests; the report is of them alone.
const perFolder = Number(process.env.SWEEP_SAMPLE ?? 0);
const seed = process.env.SWEEP_SEED ?? '1';
const sample = perFolder > 0 ? sampleOf(mutants, targets, perFolder, seed) : null;
const result = await sweep(testFiles(), deadline, resume, mutants, sample);
const rows = verdicts(sample ? mutants.filter((m) => sample.has(m.id)) : mutants, result);
report(rows, targets, (Date.now() - started) / 1000, result, sample && { perFolder, seed });
