/**
 * In-memory Apps Script services for tests, the bench and the playground: the real
 * bundle tested offline. `createFakeServices()` gives the globals a bundle
 * expects (SpreadsheetApp, LockService, PropertiesService, HtmlService, Session, Utilities, Charts), each a
 * counting view of raw fakes that refuses what the platform refuses (gate.ts: the granted
 * scopes, AuthMode.NONE, custom functions), plus the raw objects for inspection.
 *
 * @example
 *   const fake = createFakeServices({ html: { Sidebar: '<p>hi</p>' }, authMode: 'NONE' });
 *   const gas = loadBundle(fake.globals());
 *   gas.onOpen(fake.openEvent());
 *   fake.log.calls['Ui.createAddonMenu']; // 1
 */
import { CallLog, counted, FakeObject } from './calls';
import { FakeCharts } from './charts';
import type { DateSettings } from './dates';
import type { FakeAuthMode, FakeContext, FakeEnv } from './env';
import { identityVisible } from './env';
import { platformGate } from './gate';
import { FakeHtmlService } from './html';
import { MANIFEST_SCOPES } from './manifest';
import { FakeUser } from './protection';
import { FakeMailApp, type SentMail } from './mail';
import { FakeScriptApp } from './scriptApp';
import { FakeLockService, FakePropertiesService, FakeSession } from './scriptServices';
import { runDueTriggers, type TriggerRun } from './triggerRuns';
import { TriggerStore } from './triggers';
import { DEFAULT_DATE_SETTINGS, FakeSpreadsheet } from './spreadsheet';
import { FakeUi } from './ui';
import { FakeUtilities } from './utilities';
import { DATA_VALIDATION_CRITERIA, FakeConditionalFormatRuleBuilder, FakeDataValidationBuilder } from './validation';

class FakeSpreadsheetApp extends FakeObject {
  readonly kind = 'SpreadsheetApp';
  readonly ProtectionType = { RANGE: 'RANGE', SHEET: 'SHEET' } as const;
  readonly DataValidationCriteria = DATA_VALIDATION_CRITERIA;
  constructor(
    private readonly book: FakeSpreadsheet,
    private readonly ui: FakeUi,
  ) {
    super();
  }
  getActiveSpreadsheet(): FakeSpreadsheet {
    return this.book;
  }
  getActive(): FakeSpreadsheet {
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
  /** Other editors of the spreadsheet file (sharing.ts): only they and the owner edit any cell. */
  readonly editors?: readonly string[];
  /** "Anyone with the link can edit": every user edits the file without being among its editors. */
  readonly linkEditing?: boolean;
  /** The user running the script; defaults to the owner. */
  readonly user?: string;
  /** FULL by default; NONE for the onOpen of a freshly installed copy. */
  readonly authMode?: FakeAuthMode;
  /** The OAuth scopes granted: the manifest's (appsscript.json) by default. */
  readonly scopes?: readonly string[];
  /** `script` by default; `customFunction` for a custom function's execution. */
  readonly context?: FakeContext;
  /** HTML files by name without `.html` (HtmlService.createHtmlOutputFromFile). */
  readonly html?: Readonly<Record<string, string>>;
  readonly spreadsheetName?: string;
  /**
   * The spreadsheet's locale (`en_US` by default; `en_GB` reads 4/5 as 4 May, `de_DE` 4.5 as 4 May and 3,5 as 3.5:
   * locale.ts).
   */
  readonly locale?: string;
  /** The spreadsheet's time zone (`Etc/UTC` by default): typed dates are midnight there. */
  readonly timeZone?: string;
  /** Today, for dates typed without a year (the clock by default). */
  readonly today?: () => Date;
  /**
   * Whether the empty strings a formula's array spills count for `getLastRow` and
   * `getDataRange`: `counted` by default (the stricter case: on Google they commonly are), or
   * `ignored`. The suites that append rows run both ways.
   */
  readonly spilledBlanks?: 'counted' | 'ignored';
  /** The test clock's start (milliseconds since 1970): what `clock.now` reads until a test moves it. */
  readonly now?: number;
}

/** The globals of a loaded bundle, as far as formulas need them. */
interface BundleGlobals {
  readonly [name: string]: unknown;
}

export interface FakeServices {
  /** The globals, as counting views: what the code under test receives. */
  readonly SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly LockService: GoogleAppsScript.Lock.LockService;
  readonly PropertiesService: GoogleAppsScript.Properties.PropertiesService;
  readonly HtmlService: GoogleAppsScript.HTML.HtmlService;
  readonly Session: GoogleAppsScript.Base.Session;
  readonly Utilities: GoogleAppsScript.Utilities.Utilities;
  /** Typed as the fake: its `getAuthorizationInfo(authMode, scopes)` takes the list Google's types leave out. */
  readonly ScriptApp: FakeScriptApp;
  readonly MailApp: FakeMailApp;
  /** The Charts service, as far as an embedded chart needs it: `Charts.ChartType` (charts.ts). */
  readonly Charts: GoogleAppsScript.Charts.Charts;
  /** The globals by name, for `loadBundle(fake.globals())`. */
  globals(): Record<string, unknown>;
  /** Counts of calls made through the globals. */
  readonly log: CallLog;
  readonly env: FakeEnv;
  /** Raw objects: inspecting them is not counted. */
  readonly book: FakeSpreadsheet;
  readonly ui: FakeUi;
  readonly lock: FakeLockService;
  readonly properties: FakePropertiesService;
  /** Raw Utilities: queue UUIDs on `utilities.next` to know a sealed seed in advance. */
  readonly utilities: FakeUtilities;
  /** Raw MailApp: `mail.sent` holds every message sent. */
  readonly mail: FakeMailApp;
  readonly sentMail: readonly SentMail[];
  /** Every installable trigger, every user's (raw). */
  readonly triggers: TriggerStore;
  /** The test clock: the bundle's `Date` reads it when the test links them (test/server/clock.ts). */
  readonly clock: { now: number };
  /**
   * Moves the clock on by `ms` and runs each trigger that came due, earliest first (a recurring
   * one at each of its intervals, the clock set to each run's time), as Apps Script runs one: the bundle's handler function called as the trigger's owner, with that
   * user's granted scopes and no Ui. Returns the runs, each with the error it threw if any.
   */
  advanceClock(ms: number): TriggerRun[];
  /** Granular consent: the scopes `user` granted (the manifest's unless set), applied when the script runs as them. */
  grantScopes(user: string, scopes: readonly string[]): void;
  /** Switches the user at the keyboard (and the script's effective user, as for an add-on). */
  setUser(email: string): void;
  /** Runs `work` as Sheets runs a custom function (env.context `customFunction`), then restores the context. */
  asCustomFunction<T>(work: () => T): T;
  /**
   * Lets the spreadsheet's formulas call the custom functions of a loaded bundle (its
   * `__Gator.customFunctions` registry, the generated top-level functions), each run as Sheets
   * runs one; `dateConstructor` is the bundle realm's Date, so the Dates a function receives are
   * Dates there (`vm.runInContext('Date', context)`).
   */
  useBundle(globals: BundleGlobals, dateConstructor?: DateConstructor): void;
  /**
   * The event object of the open trigger (onOpen(e)): its authMode, the spreadsheet and the
   * user, whose address is '' unless the user runs the script with full authorization.
   * https://developers.google.com/apps-script/guides/triggers/events#open
   */
  openEvent(): {
    readonly authMode: FakeAuthMode;
    readonly source: FakeSpreadsheet;
    readonly triggerUid: string;
    readonly user: FakeUser;
  };
}

/** A fresh set of fake services around one empty spreadsheet (a single `Sheet1`). */
export function createFakeServices(options: FakeServicesOptions = {}): FakeServices {
  const owner = options.owner ?? 'gm@example.com';
  const env: FakeEnv = {
    owner,
    activeUser: options.user ?? owner,
    effectiveUser: options.user ?? owner,
    authMode: options.authMode ?? 'FULL',
    scopes: [...(options.scopes ?? MANIFEST_SCOPES)],
    context: options.context ?? 'script',
    lockHeldElsewhere: false,
  };
  const log = new CallLog();
  const gate = platformGate(env);
  const dates: DateSettings = {
    locale: options.locale ?? DEFAULT_DATE_SETTINGS.locale,
    timeZone: options.timeZone ?? DEFAULT_DATE_SETTINGS.timeZone,
    today: options.today ?? DEFAULT_DATE_SETTINGS.today,
  };
  const book = new FakeSpreadsheet(
    env,
    'fake-spreadsheet-id',
    options.spreadsheetName ?? 'Gator campaign',
    [...(options.editors ?? [])],
    dates,
  );
  book.sharing.linkEditing = options.linkEditing ?? false;
  if (options.spilledBlanks === 'ignored') book.countSpilledBlanks(false);
  const ui = new FakeUi();
  const lock = new FakeLockService(env);
  const properties = new FakePropertiesService(env);
  const utilities = new FakeUtilities();
  const clock = { now: options.now ?? Date.now() };
  const triggers = new TriggerStore(clock);
  const mail = new FakeMailApp(env);
  const granted = new Map<string, readonly string[]>();
  const defaultScopes = [...env.scopes];
  const declared = options.scopes ?? MANIFEST_SCOPES;
  let bundleGlobals: BundleGlobals | undefined;
  const globals = {
    SpreadsheetApp: counted(new FakeSpreadsheetApp(book, ui), log, gate),
    LockService: counted(lock, log, gate),
    PropertiesService: counted(properties, log, gate),
    HtmlService: counted(new FakeHtmlService(options.html ?? {}), log, gate),
    Session: counted(new FakeSession(env), log, gate),
    Utilities: counted(utilities, log, gate),
    ScriptApp: counted(new FakeScriptApp(env, triggers, declared), log, gate),
    MailApp: counted(mail, log, gate),
    Charts: counted(new FakeCharts(), log, gate),
  };
  const setUser = (email: string) => {
    env.activeUser = email;
    env.effectiveUser = email;
    env.scopes = [...(granted.get(email) ?? defaultScopes)];
  };
  const asCustomFunction = <T>(work: () => T): T => {
    const was = env.context;
    env.context = 'customFunction';
    try {
      return work();
    } finally {
      env.context = was;
    }
  };
  return {
    ...(globals as unknown as Pick<
      FakeServices,
      | 'SpreadsheetApp'
      | 'LockService'
      | 'PropertiesService'
      | 'HtmlService'
      | 'Session'
      | 'Utilities'
      | 'ScriptApp'
      | 'MailApp'
      | 'Charts'
    >),
    globals: () => ({ ...globals }),
    log,
    env,
    book,
    ui,
    lock,
    properties,
    utilities,
    mail,
    sentMail: mail.sent,
    triggers,
    clock,
    advanceClock(ms: number) {
      return runDueTriggers(triggers, env, bundleGlobals, (user) => granted.get(user) ?? defaultScopes, clock.now + ms);
    },
    grantScopes(user: string, scopes: readonly string[]) {
      granted.set(user, [...scopes]);
      if (env.effectiveUser === user) env.scopes = [...scopes];
    },
    setUser,
    asCustomFunction,
    useBundle(bundle: BundleGlobals, dateConstructor?: DateConstructor) {
      bundleGlobals = bundle;
      const registry =
        (bundle.__Gator as { customFunctions?: Record<string, unknown> } | undefined)?.customFunctions ?? {};
      // Sheets matches a function's name in any case (`=gator(…)`).
      const byName = new Map(Object.keys(registry).map((n) => [n.toUpperCase(), bundle[n]] as const));
      book.useCustomFunctions(
        (name) => {
          const top = byName.get(name);
          return typeof top === 'function'
            ? (...args: unknown[]) => asCustomFunction(() => (top as (...a: unknown[]) => unknown)(...args))
            : undefined;
        },
        dateConstructor && ((ms) => new dateConstructor(ms)),
      );
    },
    openEvent() {
      const user = new FakeUser(identityVisible(env) ? env.activeUser : '');
      return {
        authMode: env.authMode,
        source: counted(book, log, gate),
        triggerUid: '',
        user: counted(user, log, gate),
      };
    },
  };
}
