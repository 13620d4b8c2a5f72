// npm run mutate [-- FILE_OR_FOLDER …]: StrykerJS over the files named (a folder takes every
// .ts file under it), by default the folders docs/testing.md reports on.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const DEFAULT = ['src/table', 'src/sheet', 'src/gas', 'src/rules'];
const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT;
const globs = targets.map((t) => {
  if (!existsSync(t)) {
    console.error(`npm run mutate: ${t} does not exist (give a file or a folder under src/)`);
    process.exit(2);
  }
  return statSync(t).isDirectory() ? `${t.replace(/\/$/, '')}/**/*.ts` : t;
});
const run = spawnSync('npx', ['stryker', 'run', '--mutate', globs.join(',')], { stdio: 'inherit' });
process.exit(run.status ?? 1);
