// A plain clone must build, test and read on its own: no file of the project may read or link a
// directory beside the repository (a developer's workspace may have one; a user's clone does not).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Built from parts, so that this file does not name what it looks for. */
const OUTSIDE = ['..', 'shared'].join('/');
const WORKSPACE = ['', 'work', 'shared'].join('/');
const NEEDLES = [OUTSIDE, WORKSPACE];

/** Directories that are built, installed or generated, never part of the project. */
const GENERATED = new Set(['.git', 'node_modules', 'dist', '.build', 'coverage', 'test-results']);

/**
 * The project's files, relative to the root: git's tracked files and the new ones it does not
 * ignore (so a file is caught before its first commit). Outside a git checkout (a downloaded
 * archive) every file under the root except the generated directories.
 */
function projectFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return out.split('\0').filter((f) => f !== '' && existsSync(join(ROOT, f)));
  } catch {
    return walk(ROOT).map((f) => relative(ROOT, f));
  }
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (GENERATED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else out.push(path);
  }
  return out;
}

/** The files (text only: a NUL byte marks a binary) that name a place outside the repository, with the line. */
function filesNamingOutside(root: string, files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    if (bytes.includes(0)) continue;
    const lines = bytes.toString('utf8').split('\n');
    lines.forEach((line, i) => {
      if (NEEDLES.some((n) => line.includes(n))) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('a plain clone is self-contained', () => {
  const files = projectFiles();

  it('sees the project (the check cannot pass on an empty list)', () => {
    expect(files).toContain('package.json');
    expect(files).toContain('docs/rules.md');
    expect(files).toContain('test/fixtures/reference/battletech-tables.md');
    expect(files.some((f) => f.startsWith('node_modules/') || f.startsWith('dist/'))).toBe(false);
  });

  it(`no file of the project names ${OUTSIDE} or ${WORKSPACE}: tests, build, docs and playground read only the repository`, () => {
    expect(filesNamingOutside(ROOT, files)).toEqual([]);
  });
});
