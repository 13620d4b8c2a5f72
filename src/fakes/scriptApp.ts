/**
 * ScriptApp: installable clock triggers (triggers.ts) and granular consent.
 *
 * Since January 2025 a user authorizing a script may untick some of its scopes ("Granular
 * consent", https://developers.google.com/apps-script/guides/configuration/scopes#granular-consent):
 * `getAuthorizationInfo(authMode, scopes)` tells which of `scopes` (every scope of the manifest
 * when none are given) the user granted, and `requireScopes(authMode, scopes)` ends the execution
 * with an authorization prompt when one is missing
 * (https://developers.google.com/apps-script/reference/script/script-app#getAuthorizationInfo(AuthMode,String),
 * https://developers.google.com/apps-script/reference/script/authorization-info). Neither lists a
 * scope of its own; creating, listing and deleting triggers need `script.scriptapp` (scopes.ts).
 */
import { FakeObject } from './calls';
import type { FakeEnv } from './env';
import { type FakeTrigger, FakeTriggerBuilder, type TriggerStore } from './triggers';

const AUTH_MODE = { NONE: 'NONE', LIMITED: 'LIMITED', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', FULL: 'FULL' } as const;
const AUTHORIZATION_STATUS = { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' } as const;

class FakeAuthorizationInfo extends FakeObject {
  readonly kind = 'AuthorizationInfo';
  constructor(
    private readonly asked: readonly string[],
    private readonly granted: readonly string[],
  ) {
    super();
  }
  getAuthorizationStatus(): string {
    return this.asked.every((s) => this.granted.includes(s))
      ? AUTHORIZATION_STATUS.NOT_REQUIRED
      : AUTHORIZATION_STATUS.REQUIRED;
  }
  /** "If no authorization is required, this method returns null." */
  getAuthorizationUrl(): string | null {
    return this.getAuthorizationStatus() === AUTHORIZATION_STATUS.REQUIRED
      ? 'https://script.google.com/macros/d/fake/authorize'
      : null;
  }
  /** The scopes of the list asked about that the user granted. */
  getAuthorizedScopes(): string[] {
    return this.asked.filter((s) => this.granted.includes(s));
  }
}

export class FakeScriptApp extends FakeObject {
  readonly kind = 'ScriptApp';
  readonly AuthMode = AUTH_MODE;
  readonly AuthorizationStatus = AUTHORIZATION_STATUS;
  readonly EventType = { CLOCK: 'CLOCK' } as const;
  constructor(
    private readonly env: FakeEnv,
    private readonly store: TriggerStore,
    /** The scopes the manifest declares: what `getAuthorizationInfo` asks about without a list. */
    private readonly declared: readonly string[],
  ) {
    super();
  }
  newTrigger(functionName: string): FakeTriggerBuilder {
    return new FakeTriggerBuilder(this.store, functionName, () => this.env.effectiveUser);
  }
  getProjectTriggers(): FakeTrigger[] {
    return this.store.ownedBy(this.env.effectiveUser);
  }
  getUserTriggers(_document: unknown): FakeTrigger[] {
    return this.store.ownedBy(this.env.effectiveUser);
  }
  deleteTrigger(trigger: FakeTrigger): void {
    this.store.remove(trigger, this.env.effectiveUser);
  }
  getAuthorizationInfo(_authMode: string, scopes?: readonly string[]): FakeAuthorizationInfo {
    return new FakeAuthorizationInfo(scopes ?? this.declared, this.env.scopes);
  }
  requireScopes(_authMode: string, scopes: readonly string[]): void {
    if (scopes.some((s) => !this.env.scopes.includes(s)))
      throw new Error('Exception: Authorization is required to perform that action.');
  }
}
