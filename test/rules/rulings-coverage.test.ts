// Meta-test: every ruling of docs/rules.md (the rules as Gator plays them, each ruling an id
// `**R-2.7 Title.**`) is named by at least one test or describe title somewhere under test/, so a
// ruling cannot silently lose its test: test names quote the ruling id.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
/** test/rules → the repository's docs/rules.md. */
const RULES_PATH = resolve(HERE, '../../docs/rules.md');

/** A ruling id: `R-0.1`, `R-13.4`, `R-V.2`, or with a letter, `R-9.1a` (not the start of `R-9.10` or `R-9.1ab`). */
const ID = String.raw`R-(?:\d+|V)\.\d+[a-z]?(?![\da-z])`;

/** Every ruling id the text mentions, in order of first mention. */
function rulingIds(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`\b${ID}`, 'g'))) if (out.indexOf(m[0]) < 0) out.push(m[0]);
  return out;
}

/** The ids the document rules on: each opens a bold ruling, `**R-2.7 Moving in place.**`. */
function definedIds(text: string): string[] {
  return [...text.matchAll(new RegExp(String.raw`^\s*- \*\*(${ID})[ .*]`, 'gm'))].map((m) => m[1]);
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

/** Whether a title names this ruling: `R-9.1` is not named by `R-9.1a` or `R-9.10`, nor `R-9.1a` by `R-9.1`. */
function mentions(title: string, id: string): boolean {
  return new RegExp(String.raw`\b${id.replace(/\./g, '\\.')}(?![\da-z])`).test(title);
}

const rules = readFileSync(RULES_PATH, 'utf8');
const ids = definedIds(rules);
const testRoot = resolve(HERE, '..');
const SELF = fileURLToPath(import.meta.url);
const titlesByFile = testFiles(testRoot)
  .filter((file) => resolve(file) !== resolve(SELF))
  .map((file) => ({ file, titles: testTitles(readFileSync(file, 'utf8')) }));

describe('rulings coverage: every ruling of docs/rules.md is named in a test title', () => {
  it('finds the rulings and the tests (the check cannot pass on an empty read)', () => {
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(ids).toContain('R-0.1');
    expect(ids).toContain('R-9.1a');
    expect(ids).toContain('R-V.3');
    expect(titlesByFile.length).toBeGreaterThan(20);
  });

  it('docs/rules.md rules on each id once, and every id it cites is one it rules on', () => {
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(rulingIds(rules).filter((id) => !ids.includes(id))).toEqual([]);
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

  it('tells a lettered ruling from its parent: R-9.1a is not R-9.1, and R-9.1 is not R-9.1a', () => {
    expect(mentions('R-9.1a: no critical in a location the group destroyed', 'R-9.1')).toBe(false);
    expect(mentions('R-9.1: a natural 12 is a critical trigger', 'R-9.1a')).toBe(false);
    expect(mentions('R-9.1a: no critical in a location the group destroyed', 'R-9.1a')).toBe(true);
    expect(mentions('R-9.1 and R-9.1a: one critical chance a group', 'R-9.1')).toBe(true);
    expect(mentions('R-19.1 is not R-9.1x either', 'R-9.1')).toBe(false);
    expect(rulingIds('see R-9.1a, then R-9.1 and R-9.10; not R-9.1ab')).toEqual(['R-9.1a', 'R-9.1', 'R-9.10']);
    const doc = [
      '- **R-9.1 Triggers.** A natural 12 (see R-9.1a).',
      '- **R-9.1a** Nothing left to hit.',
      'Prose naming R-2.7.',
    ];
    expect(definedIds(doc.join('\n'))).toEqual(['R-9.1', 'R-9.1a']);
  });

  it.each(ids)('%s is named by at least one test or describe title', (id) => {
    const where = titlesByFile.filter((f) => f.titles.some((t) => mentions(t, id)));
    expect(where.length, `no test or describe title under test/ names ${id}`).toBeGreaterThan(0);
  });
});
