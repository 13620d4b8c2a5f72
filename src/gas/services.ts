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
};
