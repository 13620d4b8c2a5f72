/**
 * The orders board (R-15, docs/sidebar.md): who has declared and who the table waits on. Each mech
 * that needs orders is `missing` (no move chosen, or no attack line and no `Hold fire`), `in`
 * (both), `ready` (its player ticked Ready: final) or `heldBack` (a problem names one of its
 * cells). A blank is never a decision: `Stand` is the explicit "I stand still", a `Hold fire`
 * line the explicit "I do not attack" (R-15.1). Destroyed mechs and dead or ejected pilots need
 * no orders; an unconscious pilot's are still asked, for it may wake (R-15.2, R-11.2).
 */
import { a1, cellText, isBlank, normalize } from '../sheet/tab/cells';
import type { CampaignRead } from '../sheet/read/campaign';
import { isHoldFire } from '../sheet/read/attacks';
import { attackLineRows } from '../sheet/read/rolls';
import type { OrdersSettings } from '../sheet/read/orders';
import { ATTACKS } from '../sheet/schema/playTabs';
import { MECHS } from '../sheet/schema/mechsTab';
import { SheetProblems } from '../sheet/tab/problems';
import { openTab } from '../sheet/tab/tabReader';
import type { Tabs } from '../sheet/tab/tabs';
import { dueView, type DueView } from './ordersDue';
import type { ProblemView } from './problems';

type OrdersState = 'missing' | 'in' | 'ready' | 'heldBack';

/** What a mech's orders still lack. */
export type OrdersGap = 'move' | 'attacks';

export interface OrdersEntry {
  readonly mech: string;
  /** The Mechs tab's Player, or `GM` when it is blank. */
  readonly player: string;
  readonly state: OrdersState;
  /** What is not declared yet (a ready mech may lack some: the Missing orders default fills it). */
  readonly lacks: readonly OrdersGap[];
  /**
   * `no move`, `no attack lines`, `no orders`; for a held-back mech, its first problem; for a
   * ready one lacking some, what Ready makes of it: `no attack line: holds fire` (R-15.1).
   */
  readonly why: string;
  /** The cell to select: the Move cell when the move is missing, the problem's cell when held back. */
  readonly cell?: string;
  /** Its pilot is unconscious: its orders count only if it wakes (R-11.2). */
  readonly unconscious: boolean;
}

export interface OrdersBoard {
  /** Every mech that needs orders, in the Mechs tab's order. */
  readonly entries: readonly OrdersEntry[];
  /** The `missing` ones: the mechs the table waits on. */
  readonly waiting: readonly OrdersEntry[];
  /**
   * The problems no mech's orders show (the Rules tab, the Map, the Catalog, a row of no mech
   * the board lists): each stops the round as surely as a held-back mech, so the board names them.
   */
  readonly stopped: readonly ProblemView[];
  /** Every mech needing orders is ready and no problem stops the round: it need not wait for the deadline. */
  readonly allReady: boolean;
  /**
   * `Waiting on 2 of 4 — Blackjack (Anna): no move; Locust (GM): no attack lines`, or `All orders are in — resolve
   * now?`.
   */
  readonly headline: string;
  readonly due: DueView | null;
  readonly missingOrders: OrdersSettings['missing'];
}

/**
 * A mech without orders as the GM's question named it: its name and what it lacked. Resolve
 * gives the Missing orders default only to the mechs a question named, each lacking what it
 * lacked then (R-15.4).
 */
export interface MissingOrder {
  readonly mech: string;
  readonly lacks: readonly OrdersGap[];
}

/** What a question naming `waiting` confirms. */
export function missingOrdersOf(waiting: readonly OrdersEntry[]): MissingOrder[] {
  return waiting.map((e) => ({ mech: e.mech, lacks: e.lacks }));
}

/**
 * Whether the mechs without orders now are the ones the GM confirmed, each lacking what it
 * lacked when asked: otherwise the GM was asked about another round than the one to play.
 */
export function sameMissing(waiting: readonly OrdersEntry[], confirmed: readonly MissingOrder[]): boolean {
  const key = (m: MissingOrder): string => `${normalize(m.mech)}:${[...m.lacks].sort().join(',')}`;
  const asked = new Set(confirmed.map(key));
  const now = new Set(waiting.map(key));
  return asked.size === now.size && [...now].every((k) => asked.has(k));
}

/** What a mech lacks, in words: `no move`, `no attack lines`, `no orders`. */
export function gapText(lacks: readonly OrdersGap[]): string {
  if (lacks.length === 2) return 'no orders';
  return lacks[0] === 'move' ? 'no move' : 'no attack lines';
}

/** `Blackjack (Anna)`. */
export function whoText(e: Pick<OrdersEntry, 'mech' | 'player'>): string {
  return `${e.mech} (${e.player})`;
}

/** Whether a mech's row says it needs no orders: destroyed, or its pilot dead or out (R-15.2). */
function needsNoOrders(status: string, pilot: string): boolean {
  return status === 'destroyed' || status === 'wreck' || pilot === 'dead' || pilot === 'out';
}

/** The mechs whose orders a problem touches, with that problem (the first one). */
function problemsByMech(read: CampaignRead, problems: readonly ProblemView[]): Map<string, ProblemView> {
  const out = new Map<string, ProblemView>();
  for (const p of problems) if (p.mech !== undefined && !out.has(normalize(p.mech))) out.set(normalize(p.mech), p);
  for (const h of read.heldBack)
    if (!out.has(normalize(h.mech)))
      out.set(normalize(h.mech), { code: h.problem.code, message: h.problem.message, mech: h.mech });
  return out;
}

/** What a mech's attacks are, as typed: attack lines, only a `Hold fire` line, or neither. */
type GivenAttacks = 'lines' | 'holdFire' | 'none';

/**
 * Mechs (normalized names) with an attack line or a `Hold fire` line on the Attacks tab, as
 * typed: a line a problem holds back is still declared (the problem is shown on its own).
 */
function declaredAttacks(tabs: Tabs): Map<string, Exclude<GivenAttacks, 'none'>> {
  const out = new Map<string, Exclude<GivenAttacks, 'none'>>();
  const attacks = openTab(tabs, ATTACKS, new SheetProblems(), false);
  if (!attacks) return out;
  for (const row of attackLineRows(attacks)) {
    const key = normalize(cellText(attacks.get(row, 'attacker')));
    if (!isHoldFire(attacks.get(row, 'target'))) out.set(key, 'lines');
    else if (!out.has(key)) out.set(key, 'holdFire');
  }
  return out;
}

/** What a mech's player gave for the round, as typed (R-15.1): a Move or none, its attacks, the Ready tick. */
export interface GivenOrders {
  readonly move: boolean;
  readonly attacks: GivenAttacks;
  readonly ready: boolean;
}

/**
 * Its Move is blank and Ready does not make that final (R-15.1): no move yet, so every TN it figures in is worked out
 * as if it stands, and says so — the TN cell, the card, the preview.
 */
export function movePending(given: GivenOrders | undefined): boolean {
  return given !== undefined && !given.move && !given.ready;
}

/**
 * Each mech's given orders, by name in any case, from the Mechs and Attacks tabs as typed
 * (undefined for a name no Mechs row holds): what every view words a blank by, so none of them
 * reads a blank as a decision.
 */
export function givenOrders(tabs: Tabs): (mech: string) => GivenOrders | undefined {
  const mechs = openTab(tabs, MECHS, new SheetProblems(), false);
  const attacking = declaredAttacks(tabs);
  const out = new Map<string, GivenOrders>();
  if (mechs)
    for (const row of mechs.dataRows()) {
      const key = normalize(cellText(mechs.get(row, 'name')));
      if (key === '' || out.has(key)) continue;
      out.set(key, {
        move: !isBlank(mechs.get(row, 'move')),
        attacks: attacking.get(key) ?? 'none',
        ready: mechs.has('ready') && isTicked(mechs.get(row, 'ready')),
      });
    }
  return (mech) => out.get(normalize(mech));
}

/** What Ready makes of what a mech lacks (R-15.1: final as they stand): `no attack line: holds fire`. */
function readyWhy(lacks: readonly OrdersGap[]): string {
  if (lacks.length === 2) return 'no orders: stands still and holds fire';
  return lacks[0] === 'move' ? 'no move: stands still' : 'no attack line: holds fire';
}

/** The same, after the mech's name in the board's headline: `stands still: Ready with no move`. */
function readyNote(lacks: readonly OrdersGap[]): string {
  if (lacks.length === 2) return 'stands still and holds fire: Ready with no orders';
  return lacks[0] === 'move' ? 'stands still: Ready with no move' : 'holds fire: Ready with no attack line';
}

/**
 * The board from the tabs and their read: `problems` are every problem the round would refuse
 * on (the sheet's and the rules' own), `settings` the Rules tab's Orders due and Missing
 * orders, `timeZone` the spreadsheet's, `now` the time of the view.
 */
export function ordersBoard(
  tabs: Tabs,
  read: CampaignRead,
  problems: readonly ProblemView[],
  settings: OrdersSettings,
  timeZone: string,
  now: number,
): OrdersBoard {
  const mechs = openTab(tabs, MECHS, new SheetProblems(), false);
  const entries: OrdersEntry[] = [];
  const troubled = problemsByMech(read, problems);
  const attacking = declaredAttacks(tabs);
  const seen = new Set<string>();
  if (mechs)
    for (const row of mechs.dataRows()) {
      const mech = cellText(mechs.get(row, 'name'));
      const key = normalize(mech);
      if (mech === '' || seen.has(key)) continue;
      seen.add(key);
      const pilot = normalize(cellText(mechs.get(row, 'pilotStatus')));
      if (needsNoOrders(normalize(cellText(mechs.get(row, 'status'))), pilot)) continue;
      const lacks: OrdersGap[] = [];
      if (isBlank(mechs.get(row, 'move'))) lacks.push('move');
      if (!attacking.has(key)) lacks.push('attacks');
      const problem = troubled.get(key);
      const ready = mechs.has('ready') && isTicked(mechs.get(row, 'ready'));
      const state: OrdersState = problem ? 'heldBack' : ready ? 'ready' : lacks.length > 0 ? 'missing' : 'in';
      const player = cellText(mechs.get(row, 'player'));
      const moveCell =
        lacks[0] === 'move' && mechs.cols.move !== undefined ? a1(MECHS.name, row, mechs.cols.move) : undefined;
      const cell = problem ? problem.cell : moveCell;
      entries.push({
        mech,
        player: player === '' ? 'GM' : player,
        state,
        lacks,
        why: problem ? problem.message : lacks.length === 0 ? '' : state === 'ready' ? readyWhy(lacks) : gapText(lacks),
        ...(cell !== undefined ? { cell } : {}),
        unconscious: pilot === 'unconscious',
      });
    }
  const waiting = entries.filter((e) => e.state === 'missing');
  const stopped = notOnTheBoard(problems, entries);
  const allReady = entries.length > 0 && stopped.length === 0 && entries.every((e) => e.state === 'ready');
  return {
    entries,
    waiting,
    stopped,
    allReady,
    headline: headline(entries, waiting, stopped, allReady),
    due: dueView(settings.due, timeZone, now),
    missingOrders: settings.missing,
  };
}

/**
 * The problems the entries do not show: those of no mech, or of a mech the board does not list.
 * Resolve refuses on every problem, so a board that left them out would invite a resolve that
 * Resolve refuses (R-15.1).
 */
function notOnTheBoard(problems: readonly ProblemView[], entries: readonly OrdersEntry[]): ProblemView[] {
  const held = new Set(entries.filter((e) => e.state === 'heldBack').map((e) => normalize(e.mech)));
  return problems.filter((p) => p.mech === undefined || !held.has(normalize(p.mech)));
}

/** A Ready cell that is ticked: TRUE, or the words a GM may type for it. */
/** Whether a Ready cell is ticked: a checkbox's TRUE, or what a GM types for one (`yes`, `x`, `✓`). */
export function isTicked(cell: unknown): boolean {
  if (cell === true) return true;
  const t = normalize(cellText(cell));
  return t === 'true' || t === 'yes' || t === 'x' || t === '✓';
}

/** The board's first line: who the table waits on, or that every order is in. */
function headline(
  entries: readonly OrdersEntry[],
  waiting: readonly OrdersEntry[],
  stopped: readonly ProblemView[],
  allReady: boolean,
): string {
  if (entries.length === 0) return 'No mech needs orders.';
  if (waiting.length > 0)
    return `Waiting on ${waiting.length} of ${entries.length} — ${waiting.map((e) => `${whoText(e)}: ${e.why}`).join('; ')}`;
  if (stopped.length > 0)
    return `Not ready to resolve — ${stopped[0].message}${stopped.length > 1 ? ` (and ${stopped.length - 1} more problem${stopped.length > 2 ? 's' : ''} below)` : ''}`;
  const held = entries.filter((e) => e.state === 'heldBack');
  if (held.length > 0) return `Orders held back: ${held.map(whoText).join(', ')} — fix the problems below`;
  // A ready mech lacking orders is final as it stands (R-15.1): what that makes of it is said here too.
  const notes = entries
    .filter((e) => e.state === 'ready' && e.lacks.length > 0)
    .map((e) => ` ${whoText(e)} ${readyNote(e.lacks)}.`)
    .join('');
  if (allReady) return `All orders are in — resolve now?${notes}`;
  const notReady = entries.filter((e) => e.state !== 'ready');
  return `All orders are in; not marked Ready: ${notReady.map(whoText).join(', ')}${notes ? `.${notes}` : ''}`;
}
