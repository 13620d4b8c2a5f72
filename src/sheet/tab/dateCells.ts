/**
 * A cell Sheets read as a date (docs/platform-contracts.md). Text that looks like a date — `4/5`,
 * `May 3052`, `2024-05-01` — becomes a date when it is typed, and `getValues` hands it over as
 * a JavaScript Date. No cell Gator reads holds a date: a roll typed `4/5`, a battle named
 * `May 3052` is a problem of that cell, said so a player can fix it.
 */

import { localeTyping, typedDayMonth, type LocaleTyping } from './localeTyping';
import type { SheetProblems } from './problems';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86400000;

/** Whether a cell value is a Date (of any realm: the fakes' and Apps Script's alike). */
export function isDateValue(value: unknown): value is Date {
  // Most cells are text or numbers: one typeof settles them.
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Date]';
}

/**
 * The day a date cell holds. Sheets makes a typed date midnight in the spreadsheet's time
 * zone, which Gator does not ask for: the nearest UTC midnight is that day for every zone
 * from UTC−12 to UTC+12.
 */
function dayOf(date: Date): { year: number; month: number; day: number; time: boolean } {
  const ms = date.getTime();
  const d = new Date(Math.round(ms / DAY_MS) * DAY_MS);
  // Sheets' day zero, 30 December 1899: a time typed alone (`12:30`).
  const time = d.getUTCFullYear() === 1899 && d.getUTCMonth() === 11 && d.getUTCDate() === 30 && ms % DAY_MS !== 0;
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), time };
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
 * `fix` says how to type it instead: the faces of a roll, or text kept as text.
 */
export function dateProblemText(date: Date, fix: DateFix, now: Date = new Date(), typing: LocaleTyping = localeTyping()): string {
  const d = dayOf(date);
  if (d.time) {
    return fix === 'faces'
      ? 'holds a time — Sheets read what was typed (a colon between numbers) as a time: type the faces as 4+5, or the total'
      : 'holds a time — Sheets read what was typed (a colon between numbers) as a time: type it with an apostrophe first, or format the column as plain text';
  }
  const thisYear = now.getUTCFullYear();
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
export function reportDate(problems: SheetProblems, tab: string, row: number, col: number, value: unknown, fix: DateFix, mech?: string): boolean {
  if (!isDateValue(value)) return false;
  const seen = problems.located.some((p) => p.problem.code === 'sheet/date_value' && p.tab === tab && p.row === row && p.col === col);
  if (!seen) problems.cell(tab, row, col, 'date_value', dateProblemText(value, fix, new Date(), problems.typing), mech);
  return true;
}
