/**
 * The sidebar's calls to the server, typed from the server's own modules: a
 * renamed endpoint or a changed response breaks the sidebar's typecheck, not the GM's
 * round. The wrapper itself — `google.script.run` as promises with a failure handler — is
 * the one all pages share (src/pages/call.ts). Only types are imported from the server.
 */
import type { SidebarApi } from '../server/api';
import type { SidebarPanelApi } from '../server/sidebar/api';
import { createCall as createPageCall, pageScriptRun, type Call as PageCall, type ScriptRun } from '../pages/call';

export type { ScriptRun } from '../pages/call';

/** Every function the sidebar may call with `google.script.run`. */
type ServerApi = SidebarApi & SidebarPanelApi;

/** A typed call: `call('resolveRound', 3)` resolves with the server's ResolveResponse. */
export type Call = PageCall<ServerApi>;

/** How the sidebar names itself when a call cannot be made. */
const SIDEBAR_WORDS = {
  notConnected: 'This page is not connected to a spreadsheet: open it from Extensions ▸ Gator ▸ Open combat sidebar.',
  page: 'sidebar',
};

/** The sidebar's `call` over a `google.script.run` (injected, so tests can pass a fake). */
export function createCall(getRun: () => ScriptRun | undefined = pageScriptRun): Call {
  return createPageCall<ServerApi>(getRun, SIDEBAR_WORDS);
}
