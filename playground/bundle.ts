/**
 * The BUILT add-on (dist/, `npm run build`) as the playground runs it: dist/Code.js evaluated
 * in a fresh V8 context whose only globals are the in-memory Apps Script services, exactly as
 * Apps Script evaluates it, and the HTML pages HtmlService would serve.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** The repository's root (the playground is one level below it). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A top-level function of the bundle, called the way Apps Script calls it. */
export type TopLevel = (...args: unknown[]) => unknown;

/** What the build wrote, read once per session. */
export interface DistFiles {
  readonly code: string;
  /** Every HTML file by name without `.html` (`Sidebar`, `MapView` …), as HtmlService names them. */
  readonly html: Readonly<Record<string, string>>;
}

export function readDist(dist = join(ROOT, 'dist')): DistFiles {
  const codePath = join(dist, 'Code.js');
  if (!existsSync(codePath)) throw new Error(`${codePath} is missing: run \`npm run build\` first (npm start does).`);
  const html: Record<string, string> = {};
  for (const file of readdirSync(dist)) {
    if (file.endsWith('.html')) html[file.slice(0, -'.html'.length)] = readFileSync(join(dist, file), 'utf8');
  }
  return { code: readFileSync(codePath, 'utf8'), html };
}

/** The bundle loaded into its own context: its globals, and the names the registries declare. */
export interface LoadedBundle {
  readonly context: vm.Context;
  /** Custom function names (`GATOR`, `ATTACKTN` …), from the bundle's own registry. */
  readonly customFunctions: readonly string[];
  /** Endpoint names (`resolveRound`, `getSidebarState` …): the only functions the RPC bridge may call. */
  readonly endpoints: readonly string[];
  /** The generated top-level function of that name, or undefined. */
  fn(name: string): TopLevel | undefined;
}

interface GatorGlobal {
  readonly customFunctions?: Record<string, unknown>;
  readonly endpoints?: Record<string, unknown>;
}

/** Evaluates Code.js with `services` as the context's globals (SpreadsheetApp, LockService, …). */
export function loadBundle(code: string, services: Record<string, unknown>): LoadedBundle {
  const context = vm.createContext({ ...services });
  vm.runInContext(code, context, { filename: 'Code.js' });
  const gator = (context as { __Gator?: GatorGlobal }).__Gator ?? {};
  const fn = (name: string): TopLevel | undefined => {
    const value = (context as Record<string, unknown>)[name];
    return typeof value === 'function' ? (value as TopLevel) : undefined;
  };
  return {
    context,
    customFunctions: Object.keys(gator.customFunctions ?? {}),
    endpoints: Object.keys(gator.endpoints ?? {}),
    fn,
  };
}
