/**
 * The deadline moves on: with a Round length on the Rules tab, each Resolve sets the
 * next Orders due to the later of (this deadline + length) and (now + length), and a new
 * battle's first deadline is now + length; without one, Orders due is cleared. One pure
 * function decides it, for Resolve, Start a new battle and any later deadline clock alike.
 */
import type { OrdersSettings } from '../sheet/read/orders';
import { dueInstant, wallTime } from './ordersDue';

const MINUTE = 60_000;

/**
 * The next deadline (milliseconds since 1970), or null — no round length, no deadline. The
 * Orders due cell holds minutes, so a deadline between two minutes is the later one: never
 * earlier than the ruling's.
 *
 * @example nextDeadline(thursday20h, 48 * HOUR, thursday19h) // saturday20h
 * @example nextDeadline(thursday20h, 48 * HOUR, saturday21h) // monday21h: a late Resolve gives the full length
 */
export function nextDeadline(deadline: number | null, length: number | null, now: number): number | null {
  if (length === null) return null;
  const from = deadline === null ? now : Math.max(deadline, now);
  return Math.ceil((from + length) / MINUTE) * MINUTE;
}

/**
 * What Resolve (`from: 'deadline'`) or a new battle (`from: 'now'`) writes into Orders due
 * or undefined when the cell stays as it is (no round length and no deadline). As
 * the cell expects it: a cell Sheets holds as a date and time gets a Date; a text cell (or a
 * blank one) the wall time in the spreadsheet's time zone, `2026-12-05 20:00`; '' clears it.
 */
export function ordersDueAfter(
  orders: OrdersSettings,
  timeZone: () => string,
  now: number,
  from: 'deadline' | 'now',
): string | Date | undefined {
  if (orders.length === null) return orders.due === null ? undefined : '';
  // The spreadsheet's time zone is a call to Google: asked only when there is a deadline to write.
  const zone = timeZone();
  const deadline = from === 'deadline' && orders.due ? dueInstant(orders.due, zone) : null;
  const next = nextDeadline(deadline, orders.length, now) as number;
  return orders.due?.kind === 'instant' ? new Date(next) : wallTime(next, zone);
}
