/**
 * The Rules tab's settings of the orders phase: when the
 * orders are due, and what a round does about a mech that has none — and, read in
 * `roundLength.ts`, how far each Resolve moves the deadline on.
 */
import { nearest } from '../../rules/text/nearest';
import { cellText, isBlank, normalize } from '../tab/cells';
import { MISSING_ORDERS_CHOICES } from '../schema/choices';

/**
 * When this round's orders are due. A cell Sheets holds as a date and time comes from
 * `getValues` as a `Date` — already an instant; a text such as `2026-12-03 20:00` is a wall
 * time read in the spreadsheet's time zone (src/table/ordersDue.ts makes it an instant).
 */
export type OrdersDue =
  | { readonly kind: 'instant'; readonly ms: number }
  | {
      readonly kind: 'wall';
      readonly year: number;
      readonly month: number;
      readonly day: number;
      readonly hour: number;
      readonly minute: number;
    };

/** What Resolve does about a mech without orders: the default, wait for them, or the autopilot. */
type MissingOrdersPolicy = 'default' | 'wait' | 'autopilot';

/** The orders phase's settings as read. */
export interface OrdersSettings {
  /** Null: no deadline. */
  readonly due: OrdersDue | null;
  readonly missing: MissingOrdersPolicy;
  /** Round length in milliseconds; null: none, Resolve clears Orders due. */
  readonly length: number | null;
}

export const DEFAULT_ORDERS_SETTINGS: OrdersSettings = { due: null, missing: 'default', length: null };

/** `2026-12-03 20:00`, `2026-12-03T20:00`, `2026-12-03 8:00`, with or without seconds; a date alone is midnight. */
const WALL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?)?$/;
/**
 * `03.12.2026 20:00`, `3.12.2026, 20:00`: day, month and year with points, as a GM in a
 * German-speaking locale types them — unambiguous (points are written day first), so read in
 * every locale. A cell that is not plain text holds such a deadline as a date already; this is
 * for the text of a plain-text cell, or one typed with an apostrophe.
 */
const POINTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;

function validWall(y: number, mo: number, d: number, h: number, mi: number): boolean {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return false;
  // The last day of the month: day 0 of the next month.
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** The Orders due cell: null for blank, the deadline, or the words of what is expected. */
export function readOrdersDue(value: unknown): OrdersDue | null | { readonly error: string } {
  if (isBlank(value)) return null;
  // A Date from another realm (the fakes' cells, in the tests) is a Date too.
  if (Object.prototype.toString.call(value) === '[object Date]') {
    const ms = (value as Date).getTime();
    return Number.isNaN(ms) ? { error: 'a date and time' } : { kind: 'instant', ms };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  const iso = WALL.exec(text);
  const m = iso ?? POINTED.exec(text);
  if (!m)
    return {
      error:
        "a date and time such as 2026-12-03 20:00 (year-month-day hour:minute, or 03.12.2026 20:00, in the spreadsheet's time zone), or blank for no deadline",
    };
  const [y, mo, d] = (iso ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]]).map(Number);
  const [h, mi] = [m[4] ?? '0', m[5] ?? '0'].map(Number);
  if (!validWall(y, mo, d, h, mi)) return { error: `a date and time that exists (${cellText(value)} does not)` };
  return { kind: 'wall', year: y, month: mo, day: d, hour: h, minute: mi };
}

/** The Missing orders cell: blank is the default (stand still, hold fire). */
export function readMissingOrders(
  value: unknown,
): MissingOrdersPolicy | { readonly error: string; readonly meant?: string } {
  if (isBlank(value)) return 'default';
  const t = normalize(cellText(value))
    .replace(/[,.;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const [stand, wait, autopilot] = MISSING_ORDERS_CHOICES.map((c) => normalize(c).replace(/,/g, ''));
  if (t === stand || t === 'stand still' || t === 'default') return 'default';
  if (t === wait || t === 'wait') return 'wait';
  if (t === autopilot) return 'autopilot';
  return {
    error: `${MISSING_ORDERS_CHOICES[0]}, ${MISSING_ORDERS_CHOICES[1]} or ${MISSING_ORDERS_CHOICES[2]}`,
    meant: nearest(cellText(value), [...MISSING_ORDERS_CHOICES]),
  };
}
