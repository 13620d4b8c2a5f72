/**
 * The sidebar's "Round status" (docs/sidebar.md): the round number, each mech with its declared
 * movement and attacks (src/table/mechs.ts), every problem (with its cell), and what Undo
 * would take back — a round, or an import. Read-only: no lock, no write.
 */
import { planRound } from '../../rules/round/sequence/planRound';
import { battleLabel, namesBattle, roundTitle } from '../../sheet/play/battleName';
import type { CampaignRead } from '../../sheet/read/campaign';
import { readRules } from '../../sheet/read/rules';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { GM_TABS } from '../../gas/protection';
import { protectionOf, type ProtectionState } from '../../gas/protectionCheck';
import { playerMechs } from '../../sheet/play/orderBlocks';
import type { Services } from '../../gas/services';
import { undoStack } from '../../gas/undoStore';
import { Workbook } from '../../gas/workbook';
import type { UndoableWrite } from '../../sheet/undo/stack';
import { mechViews, type MechView } from '../../table/mechs';
import { problemView, type ProblemView } from '../../table/problems';
import { beforeTheRound } from '../../table/tense';
import { givenOrders, type OrdersBoard } from '../../table/orders';
import { waitingOnPost } from '../../table/ordersPost';
import { boardOf } from '../round/orders';
import { readCampaignFrom } from '../round/readSheet';
import { READ_TABS } from '../round/resolve';
import { jsonSafe } from '../reply/responses';

export type { UndoableWrite } from '../../sheet/undo/stack';

export interface RoundStatus {
  readonly ok: true;
  /** The round the next Resolve plays. */
  readonly round: number;
  /** The battle being fought: `Battle 2`, `Ambush at Fort Hope`. */
  readonly battle: string;
  /** Whether the views name the battle beside the round: from the second battle on, or once the first is named. */
  readonly namesBattle: boolean;
  readonly mechs: readonly MechView[];
  /** Mechs left out of `mechs`, the preview and the advisor until the problems on their own rows are fixed. */
  readonly heldBack: readonly string[];
  /** Everything that stops the round from resolving; empty when it can be. */
  readonly problems: readonly ProblemView[];
  /** The newest resolved round that can still be undone (its forum post is the one to copy), or null. */
  readonly lastResolved: number | null;
  /** What Undo takes back first — the newest round or import — or null when there is nothing to undo. */
  readonly lastUndo: UndoableWrite | null;
  /** The user at the keyboard ('' when Apps Script does not say). */
  readonly user: string;
  /** False when the record tabs are protected against this user. */
  readonly canResolve: boolean;
  /** Who has declared and who the table waits on, the deadline and Missing orders. */
  readonly orders: OrdersBoard;
  /** The board as a short BBCode post: Copy "waiting on" for the forum. */
  readonly ordersPost: string;
  /**
   * Who plays each mech a player plays (the Player column, else the Player account), by mech name (Protect the
   * campaign).
   */
  readonly players: Readonly<Record<string, string>>;
  /** Whether Protect the campaign's protections are in place, and why to run it again ('' when nothing says so). */
  readonly protection: ProtectionState;
}

/** The round's state for the sidebar, read fresh from the sheet; the problems are those Resolve would refuse on. */
export function getRoundStatus(services: Services): RoundStatus {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs(READ_TABS);
  return roundStatusOf(services, wb, tabs, readCampaignFrom(wb, tabs));
}

/**
 * The round status from tabs already read (the sidebar reads them once for all its panels):
 * every mech no problem touches, the sheet's problems and, on what could be read, the rules' own.
 */
export function roundStatusOf(services: Services, wb: Workbook, tabs: Tabs, read: CampaignRead): RoundStatus {
  const c = read.campaign;
  const rules = readRules(tabs, new SheetProblems());
  const round = c ? c.battle.round : rules.round;
  // The rules' own checks (R-2.5, R-12.1 …) run before any die, so the GM sees them now.
  const planned = c ? planRound(c.battle, c.declarations, c.rules) : undefined;
  const problems =
    planned && !planned.ok
      ? [...read.problems, ...planned.problems.map((p) => ({ ...p, message: beforeTheRound(p.message) }))]
      : read.problems;
  const { lastResolved, lastUndo } = undoStack(wb);
  const views = problems.map(problemView);
  const orders = boardOf(wb, tabs, read, views);
  return jsonSafe({
    ok: true,
    round,
    battle: battleLabel(rules.battle),
    namesBattle: namesBattle(rules.battle),
    mechs: c ? mechViews(c, givenOrders(tabs)) : [],
    heldBack: read.heldBack.map((h) => h.mech),
    problems: views,
    lastResolved,
    lastUndo,
    user: services.Session.getActiveUser().getEmail(),
    orders,
    ordersPost: waitingOnPost(orders, roundTitle(rules.battle, round)),
    ...protectionAndPlayers(services, wb, tabs),
  });
}

/** Whether the user can resolve, each player's mechs, and whether the protections still name the players. */
function protectionAndPlayers(
  services: Services,
  wb: Workbook,
  tabs: Tabs,
): Pick<RoundStatus, 'canResolve' | 'players' | 'protection'> {
  const mechs = playerMechs(tabs);
  const players: Record<string, string> = {};
  for (const m of mechs) players[m.mech] = m.player !== '' ? m.player : m.account;
  const { blocked, state } = protectionOf(
    services,
    wb,
    GM_TABS,
    mechs.map((m) => m.account.toLowerCase()),
  );
  return { canResolve: blocked.length === 0, players, protection: state };
}
