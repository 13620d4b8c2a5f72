// npm run deploy, offline: the commands it would run in each case, the refusal without a clasp
// login, and the committed sample .clasp.json that must never carry anybody's script id. Each case
// runs the real scripts/deploy.mjs, copied into a scratch project with its own HOME.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRATCH = mkdtempSync(join(tmpdir(), 'gator-deploy-'));
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz';
const LOGIN = {
  tokens: { default: { type: 'authorized_user', client_id: 'c', client_secret: 's', refresh_token: 'r' } },
};

let serial = 0;

/** A scratch clone holding deploy.mjs and these files, and a HOME holding this clasp login (null: none). */
function scratch(files: Record<string, unknown>, login: unknown = LOGIN): { project: string; home: string } {
  const base = join(SCRATCH, String(serial++));
  const project = join(base, 'project');
  const home = join(base, 'home');
  mkdirSync(join(project, 'scripts'), { recursive: true });
  mkdirSync(home, { recursive: true });
  copyFileSync(join(ROOT, 'scripts/deploy.mjs'), join(project, 'scripts/deploy.mjs'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(project, name), typeof content === 'string' ? content : JSON.stringify(content));
  if (login !== null) writeFileSync(join(home, '.clasprc.json'), JSON.stringify(login));
  return { project, home };
}

function deploy(where: { project: string; home: string }, args: string[], env: Record<string, string> = {}) {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    HOME: where.home,
    USERPROFILE: where.home,
    ...env,
  };
  if (!('clasp_config_auth' in env)) delete childEnv.clasp_config_auth;
  const r = spawnSync(process.execPath, [join(where.project, 'scripts/deploy.mjs'), ...args], {
    cwd: where.project,
    env: childEnv,
    encoding: 'utf8',
  });
  return {
    status: r.status,
    out: r.stdout,
    err: r.stderr,
    commands: r.stdout
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim()),
  };
}

const SAMPLE = { scriptId: '', rootDir: 'dist' };

describe('npm run deploy: no script id yet → a new spreadsheet with Gator bound to it', () => {
  it('builds, creates a container-bound Sheets script with clasp, builds again over the files clasp pulled, pushes', () => {
    const where = scratch({ '.clasp.json': SAMPLE });
    const r = deploy(where, ['--dry-run']);
    expect(r.status).toBe(0);
    expect(r.commands).toEqual([
      'node scripts/build.mjs',
      'write .clasp.local.json: {"rootDir":"dist"}',
      'npx clasp --project .clasp.local.json create-script --type sheets --title Gator --rootDir dist',
      'node scripts/build.mjs',
      'npx clasp --project .clasp.local.json push --force',
    ]);
  });

  it('a dry run runs nothing and writes nothing', () => {
    const where = scratch({ '.clasp.json': SAMPLE });
    deploy(where, ['--dry-run']);
    expect(readdirSync(where.project).sort()).toEqual(['.clasp.json', 'scripts']);
  });

  it('a per-user file left without an id (an interrupted first deploy) still creates', () => {
    const where = scratch({ '.clasp.json': SAMPLE, '.clasp.local.json': { rootDir: 'dist' } });
    expect(deploy(where, ['--dry-run']).commands).toContain(
      'npx clasp --project .clasp.local.json create-script --type sheets --title Gator --rootDir dist',
    );
  });

  it('npm run push never creates: with no id it says to deploy first', () => {
    const where = scratch({ '.clasp.json': SAMPLE });
    const r = deploy(where, ['--push', '--dry-run']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('npm run deploy creates a spreadsheet');
    expect(r.commands).toEqual([]);
  });
});

describe('npm run deploy: with a script id → build and push', () => {
  it('the id deploy recorded in .clasp.local.json', () => {
    const where = scratch({
      '.clasp.json': SAMPLE,
      '.clasp.local.json': { scriptId: ID, rootDir: 'dist', parentId: 'sheet123' },
    });
    const r = deploy(where, ['--dry-run']);
    expect(r.status).toBe(0);
    expect(r.commands).toEqual(['node scripts/build.mjs', 'npx clasp --project .clasp.local.json push --force']);
    expect(deploy(where, ['--push', '--dry-run']).commands).toEqual(r.commands);
  });

  it('an id typed into .clasp.json by hand (the manual way) is pushed to as it is', () => {
    const where = scratch({ '.clasp.json': { scriptId: ID, rootDir: 'dist' } });
    expect(deploy(where, ['--dry-run']).commands).toEqual([
      'node scripts/build.mjs',
      'npx clasp --project .clasp.json push --force',
    ]);
  });

  it('--script-id binds to an existing spreadsheet: recorded in .clasp.local.json, then pushed', () => {
    const where = scratch({ '.clasp.json': SAMPLE });
    expect(deploy(where, ['--dry-run', '--script-id', ID]).commands).toEqual([
      'node scripts/build.mjs',
      `write .clasp.local.json: {"scriptId":"${ID}","rootDir":"dist"}`,
      'npx clasp --project .clasp.local.json push --force',
    ]);
  });

  it('a placeholder that is not a script id is refused, naming the file', () => {
    const where = scratch({ '.clasp.json': { scriptId: 'PASTE-YOUR-ID', rootDir: 'dist' } });
    const r = deploy(where, ['--dry-run']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('.clasp.json: scriptId "PASTE-YOUR-ID" is not an Apps Script id');
  });
});

describe('npm run deploy without a clasp login refuses and runs nothing', () => {
  it('no ~/.clasprc.json: tells the user to run npx clasp login; no build, no file written', () => {
    const where = scratch({ '.clasp.json': SAMPLE }, null);
    const r = deploy(where, []);
    expect(r.status).toBe(1);
    expect(r.err).toContain('not signed in to Google with clasp');
    expect(r.err).toContain('`npx clasp login`');
    expect(r.err).toContain('Nothing was run.');
    expect(r.out).toBe('');
    expect(readdirSync(where.project).sort()).toEqual(['.clasp.json', 'scripts']);
  });

  it('refuses with a script id too, and after clasp logout (a login file with no token)', () => {
    const withId = scratch({ '.clasp.json': SAMPLE, '.clasp.local.json': { scriptId: ID, rootDir: 'dist' } }, null);
    expect(deploy(withId, []).err).toContain('`npx clasp login`');
    const loggedOut = scratch({ '.clasp.json': SAMPLE }, { tokens: {} });
    const r = deploy(loggedOut, []);
    expect(r.status).toBe(1);
    expect(existsSync(join(loggedOut.project, 'dist'))).toBe(false);
  });

  it("reads the login where clasp does: clasp_config_auth (clasp's --auth setting) names a folder holding .clasprc.json", () => {
    const where = scratch({ '.clasp.json': SAMPLE }, null);
    const elsewhere = join(dirname(where.home), 'auth');
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, '.clasprc.json'), JSON.stringify(LOGIN));
    expect(deploy(where, ['--dry-run'], { clasp_config_auth: elsewhere }).status).toBe(0);
  });
});

describe('the committed clasp settings never carry somebody’s script id', () => {
  it('.clasp.json is the sample: an empty scriptId, rootDir dist, nothing else', () => {
    expect(JSON.parse(readFileSync(join(ROOT, '.clasp.json'), 'utf8'))).toEqual({ scriptId: '', rootDir: 'dist' });
  });

  it('the per-user file deploy writes, and a local clasp login, are ignored by git', () => {
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toContain('.clasp.local.json');
    expect(ignored).toContain('.clasprc.json');
  });

  it('npm run deploy and npm run push run scripts/deploy.mjs', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.deploy).toBe('node scripts/deploy.mjs');
    expect(scripts.push).toBe('node scripts/deploy.mjs --push');
  });
});

describe('the clasp installed here has the commands deploy runs', () => {
  const clasp = join(ROOT, 'node_modules/@google/clasp/build/src');

  it('create-script takes --type sheets (a new spreadsheet with a bound script), --title and --rootDir; push takes --force', async () => {
    const create = (await import(join(clasp, 'commands/create-script.js'))) as {
      command: { name(): string; options: { long: string }[] };
    };
    const push = (await import(join(clasp, 'commands/push.js'))) as { command: { options: { long: string }[] } };
    expect(create.command.name()).toBe('create-script');
    expect(create.command.options.map((o) => o.long)).toEqual(
      expect.arrayContaining(['--type', '--title', '--rootDir']),
    );
    expect(readFileSync(join(clasp, 'commands/create-script.js'), 'utf8')).toContain(
      "sheets: 'application/vnd.google-apps.spreadsheet'",
    );
    expect(push.command.options.map((o) => o.long)).toContain('--force');
  });

  it('--project names the settings file, and the login lives in ~/.clasprc.json unless clasp_config_auth says otherwise', () => {
    expect(readFileSync(join(clasp, 'commands/program.js'), 'utf8')).toContain("new Option('-P, --project <file>'");
    const auth = readFileSync(join(clasp, 'auth/auth.js'), 'utf8');
    expect(auth).toContain("path.join(os.homedir(), '.clasprc.json')");
    expect(readFileSync(join(clasp, 'commands/program.js'), 'utf8')).toContain(".env('clasp_config_auth')");
  });
});
