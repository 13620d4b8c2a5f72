/**
 * The Apps Script services Gator uses, as one object. Server code takes a `Services`
 * instead of reaching for globals, so a test can hand it the in-memory fakes; the
 * production value reads each global only when it is first used (a bundle loaded
 * without, say, HtmlService still runs every function that does not need it).
 */
export interface Services {
  readonly SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly LockService: GoogleAppsScript.Lock.LockService;
  readonly PropertiesService: GoogleAppsScript.Properties.PropertiesService;
  readonly HtmlService: GoogleAppsScript.HTML.HtmlService;
  readonly Session: GoogleAppsScript.Base.Session;
  /** getUuid: the secure random source of sealed dice. */
  readonly Utilities: GoogleAppsScript.Utilities.Utilities;
  /** The deadline clock's trigger and what the user granted (clockTriggers.ts, consent.ts). */
  readonly ScriptApp: ClockScriptApp;
  /** The deadline clock's e-mails (mail.ts). */
  readonly MailApp: ClockMailApp;
  /** `Charts.ChartType`, for the Stats tab's charts (statsCharts.ts). */
  readonly Charts: StatsChartsService;
}

/** The part of the Charts service an embedded chart needs: its chart types. */
export interface StatsChartsService {
  readonly ChartType: typeof GoogleAppsScript.Charts.ChartType;
}

/** The part of MailApp the clock uses. */
export interface ClockMailApp {
  getRemainingDailyQuota(): number;
  sendEmail(recipient: string, subject: string, body: string): void;
}

/** The part of a Trigger the clock uses. */
export interface ClockTrigger {
  getHandlerFunction(): string;
  getUniqueId(): string;
}

/**
 * The part of ScriptApp the clock uses, as Google documents it: `getAuthorizationInfo` with the
 * list of scopes to ask about, which Google's type declarations leave out
 * (https://developers.google.com/apps-script/reference/script/script-app#getAuthorizationInfo(AuthMode,String)).
 */
export interface ClockScriptApp {
  readonly AuthMode: { readonly FULL: unknown };
  readonly AuthorizationStatus: { readonly REQUIRED: unknown };
  newTrigger(functionName: string): { timeBased(): { everyMinutes(n: number): { create(): ClockTrigger } } };
  getProjectTriggers(): ClockTrigger[];
  deleteTrigger(trigger: ClockTrigger): void;
  getAuthorizationInfo(authMode: never, scopes: string[]): { getAuthorizationStatus(): unknown };
}

/** The real globals of the Apps Script runtime (or whatever a test put in the bundle's context). */
export const appsScript: Services = {
  get SpreadsheetApp() {
    return SpreadsheetApp;
  },
  get LockService() {
    return LockService;
  },
  get PropertiesService() {
    return PropertiesService;
  },
  get HtmlService() {
    return HtmlService;
  },
  get Session() {
    return Session;
  },
  get Utilities() {
    return Utilities;
  },
  get ScriptApp() {
    return ScriptApp;
  },
  get MailApp() {
    return MailApp;
  },
  get Charts() {
    return Charts;
  },
};
