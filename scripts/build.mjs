// Builds dist/ for Apps Script: one server file with real top-level functions,
// the manifest and the HTML pages. The declarations Apps Script needs to see
// (custom functions with their JSDoc, menu triggers, sidebar endpoints) are
// generated from the typed registries, because esbuild strips comments and
// Apps Script only discovers top-level `function` statements. The pages (sidebar and dialogs)
// are built from TypeScript by scripts/pages.mjs.
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderDeclarations } from './declarations.mjs';
import { buildPages } from './pages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const tmp = join(root, '.build');

export const GLOBAL_NAME = '__Gator';

async function bundleServer() {
  const result = await build({
    entryPoints: [join(root, 'src/main.ts')],
    bundle: true,
    format: 'iife',
    globalName: GLOBAL_NAME,
    target: 'es2019',
    platform: 'neutral',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
  });
  return result.outputFiles[0].text;
}

async function loadManifest() {
  await mkdir(tmp, { recursive: true });
  const out = join(tmp, 'manifest.mjs');
  await build({
    entryPoints: [join(root, 'src/entry/manifest.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: out,
    logLevel: 'silent',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

export async function buildAll() {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  const [bundle, manifest] = await Promise.all([bundleServer(), loadManifest()]);
  const declarations = renderDeclarations(manifest, GLOBAL_NAME);
  await writeFile(join(dist, 'Code.js'), `${bundle}\n${declarations}`);
  await writeFile(join(dist, 'appsscript.json'), await readFile(join(root, 'appsscript.json')));
  const pages = await buildPages(root, dist);
  return ['Code.js', 'appsscript.json', ...pages.map((p) => p.file)];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await buildAll();
  console.log(`built dist/: ${files.join(', ')}`);
}
