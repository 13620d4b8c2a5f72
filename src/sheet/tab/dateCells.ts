/**
 * A cell Sheets read as a date (docs/platform-contracts.md). Text that looks like a date — `4/5`,
 * `May 3052`, `2024-05-01` — becomes a date when it is typed, and `getValues` hands it over as
 * a JavaScript Date. No cell Gator reads holds a date: a roll typed `4/5`, a battle named
 * `May 3052` is a problem of that cell, said so a player can fix it.
 */

import { localeTyping, typedDayMonth, type LocaleTyping } from './localeTyping';
import type { SheetProblems } from './problems';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_MS = 86400000;

/** Whether a cell value is a Date (of any realm: the fakes' and Apps Script's alike). */
export function isDateValue(value: unknown): value is Date {
  // Most cells are text or numbers: one typeof settles them.
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Date]';
}

/** A date's wall clock, field by field. */
interface Wall {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Milliseconds since that day's midnight. */
  readonly ms: number;
}

/**
 * The wall clock of `date` in `timeZone`; undefined for a zone this runtime does not know (a
 * custom `GMT-07:00` one Sheets may report is read as its offset when it is whole hours).
 */
function wallIn(date: Date, timeZone: string): Wall | undefined {
  const custom = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(timeZone);
  const zone =
    custom && (custom[3] ?? '00') === '00' ? `Etc/GMT${custom[1] === '+' ? '-' : '+'}${Number(custom[2])}` : timeZone;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(date);
  } catch {
    return undefined;
  }
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  const wall = {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    ms: ((get('hour') % 24) * 3600 + get('minute') * 60 + get('second')) * 1000,
  };
  return [wall.year, wall.month, wall.day, wall.ms].every(Number.isFinite) ? wall : undefined;
}

/**
 * The wall clock of the nearest UTC midnight: a typed date's own day for every zone from UTC−11
 * to UTC+12 (at UTC−12 midnight is noon UTC, which rounds to the next day, as UTC+12's does).
 */
function nearestMidnight(date: Date): Wall {
  const ms = date.getTime();
  const d = new Date(Math.round(ms / DAY_MS) * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), ms: ms - d.getTime() };
}

/**
 * The day a date cell holds. Sheets makes a typed date midnight in the spreadsheet's time zone
 * (and a time typed alone that time on its day zero), so the day is read on that zone's clock —
 * right for every zone from UTC−12 to UTC+14. A read not told the zone (a custom function is
 * handed values only) takes the nearest UTC midnight, right from UTC−11 to UTC+12.
 */
function dayOf(date: Date, timeZone?: string): { year: number; month: number; day: number; time: boolean } {
  const wall = (timeZone !== undefined ? wallIn(date, timeZone) : undefined) ?? nearestMidnight(date);
  // Sheets' day zero, 30 December 1899: a time typed alone (`12:30`).
  const time = wall.year === 1899 && wall.month === 12 && wall.day === 30 && wall.ms !== 0;
  return { year: wall.year, month: wall.month, day: wall.day, time };
}

/**
 * What was most likely typed for a date, as the spreadsheet's locale writes it: `4/5` (this
 * year; 5 April in en_US, 4 May in en_GB), `4.5` (4 May in de_DE), `May 3052`, `4/5/2024`.
 */
function typedAs(d: { year: number; month: number; day: number }, thisYear: number, typing: LocaleTyping): string {
  if (d.year === thisYear) return typedDayMonth(d.day, d.month, typing);
  if (d.day === 1) return `${MONTHS[d.month - 1]} ${d.year}`;
  return `${typedDayMonth(d.day, d.month, typing)}${typing.pointDates ? '.' : '/'}${d.year}`;
}

/** The two numbers of a day and month in the order they were typed: the faces a roll typed so meant. */
function facesAs(d: { month: number; day: number }, typing: LocaleTyping): string {
  return typing.monthFirst ? `${d.month}+${d.day}` : `${d.day}+${d.month}`;
}

/** How the cell should be typed instead. */
type DateFix = 'faces' | 'text';

/**
 * What a problem says about a cell holding a date (after its `Attacks!I2: `), quoting what was
 * typed as the spreadsheet's locale (`typing`) writes it:
 * `holds a date (5 April) — Sheets read "4/5" as a date: type the faces as 4+5` (en_US),
 * `holds a date (4 May) — Sheets read "4.5" as a date: type the faces as 4+5` (de_DE).
 * `fix` says how to type it instead: the faces of a roll, or text kept as text. `timeZone`,
 * the spreadsheet's, is where Sheets put the date's midnight.
 */
export function dateProblemText(
  date: Date,
  fix: DateFix,
  now: Date = new Date(),
  timeZone?: string,
  typing: LocaleTyping = localeTyping(),
): string {
  const d = dayOf(date, timeZone);
  if (d.time) {
    return fix === 'faces'
      ? 'holds a time — Sheets read what was typed (a colon between numbers) as a time: type the faces as 4+5, or the total'
      : 'holds a time — Sheets read what was typed (a colon between numbers) as a time: type it with an apostrophe first, or format the column as plain text';
  }
  // This year on the spreadsheet's calendar too: on 1 January in Auckland it is still last year in UTC.
  const thisYear = (timeZone !== undefined ? wallIn(now, timeZone)?.year : undefined) ?? now.getUTCFullYear();
  const typed = typedAs(d, thisYear, typing);
  const shown = `${d.day} ${MONTHS[d.month - 1]}${d.year === thisYear ? '' : ` ${d.year}`}`;
  const how =
    fix === 'faces'
      ? `type the faces as ${facesAs(d, typing)}`
      : `type it with an apostrophe first ('${typed}), or format the column as plain text (Format → Number → Plain text) and type it again`;
  return `holds a date (${shown}) — Sheets read "${typed}" as a date: ${how}`;
}

/**
 * Reports a cell Sheets read as a date (`4/5`, `May 3052`) as a problem of that cell — once,
 * however many readers meet it; true when it is one.
 */
export function reportDate(
  problems: SheetProblems,
  tab: string,
  row: number,
  col: number,
  value: unknown,
  fix: DateFix,
  mech?: string,
): boolean {
  if (!isDateValue(value)) return false;
  const seen = problems.located.some(
    (p) => p.problem.code === 'sheet/date_value' && p.tab === tab && p.row === row && p.col === col,
  );
  if (!seen)
    problems.cell(
      tab,
      row,
      col,
      'date_value',
      dateProblemText(value, fix, new Date(), problems.timeZone, problems.typing),
      mech,
    );
  return true;
}
