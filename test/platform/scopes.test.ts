// The manifest grants every call the code makes. Every call a user can
// make — the open trigger of a freshly installed copy, every menu item, every sidebar and
// dialog endpoint, every custom function in a cell — runs through the built bundle on the
// fakes, granted the scopes of the built manifest (dist/appsscript.json), on the demo battle.
// None may be refused. Then each scope is taken out of the grant in turn: some call must
// fail with Apps Script's own permission error naming it, so a scope the code needs can
// never be dropped, and the table below says which call needs which scope.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENDPOINTS } from '../../src/entry/endpoints';
import { columnNumber, SCOPE } from '../../src/fakes';
import { CUSTOM_FUNCTIONS } from '../../src/functions/registry';
import { MENU_ITEMS } from '../../src/server/menu';
import { fixture } from '../rules/data/fixtures';
import { blank, BUILT_SCOPES, campaign, recordRows, setRule, writes, type Campaign } from '../server/harness';
import { DIST } from '../support/bundle';
import { webCampaign } from '../server/discord/web';

const HTML = Object.fromEntries(
  ['Sidebar', 'MapView', 'ImportDialog'].map((p) => [p, readFileSync(join(DIST, `${p}.html`), 'utf8')]),
);
const GM = 'gm@example.com';
const PLAYER = 'player@example.com';

/** One thing a user does: the spreadsheet it starts from, the call, and what the user must see. */
interface UserCall {
  /** The bundle's top-level function it runs. */
  readonly fn: string;
  readonly what: string;
  /**
   * The spreadsheet before the call, built with every scope of the manifest. By default the
   * demo battle, shared by the calls that change nothing in it (each is checked to write nothing).
   */
  readonly before?: () => Campaign;
  /** Makes the call; throws when it did not do what the user asked. */
  readonly run: (c: Campaign) => void;
}

function demo(options: Parameters<typeof campaign>[0] = {}): Campaign {
  return campaign({ html: HTML, ...options });
}

let shared: Campaign | undefined;
/** The demo battle the calls that only read (and every custom function) run on. */
function sharedDemo(): Campaign {
  shared = shared ?? demo();
  return shared;
}

function expectThat(condition: boolean, what: string): void {
  if (!condition) throw new Error(`expected ${what}`);
}

function lastAlert(c: Campaign): { title: string; prompt: string } {
  const a = c.fake.ui.alerts[c.fake.ui.alerts.length - 1];
  if (!a) throw new Error('expected an alert');
  return a;
}

/** The demo battle with Orders due set: what the deadline clock needs to start. */
function withDeadline(): Campaign {
  const c = demo();
  setRule(c.fake, 'Orders due', '2030-12-03 20:00');
  return c;
}

/** The demo battle with the deadline clock started by the GM, its deadline passed, At the deadline Resolve. */
function clockStarted(): Campaign {
  const c = withDeadline();
  setRule(c.fake, 'At the deadline', 'Resolve');
  c.gas.startDeadlineClock();
  setRule(c.fake, 'Orders due', '2020-12-03 20:00');
  return c;
}

/**
 * Throws when the clock answered without doing all it was asked: a refusal, or an answer saying
 * what it cannot do until a scope is granted (Gator checks a scope before using it, granular consent).
 */
function clockDid(answer: { ok: boolean; message?: string; problems?: { message: string }[] }): void {
  if (!answer.ok) throw new Error((answer.problems ?? []).map((p) => p.message).join(' '));
  if (answer.message?.includes("in Google's consent screen")) throw new Error(answer.message);
}

/** The deadline clock's calls: its menu items, its sidebar endpoints, and its trigger run. */
const CLOCK_CALLS: readonly UserCall[] = [
  {
    fn: 'startDeadlineClock',
    what: 'the sidebar starts the deadline clock',
    before: withDeadline,
    run: (c) => clockDid(c.gas.startDeadlineClock()),
  },
  {
    fn: 'menuStartClock',
    what: 'Start the deadline clock from the menu',
    before: withDeadline,
    run: (c) => {
      c.gas.menuStartClock();
      const a = lastAlert(c);
      clockDid(
        a.title === 'Gator: deadline clock'
          ? { ok: true, message: a.prompt }
          : { ok: false, problems: [{ message: a.prompt }] },
      );
    },
  },
  {
    fn: 'pauseDeadlineClock',
    what: 'the sidebar pauses the deadline clock',
    before: clockStarted,
    run: (c) => clockDid(c.gas.pauseDeadlineClock()),
  },
  {
    fn: 'menuPauseClock',
    what: 'Pause the deadline clock from the menu',
    before: clockStarted,
    run: (c) => {
      c.gas.menuPauseClock();
      expectThat(lastAlert(c).title === 'Gator: deadline clock', 'the clock paused');
    },
  },
  {
    fn: 'stopDeadlineClock',
    what: 'the sidebar stops the deadline clock',
    before: clockStarted,
    run: (c) => clockDid(c.gas.stopDeadlineClock()),
  },
  {
    fn: 'menuStopClock',
    what: 'Stop the deadline clock from the menu',
    before: clockStarted,
    run: (c) => {
      c.gas.menuStopClock();
      expectThat(lastAlert(c).title === 'Gator: deadline clock', 'the clock stopped');
    },
  },
  {
    fn: 'getDeadlineClock',
    what: 'the sidebar asks what the deadline clock did',
    before: clockStarted,
    run: (c) => expectThat(c.gas.getDeadlineClock().state === 'on', 'the clock on'),
  },
  {
    fn: 'deadlineClock',
    what: "the clock's trigger run at a passed deadline resolves the round and e-mails the GM",
    before: clockStarted,
    run: (c) => {
      const was = c.fake.env.context;
      c.fake.env.context = 'trigger';
      try {
        c.gas.deadlineClock({ triggerUid: '' });
      } finally {
        c.fake.env.context = was;
      }
      const rows = recordRows(c.fake).filter((r) => r[2] === 'Deadline clock');
      const last = rows[rows.length - 1] ?? [];
      clockDid({
        ok: /^Resolved round 1/.test(String(last[8])),
        message: String(last[9]),
        problems: [{ message: String(last[9]) }],
      });
    },
  },
];

const MENU_AND_SIDEBAR: readonly UserCall[] = [
  {
    fn: 'onOpen',
    what: 'the open trigger of a freshly installed copy (AuthMode.NONE) builds the menu',
    before: () => blank({ html: HTML, authMode: 'NONE' }),
    run: (c) => {
      c.gas.onOpen(c.fake.openEvent());
      expectThat(c.fake.ui.menuItems().includes('Set up campaign → setupCampaign'), 'the Gator menu');
    },
  },
  {
    fn: 'onInstall',
    what: 'installing adds the menu at once (AuthMode.NONE)',
    before: () => blank({ html: HTML, authMode: 'NONE' }),
    run: (c) => {
      c.gas.onInstall(c.fake.openEvent());
      expectThat(c.fake.ui.menus.length === 1, 'one menu');
    },
  },
  {
    fn: 'setupCampaign',
    what: 'Set up campaign on a new spreadsheet, answering Yes to the demo battle',
    before: () => blank({ html: HTML }),
    run: (c) => {
      c.fake.ui.answers.push('YES');
      c.gas.setupCampaign();
      expectThat(/\bLoaded Griffin/.test(lastAlert(c).prompt), 'the demo battle loaded');
    },
  },
  {
    fn: 'loadDemoBattle',
    what: 'Load demo battle on a campaign set up without it',
    before: () => demo({ demo: false }),
    run: (c) => {
      c.gas.loadDemoBattle();
      expectThat(/^Loaded /.test(lastAlert(c).prompt), 'the demo battle loaded');
    },
  },
  {
    fn: 'openImportDialog',
    what: 'Import mechs (.mtf)… opens the import dialog',
    run: (c) => {
      c.gas.openImportDialog();
      expectThat(c.fake.ui.dialogs[0]?.title === 'Gator: import mechs', 'the import dialog');
    },
  },
  {
    fn: 'openSidebar',
    what: 'Open combat sidebar',
    run: (c) => {
      c.gas.openSidebar();
      expectThat(c.fake.ui.sidebars.length === 1, 'the sidebar');
    },
  },
  {
    fn: 'openMapView',
    what: 'Show battle map opens the map dialog',
    run: (c) => {
      c.gas.openMapView();
      expectThat(c.fake.ui.dialogs[0]?.title === 'Gator: battle map', 'the map dialog');
    },
  },
  {
    fn: 'menuResolveRound',
    what: 'Resolve round from the menu, confirmed',
    before: demo,
    run: (c) => {
      c.gas.menuResolveRound();
      expectThat(lastAlert(c).title === 'Gator: round 1 resolved', 'round 1 resolved');
    },
  },
  {
    fn: 'menuUndoLastRound',
    what: 'Undo last round or import from the menu, after a round',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      return c;
    },
    run: (c) => {
      c.gas.menuUndoLastRound();
      expectThat(/^Round 1 undone/.test(lastAlert(c).prompt), 'round 1 undone');
    },
  },
  {
    fn: 'protectCampaign',
    what: 'Protect the campaign, confirmed',
    before: demo,
    run: (c) => {
      c.fake.ui.answers.push('YES');
      c.gas.protectCampaign();
      expectThat(/^Protected for you: Mechs/.test(lastAlert(c).prompt), 'the campaign protected');
    },
  },
  {
    fn: 'approveSkillSteps',
    what: 'Approve skill steps grants a step a player asked for (R-16.4)',
    before: () => {
      const c = demo();
      const pilots = c.fake.book.sheet('Pilots');
      pilots.getRange('H2').setValue(9);
      pilots.getRange('P2').setValue('Gunnery');
      return c;
    },
    run: (c) => {
      c.gas.approveSkillSteps();
      expectThat(/Sir Percival: Gunnery 3 → 2/.test(lastAlert(c).prompt), 'the step granted');
    },
  },
  {
    fn: 'menuRepairList',
    what: 'Repair list writes the Repairs tab from the damaged mechs (R-16.6)',
    before: () => {
      const c = demo();
      c.fake.book.sheet('Equipment').getRange('D2').setValue('Destroyed');
      return c;
    },
    run: (c) => {
      c.gas.menuRepairList();
      expectThat(/The Repairs tab lists 1 repair/.test(lastAlert(c).prompt), 'the list written');
    },
  },
  {
    fn: 'protectRecords',
    what: 'Protect records, the old name of Protect the campaign, confirmed',
    before: demo,
    run: (c) => {
      c.fake.ui.answers.push('YES');
      c.gas.protectRecords();
      expectThat(/^Protected for you: Mechs/.test(lastAlert(c).prompt), 'the campaign protected');
    },
  },
  {
    fn: 'showHelp',
    what: 'Help',
    run: (c) => {
      c.gas.showHelp();
      expectThat(lastAlert(c).title === 'Gator help', 'the help');
    },
  },
  {
    fn: 'getRoundStatus',
    what: 'the sidebar asks for the round status, with the user',
    run: (c) => {
      const s = c.gas.getRoundStatus();
      expectThat(s.ok === true && s.round === 1 && s.user === GM, 'round 1 for the GM');
    },
  },
  {
    fn: 'getSidebarState',
    what: 'the sidebar asks for its whole state',
    run: (c) => {
      const s = c.gas.getSidebarState();
      expectThat(s.ok === true && s.status.user === GM && s.attacks.length > 0, 'the state with the attack preview');
    },
  },
  {
    fn: 'addNeededRolls',
    what: 'the sidebar writes the rolls a typed-rolls-only round waits for into the Rolls tab',
    before: demo,
    run: (c) => {
      const r = c.gas.addNeededRolls(['Griffin: piloting check']);
      expectThat(r.ok === true && r.added === 1, 'one roll added to the Rolls tab');
    },
  },
  {
    fn: 'getTargetAdvice',
    what: "the advisor ranks the Griffin's targets",
    run: (c) => {
      expectThat(c.gas.getTargetAdvice('Griffin').ok === true, 'advice');
    },
  },
  {
    fn: 'selectCell',
    what: "a problem's cell is selected",
    run: (c) => {
      expectThat(
        c.gas.selectCell('Mechs!B2') === true && c.fake.book.getActiveSheet().getName() === 'Mechs',
        'Mechs!B2 selected',
      );
    },
  },
  {
    fn: 'resolveRound',
    what: 'the GM resolves round 1 from the sidebar',
    before: demo,
    run: (c) => {
      expectThat(c.gas.resolveRound(1).ok === true, 'round 1 resolved');
    },
  },
  {
    fn: 'resolveRound',
    what: 'a player resolving protected records is refused, by name',
    before: () => {
      const c = demo({ editors: [PLAYER] });
      c.fake.ui.answers.push('YES');
      c.gas.protectRecords();
      c.fake.setUser(PLAYER);
      return c;
    },
    run: (c) => {
      const r = c.gas.resolveRound(1);
      expectThat(
        r.ok === false && r.problems[0].code === 'gator/protected' && r.problems[0].message.includes(PLAYER),
        'the refusal naming the player',
      );
    },
  },
  {
    fn: 'undoLast',
    what: 'the sidebar undoes round 1',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      return c;
    },
    run: (c) => {
      expectThat(c.gas.undoLast({ kind: 'round', expected: 1 }).ok === true, 'round 1 undone');
    },
  },
  {
    fn: 'getUndoPreview',
    what: "the sidebar's Undo confirmation asks what Undo would overwrite (a cell edited since the round)",
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      c.fake.book
        .sheet('Mechs')
        .getRange('P2')
        .setValues([['Walk']]);
      return c;
    },
    run: (c) => {
      const p = c.gas.getUndoPreview();
      expectThat(p.ok === true && p.edited.length === 1 && p.edited[0].cell === 'Mechs!P2', 'Mechs!P2 named');
    },
  },
  {
    fn: 'startNewBattle',
    what: 'the sidebar starts a new battle after round 1, repairing and healing',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      return c;
    },
    run: (c) => {
      const r = c.gas.startNewBattle({ name: '', repair: true, heal: true });
      expectThat(r.ok === true && r.battle === 'Battle 2' && r.archive === 'Log — battle 1', 'Battle 2 started');
    },
  },
  {
    fn: 'menuStartNewBattle',
    what: 'Start a new battle… from the menu: a name, repair Yes, heal No, confirmed',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      return c;
    },
    run: (c) => {
      c.fake.ui.promptAnswers.push({ text: 'Ambush at Fort Hope' });
      c.fake.ui.answers.push('YES', 'NO', 'YES');
      c.gas.menuStartNewBattle();
      expectThat(/^Ambush at Fort Hope started/.test(lastAlert(c).prompt), 'the battle started');
    },
  },
  {
    fn: 'undoLast',
    what: 'the sidebar undoes the start of Battle 2',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      c.gas.startNewBattle({ name: '', repair: false, heal: false });
      return c;
    },
    run: (c) => {
      expectThat(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok === true, 'the start of Battle 2 undone');
    },
  },
  {
    fn: 'getAfterActionReport',
    what: 'the sidebar asks for the after-action report after round 1',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      return c;
    },
    run: (c) => {
      expectThat(c.gas.getAfterActionReport('current').ok === true, 'the report');
    },
  },
  {
    fn: 'menuAfterActionReport',
    what: 'After-action report from the menu opens its dialog',
    before: () => {
      const c = demo();
      c.gas.resolveRound(1);
      return c;
    },
    run: (c) => {
      c.gas.menuAfterActionReport();
      expectThat(c.fake.ui.dialogs.length === 1, 'the dialog');
    },
  },
  {
    fn: 'openAfterActionReport',
    what: 'the sidebar opens the after-action report dialog',
    run: (c) => {
      c.gas.openAfterActionReport();
      expectThat(c.fake.ui.dialogs.length === 1, 'the dialog');
    },
  },
  {
    fn: 'getMapView',
    what: 'the map dialog asks for the map',
    run: (c) => {
      expectThat(c.gas.getMapView(null).ok === true, 'the map');
    },
  },
  {
    fn: 'getMechLibrary',
    what: 'the import dialog lists the library',
    run: (c) => {
      expectThat(c.gas.getMechLibrary().units.length > 0, 'the library');
    },
  },
  {
    fn: 'importMechs',
    what: 'the import dialog imports a pasted .mtf',
    before: demo,
    run: (c) => {
      expectThat(c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false).ok === true, 'the Griffin imported');
    },
  },
  {
    fn: 'insertLibraryMech',
    what: 'the import dialog inserts a mech of the library',
    before: demo,
    run: (c) => {
      expectThat(c.gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok === true, 'the Atlas inserted');
    },
  },
  {
    fn: 'undoLast',
    what: 'the import dialog undoes its import',
    before: () => {
      const c = demo();
      c.gas.insertLibraryMech('Atlas AS7-D', '', '', '');
      return c;
    },
    run: (c) => {
      expectThat(c.gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' }).ok === true, 'the import undone');
    },
  },
  {
    fn: 'postRoundToDiscord',
    what: 'the sidebar posts round 1 to the Discord webhook',
    before: discordReady,
    run: (c) => delivered(c.gas.postRoundToDiscord()),
  },
  {
    fn: 'menuPostToDiscord',
    what: 'Post the round to Discord from the menu',
    before: discordReady,
    run: (c) => {
      c.gas.menuPostToDiscord();
      const text = lastAlert(c).prompt;
      delivered({ complete: /^Round 1 posted to Discord/.test(text), text });
    },
  },
  ...CLOCK_CALLS,
];

/** The demo's round 1 resolved, a Discord webhook on the Rules tab, its bundle able to reach the scripted Discord. */
function discordReady(): Campaign {
  const c = webCampaign();
  expectThat(c.gas.resolveRound(1).ok === true, 'round 1 resolved');
  return c;
}

/**
 * Post to Discord never throws (a round resolved by the clock must stand): it checks the scope first and says it.
 * Here a post refused for a scope is turned back into Apps Script's own refusal, so the table below can name it.
 */
function delivered(r: { complete?: boolean; text?: string }): void {
  if (r.complete === true) return;
  const text = r.text ?? '';
  if (text.includes(SCOPE.externalRequest))
    throw new Error(
      `Exception: You do not have permission to call UrlFetchApp.fetch. Required permissions: ${SCOPE.externalRequest}. For more information, see https://developers.google.com/apps-script/guides/support/troubleshooting#authorization-is`,
    );
  throw new Error(`expected the round posted, got: ${text}`);
}

/** Splits `a, "b, c", F(d, e)` at its top-level commas. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (!quoted && depth === 0 && ch === ',') {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}

/** The values of `Tab!A1:G` (to the sheet's last row) or `Tab!A1:Q18`, as Sheets hands a range to a custom function. */
function rangeValues(c: Campaign, ref: string): unknown[][] {
  const [tab, a1] = ref.split('!');
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d*)$/.exec(a1);
  if (!m) throw new Error(`not a range: ${ref}`);
  const sheet = c.fake.book.sheet(tab);
  const col = columnNumber(m[1]);
  const row = Number(m[2]);
  const lastCol = Math.min(columnNumber(m[3]), sheet.getMaxColumns());
  const lastRow = m[4] ? Number(m[4]) : sheet.getMaxRows();
  return sheet.getRange(row, col, lastRow - row + 1, lastCol - col + 1).getValues();
}

/** A parameter's documented example as a formula would pass it: `"Run"`, `8`, `TMM(8, "Run")`, `Attacks!A1:G`. */
function argument(c: Campaign, example: string): unknown {
  const text = example.split(' or ')[0].trim();
  if (/^".*"$/.test(text)) return text.slice(1, -1);
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text.includes('!')) return rangeValues(c, text);
  const call = /^([A-Z]+)\((.*)\)$/.exec(text);
  if (call) return c.gas[call[1]](...splitArgs(call[2]).map((a) => argument(c, a)));
  throw new Error(`cannot read the example ${example}`);
}

/** Every custom function, typed into a cell of the demo battle with its documented examples. */
const CUSTOM_FUNCTION_CALLS: readonly UserCall[] = CUSTOM_FUNCTIONS.map((f) => ({
  fn: f.name,
  what: `=${f.name}(${f.params.map((p) => p.example.split(' or ')[0]).join(', ')}) in a cell (custom-function context)`,
  run: (c: Campaign) => {
    const args = f.params.map((p) => argument(c, p.example));
    const before = c.fake.log.total;
    const value = c.fake.asCustomFunction(() => c.gas[f.name](...args));
    expectThat(value !== undefined && value !== null && value !== '', `${f.name} to answer`);
    // Sheets hands a custom function its arguments; Gator's call no service at all there, so
    // nothing they do waits on LockService (usable in a cell, but useless) or needs authorization.
    expectThat(c.fake.log.total === before, `${f.name} to call no Apps Script service`);
  },
}));

const CALLS = [...MENU_AND_SIDEBAR, ...CUSTOM_FUNCTION_CALLS];

/** Runs one call on its spreadsheet, granted `scopes` for the call itself; the error it threw, if any. */
function attempt(call: UserCall, scopes: readonly string[]): Error | undefined {
  const c = call.before ? call.before() : sharedDemo();
  c.fake.log.reset();
  for (const list of [c.fake.ui.alerts, c.fake.ui.sidebars, c.fake.ui.dialogs, c.fake.ui.menus]) list.length = 0;
  c.fake.env.scopes = scopes;
  try {
    call.run(c);
    if (!call.before && writes(c.fake) > 0)
      throw new Error(`${call.fn} changed the shared demo battle: give it its own spreadsheet`);
    return undefined;
  } catch (err) {
    return err as Error;
  } finally {
    c.fake.env.scopes = BUILT_SCOPES;
  }
}

const PERMISSION =
  /^Exception: You do not have permission to call (\S+)\. Required permissions: (.+)\. For more information, see https:\/\/developers\.google\.com\/apps-script\/guides\/support\/troubleshooting#authorization-is$/;

/** Gator's own words for a scope it checked before using it (granular consent): `tick "Send email as you" (https://…)`. */
const GATOR_ASKS = /tick "[^"]+" \((https:\/\/www\.googleapis\.com\/auth\/[^)]+)\) in Google's consent screen/;

/**
 * The scopes `scope` stands for in Apps Script's error: the list after "Required permissions:"; or the one Gator
 * asks to be granted when it checks a scope before using it.
 */
function scopesNamed(err: Error | undefined): string[] {
  const m = err ? PERMISSION.exec(err.message) : null;
  if (m) return m[2].replace(/^\(|\)$/g, '').split(' || ');
  const asked = err ? GATOR_ASKS.exec(err.message) : null;
  return asked ? [asked[1]] : [];
}

const short = (scope: string) => scope.replace('https://www.googleapis.com/auth/', '');

describe('the manifest grants every call Gator makes', () => {
  it('the tour covers every endpoint, every menu item and every custom function of the registries', () => {
    const toured = new Set(CALLS.map((c) => c.fn));
    expect(ENDPOINTS.map((e) => e.name).filter((n) => !toured.has(n))).toEqual([]);
    expect(MENU_ITEMS.flatMap((i) => (i ? [i[1]] : [])).filter((n) => !toured.has(n))).toEqual([]);
    expect(CUSTOM_FUNCTIONS.map((f) => f.name).filter((n) => !toured.has(n))).toEqual([]);
  });

  it("the built manifest asks for exactly the Sheets scope of this spreadsheet, the container UI, the user's address, the web (Post to Discord), triggers and e-mail (the deadline clock)", () => {
    expect(BUILT_SCOPES).toEqual([
      SCOPE.spreadsheetsCurrentOnly,
      SCOPE.containerUi,
      SCOPE.userinfoEmail,
      SCOPE.externalRequest,
      SCOPE.scriptApp,
      SCOPE.sendMail,
    ]);
  });

  it.each(CALLS.map((c) => [`${c.fn}: ${c.what}`, c] as const))("%s — works under the manifest's scopes", (_, call) => {
    const err = attempt(call, BUILT_SCOPES);
    if (err) throw err;
  });
});

describe("removing a scope from the manifest breaks a call, with Apps Script's own error", () => {
  const refused = new Map<string, string[]>();
  /** The calls refused with the error naming `scope` when the manifest grants every scope but it. */
  function refusedWithout(scope: string): string[] {
    const known = refused.get(scope);
    if (known) return known;
    const rest = BUILT_SCOPES.filter((s) => s !== scope);
    const names = CALLS.filter((call) => scopesNamed(attempt(call, rest)).includes(scope)).map(
      (c) => `${c.fn}: ${c.what}`,
    );
    refused.set(scope, names);
    return names;
  }

  it.each(BUILT_SCOPES.map((s) => [short(s), s]))(
    'without %s some call is refused with the error naming it',
    (_, scope) => {
      expect(refusedWithout(scope)).not.toEqual([]);
    },
    120000,
  );

  it('which call needs which scope', () => {
    const needs: Record<string, string[]> = {};
    for (const call of CALLS) needs[`${call.fn}: ${call.what}`] = [];
    for (const scope of BUILT_SCOPES) for (const name of refusedWithout(scope)) needs[name].push(short(scope));
    const SHEET = 'spreadsheets.currentonly';
    const UI = 'script.container.ui';
    const EMAIL = 'userinfo.email';
    const WEB = 'script.external_request';
    const TRIGGERS = 'script.scriptapp';
    const MAIL = 'script.send_mail';
    const expected: Record<string, string[]> = {
      'onOpen: the open trigger of a freshly installed copy (AuthMode.NONE) builds the menu': [],
      'onInstall: installing adds the menu at once (AuthMode.NONE)': [],
      'setupCampaign: Set up campaign on a new spreadsheet, answering Yes to the demo battle': [SHEET],
      'loadDemoBattle: Load demo battle on a campaign set up without it': [SHEET],
      'openImportDialog: Import mechs (.mtf)… opens the import dialog': [UI],
      'openSidebar: Open combat sidebar': [UI],
      'openMapView: Show battle map opens the map dialog': [UI],
      'menuResolveRound: Resolve round from the menu, confirmed': [SHEET],
      'menuUndoLastRound: Undo last round or import from the menu, after a round': [SHEET],
      'protectCampaign: Protect the campaign, confirmed': [SHEET, EMAIL],
      'approveSkillSteps: Approve skill steps grants a step a player asked for (R-16.4)': [SHEET],
      'menuRepairList: Repair list writes the Repairs tab from the damaged mechs (R-16.6)': [SHEET],
      'protectRecords: Protect records, the old name of Protect the campaign, confirmed': [SHEET, EMAIL],
      'showHelp: Help': [],
      'getRoundStatus: the sidebar asks for the round status, with the user': [SHEET, EMAIL],
      'getSidebarState: the sidebar asks for its whole state': [SHEET, EMAIL],
      'addNeededRolls: the sidebar writes the rolls a typed-rolls-only round waits for into the Rolls tab': [SHEET],
      "getTargetAdvice: the advisor ranks the Griffin's targets": [SHEET],
      "selectCell: a problem's cell is selected": [SHEET],
      'resolveRound: the GM resolves round 1 from the sidebar': [SHEET],
      'resolveRound: a player resolving protected records is refused, by name': [SHEET, EMAIL],
      'undoLast: the sidebar undoes round 1': [SHEET],
      "getUndoPreview: the sidebar's Undo confirmation asks what Undo would overwrite (a cell edited since the round)":
        [SHEET],
      'startNewBattle: the sidebar starts a new battle after round 1, repairing and healing': [SHEET],
      'menuStartNewBattle: Start a new battle… from the menu: a name, repair Yes, heal No, confirmed': [SHEET],
      'undoLast: the sidebar undoes the start of Battle 2': [SHEET],
      'getAfterActionReport: the sidebar asks for the after-action report after round 1': [SHEET],
      'menuAfterActionReport: After-action report from the menu opens its dialog': [SHEET, UI],
      'openAfterActionReport: the sidebar opens the after-action report dialog': [SHEET, UI],
      'getMapView: the map dialog asks for the map': [SHEET],
      'getMechLibrary: the import dialog lists the library': [],
      'importMechs: the import dialog imports a pasted .mtf': [SHEET],
      'insertLibraryMech: the import dialog inserts a mech of the library': [SHEET],
      'undoLast: the import dialog undoes its import': [SHEET],
      'postRoundToDiscord: the sidebar posts round 1 to the Discord webhook': [SHEET, WEB],
      'menuPostToDiscord: Post the round to Discord from the menu': [SHEET, WEB],
      'startDeadlineClock: the sidebar starts the deadline clock': [SHEET, EMAIL, TRIGGERS, MAIL],
      'menuStartClock: Start the deadline clock from the menu': [SHEET, EMAIL, TRIGGERS, MAIL],
      'pauseDeadlineClock: the sidebar pauses the deadline clock': [SHEET],
      'menuPauseClock: Pause the deadline clock from the menu': [SHEET],
      'stopDeadlineClock: the sidebar stops the deadline clock': [SHEET],
      'menuStopClock: Stop the deadline clock from the menu': [SHEET],
      'getDeadlineClock: the sidebar asks what the deadline clock did': [SHEET],
      "deadlineClock: the clock's trigger run at a passed deadline resolves the round and e-mails the GM": [
        SHEET,
        EMAIL,
        MAIL,
      ],
      ...Object.fromEntries(CUSTOM_FUNCTION_CALLS.map((c) => [`${c.fn}: ${c.what}`, []])),
    };
    expect(needs).toEqual(expected);
  }, 120000);
});
