/**
 * The sidebar's calls to the server, typed from the server's own modules (STYLE 11): a
 * renamed endpoint or a changed response breaks the sidebar's typecheck, not the GM's
 * round. `google.script.run` is wrapped in promises with a failure handler, so no call can
 * fail silently. Only types are imported from the server: none of its code is bundled here.
 */
import type { SidebarApi } from '../server/api';
import type { SidebarPanelApi } from '../server/sidebar/api';

/** Every function the sidebar may call with `google.script.run`. */
export type ServerApi = SidebarApi & SidebarPanelApi;
export type ServerName = keyof ServerApi;
export type ServerResult<K extends ServerName> = ReturnType<ServerApi[K]>;

/** A typed call: `call('resolveRound', 3)` resolves with the server's ResolveResponse. */
export type Call = <K extends ServerName>(name: K, ...args: Parameters<ServerApi[K]>) => Promise<ServerResult<K>>;

/** The shape of `google.script.run` the sidebar uses (Apps Script has no published types for it). */
export interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: unknown) => void): ScriptRun;
  [name: string]: unknown;
}

/** Where `google.script.run` is: the page's global in Apps Script, absent anywhere else. */
export function pageScriptRun(): ScriptRun | undefined {
  const g = (typeof window !== 'undefined' ? window : undefined) as unknown as { google?: { script?: { run?: ScriptRun } } } | undefined;
  return g?.google?.script?.run;
}

/** An Error for a failure handler's value (Apps Script passes an Error; be ready for anything). */
export function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') return new Error((value as { message: string }).message);
  return new Error(String(value));
}

/**
 * Makes the typed `call` over a `google.script.run` (injected, so tests can pass a fake).
 * Each call gets its own runner chain, so concurrent calls never share handlers.
 */
export function createCall(getRun: () => ScriptRun | undefined = pageScriptRun): Call {
  return <K extends ServerName>(name: K, ...args: Parameters<ServerApi[K]>) =>
    new Promise<ServerResult<K>>((resolve, reject) => {
      const run = getRun();
      if (!run) {
        reject(new Error('This page is not connected to a spreadsheet: open it from Extensions ▸ Gator ▸ Open combat sidebar.'));
        return;
      }
      const runner = run.withSuccessHandler((value) => resolve(value as ServerResult<K>)).withFailureHandler((error) => reject(asError(error)));
      const fn = runner[name as string];
      if (typeof fn !== 'function') {
        reject(new Error(`The server has no function ${String(name)}: the add-on's code and its sidebar are out of step. Reload the spreadsheet.`));
        return;
      }
      (fn as (...a: unknown[]) => void).apply(runner, args);
    });
}
