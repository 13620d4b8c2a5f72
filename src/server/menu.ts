/**
 * The Gator menu and what its items do. `onOpen` only builds the menu:
 * it runs before the add-on is authorized (AuthMode.NONE), when reading the spreadsheet
 * or properties is refused, so it touches nothing but the Ui. Menu items answer with
 * alerts; the sidebar calls the functions of round/, undo/ and sidebar/ instead.
 */
import type { MechRoundSummary } from '../log/summary';
import { readRules } from '../sheet/read/rules';
import { TAB } from '../sheet/schema/columns';
import { SheetProblems } from '../sheet/tab/problems';
import type { Services } from '../gas/services';
import { Workbook } from '../gas/workbook';
import { newBattleDefaults, startNewBattle } from './battle/newBattle';
import { READ_TABS, resolveRound } from './round/resolve';
import { resolveQuestion } from './round/resolveQuestion';
import { heldBackQuestion, holdsBack } from './round/withoutHeldBack';
import { readCampaignFrom } from './round/readSheet';
import { heldBackView } from '../table/heldBack';
import { protectCampaignMenu } from './protect/protect';
import { approveSkillStepsMenu } from './campaign/approve';
import type { Failure } from './reply/responses';
import { loadDemoBattleTabs, setupCampaignTabs, setupCampaignWithDemo } from './setup/setup';
import { rowsWords } from './setup/catalogRows';
import { HELP } from './setup/help';
import type { SetupTabReport } from './setup/settings';
import { undoIdentity, undoQuestion, undoThe } from '../wording/undo';
import { undoLast } from './undo/undoLast';
import { editedLines, getUndoPreview, type UndoPreview } from './undo/preview';

/** The menu: caption and the top-level function it runs; null is a separator. */
export const MENU_ITEMS: readonly (readonly [caption: string, functionName: string] | null)[] = [
  ['Set up campaign', 'setupCampaign'],
  ['Load demo battle', 'loadDemoBattle'],
  ['Import mechs (.mtf)…', 'openImportDialog'],
  null,
  ['Open combat sidebar', 'openSidebar'],
  ['Show battle map', 'openMapView'],
  ['Resolve round', 'menuResolveRound'],
  ['Undo last round or import', 'menuUndoLastRound'],
  ['Start a new battle…', 'menuStartNewBattle'],
  ['Repair list', 'menuRepairList'],
  ['Approve skill steps', 'approveSkillSteps'],
  ['After-action report', 'menuAfterActionReport'],
  ['Post the round to Discord', 'menuPostToDiscord'],
  null,
  ['Start the deadline clock', 'menuStartClock'],
  ['Pause the deadline clock', 'menuPauseClock'],
  ['Stop the deadline clock', 'menuStopClock'],
  null,
  ['Protect the campaign', 'protectCampaign'],
  ['Help', 'showHelp'],
];

const SIDEBAR_FILE = 'Sidebar';
/** The battle map dialog and the import dialog, built from src/dialogs. */
const MAP_FILE = 'MapView';
const IMPORT_FILE = 'ImportDialog';

/** Builds the menu under Extensions ▸ Gator. Safe in every AuthMode: Ui calls only. */
export function onOpen(services: Services): void {
  const menu = services.SpreadsheetApp.getUi().createAddonMenu();
  for (const item of MENU_ITEMS) {
    if (item) menu.addItem(item[0], item[1]);
    else menu.addSeparator();
  }
  menu.addToUi();
}

function alert(services: Services, title: string, text: string): void {
  const ui = services.SpreadsheetApp.getUi();
  ui.alert(title, text, ui.ButtonSet.OK);
}

function confirm(services: Services, title: string, text: string): boolean {
  const ui = services.SpreadsheetApp.getUi();
  return ui.alert(title, text, ui.ButtonSet.YES_NO) === ui.Button.YES;
}

/** At most `max` problems, one a line, and how many more the sidebar lists. */
function problemsText(f: Failure, max = 8): string {
  const lines = f.problems.slice(0, max).map((p) => `• ${p.message}`);
  if (f.problems.length > max)
    lines.push(`… and ${f.problems.length - max} more: open the combat sidebar to see them all.`);
  return lines.join('\n');
}

function mechLine(m: MechRoundSummary): string {
  const parts: string[] = [];
  if (m.damageTaken > 0) parts.push(`${m.damageTaken} damage`);
  if (m.criticals.length > 0) parts.push(`${m.criticals.length} critical${m.criticals.length > 1 ? 's' : ''}`);
  if (m.woundsTaken > 0) parts.push(`${m.woundsTaken} wound${m.woundsTaken > 1 ? 's' : ''}`);
  if (m.heatAfter !== null) parts.push(`heat ${m.heatAfter}`);
  if (m.fell) parts.push('fell');
  if (m.destroyed) parts.push('DESTROYED');
  return `${m.mech}: ${parts.length > 0 ? parts.join(', ') : 'untouched'}`;
}

/**
 * Set up campaign: creates or repairs the tabs. When Mechs is missing or empty it first
 * offers the demo battle, so that on a new spreadsheet the demo's rows are the new tabs'
 * first content (one write per tab); then it reports what was done.
 */
export function setupCampaign(services: Services): void {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const mechs = wb.sheet(TAB.mechs);
  // A new spreadsheet: learn its few sheets at once rather than asking for each tab by name.
  if (!mechs) wb.learnSheets();
  const offer = !mechs || mechs.getLastRow() <= 1;
  const question =
    'Set up creates the campaign tabs, or adds the columns they lack, and never overwrites a filled cell.\n\n' +
    'Load the demo battle of the rules (Griffin, Rifleman, Blackjack and Locust) too?';
  // The question and the report share one Ui: one call fewer.
  const ui = services.SpreadsheetApp.getUi();
  const say = (title: string, text: string) => void ui.alert(title, text, ui.ButtonSet.OK);
  if (offer && ui.alert('Gator: set up campaign', question, ui.ButtonSet.YES_NO) === ui.Button.YES) {
    const result = setupCampaignWithDemo(services, wb);
    if (!result.ok) return say('Gator: set up', problemsText(result));
    const demo = result.demo.ok
      ? `Loaded ${result.demo.mechs.join(', ')}. Open the combat sidebar to resolve round 1.`
      : `The demo battle was not loaded:\n${problemsText(result.demo)}`;
    return say('Gator: campaign set up', `${setupLines(result.tabs).join('\n')}\n\n${demo}`);
  }
  const result = setupCampaignTabs(services, wb);
  if (!result.ok) return say('Gator: set up', problemsText(result));
  say('Gator: campaign set up', setupLines(result.tabs).join('\n'));
}

/** One line a tab: created, repaired (the columns added), complete, or why it was not repaired. */
function setupLines(tabs: readonly SetupTabReport[]): string[] {
  return tabs.map((t) => {
    if (t.problems.length > 0) return `${t.tab}: not repaired. ${t.problems.join(' ')}`;
    if (t.created) return `${t.tab}: created.`;
    const added = [...t.addedColumns, ...(t.addedSettings ?? []).map((s) => `the setting ${s}`), ...rowsWords(t)];
    return added.length > 0 ? `${t.tab}: added ${added.join(', ')}.` : `${t.tab}: already complete.`;
  });
}

/** Load demo battle (refused when Mechs, Equipment or Attacks already has rows). */
export function loadDemoBattle(services: Services): void {
  const result = loadDemoBattleTabs(services);
  if (!result.ok) return alert(services, 'Gator: demo battle', problemsText(result));
  alert(
    services,
    'Gator: demo battle',
    `Loaded ${result.mechs.join(', ')}. Open the combat sidebar to resolve round 1.`,
  );
}

/** Open combat sidebar. */
export function openSidebar(services: Services): void {
  const html = services.HtmlService.createHtmlOutputFromFile(SIDEBAR_FILE).setTitle('Gator');
  services.SpreadsheetApp.getUi().showSidebar(html);
}

/** Show battle map: the map dialog, large (1000 × 720); also opened from the sidebar. */
export function openMapView(services: Services): void {
  const html = services.HtmlService.createHtmlOutputFromFile(MAP_FILE).setWidth(1000).setHeight(720);
  services.SpreadsheetApp.getUi().showModalDialog(html, 'Gator: battle map');
}

/**
 * Import mechs (.mtf)…: the import dialog (paste or open .mtf files, or insert from the library); also opened from the
 * sidebar.
 */
export function openImportDialog(services: Services): void {
  const html = services.HtmlService.createHtmlOutputFromFile(IMPORT_FILE).setWidth(720).setHeight(640);
  services.SpreadsheetApp.getUi().showModalDialog(html, 'Gator: import mechs');
}

/** Resolve round, from the menu: asks to confirm the round the sheet is at, then reports. */
export function menuResolveRound(services: Services): void {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const round = readRules(wb.readTabs([TAB.rules]), new SheetProblems()).round;
  // Orders a problem holds back (Resolve without them) and mechs without orders: one question names both.
  const tabs = wb.readTabs(READ_TABS);
  const read = readCampaignFrom(wb, tabs);
  const held = heldBackView(read);
  const skip = holdsBack(held) && held.canSkip;
  const orders = resolveQuestion(wb, tabs, read, round);
  const question = skip
    ? orders.waiting
      ? `${heldBackQuestion(round, held)}\n\n${orders.text}`
      : heldBackQuestion(round, held)
    : orders.text;
  if (!confirm(services, 'Gator', question)) return;
  // Yes confirms the mechs without orders the question named, and only those.
  const result = resolveRound(services, round, {
    missingOrders: orders.named,
    ...(skip ? { withoutHeldBack: true } : {}),
  });
  if (!result.ok) return alert(services, `Gator: round ${round} not resolved`, problemsText(result));
  const lines = [...result.orders.heldBack, ...result.report.summary.map(mechLine)];
  alert(
    services,
    `Gator: round ${result.round} resolved`,
    `${lines.join('\n')}\n\nThe Log tab has every roll and the forum post (BBCode).`,
  );
}

/** How many edited cells an Undo confirmation lists before `… and N more`. */
const EDITED_IN_ALERT = 10;

/**
 * Undo last round or import, from the menu: the latest write, whatever it was (imports, rounds
 * and new battles share the undo stack), with a confirmation naming it and —
 * before anything is written — every cell it wrote that was edited since, which Undo
 * overwrites. No changes nothing; Yes undoes only if those cells are as named.
 */
export function menuUndoLastRound(services: Services): void {
  const preview = getUndoPreview(services);
  if (!preview.ok) {
    if (preview.problems[0]?.code === 'undo/nothing')
      return alert(services, 'Gator', 'There is no resolved round or import to undo.');
    return alert(services, 'Gator: nothing undone', problemsText(preview));
  }
  const target = preview.target;
  if (!confirm(services, 'Gator', withEdits(undoQuestion(target), preview))) return;
  const reason = askReason(services, undoThe(target));
  if (reason === null) return;
  const result = undoLast(services, {
    kind: target.kind,
    expected: undoIdentity(target),
    expectedEdits: preview.token,
    reason,
  });
  if (!result.ok) return alert(services, `Gator: ${undoThe(target)} not undone`, problemsText(result));
  alert(services, 'Gator', result.message);
}

/**
 * The reason for an Undo, for the Record (docs/fair-play.md): a prompt after the confirmation, blank
 * allowed; null when the GM cancels (then nothing is undone).
 */
function askReason(services: Services, what: string): string | null {
  const ui = services.SpreadsheetApp.getUi();
  const answer = ui.prompt(
    'Gator: why undo?',
    `The Record keeps every resolution, and this Undo of ${what} beside it. Why undo it? (optional; the players see it on the Record and in the next post)`,
    ui.ButtonSet.OK_CANCEL,
  );
  return answer.getSelectedButton() === ui.Button.OK ? answer.getResponseText() : null;
}

/** A confirmation's question followed by the cells Undo would overwrite, when there are any. */
function withEdits(question: string, preview: UndoPreview): string {
  const lines = editedLines(preview, EDITED_IN_ALERT);
  return lines.length > 0 ? `${question}\n\n${lines.join('\n')}` : question;
}

/** Yes / No / Cancel, as a choice: true, false, or null when the GM cancelled or closed it. */
function choose(services: Services, title: string, text: string): boolean | null {
  const ui = services.SpreadsheetApp.getUi();
  const answer = ui.alert(title, text, ui.ButtonSet.YES_NO_CANCEL);
  if (answer === ui.Button.YES) return true;
  return answer === ui.Button.NO ? false : null;
}

/**
 * Start a new battle, from the menu: the new battle's name (a prompt; blank for the
 * next number), whether to repair the mechs, whether to heal the pilots (Yes / No; Cancel stops
 * at any step), then one confirmation saying everything that will happen. Nothing is written
 * before the last Yes.
 */
export function menuStartNewBattle(services: Services): void {
  const title = 'Gator: start a new battle';
  const d = newBattleDefaults(new Workbook(services.SpreadsheetApp.getActiveSpreadsheet()));
  const ui = services.SpreadsheetApp.getUi();
  const ends = d.round > 1 ? `after round ${d.round - 1}` : 'before any of its rounds was resolved';
  const intro = `${d.battle} ends ${ends}: its Log moves to the tab "${d.archive}", the round goes back to 1 and every order is cleared.`;
  const named = ui.prompt(
    title,
    `${intro}\n\nName of the new battle (leave blank for ${d.next}):`,
    ui.ButtonSet.OK_CANCEL,
  );
  if (named.getSelectedButton() !== ui.Button.OK) return;
  const repair = choose(
    services,
    title,
    'Repair every mech fully? Yes: armor and structure back to their record (Full armor), criticals cleared, destroyed equipment OK, every ammunition bin full, status Active, standing, heat 0. No: damage and heat stay as they are, but for the repairs ticked on the Repairs tab (Repair list); with that tab, a bin is refilled only when ticked there.',
  );
  if (repair === null) return;
  const heal = choose(
    services,
    title,
    'Heal every pilot? Yes: no wounds, pilot status Active, no wake-up round (a dead pilot stays dead). No: wounds stay as they are.',
  );
  if (heal === null) return;
  const name = named.getResponseText().trim();
  const battle = name === '' ? d.next : name;
  const mechs = repair ? 'every mech repaired fully' : 'damage and heat kept';
  const pilots = heal ? 'every pilot healed' : 'wounds kept';
  if (
    !confirm(
      services,
      title,
      `Start ${battle}? ${intro} Then: ${mechs}; ${pilots}. Undo last round or import can take it back.`,
    )
  )
    return;
  const result = startNewBattle(services, { name, repair, heal, expectedBattle: d.battle, expectedRound: d.round });
  if (!result.ok) return alert(services, `Gator: ${battle} not started`, problemsText(result));
  alert(services, title, result.message);
}

/**
 * Protect the campaign (docs/fair-play.md): every cell the GM's but each player's own orders; `protectRecords` is its
 * old name.
 */
export function protectCampaign(services: Services): void {
  protectCampaignMenu(services);
}

/** Approve skill steps: every step a player asked for on the Pilots tab that the XP pay for. */
export function approveSkillSteps(services: Services): void {
  approveSkillStepsMenu(services);
}

/** Help. */
export function showHelp(services: Services): void {
  alert(services, 'Gator help', HELP);
}

/** Selects a cell a problem names (`Mechs!F7`) so the GM lands on it. */
export function selectCell(services: Services, a1: unknown): boolean {
  if (typeof a1 !== 'string' || !/^[^!]+![A-Z]{1,3}\d{1,7}(:[A-Z]{1,3}\d{1,7})?$/.test(a1)) return false;
  services.SpreadsheetApp.getActiveSpreadsheet().getRange(a1).activate();
  return true;
}
