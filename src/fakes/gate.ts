/**
 * The platform's checks in front of every call made through the services (the counting
 * proxies of calls.ts call `gate` before running a method): the scopes the manifest grants,
 * the authorization mode, and the custom-function context. Calls the fakes make to each other
 * on the raw objects are not checked, as they are not calls of the script.
 */
import type { FakeEnv } from './env';
import { permissionError, scopesOf } from './scopes';

/** Throws the platform's refusal of `Kind.method`, or returns when the call may run. */
export type Gate = (kind: string, method: string) => void;

/**
 * Under AuthMode.NONE (a freshly installed copy's onOpen) "a mode that does not allow access to
 * any services that require authorization" — only the add-on menu can be built. Session still
 * answers, with no address: "the user's email address is not available in any context that
 * allows a script to run without that user's authorization, like a simple onOpen(e)".
 * https://developers.google.com/apps-script/reference/script/auth-mode
 * https://developers.google.com/apps-script/reference/base/session#getActiveUser()
 */
const ALLOWED_WITHOUT_AUTHORIZATION = new Set([
  'SpreadsheetApp.getUi',
  'Ui.createAddonMenu',
  'Ui.createMenu',
  'Menu.addItem',
  'Menu.addSeparator',
  'Menu.addSubMenu',
  'Menu.addToUi',
  'Session.getActiveUser',
  'Session.getEffectiveUser',
  'User.getEmail',
]);

/** The Spreadsheet service's classes: read-only in a custom function. */
const SPREADSHEET_SERVICE = new Set([
  'SpreadsheetApp',
  'Spreadsheet',
  'Sheet',
  'Range',
  'RangeList',
  'Protection',
  'DataValidation',
  'DataValidationBuilder',
  'ConditionalFormatRule',
  'ConditionalFormatRuleBuilder',
  'EmbeddedChart',
  'EmbeddedChartBuilder',
  'ContainerInfo',
]);

/** Methods that only read: getters, and moving a range over the grid. */
const READS = /^(get|is|can|has)[A-Z]|^offset$|^flush$/;

/**
 * A custom function runs without the user's authorization ("Custom Functions in Google Sheets",
 * Using Apps Script services): the Spreadsheet service is read only — "can use most get*()
 * methods, but not set*()"; a write is refused as Sheets refuses it ("You do not have permission
 * to call setValue"); the Ui cannot be reached. Lock, Properties and HTML are among the services
 * the guide lists as usable there; Session answers without an address (class Session).
 * https://developers.google.com/apps-script/guides/sheets/functions#using_apps_script_services
 */
function customFunctionGate(kind: string, method: string): void {
  if (kind === 'SpreadsheetApp' && method === 'getUi')
    throw new Error('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
  if (SPREADSHEET_SERVICE.has(kind) && !READS.test(method) && !method.startsWith('new')) {
    throw new Error(`Exception: You do not have permission to call ${method}`);
  }
}

/** The gate of one set of fake services, reading the granted scopes and the mode from `env` at each call. */
export function platformGate(env: FakeEnv): Gate {
  return (kind, method) => {
    const required = scopesOf(kind, method);
    if (env.context === 'customFunction') return customFunctionGate(kind, method);
    // A trigger runs with no one at the keyboard and no open document to show a Ui in
    // (https://developers.google.com/apps-script/guides/triggers/installable): Apps Script refuses getUi.
    if (env.context === 'trigger' && kind === 'SpreadsheetApp' && method === 'getUi')
      throw new Error('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
    const call = `${kind}.${method}`;
    if (required.length > 0 && !required.some((scope) => env.scopes.includes(scope)))
      throw permissionError(call, required);
    if (env.authMode === 'NONE' && !ALLOWED_WITHOUT_AUTHORIZATION.has(call)) throw permissionError(call, required);
  };
}
