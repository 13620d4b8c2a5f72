// dist/Sidebar.html (scripts/sidebar.mjs): one self-contained file HtmlService can serve.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'gator-sidebar-'));
execFileSync(process.execPath, ['--input-type=module', '-e', `import { buildSidebar } from './scripts/sidebar.mjs'; await buildSidebar(process.cwd(), ${JSON.stringify(out)});`], { cwd: process.cwd() });
const html = readFileSync(join(out, 'Sidebar.html'), 'utf8');

describe('the built sidebar (issue 5: one self-contained HTML file)', () => {
  it('has no external script, style, font or image reference', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('stays small: under 60 kB', () => {
    expect(Buffer.byteLength(html)).toBeLessThan(60 * 1024);
  });

  it('its script is ES2019 and carries no server code (only types were imported)', () => {
    const script = html.slice(html.indexOf('<script>') + 8, html.lastIndexOf('</script>'));
    expect(() => parse(script, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    expect(script).not.toMatch(/SpreadsheetApp|LockService|describeTargetNumber/);
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write/);
  });
});
