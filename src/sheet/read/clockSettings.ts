/**
 * The Rules tab's settings of the deadline clock (R-17.2, R-17.4, docs/deadline-clock.md): what it
 * does when Orders due passes, and how long before it the players who asked are reminded. Read
 * only by the clock: a round resolved by hand never depends on them.
 */
import { didYouMean, nearest } from '../../rules/text/nearest';
import { AT_DEADLINE_CHOICES } from '../schema/choices';
import { RULES } from '../schema/playTabs';
import { SETTINGS } from '../schema/settings';
import { a1, cellText, choice, describeGot, isBlank, normalize } from '../tab/cells';
import { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { readRoundLength } from './roundLength';

export type AtDeadline = 'tell' | 'resolve';

export interface ClockSettings {
  /** At the deadline: `tell` the GM (the default), or `resolve` the round. */
  readonly atDeadline: AtDeadline;
  /** Reminder before the deadline, in milliseconds; null: no reminders. */
  readonly reminder: number | null;
  /** Each bad value, naming its cell: `Rules!B16: At the deadline must be Tell the GM or Resolve, got "Resolv" — did you mean Resolve?`. */
  readonly problems: readonly string[];
}

const DAY = 24 * 3_600_000;

function spec(key: 'atDeadline' | 'reminder') {
  return SETTINGS.filter((s) => s.key === key)[0];
}

/** Whether a Setting cell names `key`'s setting (its name or an alias, any case). */
function names(key: 'atDeadline' | 'reminder', text: string): boolean {
  const s = spec(key);
  const wanted = normalize(text);
  return [s.name, ...(s.aliases ?? [])].some((n) => normalize(n) === wanted);
}

/** The clock's settings as the Rules tab gives them; a missing row takes its default (Tell the GM; 24h). */
export function readClockSettings(tabs: Tabs): ClockSettings {
  const table = openTab(tabs, RULES, new SheetProblems(), false);
  let atDeadline: AtDeadline = 'tell';
  let reminder: number | null = DAY;
  const problems: string[] = [];
  if (!table) return { atDeadline, reminder, problems };
  for (const row of table.dataRows()) {
    const setting = cellText(table.get(row, 'setting'));
    const value = table.get(row, 'value');
    const cell = a1(RULES.name, row, table.col('value'));
    if (names('atDeadline', setting)) {
      const picked = choice(value, AT_DEADLINE_CHOICES);
      if (isBlank(value) || picked === AT_DEADLINE_CHOICES[0]) atDeadline = 'tell';
      else if (picked === AT_DEADLINE_CHOICES[1]) atDeadline = 'resolve';
      else
        problems.push(
          `${cell}: At the deadline must be ${spec('atDeadline').valid}, got ${describeGot(value)}${didYouMean(nearest(cellText(value), [...AT_DEADLINE_CHOICES]))}`,
        );
    } else if (names('reminder', setting)) {
      const read = readRoundLength(value);
      if (read === null || typeof read === 'number') reminder = read;
      else
        problems.push(
          `${cell}: Reminder before the deadline must be a length of time such as 24h, 12h or 1d, or blank for no reminders, got ${describeGot(value)}${didYouMean(read.meant)}`,
        );
    }
  }
  return { atDeadline, reminder, problems };
}
