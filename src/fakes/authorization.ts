/**
 * ScriptApp's answer to "which of these scopes did the user grant?" — granular consent: since January 2025 a user
 * authorizing a script may untick some of its scopes, and the script should check before it uses one.
 * `ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL, scopes)`: "If authorization information is requested for a
 * specified list of scopes, returns the authorized scopes from the specified list"
 * (https://developers.google.com/apps-script/reference/script/authorization-info#getAuthorizedScopes(),
 * https://developers.google.com/apps-script/reference/script/script-app#getAuthorizationInfo(AuthMode,String)).
 * Here the granted scopes are the fakes' `env.scopes`, the very list the gate checks each call against.
 */
import { FakeObject } from './calls';
import type { FakeEnv } from './env';

export class FakeAuthorizationInfo extends FakeObject {
  readonly kind = 'AuthorizationInfo';
  constructor(
    private readonly granted: readonly string[],
    private readonly asked: readonly string[] | undefined,
  ) {
    super();
  }
  /** REQUIRED while any scope asked about (every scope of the manifest, when none is named) is not granted. */
  getAuthorizationStatus(): 'REQUIRED' | 'NOT_REQUIRED' {
    return (this.asked ?? []).every((s) => this.granted.includes(s)) ? 'NOT_REQUIRED' : 'REQUIRED';
  }
  getAuthorizedScopes(): string[] {
    return (this.asked ?? this.granted).filter((s) => this.granted.includes(s));
  }
}

/** The part of ScriptApp that reports authorization (the enums as the runtime names them). */
export class FakeScriptAppAuthorization extends FakeObject {
  readonly kind = 'ScriptApp';
  readonly AuthMode = { NONE: 'NONE', LIMITED: 'LIMITED', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', FULL: 'FULL' } as const;
  readonly AuthorizationStatus = { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' } as const;
  constructor(private readonly env: FakeEnv) {
    super();
  }
  getAuthorizationInfo(_authMode: string, scopes?: readonly string[]): FakeAuthorizationInfo {
    return new FakeAuthorizationInfo([...this.env.scopes], scopes ? [...scopes] : undefined);
  }
}
