/**
 * The deadline clock's reminders, pure: the reminder time, a set time before the
 * deadline, and whom a reminder goes to: each player
 * who ticked Notify, once a round, naming their mechs that still have no orders and are not
 * Ready. A player whose every mech is in (or Ready) gets nothing.
 */
import type { NotifyRow } from '../sheet/play/notify';
import { normalize } from '../sheet/tab/cells';
import type { OrdersBoard } from './orders';

/** One reminder: the player's account and the mechs it names. */
export interface Reminder {
  readonly account: string;
  readonly mechs: readonly string[];
}

/**
 * The reminder's moment: `lead` before the deadline; null without a lead.
 *
 * @example reminderAt(friday20h, 24 * HOUR) // thursday20h
 */
export function reminderAt(due: number, lead: number | null): number | null {
  return lead === null ? null : due - lead;
}

/**
 * Whom to remind now: for each account that ticked Notify on a mech still `missing`
 * orders (none given, not Ready), one reminder naming those mechs; accounts in `already` (reminded
 * this round) are left out. In the Mechs tab's order.
 */
export function whoToRemind(
  board: Pick<OrdersBoard, 'entries'>,
  notify: readonly NotifyRow[],
  already: readonly string[],
): Reminder[] {
  const missing = new Set(board.entries.filter((e) => e.state === 'missing').map((e) => normalize(e.mech)));
  const done = new Set(already.map(normalize));
  const byAccount = new Map<string, string[]>();
  for (const n of notify) {
    if (!missing.has(normalize(n.mech)) || done.has(normalize(n.account))) continue;
    const mechs = byAccount.get(n.account) ?? [];
    mechs.push(n.mech);
    byAccount.set(n.account, mechs);
  }
  return [...byAccount].map(([account, mechs]) => ({ account, mechs }));
}

/** `your mech Griffin`, `your mechs Griffin and Locust`. */
export function mechsText(mechs: readonly string[]): string {
  if (mechs.length === 1) return `your mech ${mechs[0]}`;
  return `your mechs ${mechs.slice(0, -1).join(', ')} and ${mechs[mechs.length - 1]}`;
}
