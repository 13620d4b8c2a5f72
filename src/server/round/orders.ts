/**
 * The orders phase on the server (R-15): the board of who has declared, read
 * from tabs already read, and what Resolve does about the mechs without orders — refuse while
 * the Rules tab says Wait for the GM, ask first before the deadline, give the default without
 * asking after it — and the lines the Log and the post give those mechs.
 */
import type { CampaignRead, Tabs } from '../../sheet/read/campaign';
import { readRules } from '../../sheet/read/rules';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Workbook } from '../../gas/workbook';
import { gapText, ordersBoard, sameMissing, whoText, type OrdersBoard, type OrdersEntry } from '../../table/orders';
import type { LogRow } from '../../log/rows';
import { defaultOrderNotes, type DefaultOrderNote } from '../../table/ordersPost';
import { ordersDueAfter } from '../../table/nextDeadline';
import type { ProblemView } from '../../table/problems';
import { refuse, type Failure } from '../reply/responses';

import type { ResolveOptions } from './withoutHeldBack';

export type { ResolveOptions };

/**
 * The board of `tabs` as read: the spreadsheet's time zone is asked only when there is a
 * deadline to show in it (one call; none without a deadline).
 */
export function boardOf(
  wb: Workbook,
  tabs: Tabs,
  read: CampaignRead,
  problems: readonly ProblemView[],
  now = Date.now(),
): OrdersBoard {
  const settings = readRules(tabs, new SheetProblems()).orders;
  const timeZone = settings.due ? wb.ss.getSpreadsheetTimeZone() : 'UTC';
  return ordersBoard(tabs, read, problems, settings, timeZone, now);
}

/**
 * The Orders due a write leaves (R-17.1), as a setting for `withSettings`: moved on by the Round
 * length from the deadline (Resolve) or from now (a new battle), cleared without one; nothing
 * when there is neither.
 */
export function nextOrdersDue(
  wb: Workbook,
  tabs: Tabs,
  from: 'deadline' | 'now',
  now = Date.now(),
): ['ordersDue', string | Date][] {
  const due = ordersDueAfter(
    readRules(tabs, new SheetProblems()).orders,
    () => wb.ss.getSpreadsheetTimeZone(),
    now,
    from,
  );
  return due === undefined ? [] : [['ordersDue', due]];
}

/** `Blackjack (Anna): no move; Locust (GM): no attack lines`. */
export function waitingText(waiting: readonly OrdersEntry[]): string {
  return waiting.map((e) => `${whoText(e)}: ${e.why}`).join('; ');
}

/** Resolve refused while orders are missing: the GM is to confirm first, or the round waits for them. */
type OrdersRefusal = Failure & { readonly waiting: readonly string[] };

/**
 * What Resolve does about the mechs without orders (R-15.3, R-15.4): `notes` for the Log and
 * the post when it goes ahead, or the refusal — Wait for the GM names them; before the
 * deadline (or with none) the GM is asked first (`orders/unconfirmed`, answered with
 * `missingOrders` naming them as the question did); after it, no question. A call without `options` is not asked.
 */
export function missingOrdersGate(
  board: OrdersBoard,
  round: number,
  options: ResolveOptions | undefined,
): { readonly notes: readonly DefaultOrderNote[] } | OrdersRefusal {
  const waiting = board.waiting;
  if (waiting.length > 0 && board.missingOrders === 'wait') {
    const r = refuse(
      'orders/wait',
      `Round ${round} waits for every mech's orders (the Rules tab's Missing orders is Wait for the GM). Waiting on ${waiting.length} of ${board.entries.length} — ${waitingText(waiting)}.`,
    );
    return { ...r, waiting: waiting.map((e) => e.mech) };
  }
  const passed = board.due !== null && board.due.passed;
  // Without an options object (a caller from before the orders board) nothing is asked. Otherwise
  // only a question that named these very mechs confirms them, however stale the page that asked.
  const confirmed = options?.missingOrders ?? [];
  if (waiting.length > 0 && !passed && options !== undefined && !sameMissing(waiting, confirmed)) {
    const when = board.due ? `before the deadline (${board.due.label})` : 'with no deadline set';
    const changed =
      confirmed.length > 0
        ? ` The orders changed since you were asked about ${confirmed.map((m) => `${m.mech} (${gapText(m.lacks)})`).join(', ')}.`
        : '';
    const r = refuse(
      'orders/unconfirmed',
      `Round ${round} is resolved ${when} while ${waiting.length} of ${board.entries.length} mechs have no orders — ${waitingText(waiting)}. They would ${board.missingOrders === 'autopilot' ? 'stand still and fire on autopilot' : 'stand still and hold fire'} where they have no orders: confirm to resolve anyway.${changed}`,
    );
    return { ...r, waiting: waiting.map((e) => e.mech) };
  }
  return { notes: defaultOrderNotes(board) };
}

/**
 * A Log row for each mech that took the Missing orders default: Purpose `Missing orders`, Result `default`
 * (`autopilot` for the autopilot, R-17.3), why in Detail.
 */
export function defaultOrderRows(round: number, notes: readonly DefaultOrderNote[]): LogRow[] {
  return notes.map((n) => [
    round,
    'Start',
    n.mech,
    '',
    'Missing orders',
    '',
    '',
    n.autopilot ? 'autopilot' : 'default',
    `${n.text}.`,
  ]);
}
