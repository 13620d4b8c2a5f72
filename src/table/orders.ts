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
import { attackLineRows } from '../sheet/read/rolls';
import type { OrdersSettings } from '../sheet/read/orders';
import { ATTACKS, MECHS } from '../sheet/schema/tabs';
import { SheetProblems } from '../sheet/tab/problems';
import { openTab } from '../sheet/tab/tabReader';
import { type Tabs } from '../sheet/tab/tabs';
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
  /** `no move`, `no attack lines`, `no orders`; for a held-back mech, its first problem. */
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
  /** Every mech needing orders is ready: the round need not wait for the deadline. */
  readonly allReady: boolean;
  /** `Waiting on 2 of 4 — Blackjack (Anna): no move; Locust (GM): no attack lines`, or `All orders are in — resolve now?`. */
  readonly headline: string;
  readonly due: DueView | null;
  readonly missingOrders: OrdersSettings['missing'];
}

/** What a mech lacks, in words: `no move`, `no attack lines`, `no orders`. */
function gapText(lacks: readonly OrdersGap[]): string {
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
  for (const h of read.heldBack) if (!out.has(normalize(h.mech))) out.set(normalize(h.mech), { code: h.problem.code, message: h.problem.message, mech: h.mech });
  return out;
}

/**
 * Mechs (normalized names) with an attack line or a `Hold fire` line on the Attacks tab, as
 * typed: a line a problem holds back is still declared (the problem is shown on its own).
 */
function declaredAttacks(tabs: Tabs): Set<string> {
  const out = new Set<string>();
  const attacks = openTab(tabs, ATTACKS, new SheetProblems(), false);
  if (!attacks) return out;
  for (const row of attackLineRows(attacks)) out.add(normalize(cellText(attacks.get(row, 'attacker'))));
  return out;
}

/**
 * The board from the tabs and their read: `problems` are every problem the round would refuse
 * on (the sheet's and the rules' own), `settings` the Rules tab's Orders due and Missing
 * orders, `timeZone` the spreadsheet's, `now` the time of the view.
 */
export function ordersBoard(tabs: Tabs, read: CampaignRead, problems: readonly ProblemView[], settings: OrdersSettings, timeZone: string, now: number): OrdersBoard {
  const mechs = openTab(tabs, MECHS, new SheetProblems(), false);
  const entries: OrdersEntry[] = [];
  const troubled = problemsByMech(read, problems);
  const attacking = declaredAttacks(tabs);
  const seen = new Set<string>();
  if (mechs) for (const row of mechs.dataRows()) {
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
    const moveCell = lacks[0] === 'move' && mechs.cols.move !== undefined ? a1(MECHS.name, row, mechs.cols.move) : undefined;
    const cell = problem ? problem.cell : moveCell;
    entries.push({
      mech,
      player: player === '' ? 'GM' : player,
      state,
      lacks,
      why: problem ? problem.message : lacks.length > 0 ? gapText(lacks) : '',
      ...(cell !== undefined ? { cell } : {}),
      unconscious: pilot === 'unconscious',
    });
  }
  const waiting = entries.filter((e) => e.state === 'missing');
  const allReady = entries.length > 0 && entries.every((e) => e.state === 'ready');
  return { entries, waiting, allReady, headline: headline(entries, waiting, allReady), due: dueView(settings.due, timeZone, now), missingOrders: settings.missing };
}

/** A Ready cell that is ticked: TRUE, or the words a GM may type for it. */
/** Whether a Ready cell is ticked: a checkbox's TRUE, or what a GM types for one (`yes`, `x`, `✓`). */
export function isTicked(cell: unknown): boolean {
  if (cell === true) return true;
  const t = normalize(cellText(cell));
  return t === 'true' || t === 'yes' || t === 'x' || t === '✓';
}

/** The board's first line: who the table waits on, or that every order is in. */
function headline(entries: readonly OrdersEntry[], waiting: readonly OrdersEntry[], allReady: boolean): string {
  if (entries.length === 0) return 'No mech needs orders.';
  if (waiting.length > 0) return `Waiting on ${waiting.length} of ${entries.length} — ${waiting.map((e) => `${whoText(e)}: ${e.why}`).join('; ')}`;
  const held = entries.filter((e) => e.state === 'heldBack');
  if (held.length > 0) return `Orders held back: ${held.map(whoText).join(', ')} — fix the problems below`;
  if (allReady) return 'All orders are in — resolve now?';
  const notReady = entries.filter((e) => e.state !== 'ready');
  return `All orders are in; not marked Ready: ${notReady.map(whoText).join(', ')}`;
}
