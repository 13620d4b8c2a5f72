/**
 * The one typed call over `google.script.run` for every page (the sidebar, the battle map and
 * the import dialog). Each page instantiates it with the server's own type of the
 * functions it may call — `createCall<Pick<DialogApi, 'getMapView'>>()` — so a renamed endpoint
 * or a changed response breaks the page's typecheck, not the GM's round. Each call is a promise
 * with a failure handler, so none can fail silently. Only types come from the server: none of
 * its code is bundled into a page.
 */

/** A function's parameters (a server function's, as `google.script.run` passes them). */
type ArgsOf<F> = F extends (...args: infer A) => unknown ? A : never;
/** A function's result (what the success handler receives, after the JSON crossing). */
type ResultOf<F> = F extends (...args: never[]) => infer R ? R : never;

/** A typed call on `Api`: `call('getMapView', 'Griffin')` resolves with the server's MapViewResponse. */
export type Call<Api> = <K extends keyof Api & string>(name: K, ...args: ArgsOf<Api[K]>) => Promise<ResultOf<Api[K]>>;

/** The shape of `google.script.run` the pages use (Apps Script has no published types for it). */
export interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: unknown) => void): ScriptRun;
  [name: string]: unknown;
}

/** Where `google.script.run` is: the page's global in Apps Script, absent anywhere else. */
export function pageScriptRun(): ScriptRun | undefined {
  const g = (typeof window !== 'undefined' ? window : undefined) as unknown as
    | { google?: { script?: { run?: ScriptRun } } }
    | undefined;
  return g?.google?.script?.run;
}

/** An Error for a failure handler's value (Apps Script passes an Error; be ready for anything). */
export function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
    return new Error((value as { message: string }).message);
  return new Error(String(value));
}

/**
 * What Google answers a page's call with when several Google accounts are signed in to one
 * browser: the page runs as one account and the script as another, and the call is refused.
 * Google documents no fix; public reports name these texts (the add-ons' issue trackers:
 * alexwforsythe/code-blocks #104, ExportSheetData #70 and #96).
 */
const SEVERAL_ACCOUNTS =
  /Authorization is required|PERMISSION_DENIED|You do not have access to perform that action|You do not have permission to access the requested document/i;

/** What a page says instead of such a failure: what to do. */
export const SEVERAL_ACCOUNTS_HELP =
  "Google refused the call, as it does when several Google accounts are signed in to this browser. Open the spreadsheet in a browser profile (or a private window) where only the campaign's Google account is signed in, then reload it.";

/**
 * A failure as a page shows it: the server's own message, or what to do when Google refused the call for the accounts
 * signed in.
 */
function pageError(value: unknown): Error {
  const err = asError(value);
  return SEVERAL_ACCOUNTS.test(err.message) ? new Error(`${SEVERAL_ACCOUNTS_HELP} (Google said: ${err.message})`) : err;
}

/** How a page names itself in the two failures that are not the server's. */
interface PageWords {
  /** Said when the page has no `google.script.run` (opened outside a spreadsheet). */
  readonly notConnected: string;
  /** `sidebar`, `battle map`: in "the add-on's code and its … are out of step". */
  readonly page: string;
}

/**
 * Makes the typed `call` over a `google.script.run` (injected, so tests can pass a fake; a
 * page passes `pageScriptRun`). Each call gets its own runner chain, so concurrent calls never
 * share handlers.
 *
 * @example
 * const call = createCall<Pick<DialogApi, 'getMechLibrary'>>(pageScriptRun, { notConnected: 'Open this dialog from the
 * Gator menu.', page: 'import dialog' });
 * call('getMechLibrary').then((r) => r.units.length);
 */
export function createCall<Api>(getRun: () => ScriptRun | undefined, words: PageWords): Call<Api> {
  return <K extends keyof Api & string>(name: K, ...args: ArgsOf<Api[K]>) =>
    new Promise<ResultOf<Api[K]>>((resolve, reject) => {
      const run = getRun();
      if (!run) {
        reject(new Error(words.notConnected));
        return;
      }
      const runner = run
        .withSuccessHandler((value) => resolve(value as ResultOf<Api[K]>))
        .withFailureHandler((error) => reject(pageError(error)));
      const fn = runner[name];
      if (typeof fn !== 'function') {
        reject(
          new Error(
            `The server has no function ${name}: the add-on's code and its ${words.page} are out of step. Reload the spreadsheet.`,
          ),
        );
        return;
      }
      (fn as (...a: unknown[]) => void).apply(runner, args);
    });
}
