/**
 * The server's public surface, bound to the real Apps Script services: what the generated
 * top-level functions call (src/entry/endpoints.ts) and, as a type, what the sidebar's
 * `google.script.run` calls are typed from (STYLE 11).
 */
import { appsScript } from '../gas/services';
import * as menu from './menu';
import { resolveRound } from './resolve';
import { getRoundStatus } from './status';
import { undoLastRound } from './undo';

/** Functions the sidebar calls with `google.script.run`; each returns plain data, failures as `{ ok: false, problems }`. */
export const sidebarApi = {
  /** The round, the mechs with their orders, every problem, whether Undo is possible. */
  getRoundStatus: () => getRoundStatus(appsScript),
  /** Resolves `expectedRound` (the round the sidebar shows); refuses if the sheet is at another. */
  resolveRound: (expectedRound: number) => resolveRound(appsScript, expectedRound),
  /** Undoes the last resolved round, which must be `expectedRound` when given. */
  undoLastRound: (expectedRound?: number) => undoLastRound(appsScript, expectedRound),
  /** Selects the cell a problem names (`Mechs!F7`). */
  selectCell: (a1: string) => menu.selectCell(appsScript, a1),
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
  protectRecords: () => menu.protectRecords(appsScript),
  showHelp: () => menu.showHelp(appsScript),
};
