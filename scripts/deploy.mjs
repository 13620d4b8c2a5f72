// npm run deploy: from a clone to a Google spreadsheet with Gator in its Extensions menu.
//
// With no script id yet, clasp creates a new spreadsheet with a script bound to it
// (`clasp create-script --type sheets`, clasp 3) and Gator is pushed into it; with a script id,
// Gator is built and pushed. The id is a per-user setting: it is kept in .clasp.local.json
// (ignored by git), never in the committed sample .clasp.json, so nobody commits their
// spreadsheet by accident. A script id typed into .clasp.json by hand (the manual way) still
// works. Without a clasp login nothing runs. `--dry-run` prints what would run.
//
// Plain Node, no dependencies: clasp is the one in node_modules (package.json pins it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The committed sample: rootDir only, its scriptId always empty (a test checks). */
const SAMPLE = '.clasp.json';
/** This user's project settings, written by clasp (scriptId, parentId); in .gitignore. */
const LOCAL = '.clasp.local.json';
/** The script's title is the name of its menu under Extensions (createAddonMenu), and the new spreadsheet's name. */
const TITLE = 'Gator';
const DIST = 'dist';
/** An Apps Script id as the editor shows it (Project Settings → IDs). */
const SCRIPT_ID = /^[A-Za-z0-9_-]{20,}$/;

const USAGE = `Usage: npm run deploy [-- --dry-run] [-- --script-id <id>] [-- --push]

  (no options)       build; with no script id yet, create a new Google spreadsheet with Gator
                     bound to it; push; print the spreadsheet's address
  --script-id <id>   use an existing spreadsheet's script instead (Extensions → Apps Script →
                     Project Settings → Script ID); kept in ${LOCAL}
  --push             only build and push; never create a spreadsheet (npm run push)
  --dry-run          print the commands, run nothing`;

class Refusal extends Error {}

function readJson(file) {
  const path = join(ROOT, file);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Refusal(`${file} is not valid JSON (${e.message}). Fix or delete it, then run npm run deploy again.`);
  }
}

/**
 * The file clasp reads its login from: the clasp_config_auth setting (a file, or a folder holding one), else
 * ~/.clasprc.json.
 */
function credentialsFile() {
  const configured = process.env.clasp_config_auth;
  if (configured)
    return existsSync(configured) && statSync(configured).isDirectory()
      ? join(configured, '.clasprc.json')
      : configured;
  return join(homedir(), '.clasprc.json');
}

/** Whether clasp would find a login there for its default user (clasp 3's format, or clasp 1's). */
function loggedIn(file) {
  if (!existsSync(file)) return false;
  try {
    const store = JSON.parse(readFileSync(file, 'utf8'));
    return Boolean(store?.tokens?.default || (store?.token && store?.oauth2ClientSettings) || store?.access_token);
  } catch {
    return false;
  }
}

/** The project settings to push with, or undefined when there is no script id yet. */
function target(options) {
  if (options['script-id'] !== undefined) {
    const id = options['script-id'].trim();
    if (!SCRIPT_ID.test(id))
      throw new Refusal(
        `--script-id "${id}" is not an Apps Script id (the long code under Project Settings → IDs → Script ID).`,
      );
    return { file: LOCAL, id, write: { scriptId: id, rootDir: DIST } };
  }
  const local = readJson(LOCAL);
  if (typeof local?.scriptId === 'string' && SCRIPT_ID.test(local.scriptId))
    return { file: LOCAL, id: local.scriptId, parentId: firstParent(local) };
  const sample = readJson(SAMPLE);
  const typed = typeof sample?.scriptId === 'string' ? sample.scriptId.trim() : '';
  if (typed === '') return undefined;
  if (!SCRIPT_ID.test(typed)) {
    throw new Refusal(
      `${SAMPLE}: scriptId "${typed}" is not an Apps Script id. Leave it empty ("") to let npm run deploy create a spreadsheet, or use npm run deploy -- --script-id <id>.`,
    );
  }
  return { file: SAMPLE, id: typed, parentId: firstParent(sample) };
}

function firstParent(settings) {
  const p = Array.isArray(settings?.parentId) ? settings.parentId[0] : settings?.parentId;
  return typeof p === 'string' && p !== '' ? p : undefined;
}

const build = { kind: 'run', tool: 'node', args: ['scripts/build.mjs'] };
const clasp = (file, ...args) => ({ kind: 'run', tool: 'clasp', args: ['--project', file, ...args] });
const write = (file, settings) => ({ kind: 'write', file, settings });

/** What deploy does, step by step, before anything is run. */
function plan(options) {
  if (!loggedIn(credentialsFile())) {
    throw new Refusal(
      `you are not signed in to Google with clasp (no login in ${credentialsFile()}).\n` +
        '  Run `npx clasp login` once (a browser window asks for your Google account), then npm run deploy again.\n' +
        '  Nothing was run.',
    );
  }
  const to = target(options);
  if (to) {
    const steps = [build];
    if (to.write) steps.push(write(to.file, to.write));
    steps.push(clasp(to.file, 'push', '--force'));
    return { summary: `Push Gator to script ${to.id} (${to.file}).`, steps, settings: to.file };
  }
  if (options.push) {
    throw new Refusal(
      `there is no script id yet (${LOCAL} and ${SAMPLE} hold none): npm run deploy creates a spreadsheet with Gator bound to it.`,
    );
  }
  return {
    summary: `No script id in ${LOCAL} or ${SAMPLE}: create a new spreadsheet "${TITLE}" with Gator bound to it, then push.`,
    steps: [
      build,
      write(LOCAL, { rootDir: DIST }),
      clasp(LOCAL, 'create-script', '--type', 'sheets', '--title', TITLE, '--rootDir', DIST),
      // create-script pulls the new project's default files into dist/: build again over them.
      build,
      clasp(LOCAL, 'push', '--force'),
    ],
    settings: LOCAL,
  };
}

function shown(step) {
  if (step.kind === 'write') return `write ${step.file}: ${JSON.stringify(step.settings)}`;
  const words = step.args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a)));
  return `${step.tool === 'clasp' ? 'npx clasp' : 'node'} ${words.join(' ')}`;
}

function claspBin() {
  const dir = join(ROOT, 'node_modules/@google/clasp');
  if (!existsSync(join(dir, 'package.json'))) throw new Refusal('clasp is not installed: run npm install first.');
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return join(dir, typeof bin === 'string' ? bin : bin.clasp);
}

function run(step) {
  console.log(`\n> ${shown(step)}`);
  if (step.kind === 'write') return writeFileSync(join(ROOT, step.file), `${JSON.stringify(step.settings, null, 2)}\n`);
  const argv = step.tool === 'clasp' ? [claspBin(), ...step.args] : [join(ROOT, step.args[0]), ...step.args.slice(1)];
  const result = spawnSync(process.execPath, argv, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Refusal(
      `\`${shown(step)}\` failed${result.status === null ? '' : ` (exit ${result.status})`}; the steps after it were not run.`,
    );
}

/** Where the GM goes next: the spreadsheet when clasp recorded it, else the script. */
function finalWords(settingsFile) {
  const settings = readJson(settingsFile) ?? {};
  const parent = firstParent(settings);
  const lines = ['', 'Gator is deployed.'];
  if (parent) lines.push(`Spreadsheet: https://docs.google.com/spreadsheets/d/${parent}/edit`);
  else if (settings.scriptId)
    lines.push(`Script: https://script.google.com/d/${settings.scriptId}/edit (open your spreadsheet)`);
  lines.push(
    'Open it (reload if it was open), then Extensions → Gator → Set up campaign; Google asks once to authorize Gator.',
  );
  return lines.join('\n');
}

function main() {
  let options;
  try {
    options = parseArgs({
      options: {
        'dry-run': { type: 'boolean' },
        push: { type: 'boolean' },
        'script-id': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    console.error(`gator deploy: ${e.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    const p = plan(options);
    if (options['dry-run']) {
      console.log(`gator deploy (dry run, nothing is run): ${p.summary}`);
      for (const step of p.steps) console.log(`  ${shown(step)}`);
      return 0;
    }
    console.log(`gator deploy: ${p.summary}`);
    for (const step of p.steps) run(step);
    console.log(finalWords(p.settings));
    return 0;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    console.error(`gator deploy: ${e.message}`);
    return 1;
  }
}

process.exitCode = main();
