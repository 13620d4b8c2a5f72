/**
 * Granular consent: a user authorizing Gator may untick some of its scopes, so each use of one
 * the clock needs is checked first, and the answer says what to grant
 * (https://developers.google.com/apps-script/guides/configuration/scopes#granular-consent,
 * https://developers.google.com/apps-script/reference/script/script-app#getAuthorizationInfo(AuthMode,String)).
 */
import type { Services } from './services';

/** Creating and deleting the clock's trigger. */
export const SCRIPT_APP_SCOPE = 'https://www.googleapis.com/auth/script.scriptapp';
/** Sending the clock's e-mails. */
export const SEND_MAIL_SCOPE = 'https://www.googleapis.com/auth/script.send_mail';

/** What Google's consent screen calls each scope, so the GM knows which box to tick. */
const CONSENT_WORDS: Readonly<Record<string, string>> = {
  [SCRIPT_APP_SCOPE]: 'Allow this application to run when you are not present',
  [SEND_MAIL_SCOPE]: 'Send email as you',
};

/** Whether the user running the script granted `scope`. */
export function granted(services: Services, scope: string): boolean {
  const app = services.ScriptApp;
  const info = app.getAuthorizationInfo(app.AuthMode.FULL as never, [scope]);
  return info.getAuthorizationStatus() !== app.AuthorizationStatus.REQUIRED;
}

/** `grant "Send email as you" (https://www.googleapis.com/auth/script.send_mail)`: how to turn a scope on. */
export function grantText(scope: string): string {
  return `run a Gator menu item again and tick "${CONSENT_WORDS[scope] ?? scope}" (${scope}) in Google's consent screen`;
}
