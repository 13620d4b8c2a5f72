// The built pages (scripts/pages.mjs): dist/Sidebar.html, dist/MapView.html and
// dist/ImportDialog.html, each one self-contained file HtmlService can serve, showing sheet
// text only as text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'acorn';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'gator-pages-'));
execFileSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { buildPages } from './scripts/pages.mjs'; await buildPages(process.cwd(), ${JSON.stringify(out)});`,
  ],
  { cwd: process.cwd() },
);

const PAGES = ['Sidebar', 'MapView', 'ImportDialog'] as const;
const html = (name: string) => readFileSync(join(out, `${name}.html`), 'utf8');
const scriptOf = (page: string) => page.slice(page.indexOf('<script>') + 8, page.lastIndexOf('</script>'));

/** Setting markup from a string, in any of its forms. */
const MARKUP = /innerHTML|outerHTML|insertAdjacentHTML|document\.write/;

describe.each(PAGES)('the built %s.html (one self-contained HTML file)', (name) => {
  const page = html(name);

  it('has no external script, style, font or image reference', () => {
    expect(page).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(page).not.toMatch(/<link\b/i);
    // `\b`: a CSS url( stands alone; the map's URL.createObjectURL( is no reference.
    expect(page).not.toMatch(/@import|\burl\(/i);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page.match(/<style>/g)).toHaveLength(1);
  });

  // The sidebar grew past 60 kB with the deadline clock's and Discord's panels; the page is fetched once per opening.
  it('stays small: under 70 kB', () => {
    expect(Buffer.byteLength(page)).toBeLessThan(70 * 1024);
  });

  it('its script is ES2019 and carries no server code (only types were imported)', () => {
    const script = scriptOf(page);
    expect(() => parse(script, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    expect(script).not.toMatch(/SpreadsheetApp|LockService|describeTargetNumber/);
    expect(script).not.toMatch(MARKUP);
  });

  it('calls the server through the one wrapper: a promise with a success and a failure handler', () => {
    const script = scriptOf(page);
    expect(script.match(/\.withSuccessHandler\(/g)).toHaveLength(1);
    expect(script).toMatch(
      /new Promise\(\([^)]*\)=>\{[\s\S]*?\.withSuccessHandler\([\s\S]*?\)\s*\.withFailureHandler\(/,
    );
  });
});

/** Every .ts file below `dir`. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? tsFiles(path) : f.endsWith('.ts') ? [path] : [];
  });
}

describe("the pages' sources (sheet text with textContent, never as markup)", () => {
  it('no code in src/sidebar, src/dialogs or src/pages sets markup from a string (comments aside)', () => {
    const files = ['src/sidebar', 'src/dialogs', 'src/pages'].flatMap(tsFiles);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((f) =>
      MARKUP.test(
        ts.transpileModule(readFileSync(f, 'utf8'), {
          compilerOptions: { removeComments: true, target: ts.ScriptTarget.ES2019 },
        }).outputText,
      ),
    );
    expect(offending).toEqual([]);
  });
});
