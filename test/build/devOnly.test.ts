// What only the tests and the playground use never reaches the add-on: the in-memory services
// are the tests' spreadsheet, and every development dependency (package.json) stays on the
// developer's machine. The built dist/ holds none of them — and no package the project installs
// is under the GPL alone, whose terms the MIT-licensed add-on could not keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../support/bundle';

const ROOT = process.cwd();
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies?: Record<string, string>;
};
const DEV_DEPENDENCIES = Object.keys(PACKAGE.devDependencies ?? {});

/** The fakes' own classes, the playground's, and licence text no dependency of the add-on carries. */
const NEEDLES = [/FakeSpreadsheet/, /class Recalc\b/, /class ShownCells\b/, /GNU General Public License/i];

const escaped = (name: string): string => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('dist/ holds the add-on only', () => {
  it('the needles are the development dependencies of package.json too (the test runner among them)', () => {
    expect(DEV_DEPENDENCIES).toContain('vitest');
  });

  it.each(readdirSync(DIST))(
    '%s names no development-only code (a development dependency, the fakes, the playground)',
    (file) => {
      const text = readFileSync(join(DIST, file), 'utf8');
      const needles = [...NEEDLES, ...DEV_DEPENDENCIES.map((name) => new RegExp(escaped(name), 'i'))];
      expect(needles.filter((n) => n.test(text)).map(String)).toEqual([]);
    },
  );
});

describe('no package the lockfile installs is under the GPL alone', () => {
  it('package-lock.json: every GPL package offers another licence (jszip: MIT OR GPL-3.0-or-later)', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { license?: string }>;
    };
    const gplOnly = Object.entries(lock.packages)
      .filter(([, p]) => typeof p.license === 'string' && /\bA?GPL/.test(p.license) && !/\bOR\b/.test(p.license))
      .map(([path, p]) => `${path}: ${p.license}`);
    expect(gplOnly).toEqual([]);
  });
});
