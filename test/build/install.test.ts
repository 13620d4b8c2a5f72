// A newcomer's first `npm install` is clean: npm 11 skips a dependency's install
// script unless package.json's `allowScripts` names it, and ends the install with a warning
// listing what it skipped. Every installed package with an install script must be decided there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES = join(ROOT, 'node_modules');
const LIFECYCLE = ['preinstall', 'install', 'postinstall'] as const;

interface Manifest {
  readonly name?: string;
  readonly scripts?: Record<string, string>;
  readonly allowScripts?: Record<string, boolean | string>;
}

function manifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Every package directory under node_modules, scoped ones included, nested ones too. */
function packages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) found.push(...packages(path));
    else if (existsSync(join(path, 'package.json'))) found.push(path, ...packages(join(path, 'node_modules')));
  }
  return found;
}

describe('npm install: every install script is decided in allowScripts', () => {
  it('names each installed package that has a preinstall, install or postinstall script', () => {
    const allowed = manifest(join(ROOT, 'package.json')).allowScripts ?? {};
    const undecided = packages(MODULES)
      .map((dir) => manifest(join(dir, 'package.json')))
      .filter((m) => LIFECYCLE.some((s) => m.scripts?.[s] !== undefined))
      .map((m) => m.name ?? '?')
      .filter((name) => !(name in allowed));
    expect(undecided).toEqual([]);
  });
});
