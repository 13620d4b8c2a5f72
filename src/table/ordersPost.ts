/**
 * The orders board in words for the forum and the round's record (R-15): the
 * "waiting on" post, and the line the Log and the round's post give each mech that took the
 * Missing orders default (R-15.3, R-15.4).
 */
import { neutralizeBBCode } from '../log/style';
import type { OrdersBoard, OrdersEntry, OrdersGap } from './orders';

const mech = (name: string): string => `[i]${neutralizeBBCode(name)}[/i]`;
const who = (e: OrdersEntry, extra = ''): string => `${mech(e.mech)} (${neutralizeBBCode(e.player)}${extra})`;

/**
 * The short BBCode post a GM pastes to chase the orders: who is in, who the table waits on
 * and why, who is held back, the deadline and what a missed one does.
 *
 * @example
 * // [b]Round 2 — orders[/b]
 * // In: [i]Griffin[/i] (Player 1, ready)
 * // Waiting on: [i]Blackjack[/i] (Anna) — no move; [i]Locust[/i] (GM) — no attack lines
 * // Orders due Thu 3 Dec 20:00 (Europe/London). Missing orders: stand still and hold fire.
 */
export function waitingOnPost(board: OrdersBoard, title: string): string {
  const lines = [`[b]${neutralizeBBCode(title)} — orders[/b]`];
  const inOrReady = board.entries.filter((e) => e.state === 'in' || e.state === 'ready');
  const held = board.entries.filter((e) => e.state === 'heldBack');
  if (board.allReady) lines.push('All orders are in.');
  // A ready mech lacking orders: what Ready makes of it (`ready — no attack line: holds fire`, R-15.1).
  const ready = (e: OrdersEntry): string =>
    e.state !== 'ready' ? '' : e.why ? `, ready — ${neutralizeBBCode(e.why)}` : ', ready';
  if (inOrReady.length > 0) lines.push(`In: ${inOrReady.map((e) => who(e, ready(e))).join(', ')}`);
  if (board.waiting.length > 0)
    lines.push(`Waiting on: ${board.waiting.map((e) => `${who(e)} — ${e.why}`).join('; ')}`);
  if (held.length > 0) lines.push(`Held back by a problem in their orders: ${held.map((e) => who(e)).join(', ')}`);
  const due = board.due ? `Orders due ${board.due.label} (${board.due.timeZone}).` : 'No deadline set.';
  const missed = MISSED[board.missingOrders];
  lines.push(`${due} ${missed}`);
  return lines.join('\n');
}

/** What the waiting-on post says a missed deadline does, by the Rules tab's Missing orders. */
const MISSED: Readonly<Record<OrdersBoard['missingOrders'], string>> = {
  default: 'Missing orders: stand still and hold fire.',
  wait: 'The round waits for every order.',
  autopilot: 'Missing orders: autopilot — stand still and fire what stays cool.',
};

/** `stood still`, `held fire`, `stood still and held fire`: what the default did. */
function tookDefault(lacks: readonly OrdersGap[]): string {
  const did = lacks.map((g) => (g === 'move' ? 'stood still' : 'held fire'));
  return did.join(' and ');
}

/** `stood still and fired Medium Laser at Griffin`: the autopilot's fire in place of holding it (R-17.3). */
function autopilotDid(lacks: readonly OrdersGap[], fired: string): string {
  return lacks.map((g) => (g === 'move' ? 'stood still' : fired)).join(' and ');
}

/** `had no orders`, `had no move`, `had no attack lines`. */
function hadNo(lacks: readonly OrdersGap[]): string {
  return lacks.length === 2 ? 'had no orders' : lacks[0] === 'move' ? 'had no move' : 'had no attack lines';
}

/** A mech that took the Missing orders default, and why, in the Log's words and the post's. */
export interface DefaultOrderNote {
  readonly mech: string;
  /** The autopilot played it (R-17.3): the Log's Result says `autopilot`. */
  readonly autopilot?: boolean;
  /** `Blackjack had no orders by the deadline (Thu 3 Dec 20:00): it stood still and held fire`. */
  readonly text: string;
  /** The same line for the post, the mech's name in `[i]…[/i]`. */
  readonly bbcode: string;
}

/**
 * The line each mech that took the Missing orders default gets in the Log and the round's
 * post, saying why (R-15.3, R-15.4):
 * `Blackjack had no orders by the deadline (Thu 3 Dec 20:00): it stood still and held fire`.
 * Under the autopilot (R-17.3) `autopilot` says what each mech lacking attack lines did instead
 * of holding fire: `… : on autopilot it stood still and fired Medium Laser, Medium Laser at Griffin`.
 */
export function defaultOrderNotes(board: OrdersBoard, autopilot?: ReadonlyMap<string, string>): DefaultOrderNote[] {
  const out: DefaultOrderNote[] = [];
  for (const e of board.entries) {
    // A ready mech's orders are final as they stand: no move is its "stand still", no line its "hold fire" (R-15.1).
    if (e.state !== 'missing') continue;
    const why =
      board.due && board.due.passed
        ? ` by the deadline (${board.due.label})`
        : board.due
          ? ` when the GM resolved the round before the deadline (${board.due.label})`
          : ' when the GM resolved the round';
    const piloted = autopilot?.get(e.mech);
    const did =
      piloted === undefined ? `it ${tookDefault(e.lacks)}` : `on autopilot it ${autopilotDid(e.lacks, piloted)}`;
    const rest = ` ${hadNo(e.lacks)}${why}: ${did}`;
    out.push({
      mech: e.mech,
      text: `${e.mech}${rest}`,
      bbcode: `${mech(e.mech)}${neutralizeBBCode(rest)}`,
      ...(piloted === undefined ? {} : { autopilot: true }),
    });
  }
  return out;
}
