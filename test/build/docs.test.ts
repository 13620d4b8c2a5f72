// The documentation as a reader meets it: the README is a front door (the commands to try and test
// Gator, a map of docs/), every relative link of the README and docs/ leads to a file and a heading
// that exist, the custom functions' reference reads as tables of short cells, and
// docs/architecture.md describes every folder of src/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FUNCTIONS } from '../../src/functions/registry';

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
const PAGES = ['README.md', ...DOCS];
const README = read('README.md');

/** The page without its code: fenced blocks and code spans hold text, not links. */
const prose = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** The commands of the page's ```sh blocks, one a line. */
const shellCommands = (markdown: string): string[] =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n').filter((l) => l.trim() !== ''));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');

function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const s = slug(m[1]);
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    out.add(n === 0 ? s : `${s}-${n}`);
  }
  return out;
}

/** Every relative link of a page that names no file, or a heading its page lacks. */
function brokenLinks(page: string): string[] {
  const out: string[] = [];
  for (const m of prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = m[1];
    if (/^[a-z]+:/i.test(link)) continue;
    const [path, fragment] = link.split('#');
    const target = path === '' ? page : normalize(join(dirname(page), path));
    if (!existsSync(join(ROOT, target))) out.push(`${page}: ${link} (no file ${target})`);
    else if (fragment && target.endsWith('.md') && !anchors(read(target)).has(fragment))
      out.push(`${page}: ${link} (no heading #${fragment} in ${target})`);
  }
  return out;
}

describe('the README is a front door', () => {
  it('Try it: `npm install && npm start`, then `npm test`', () => {
    expect(shellCommands(README)).toEqual(['npm install && npm start', 'npm test']);
  });

  it("CI (.ci/run) runs exactly the README's test command", () => {
    const ci = read('.ci/run')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    expect(ci[ci.length - 1]).toBe(shellCommands(README)[1]);
  });

  it('is short: at most 6,000 characters', () => {
    expect([...README].length).toBeLessThanOrEqual(6000);
  });

  it('maps docs/: it links every page there', () => {
    expect(DOCS.filter((page) => !README.includes(`](${page})`))).toEqual([]);
  });
});

describe('every relative link of the README and docs/ resolves', () => {
  it('the link check reads links and headings (a page of docs/ linked with a heading of its own)', () => {
    expect(prose(README)).toContain('](docs/architecture.md#commands-and-tests)');
    expect(anchors(read('docs/architecture.md')).has('commands-and-tests')).toBe(true);
    expect(anchors(read('docs/sheet-layout.md')).has('rules-settings-the-setting--value-rows')).toBe(true);
  });

  it.each(PAGES)('%s', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });
});

describe('docs/custom-functions.md reads as tables of short cells', () => {
  it("its table lists every custom function of the registry, in the registry's order", () => {
    const listed = [...read('docs/custom-functions.md').matchAll(/^\| `=([A-Z]+)\(/gm)].map((m) => m[1]);
    expect(listed).toEqual(CUSTOM_FUNCTIONS.map((f) => f.name));
  });

  it('no table cell longer than 200 characters', () => {
    const cells = read('docs/custom-functions.md')
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .flatMap((l) =>
        l
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    expect(cells.length).toBeGreaterThan(40);
    expect(cells.filter((c) => c.length > 200)).toEqual([]);
  });
});

/** Every folder under src/, relative to it (`rules/`, `rules/data/` …). */
function folders(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .flatMap((name) => [`${relative(join(ROOT, 'src'), join(dir, name))}/`, ...folders(join(dir, name))]);
}

describe('docs/architecture.md\'s "Inside the layers" describes every folder of src/', () => {
  const doc = read('docs/architecture.md');
  const section = doc.slice(
    doc.indexOf('## Inside the layers'),
    doc.indexOf('\n## ', doc.indexOf('## Inside the layers') + 1),
  );
  /** The section's top-level items, each with the lines under it. */
  const items = section.split(/\n(?=- )/).filter((item) => item.startsWith('- '));

  it.each(folders())('src/%s', (folder) => {
    const parts = folder.split('/').filter(Boolean);
    const top = `src/${parts[0]}/`;
    const own = items.filter((item) => item.includes(`\`${top}`) || item.includes(` ${top}`));
    expect(own.length, `an item of the section names ${top}`).toBeGreaterThan(0);
    if (parts.length === 1) return;
    const inner = `${parts.slice(1).join('/')}/`;
    expect(
      own.some(
        (item) => item.includes(`\`${inner}`) || item.includes(`\`${folder}`) || item.includes(`\`src/${folder}`),
      ),
      `the item of ${top} names ${inner}`,
    ).toBe(true);
  });
});
