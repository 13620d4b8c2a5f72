import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { mapViewFromCampaign } from '../../src/map/payload';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { parseSvg } from './svgQuery';

// The page as scripts/pages.mjs builds it from src/dialogs/map (what dist/MapView.html holds).
const page = execFileSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { PAGES, renderPage } from './scripts/pages.mjs'; process.stdout.write(await renderPage(process.cwd(), PAGES.find((p) => p.name === 'MapView')));`,
  ],
  { cwd: join(__dirname, '../..'), encoding: 'utf8' },
);
const scripts = Array.from(page.matchAll(/<script>([\s\S]*?)<\/script>/g)).map((m) => m[1]);
/** The page's TypeScript: the built script is minified, so the names of what it does are read here. */
const sourceDir = join(__dirname, '../../src/dialogs/map');
const source = readdirSync(sourceDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(sourceDir, f), 'utf8'))
  .join('\n');

/** The script without its comments, so what the code does is checked, not what it says. */
function code(js: string): string {
  const comments: { start: number; end: number }[] = [];
  parse(js, { ecmaVersion: 2019, onComment: (_block, _text, start, end) => comments.push({ start, end }) });
  let out = '';
  let at = 0;
  for (const c of comments) {
    out += js.slice(at, c.start);
    at = c.end;
  }
  return out + js.slice(at);
}

describe('getMapView answer (docs/battle-map.md)', () => {
  it('from the demo tabs with the Griffin selected: ok, an SVG and the view, unchanged through JSON (google.script.run)', () => {
    const answer = mapViewFromCampaign(readCampaignParts(demoTabs()), 'Griffin');
    if (!answer.ok) throw new Error(answer.problems.map((p) => p.message).join('; '));
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
    expect(answer.view.selected?.id).toBe('Griffin');
    expect(answer.view.selected?.linesOfFire.find((l) => l.target === 'Rifleman')?.total).toBe(3);
    expect(parseSvg(answer.svg)[0].tag).toBe('svg');
  });

  it('with no selection (null from the dialog), the map alone', () => {
    const answer = mapViewFromCampaign(readCampaignParts(demoTabs()), null);
    expect(answer.ok && answer.view.selected).toBe(undefined);
  });

  it('a sheet that does not read gives ok: false and the problems, each with its message', () => {
    const tabs = demoTabs();
    delete tabs.Mechs;
    const answer = mapViewFromCampaign(readCampaignParts(tabs), 'Griffin');
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.problems[0].message).toMatch(/Mechs/);
  });
});

describe('MapView.html: the dialog page', () => {
  it('has one inline script, valid ES2019, and loads nothing from outside', () => {
    expect(scripts).toHaveLength(1);
    expect(() => parse(scripts[0], { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    // Words may name a link (`https://…` in the [img] field's placeholder); nothing may load one.
    expect(page).not.toMatch(
      /<script[^>]*\ssrc=|<link\b|@import|url\(|(src|href|action)=["']?(https?:)?\/\/|\bfetch\(|XMLHttpRequest/,
    );
  });

  it('wraps google.script.run.getMapView in a promise with a success and a failure handler', () => {
    const js = scripts[0];
    expect(js).toMatch(/new Promise\(/);
    expect(js).toMatch(/\.withSuccessHandler\([\s\S]*?\)\s*\.withFailureHandler\(/);
    expect(js).toContain('"getMapView"');
    expect(source).toMatch(/call\('getMapView'/);
  });

  it('shows sheet text only with textContent: no innerHTML, outerHTML, insertAdjacentHTML, document.write or eval', () => {
    const js = code(scripts[0]);
    expect(js).toMatch(/\.textContent\s*=/);
    expect(js).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function/);
  });

  it('parses the SVG as XML, strips event handlers and outside links, and finds tokens by data-mech', () => {
    const js = source;
    expect(js).toMatch(/parseFromString\([^)]*'image\/svg\+xml'\)/);
    expect(js).toMatch(/sanitize\(/);
    expect(js).toMatch(/closest\('\[data-mech\]'\)/);
  });
});
