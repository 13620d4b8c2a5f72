// Builds dist/Sidebar.html (issue 5): the sidebar's TypeScript bundled for the browser and
// inlined, with its CSS, into src/sidebar/template.html — one self-contained file, as
// HtmlService.createHtmlOutputFromFile serves it (no external script or style).
import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Text that would end the inline element early is escaped (`</script` → `<\/script`). */
function inlineSafe(text, tag) {
  return text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`).replace(/<!--/g, '<\\!--');
}

export async function bundleSidebar(root) {
  const result = await build({
    entryPoints: [join(root, 'src/sidebar/main.ts')],
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

/** Writes dist/Sidebar.html and returns its size in bytes. */
export async function buildSidebar(root, dist) {
  const [template, css, js] = await Promise.all([
    readFile(join(root, 'src/sidebar/template.html'), 'utf8'),
    readFile(join(root, 'src/sidebar/sidebar.css'), 'utf8'),
    bundleSidebar(root),
  ]);
  const html = template
    .replace('/*GATOR_CSS*/', () => inlineSafe(css.trim(), 'style'))
    .replace('/*GATOR_JS*/', () => inlineSafe(js.trim(), 'script'));
  await writeFile(join(dist, 'Sidebar.html'), html);
  return Buffer.byteLength(html);
}
