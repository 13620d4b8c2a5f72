/**
 * Date-looking text, as Sheets reads it when it is typed or written with `setValues`: `4/5`,
 * `May 3052`, `2024-05-01`, `12:30` become dates ("The values will be parsed as if the user
 * typed them into the UI. Numbers will stay as numbers, but strings may be converted to
 * numbers, dates, etc.", https://developers.google.com/sheets/api/reference/rest/v4/ValueInputOption),
 * and `getValues` returns them as JavaScript Dates ("values of type Number, Boolean, Date, or
 * String", https://developers.google.com/apps-script/reference/spreadsheet/range#getvalues).
 *
 * How Sheets reads them depends on the spreadsheet's locale and time zone (File → Settings;
 * `Spreadsheet.getSpreadsheetLocale()` / `getSpreadsheetTimeZone()`,
 * https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#getspreadsheetlocale):
 * `4/5` is 5 April in en_US and 4 May in en_GB; in a locale that writes dates with points
 * (de_DE) `4.5` is 4 May too (locale.ts says how sure that is). A date is midnight in the
 * spreadsheet's time zone, or the time typed after it (`2026-12-03 20:00`, `03.12.2026 20:00`,
 * `12/3/2026 8:00 PM`: a date and time, as Sheets reads them in every locale). The fake reads
 * the common shapes of both orders; a year left out is the current one. Month names are read in
 * English only (Sheets reads the locale's own names too — `Mai` — which the fake does not model).
 */
import { conventionsOf } from './locale';

export interface DateSettings {
  /** `en_US` (month first) or another locale (`en_GB`: day first). */
  readonly locale: string;
  /** An IANA zone (`America/New_York`): dates are midnight there. */
  readonly timeZone: string;
  /** Today, for a date typed without its year. */
  readonly today: () => Date;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthNamed(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = MONTHS.findIndex(
    (m) => m === w || (w.length === 3 && m.startsWith(w)) || (w === 'sept' && m === 'september'),
  );
  return i < 0 ? undefined : i + 1;
}

function monthFirst(settings: DateSettings): boolean {
  return conventionsOf(settings.locale).monthFirst;
}

/** Sheets' window for two-digit years: 00–29 are 2000s, 30–99 the 1900s. */
function fullYear(y: number, digits: number): number {
  if (digits > 2) return y;
  return y < 30 ? 2000 + y : 1900 + y;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
}

/** The instant of a wall-clock time in the zone. */
function zoned(settings: DateSettings, y: number, m: number, d: number, ms = 0): Date {
  const wall = Date.UTC(y, m - 1, d) + ms;
  const guess = wall - offsetAt(settings.timeZone, wall);
  return new Date(wall - offsetAt(settings.timeZone, guess));
}

function validDay(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function thisYear(settings: DateSettings): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, year: 'numeric' }).format(settings.today()),
  );
}

type Ymd = readonly [year: number, month: number, day: number];

function day(y: number, m: number, d: number): Ymd | undefined {
  return validDay(y, m, d) ? [y, m, d] : undefined;
}

const NUMERIC = /^(\d{1,2})\s*([/-])\s*(\d{1,2})(?:\s*\2\s*(\d{2}|\d{4}))?$/;
const ISO = /^(\d{4})\s*([/-])\s*(\d{1,2})\s*\2\s*(\d{1,2})$/;
/** Day first with points (`4.5`, `4.5.`, `04.05.2026`), in the locales that write dates so. */
const POINTS = /^(\d{1,2})\.(\d{1,2})\.?(?:(\d{2}|\d{4}))?$/;
/** A time after a date: `2026-12-03 20:00`, `03.12.2026, 20:00`, `12/3/2026 8:00 PM`, `2026-12-03T20:00:30`. */
const AFTER_DATE = /^(.*?\d)(?:,?\s+|T)(\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?)$/i;
const MONTH_FIRST = /^([A-Za-z]{3,9}\.?)[\s-]+(\d{1,4})(?:,?\s+(\d{4}))?$/;
const DAY_FIRST = /^(\d{1,2})[\s-]+([A-Za-z]{3,9}\.?)(?:,?[\s-]+(\d{2}|\d{4}))?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?$/i;

/** The Date Sheets makes of `text`, or undefined when it does not look like a date or time. */
export function parseDate(text: string, settings: DateSettings): Date | undefined {
  const t = text.trim();
  const timed = AFTER_DATE.exec(t);
  if (timed) {
    const date = parseDay(timed[1], settings);
    const time = timeOfDay(timed[2]);
    return date && time !== undefined ? zoned(settings, date[0], date[1], date[2], time) : undefined;
  }
  const date = parseDay(t, settings);
  if (date) return zoned(settings, date[0], date[1], date[2]);
  const time = timeOfDay(t);
  // A time alone is that time on Sheets' day zero.
  return time === undefined ? undefined : zoned(settings, 1899, 12, 30, time);
}

/** Milliseconds into the day of `12:30`, `8:00 PM`, `20:00:30`; undefined when it is no time. */
function timeOfDay(text: string): number | undefined {
  const m = TIME.exec(text);
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  const seconds = Number(m[3] ?? 0);
  if (m[4]) hours = (hours % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** The year, month and day of date-looking text without a time; undefined when it is none or no such day exists. */
function parseDay(t: string, settings: DateSettings): Ymd | undefined {
  let m = NUMERIC.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    const [month, dayOf] = monthFirst(settings) ? [a, b] : [b, a];
    const year = m[4] ? fullYear(Number(m[4]), m[4].length) : thisYear(settings);
    return day(year, month, dayOf);
  }
  if ((m = POINTS.exec(t)) && conventionsOf(settings.locale).pointDates) {
    return day(m[3] ? fullYear(Number(m[3]), m[3].length) : thisYear(settings), Number(m[2]), Number(m[1]));
  }
  if ((m = ISO.exec(t))) return day(Number(m[1]), Number(m[3]), Number(m[4]));
  if ((m = MONTH_FIRST.exec(t))) {
    const month = monthNamed(m[1]);
    if (month === undefined) return undefined;
    const n = Number(m[2]);
    if (m[3]) return day(Number(m[3]), month, n);
    // `May 5` is a day of this year; `May 3052` the first of that month.
    return n <= 31 && m[2].length <= 2 ? day(thisYear(settings), month, n) : day(fullYear(n, m[2].length), month, 1);
  }
  if ((m = DAY_FIRST.exec(t))) {
    const month = monthNamed(m[2]);
    if (month === undefined) return undefined;
    return day(m[3] ? fullYear(Number(m[3]), m[3].length) : thisYear(settings), month, Number(m[1]));
  }
  return undefined;
}

/**
 * How a Date shows under the default format: `4/5/2026` (en_US), `05/04/2026` (en_GB),
 * `04.05.2026` (de_DE), with its time when it has one (`12/3/2026 20:00:00`); `12:30:00` for a time alone.
 */
export function displayDate(date: Date, settings: DateSettings): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [y, mo, d] = [get('year'), get('month'), get('day')];
  const time = `${get('hour')}:${get('minute')}:${get('second')}`;
  if (y === '1899' && mo === '12' && d === '30') return time;
  const c = conventionsOf(settings.locale);
  const [dd, mm] = [d.padStart(2, '0'), mo.padStart(2, '0')];
  const shown = c.monthFirst ? `${mo}/${d}/${y}` : c.pointDates ? `${dd}.${mm}.${y}` : `${dd}/${mm}/${y}`;
  return time === '00:00:00' ? shown : `${shown} ${time}`;
}
