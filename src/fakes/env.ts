/**
 * State the fake services share: who is running the script, with which scopes granted,
 * under which authorization mode and in which context, and whether another execution holds
 * the document lock. Tests change it directly.
 */
export type FakeAuthMode = 'NONE' | 'LIMITED' | 'FULL';

/**
 * `script`: a menu item, a trigger or a google.script.run call. `customFunction`: a formula's
 * custom function, which runs without the user's authorization (see gate.ts). `trigger`: an
 * installable trigger's run, as the user who created it, with no Ui (triggers.ts).
 */
export type FakeContext = 'script' | 'customFunction' | 'trigger';

export interface FakeEnv {
  /** Session.getActiveUser(): the person at the keyboard. */
  activeUser: string;
  /** Session.getEffectiveUser(): whose authority the script runs with. */
  effectiveUser: string;
  /** The spreadsheet's owner: can always edit, even protected sheets. */
  readonly owner: string;
  /**
   * NONE = a freshly installed copy's onOpen, before the add-on is authorized: only menus may
   * be built. LIMITED = a simple trigger of an authorized script: no user identity. FULL = a
   * function the user runs.
   */
  authMode: FakeAuthMode;
  /** The OAuth scopes the user granted: the manifest's `oauthScopes`. */
  scopes: readonly string[];
  context: FakeContext;
  /** Simulates another execution holding the document lock (tryLock fails, waitLock times out). */
  lockHeldElsewhere: boolean;
  /**
   * Google withholds the user's address even though the user runs the script (a Workspace
   * policy, an account of another domain): `User.getEmail()` answers ''. "The email address
   * might be blank" — https://developers.google.com/apps-script/reference/base/user#getEmail()
   */
  emailHidden?: boolean;
}

/** Whether Session may hand out the user's address: only when the user runs the script themselves. */
export function identityVisible(env: FakeEnv): boolean {
  return env.authMode === 'FULL' && env.context !== 'customFunction' && !env.emailHidden;
}
