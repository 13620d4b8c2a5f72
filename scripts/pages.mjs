// Builds the add-on's HTML pages (the sidebar, the battle map and import dialogs): each
// page's TypeScript bundled for the browser (esbuild, ES2019, IIFE, minified) and inlined,
// with its CSS, into its template — one self-contained file per page, as
// HtmlService.createHtmlOutputFromFile serves it (no external script or style).
import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What every page's style starts with: one type, one kind of button, one spacing. */
export const SHARED_CSS = 'src/pages/base.css';

/** The pages: dist/<name>.html from <dir>/template.html, SHARED_CSS then <dir>/<css>, and <dir>/main.ts. */
export const PAGES = [
  { name: 'Sidebar', dir: 'src/sidebar', css: 'sidebar.css' },
  { name: 'MapView', dir: 'src/dialogs/map', css: 'map.css' },
  { name: 'ImportDialog', dir: 'src/dialogs/import', css: 'import.css' },
];

/** Text that would end the inline element early is escaped (`</script` → `<\/script`). */
function inlineSafe(text, tag) {
  return text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`).replace(/<!--/g, '<\\!--');
}

/** The page's script: its main.ts and what it imports, one IIFE for the browser. */
export async function bundlePage(root, page) {
  const result = await build({
    entryPoints: [join(root, page.dir, 'main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    minify: true,
    write: false,
    legalComments: 'none',
    charset: 'utf8',
  });
  return result.outputFiles[0].text;
}

/** The page as one HTML text: the template with its CSS and script inlined. */
export async function renderPage(root, page) {
  const [template, shared, own, js] = await Promise.all([
    readFile(join(root, page.dir, 'template.html'), 'utf8'),
    readFile(join(root, SHARED_CSS), 'utf8'),
    readFile(join(root, page.dir, page.css), 'utf8'),
    bundlePage(root, page),
  ]);
  const css = `${shared.trim()}\n${own.trim()}`;
  for (const marker of ['/*GATOR_CSS*/', '/*GATOR_JS*/']) {
    if (!template.includes(marker)) throw new Error(`${page.dir}/template.html has no ${marker}`);
  }
  return template
    .replace('/*GATOR_CSS*/', () => inlineSafe(css.trim(), 'style'))
    .replace('/*GATOR_JS*/', () => inlineSafe(js.trim(), 'script'));
}

/** Writes dist/<name>.html for every page; returns each file with its size in bytes. */
export async function buildPages(root, dist, pages = PAGES) {
  return Promise.all(
    pages.map(async (page) => {
      const html = await renderPage(root, page);
      const file = `${page.name}.html`;
      await writeFile(join(dist, file), html);
      return { file, bytes: Buffer.byteLength(html) };
    }),
  );
}
