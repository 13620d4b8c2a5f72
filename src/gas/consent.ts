/**
 * Granular consent: a user authorizing Gator may untick some of its scopes, so each use of one
 * the clock or Post to Discord needs is checked first, here and only here, and the answer says
 * what to grant
 * (https://developers.google.com/apps-script/guides/configuration/scopes#granular-consent,
 * https://developers.google.com/apps-script/reference/script/script-app#getAuthorizationInfo(AuthMode,String)).
 */
import type { ClockScriptApp } from './services';

/** Creating and deleting the clock's trigger. */
export const SCRIPT_APP_SCOPE = 'https://www.googleapis.com/auth/script.scriptapp';
/** Sending the clock's e-mails. */
export const SEND_MAIL_SCOPE = 'https://www.googleapis.com/auth/script.send_mail';
/** Posting to a Discord webhook (UrlFetchApp). */
export const EXTERNAL_REQUEST_SCOPE = 'https://www.googleapis.com/auth/script.external_request';

/** What Google's consent screen calls each scope, so the GM knows which box to tick. */
const CONSENT_WORDS: Readonly<Record<string, string>> = {
  [SCRIPT_APP_SCOPE]: 'Allow this application to run when you are not present',
  [SEND_MAIL_SCOPE]: 'Send email as you',
  [EXTERNAL_REQUEST_SCOPE]: 'Connect to an external service',
};

/** What Google's consent screen calls `scope` (`Send email as you`). */
export function consentWords(scope: string): string {
  return CONSENT_WORDS[scope] ?? scope;
}

/** The part of ScriptApp that says what the user granted. */
type Consent = Pick<ClockScriptApp, 'AuthMode' | 'AuthorizationStatus' | 'getAuthorizationInfo'>;

/** Whether the user running the script granted `scope`. */
export function granted(services: { readonly ScriptApp: Consent }, scope: string): boolean {
  const app = services.ScriptApp;
  const info = app.getAuthorizationInfo(app.AuthMode.FULL as never, [scope]);
  return info.getAuthorizationStatus() !== app.AuthorizationStatus.REQUIRED;
}

/** `grant "Send email as you" (https://www.googleapis.com/auth/script.send_mail)`: how to turn a scope on. */
export function grantText(scope: string): string {
  return `run a Gator menu item again and tick "${consentWords(scope)}" (${scope}) in Google's consent screen`;
}
