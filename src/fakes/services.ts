/**
 * In-memory Apps Script services for tests, the bench and the playground (issue 4,
 * "Testing the real thing offline"). `createFakeServices()` gives the globals a bundle
 * expects (SpreadsheetApp, LockService, PropertiesService, HtmlService, Session), each a
 * counting view of raw fakes, plus the raw objects for inspection.
 *
 * @example
 *   const fake = createFakeServices({ html: { Sidebar: '<p>hi</p>' } });
 *   const gas = loadBundle(fake.globals());
 *   gas.onOpen({ authMode: 'NONE' });
 *   fake.log.calls['Ui.createMenu']; // 1
 */
import { CallLog, counted, FakeObject } from './calls';
import type { FakeAuthMode, FakeEnv } from './env';
import { requireAuthorization } from './env';
import { FakeHtmlService } from './html';
import { FakeLockService, FakePropertiesService, FakeSession } from './scriptServices';
import { FakeSpreadsheet } from './spreadsheet';
import { FakeUi } from './ui';
import { DATA_VALIDATION_CRITERIA, FakeConditionalFormatRuleBuilder, FakeDataValidationBuilder } from './validation';

export class FakeSpreadsheetApp extends FakeObject {
  readonly kind = 'SpreadsheetApp';
  readonly ProtectionType = { RANGE: 'RANGE', SHEET: 'SHEET' } as const;
  readonly DataValidationCriteria = DATA_VALIDATION_CRITERIA;
  constructor(
    private readonly env: FakeEnv,
    private readonly book: FakeSpreadsheet,
    private readonly ui: FakeUi,
  ) {
    super();
  }
  getActiveSpreadsheet(): FakeSpreadsheet {
    requireAuthorization(this.env, 'SpreadsheetApp.getActiveSpreadsheet');
    return this.book;
  }
  getActive(): FakeSpreadsheet {
    requireAuthorization(this.env, 'SpreadsheetApp.getActive');
    return this.book;
  }
  getActiveSheet(): ReturnType<FakeSpreadsheet['getActiveSheet']> {
    return this.getActiveSpreadsheet().getActiveSheet();
  }
  getUi(): FakeUi {
    return this.ui;
  }
  flush(): void {}
  newDataValidation(): FakeDataValidationBuilder {
    return new FakeDataValidationBuilder();
  }
  newConditionalFormatRule(): FakeConditionalFormatRuleBuilder {
    return new FakeConditionalFormatRuleBuilder();
  }
}

export interface FakeServicesOptions {
  /** The spreadsheet's owner; defaults to gm@example.com. */
  readonly owner?: string;
  /** Other editors of the spreadsheet. */
  readonly editors?: readonly string[];
  /** The user running the script; defaults to the owner. */
  readonly user?: string;
  readonly authMode?: FakeAuthMode;
  /** HTML files by name without `.html` (HtmlService.createHtmlOutputFromFile). */
  readonly html?: Readonly<Record<string, string>>;
  readonly spreadsheetName?: string;
}

export interface FakeServices {
  /** The globals, as counting views: what the code under test receives. */
  readonly SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly LockService: GoogleAppsScript.Lock.LockService;
  readonly PropertiesService: GoogleAppsScript.Properties.PropertiesService;
  readonly HtmlService: GoogleAppsScript.HTML.HtmlService;
  readonly Session: GoogleAppsScript.Base.Session;
  /** The five globals by name, for `loadBundle(fake.globals())`. */
  globals(): Record<string, unknown>;
  /** Counts of calls made through the globals. */
  readonly log: CallLog;
  readonly env: FakeEnv;
  /** Raw objects: inspecting them is not counted. */
  readonly book: FakeSpreadsheet;
  readonly ui: FakeUi;
  readonly lock: FakeLockService;
  readonly properties: FakePropertiesService;
  /** Switches the user at the keyboard (and the script's effective user, as for an add-on). */
  setUser(email: string): void;
}

/** A fresh set of fake services around one empty spreadsheet (a single `Sheet1`). */
export function createFakeServices(options: FakeServicesOptions = {}): FakeServices {
  const owner = options.owner ?? 'gm@example.com';
  const env: FakeEnv = {
    owner,
    activeUser: options.user ?? owner,
    effectiveUser: options.user ?? owner,
    authMode: options.authMode ?? 'FULL',
    lockHeldElsewhere: false,
  };
  const log = new CallLog();
  const book = new FakeSpreadsheet(env, 'fake-spreadsheet-id', options.spreadsheetName ?? 'Gator campaign', [...(options.editors ?? [])]);
  const ui = new FakeUi();
  const lock = new FakeLockService(env);
  const properties = new FakePropertiesService(env);
  const globals = {
    SpreadsheetApp: counted(new FakeSpreadsheetApp(env, book, ui), log),
    LockService: counted(lock, log),
    PropertiesService: counted(properties, log),
    HtmlService: counted(new FakeHtmlService(options.html ?? {}), log),
    Session: counted(new FakeSession(env), log),
  };
  return {
    ...(globals as unknown as Pick<FakeServices, 'SpreadsheetApp' | 'LockService' | 'PropertiesService' | 'HtmlService' | 'Session'>),
    globals: () => ({ ...globals }),
    log,
    env,
    book,
    ui,
    lock,
    properties,
    setUser(email: string) {
      env.activeUser = email;
      env.effectiveUser = email;
    },
  };
}
