// Loads the built dist/Code.js into a fresh V8 context, as Apps Script does:
// plain globals, no module system, and only the services a test chooses to provide.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

export const DIST = join(process.cwd(), 'dist');

export function readBundle(): string {
  return readFileSync(join(DIST, 'Code.js'), 'utf8');
}

/** The OAuth scopes of the built manifest (dist/appsscript.json): what a user grants the add-on. */
export function builtScopes(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, 'appsscript.json'), 'utf8')) as { oauthScopes?: string[] };
  return manifest.oauthScopes ?? [];
}

/** A fresh context holding the bundle's globals; `services` become globals (SpreadsheetApp, …). */
export function loadBundle(services: Record<string, unknown> = {}): vm.Context & Record<string, any> {
  const context = vm.createContext({ ...services, ...mutationSwitch() });
  vm.runInContext(readBundle(), context, { filename: 'Code.js' });
  return context as vm.Context & Record<string, any>;
}

/**
 * Under mutation testing (npm run mutate) the bundle is built from StrykerJS's instrumented
 * sources, whose code asks `globalThis.__stryker__` which mutant is active and records which
 * mutants a test reached. A fresh context has a global of its own: handing it the test's
 * object lets the tests that go through the bundle kill mutants too.
 */
function mutationSwitch(): Record<string, unknown> {
  const stryker = (globalThis as { __stryker__?: unknown }).__stryker__;
  return stryker === undefined ? {} : { __stryker__: stryker };
}

/**
 * The bundle evaluated in this realm, with `services` bound as its free variables, for
 * benchmarks: a node:vm context's global object is an interceptor that makes every global
 * lookup (`Math`, `Array`, …) far slower than in Apps Script's own V8, so timings taken in
 * `loadBundle` measure node:vm as much as Gator. `names` are the top-level functions to return.
 */
export function loadBundleInRealm(
  names: readonly string[],
  services: Record<string, unknown> = {},
): Record<string, any> {
  const keys = Object.keys(services);
  const body = `${readBundle()}\nreturn { ${names.join(', ')} };`;
  return new Function(...keys, body)(...keys.map((k) => services[k]));
}
