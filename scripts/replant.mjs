// npm run mutate:replant [-- REPORT.json]: each mutant StrykerJS reported surviving after running
// it "statically" (activated while the modules load, because a test file called the code while
// collecting its cases) planted again by hand in the source, the tests that cover it run, and the
// verdict printed. docs/testing.md says why: in this project a static run can report a mutant
// surviving that its tests kill when it is planted.
// With --all, every survivor is replanted, static or not; --with=FILE (repeatable) runs a test file
// written since the report too.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const all = args.includes('--all');
const reportPath = args.find((a) => !a.startsWith('--')) ?? 'reports/mutation/mutation.json';
const newer = args.filter((a) => a.startsWith('--with=')).map((a) => a.slice('--with='.length));
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

/** Each test id's file, from the report's testFiles. */
const fileOfTest = new Map();
for (const [file, { tests }] of Object.entries(report.testFiles ?? {}))
  for (const t of tests) fileOfTest.set(t.id, file);

/** The offset of a 1-based line and column in `text`. */
function offsetOf(text, { line, column }) {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

function run(cmd, cmdArgs) {
  return spawnSync(cmd, cmdArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).status;
}

/** The file being mutated and its text, put back however the run ends. */
let planted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (planted) writeFileSync(planted.file, planted.original);
    process.exit(130);
  });
}

let replanted = 0;
let killed = 0;
for (const [file, { mutants }] of Object.entries(report.files)) {
  const original = readFileSync(file, 'utf8');
  const survivors = mutants.filter((m) => m.status === 'Survived' && (all || m.static));
  for (const m of survivors) {
    const start = offsetOf(original, m.location.start);
    const end = offsetOf(original, m.location.end);
    const covering = (m.coveredBy ?? []).map((id) => fileOfTest.get(id)).filter(Boolean);
    const testFiles = [...new Set([...covering, ...newer])];
    let status;
    try {
      planted = { file, original };
      writeFileSync(file, original.slice(0, start) + m.replacement + original.slice(end));
      // The tests through the built bundle read dist/: build it with the mutant in.
      status =
        run('npm', ['run', '--silent', 'build']) !== 0
          ? 1
          : run('npx', ['vitest', 'run', '-c', 'vitest.mutate.config.ts', ...testFiles]);
    } finally {
      writeFileSync(file, original);
      planted = null;
    }
    replanted++;
    if (status !== 0) killed++;
    const where = `${file}:${m.location.start.line}:${m.location.start.column}`;
    console.log(
      `${status !== 0 ? 'killed  ' : 'SURVIVED'} ${where} ${m.mutatorName}: ${m.replacement.split('\n')[0].slice(0, 80)}`,
    );
  }
}
run('npm', ['run', '--silent', 'build']);
console.log(`${replanted} survivors replanted: ${killed} killed by their tests, ${replanted - killed} survive.`);
