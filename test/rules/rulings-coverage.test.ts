// Meta-test: every ruling of shared/rules/RULINGS.md is named by at least one test or describe
// title somewhere under test/, so a ruling cannot silently lose its test (HELPERS: "names quoting
// the rule/ruling id"). The rulings file is found the way the table tests find the reference.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RELATIVE = '../shared/rules/RULINGS.md';
const HERE = dirname(fileURLToPath(import.meta.url));

function rulingsPath(): string {
  const fromCwd = resolve(process.cwd(), RELATIVE);
  if (existsSync(fromCwd)) return fromCwd;
  // Running from another directory: test/rules → repository root → its parent.
  return resolve(HERE, '../../..', RELATIVE.slice(3));
}

/** `R-0.1`, `R-13.4`, `R-V.2`: every ruling id the text mentions, in order of first mention. */
function rulingIds(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bR-(?:\d+|V)\.\d+(?!\d)/g)) if (out.indexOf(m[0]) < 0) out.push(m[0]);
  return out;
}

/**
 * The titles of every `describe(…)`, `it(…)` and `test(…)` in a test file's source, including
 * `.each(…)(…)`, `.only` and `.concurrent` forms; `.skip` and `.todo` do not count (a skipped
 * test checks nothing). A title is the first string argument: '…', "…" or `…`.
 */
function testTitles(source: string): string[] {
  const titles: string[] = [];
  const call = /\b(?:describe|it|test)((?:\.(?:each|only|concurrent|sequential|skip|todo|skipIf|runIf))*)\s*\(/g;
  for (let m = call.exec(source); m; m = call.exec(source)) {
    let at = m.index + m[0].length;
    // `.each(table)(title, …)` / `.skipIf(cond)(title, …)`: step over the first call's arguments.
    if (/\.(each|skipIf|runIf)$/.test(m[1])) {
      at = afterBalanced(source, at - 1);
      const open = /^\s*\(/.exec(source.slice(at));
      if (!open) continue;
      at += open[0].length;
    }
    const title = /^\s*(['"`])((?:\\[\s\S]|(?!\1)[\s\S])*?)\1/.exec(source.slice(at));
    if (title && !/\.(skip|todo)\b/.test(m[1])) titles.push(title[2]);
  }
  return titles;
}

/** The index just past the parenthesis that closes the one at `open` (strings are not parsed: titles only). */
function afterBalanced(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

function mentions(title: string, id: string): boolean {
  return new RegExp(`${id.replace(/\./g, '\\.')}(?!\\d)`).test(title);
}

const rulings = readFileSync(rulingsPath(), 'utf8');
const ids = rulingIds(rulings);
const testRoot = resolve(HERE, '..');
const SELF = fileURLToPath(import.meta.url);
const titlesByFile = testFiles(testRoot)
  .filter((file) => resolve(file) !== resolve(SELF))
  .map((file) => ({ file, titles: testTitles(readFileSync(file, 'utf8')) }));

describe('rulings coverage: every ruling of RULINGS.md is named in a test title', () => {
  it('finds the rulings and the tests (the check cannot pass on an empty read)', () => {
    expect(ids.length).toBeGreaterThanOrEqual(50);
    expect(ids).toContain('R-0.1');
    expect(ids).toContain('R-V.3');
    expect(titlesByFile.length).toBeGreaterThan(20);
  });

  it('reads titles from describe/it/test calls only, and not from skipped tests', () => {
    const source = [
      "describe('R-91.2: geometry', () => {",
      '  it("R-91.4 adjacent", () => {});',
      '  it.skip(`R-99.9 later`, () => {});',
      "  it.each([1, 2])('R-92.2 walks %s', () => {});",
      "  it.each(rows.map((r) => [r.name, f(r)] as const))('R-94.1 nested %s', () => {});",
      "  const note = 'R-93.3 not a title';",
      '});',
    ].join('\n');
    const titles = testTitles(source);
    expect(titles).toEqual(['R-91.2: geometry', 'R-91.4 adjacent', 'R-92.2 walks %s', 'R-94.1 nested %s']);
    expect(mentions('R-1.10 is another ruling', 'R-1.1')).toBe(false);
  });

  it.each(ids)('%s is named by at least one test or describe title', (id) => {
    const where = titlesByFile.filter((f) => f.titles.some((t) => mentions(t, id)));
    expect(where.length, `no test or describe title under test/ names ${id}`).toBeGreaterThan(0);
  });
});
