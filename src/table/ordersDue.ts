/**
 * The Rules tab's Orders due as every view shows it: an instant, and
 * its words in the spreadsheet's time zone — `Thu 3 Dec 20:00` — whoever reads them and
 * wherever their browser is.
 */
import type { OrdersDue } from '../sheet/read/orders';

export interface DueView {
  /** The deadline as milliseconds since 1970 (UTC): the sidebar counts down to it. */
  readonly at: number;
  /** `Thu 3 Dec 20:00` in the spreadsheet's time zone (the year added when it is not this year's). */
  readonly label: string;
  /** The spreadsheet's time zone, `Europe/London`. */
  readonly timeZone: string;
  /** Whether the deadline has passed at the time the view was made. */
  readonly passed: boolean;
}

/** The wall clock of `ms` in `timeZone`, field by field. */
function wallParts(ms: number, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    // Numeric: en-GB's short September is `Sept` in today's ICU and may change again; a number does not.
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, string> = {};
  for (const p of format.formatToParts(new Date(ms))) out[p.type] = p.value;
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How far `timeZone`'s wall clock is ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const p = wallParts(ms, timeZone);
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour) % 24,
    Number(p.minute),
    Number(p.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** A zone Intl knows, else UTC (a custom `GMT-07:00` zone Sheets may report is read as its offset). */
function knownZone(timeZone: string): string {
  const custom = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(timeZone);
  if (custom && (custom[3] ?? '00') === '00') return `Etc/GMT${custom[1] === '+' ? '-' : '+'}${Number(custom[2])}`;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone }).format(0);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The instant of a deadline: a Date as it is; a wall time read in `timeZone` (twice, across a clock change). */
export function dueInstant(due: OrdersDue, timeZone: string): number {
  if (due.kind === 'instant') return due.ms;
  const zone = knownZone(timeZone);
  const wall = Date.UTC(due.year, due.month - 1, due.day, due.hour, due.minute);
  const first = wall - offsetAt(wall, zone);
  return wall - offsetAt(first, zone);
}

/** `Thu 3 Dec 20:00` (`Thu 3 Dec 2026 20:00` when not in the year of `now`), in `timeZone`. */
function dueLabel(ms: number, timeZone: string, now: number): string {
  const zone = knownZone(timeZone);
  const p = wallParts(ms, zone);
  const year = wallParts(now, zone).year === p.year ? '' : ` ${p.year}`;
  return `${p.weekday} ${Number(p.day)} ${MONTHS[Number(p.month) - 1]}${year} ${p.hour}:${p.minute}`;
}

/**
 * `2026-12-05 20:00`: the instant `ms` as the Orders due cell takes it, a wall time in `timeZone` (seconds dropped).
 */
export function wallTime(ms: number, timeZone: string): string {
  const p = wallParts(ms, knownZone(timeZone));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(Number(p.month))}-${two(Number(p.day))} ${two(Number(p.hour) % 24)}:${p.minute}`;
}

/** The deadline's view at `now`; null without one. */
export function dueView(due: OrdersDue | null, timeZone: string, now: number): DueView | null {
  if (!due) return null;
  const at = dueInstant(due, timeZone);
  return { at, label: dueLabel(at, timeZone, now), timeZone, passed: now >= at };
}
