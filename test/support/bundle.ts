// Loads the built dist/Code.js into a fresh V8 context, as Apps Script does:
// plain globals, no module system, and only the services a test chooses to provide.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

export const DIST = join(process.cwd(), 'dist');

export function readBundle(): string {
  return readFileSync(join(DIST, 'Code.js'), 'utf8');
}

/** A fresh context holding the bundle's globals; `services` become globals (SpreadsheetApp, …). */
export function loadBundle(services: Record<string, unknown> = {}): vm.Context & Record<string, any> {
  const context = vm.createContext({ ...services });
  vm.runInContext(readBundle(), context, { filename: 'Code.js' });
  return context as vm.Context & Record<string, any>;
}
