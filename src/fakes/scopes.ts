/**
 * Which OAuth scopes each Apps Script method needs, as Google's reference lists them under
 * "Authorization" on the method's page ("Scripts that use this method require authorization
 * with one or more of the following scopes"): any one scope of the list grants the call.
 * A method the reference lists no scope for needs none. The fakes check every call made
 * through the services against this table (gate.ts), so code that calls a method the
 * manifest does not grant fails here as it would in a real spreadsheet.
 */

export const SCOPE = {
  spreadsheetsCurrentOnly: 'https://www.googleapis.com/auth/spreadsheets.currentonly',
  spreadsheets: 'https://www.googleapis.com/auth/spreadsheets',
  containerUi: 'https://www.googleapis.com/auth/script.container.ui',
  userinfoEmail: 'https://www.googleapis.com/auth/userinfo.email',
  externalRequest: 'https://www.googleapis.com/auth/script.external_request',
  /** Installable triggers: https://developers.google.com/apps-script/reference/script/script-app#newTrigger(String) */
  scriptApp: 'https://www.googleapis.com/auth/script.scriptapp',
  /** E-mail as the user: https://developers.google.com/apps-script/reference/mail/mail-app#sendEmail(String,String,String) */
  sendMail: 'https://www.googleapis.com/auth/script.send_mail',
} as const;

/** Any one of these scopes grants the call. */
type ScopeRequirement = readonly string[];

/** Every method of the Spreadsheet service lists both: the current spreadsheet only, or all of them. */
const SHEETS: ScopeRequirement = [SCOPE.spreadsheetsCurrentOnly, SCOPE.spreadsheets];
const CONTAINER_UI: ScopeRequirement = [SCOPE.containerUi];
const USERINFO_EMAIL: ScopeRequirement = [SCOPE.userinfoEmail];
const SCRIPT_APP: ScopeRequirement = [SCOPE.scriptApp];

/** The scopes of one Apps Script class, with the reference page they come from. */
interface ClassScopes {
  readonly reference: string;
  /** Scopes of every method of the class (the Spreadsheet service's classes). */
  readonly everyMethod?: ScopeRequirement;
  /** Scopes by method; a method not listed needs none. */
  readonly methods?: Readonly<Record<string, ScopeRequirement>>;
}

const REFERENCE = 'https://developers.google.com/apps-script/reference';

/** By the fakes' `kind`, which is the Apps Script class name. */
const CLASS_SCOPES: Readonly<Record<string, ClassScopes>> = {
  // getUi, newDataValidation and newConditionalFormatRule list no scope; the methods that reach
  // the spreadsheet do.
  SpreadsheetApp: {
    reference: `${REFERENCE}/spreadsheet/spreadsheet-app`,
    methods: {
      getActive: SHEETS,
      getActiveSpreadsheet: SHEETS,
      getActiveSheet: SHEETS,
      getActiveRange: SHEETS,
      flush: SHEETS,
    },
  },
  Spreadsheet: { reference: `${REFERENCE}/spreadsheet/spreadsheet`, everyMethod: SHEETS },
  Sheet: { reference: `${REFERENCE}/spreadsheet/sheet`, everyMethod: SHEETS },
  Range: { reference: `${REFERENCE}/spreadsheet/range`, everyMethod: SHEETS },
  RangeList: { reference: `${REFERENCE}/spreadsheet/range-list`, everyMethod: SHEETS },
  Protection: { reference: `${REFERENCE}/spreadsheet/protection`, everyMethod: SHEETS },
  DataValidation: { reference: `${REFERENCE}/spreadsheet/data-validation`, everyMethod: SHEETS },
  DataValidationBuilder: { reference: `${REFERENCE}/spreadsheet/data-validation-builder`, everyMethod: SHEETS },
  ConditionalFormatRule: { reference: `${REFERENCE}/spreadsheet/conditional-format-rule`, everyMethod: SHEETS },
  ConditionalFormatRuleBuilder: {
    reference: `${REFERENCE}/spreadsheet/conditional-format-rule-builder`,
    everyMethod: SHEETS,
  },
  // Embedded charts are the Spreadsheet service's: every method lists its scopes. ChartOptions and the Charts enum
  // live in the Charts service, which lists none.
  EmbeddedChart: { reference: `${REFERENCE}/spreadsheet/embedded-chart`, everyMethod: SHEETS },
  EmbeddedChartBuilder: { reference: `${REFERENCE}/spreadsheet/embedded-chart-builder`, everyMethod: SHEETS },
  ContainerInfo: { reference: `${REFERENCE}/spreadsheet/container-info`, everyMethod: SHEETS },
  ChartOptions: { reference: `${REFERENCE}/charts/chart-options` },
  Charts: { reference: `${REFERENCE}/charts/charts` },
  // Alerts and menus list no scope; showing HtmlService content does ("You do not have permission
  // to call Ui.showSidebar. Required permissions: https://www.googleapis.com/auth/script.container.ui").
  Ui: {
    reference: `${REFERENCE}/base/ui`,
    methods: { showSidebar: CONTAINER_UI, showModalDialog: CONTAINER_UI, showModelessDialog: CONTAINER_UI },
  },
  Menu: { reference: `${REFERENCE}/base/menu` },
  PromptResponse: { reference: `${REFERENCE}/base/prompt-response` },
  // The user's identity needs userinfo.email; the time zone and the anonymous key do not.
  Session: {
    reference: `${REFERENCE}/base/session`,
    methods: { getActiveUser: USERINFO_EMAIL, getEffectiveUser: USERINFO_EMAIL },
  },
  User: { reference: `${REFERENCE}/base/user` },
  HtmlService: { reference: `${REFERENCE}/html/html-service` },
  HtmlOutput: { reference: `${REFERENCE}/html/html-output` },
  LockService: { reference: `${REFERENCE}/lock/lock-service` },
  Lock: { reference: `${REFERENCE}/lock/lock` },
  PropertiesService: { reference: `${REFERENCE}/properties/properties-service` },
  Properties: { reference: `${REFERENCE}/properties/properties` },
  // getUuid lists no Authorization section: the Utilities service needs no scope.
  Utilities: { reference: `${REFERENCE}/utilities/utilities` },
  // "This service requires the https://www.googleapis.com/auth/script.external_request scope"; the response needs none.
  UrlFetchApp: {
    reference: `${REFERENCE}/url-fetch/url-fetch-app`,
    methods: { fetch: [SCOPE.externalRequest], fetchAll: [SCOPE.externalRequest] },
  },
  HTTPResponse: { reference: `${REFERENCE}/url-fetch/http-response` },
  // Creating, listing and deleting triggers list script.scriptapp; asking what the user granted
  // (getAuthorizationInfo, requireScopes) lists no scope, nor do the builders and the Trigger.
  ScriptApp: {
    reference: `${REFERENCE}/script/script-app`,
    methods: {
      newTrigger: SCRIPT_APP,
      getProjectTriggers: SCRIPT_APP,
      getUserTriggers: SCRIPT_APP,
      deleteTrigger: SCRIPT_APP,
    },
  },
  TriggerBuilder: { reference: `${REFERENCE}/script/trigger-builder` },
  ClockTriggerBuilder: { reference: `${REFERENCE}/script/clock-trigger-builder` },
  Trigger: { reference: `${REFERENCE}/script/trigger` },
  AuthorizationInfo: { reference: `${REFERENCE}/script/authorization-info` },
  // getRemainingDailyQuota and every sendEmail list script.send_mail.
  MailApp: { reference: `${REFERENCE}/mail/mail-app`, everyMethod: [SCOPE.sendMail] },
};

/** The scopes `Kind.method` needs (empty when none); throws for a class the table does not declare. */
export function scopesOf(kind: string, method: string): ScopeRequirement {
  const entry = CLASS_SCOPES[kind];
  if (!entry) throw new Error(`fake: ${kind} declares no scopes in src/fakes/scopes.ts`);
  return entry.methods?.[method] ?? entry.everyMethod ?? [];
}

/**
 * Apps Script's refusal of a call the granted scopes do not cover, word for word: one scope
 * bare, several as `(a || b)`, then the pointer to the troubleshooting guide, e.g.
 * "Exception: You do not have permission to call SpreadsheetApp.getActiveSpreadsheet. Required
 * permissions: (https://www.googleapis.com/auth/spreadsheets.currentonly ||
 * https://www.googleapis.com/auth/spreadsheets). For more information, see
 * https://developers.google.com/apps-script/guides/support/troubleshooting#authorization-is"
 * (the text executions log today; older logs end after the scopes).
 */
export function permissionError(call: string, required: ScopeRequirement): Error {
  const scopes = required.length === 1 ? required[0] : `(${required.join(' || ')})`;
  const needs = required.length > 0 ? ` Required permissions: ${scopes}.` : '';
  return new Error(
    `Exception: You do not have permission to call ${call}.${needs} For more information, see https://developers.google.com/apps-script/guides/support/troubleshooting#authorization-is`,
  );
}
