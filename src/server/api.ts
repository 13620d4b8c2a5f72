/**
 * The server's public surface, bound to the real Apps Script services: what the generated
 * top-level functions call (src/entry/endpoints.ts) and, as a type, what the sidebar's
 * `google.script.run` calls are typed from.
 */
import { appsScript } from '../gas/services';
import { webServices } from '../gas/discord';
import { menuPostToDiscord } from './discord/menu';
import { discordClockChannel } from './discord/clockPost';
import { postRoundToDiscord } from './discord/post';
import { importMtf } from './import/mechs';
import { insertLibraryMech } from './import/insert';
import { mechLibrary } from './import/library';
import { getMapView } from './map/mapView';
import * as menu from './menu';
import { startNewBattle, type NewBattleRequest } from './battle/newBattle';
import { listRepairsMenu } from './battle/repairs';
import { getAfterActionReport, type ReportOf } from './report/afterActionReport';
import { menuAfterActionReport } from './report/reportDialog';
import { resolveRound } from './round/resolve';
import type { ResolveOptions } from './round/withoutHeldBack';
import { getRoundStatus } from './sidebar/status';
import { getUndoPreview } from './undo/preview';
import { undoLast, type UndoRequest } from './undo/undoLast';
import type { ClockChannel } from './clock/channels';
import { pauseClock, startClock, stopClock } from './clock/control';
import { menuPauseClock, menuStartClock, menuStopClock } from './clock/menu';
import { deadlineClock } from './clock/tick';
import { getDeadlineClock } from './clock/view';

/**
 * Where the deadline clock's news goes besides e-mail (src/server/clock/channels.ts): the Rules
 * tab's Discord webhook, when it names one — the waiting-on post at reminder time, the round's
 * post when the clock resolved it.
 */
const CLOCK_CHANNELS: readonly ClockChannel[] = [discordClockChannel(appsScript, webServices)];

/**
 * Functions the sidebar calls with `google.script.run`; each returns plain data, failures as `{ ok: false, problems }`.
 */
export const sidebarApi = {
  /** The round, the mechs with their orders, every problem, whether Undo is possible. */
  getRoundStatus: () => getRoundStatus(appsScript),
  /**
   * Resolves `expectedRound` (the round the sidebar shows); refuses if the sheet is at another.
   * With `options`, mechs without orders before the deadline are asked about first;
   * `options.withoutHeldBack` plays it without the lines and orders a problem holds back.
   */
  resolveRound: (expectedRound: number, options?: ResolveOptions) => resolveRound(appsScript, expectedRound, options),
  /**
   * Undoes the newest write — a round, an import or the start of a battle — when it is the
   * `kind` and, given `expected`, the write the sidebar showed; `expectedEdits` is the undo
   * preview's token: refused if the cells edited since are no longer those it named; `reason`,
   * the GM's words in the confirmation, goes on the Record.
   */
  undoLast: (request: UndoRequest) => undoLast(appsScript, request),
  /**
   * What Undo would take back now, and every cell it wrote that was edited since (docs/sidebar.md, Undo). Read-only.
   */
  getUndoPreview: () => getUndoPreview(appsScript),
  /** Starts a new battle: the Log archived, round 1, orders cleared, repairs and heals as chosen. */
  startNewBattle: (request: NewBattleRequest) => startNewBattle(appsScript, request),
  /** Start the deadline clock (docs/deadline-clock.md): its one recurring trigger created, as the GM. */
  startDeadlineClock: () => startClock(appsScript),
  /** Pause the deadline clock: its trigger removed, Orders due kept. */
  pauseDeadlineClock: () => pauseClock(appsScript),
  /** Stop the deadline clock: its trigger removed, Orders due cleared. */
  stopDeadlineClock: () => stopClock(appsScript),
  /** The deadline clock and what it did since the GM last looked. */
  getDeadlineClock: () => getDeadlineClock(appsScript),
  /**
   * The after-action report of the battle being fought (`current`), the one just ended (`last`), or by default the
   * one being fought unless it has no round yet: BBCode whole and in parts (docs/campaign.md). Read-only.
   */
  getAfterActionReport: (which?: ReportOf) => getAfterActionReport(appsScript, which),
  /** Selects the cell a problem names (`Mechs!F7`). */
  selectCell: (a1: string) => menu.selectCell(appsScript, a1),
  /** Opens the battle map dialog (docs/battle-map.md). */
  openMapView: () => menu.openMapView(appsScript),
  /** Opens the import dialog (docs/importing-mechs.md). */
  openImportDialog: () => menu.openImportDialog(appsScript),
  /**
   * Posts `round`'s post (the last resolved round's by default) to the Rules tab's Discord webhook (docs/discord.md):
   * how many messages Discord took, or why not.
   */
  postRoundToDiscord: (round?: number) => postRoundToDiscord(appsScript, webServices, round),
  /** Opens the after-action report's dialog, as the menu item does (docs/campaign.md). */
  openAfterActionReport: () => menuAfterActionReport(appsScript),
};

export type SidebarApi = typeof sidebarApi;

/** Functions the Gator menu and the simple triggers run; they answer with alerts. */
export const menuApi = {
  onOpen: () => menu.onOpen(appsScript),
  setupCampaign: () => menu.setupCampaign(appsScript),
  loadDemoBattle: () => menu.loadDemoBattle(appsScript),
  openSidebar: () => menu.openSidebar(appsScript),
  menuResolveRound: () => menu.menuResolveRound(appsScript),
  menuUndoLastRound: () => menu.menuUndoLastRound(appsScript),
  menuStartNewBattle: () => menu.menuStartNewBattle(appsScript),
  menuPostToDiscord: () => menuPostToDiscord(appsScript, webServices),
  menuStartClock: () => menuStartClock(appsScript),
  menuPauseClock: () => menuPauseClock(appsScript),
  menuStopClock: () => menuStopClock(appsScript),
  /** The deadline clock's trigger run, as the GM who started it (docs/deadline-clock.md). */
  deadlineClock: (e: unknown) => deadlineClock(appsScript, e, CLOCK_CHANNELS),
  approveSkillSteps: () => menu.approveSkillSteps(appsScript),
  /** The Repairs tab written from the mechs' record, for the GM to tick (R-16.6). */
  menuRepairList: () => listRepairsMenu(appsScript),
  menuAfterActionReport: sidebarApi.openAfterActionReport,
  openMapView: sidebarApi.openMapView,
  openImportDialog: sidebarApi.openImportDialog,
  protectCampaign: () => menu.protectCampaign(appsScript),
  /** The old name of Protect the campaign, kept for scripts and triggers that call it. */
  protectRecords: () => menu.protectCampaign(appsScript),
  showHelp: () => menu.showHelp(appsScript),
};

/**
 * Functions the dialogs call with `google.script.run` (src/dialogs/import,
 * src/dialogs/map): plain data back, failures as `{ ok: false, problems }`.
 */
export const dialogApi = {
  /**
   * Imports the units of pasted .mtf text, or of `[{ name, text }]` files; `addUnknown` adds unknown items as `Other:
   * …` rows.
   */
  importMechs: (text: unknown, addUnknown?: boolean) =>
    importMtf(appsScript, text, { addUnknown: addUnknown === true }),
  /** The built-in library's units, for the dialog's list. */
  getMechLibrary: () => mechLibrary(),
  /** Inserts a library unit by label, with an optional name, side and position. */
  insertLibraryMech: (label: string, name?: string, side?: string, position?: string) =>
    insertLibraryMech(appsScript, label, { name, side, position }),
  /** Undo, as the sidebar's: the dialog asks for `{ kind: 'import', expected: label }`. */
  undoLast: sidebarApi.undoLast,
  /** The battle map: SVG and view, with `selected`'s reach and lines of fire (docs/battle-map.md). */
  getMapView: (selected?: string | null) => getMapView(appsScript, selected),
};

export type DialogApi = typeof dialogApi;
