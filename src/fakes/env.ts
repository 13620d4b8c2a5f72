/**
 * State the fake services share: who is running the script, under which authorization
 * mode, and whether another execution holds the document lock. Tests change it directly.
 */
export type FakeAuthMode = 'NONE' | 'LIMITED' | 'FULL';

export interface FakeEnv {
  /** Session.getActiveUser(): the person at the keyboard. */
  activeUser: string;
  /** Session.getEffectiveUser(): whose authority the script runs with. */
  effectiveUser: string;
  /** The spreadsheet's owner: can always edit, even protected sheets. */
  readonly owner: string;
  /** NONE = onOpen before the add-on is authorized: only menus may be built. */
  authMode: FakeAuthMode;
  /** Simulates another execution holding the document lock (tryLock fails, waitLock times out). */
  lockHeldElsewhere: boolean;
}

/** Throws Apps Script's refusal when a service is used under AuthMode.NONE. */
export function requireAuthorization(env: FakeEnv, method: string): void {
  if (env.authMode === 'NONE') {
    throw new Error(`Exception: You do not have permission to call ${method}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`);
  }
}
