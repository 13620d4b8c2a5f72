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

/**
 * A zone as the clock reads it: a name Intl knows, or a fixed offset — Sheets may report a custom
 * zone as `GMT+05:30` — read as UTC shifted by it (Intl may not know offset names).
 */
interface Zone {
  readonly name: string;
  /** Milliseconds the wall clock is ahead of the zone named. */
  readonly shift: number;
}

/** The wall clock of `ms` in `zone`, field by field. */
function wallParts(ms: number, zone: Zone): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone.name,
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
  for (const p of format.formatToParts(new Date(ms + zone.shift))) out[p.type] = p.value;
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How far `zone`'s wall clock is ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, zone: Zone): number {
  const p = wallParts(ms, zone);
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

/** A zone Intl knows, a custom offset (`GMT-07:00`, `GMT+05:30`), else UTC. */
function knownZone(timeZone: string): Zone {
  const custom = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(timeZone);
  if (custom) {
    const minutes = Number(custom[2]) * 60 + Number(custom[3] ?? 0);
    return { name: 'UTC', shift: (custom[1] === '+' ? 1 : -1) * minutes * 60_000 };
  }
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone }).format(0);
    return { name: timeZone, shift: 0 };
  } catch {
    return { name: 'UTC', shift: 0 };
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
