/**
 * What the deadline clock reads of the campaign at one moment: the round and battle, the
 * deadline in the spreadsheet's time zone, the clock's own settings and
 * what a run has to do now.
 */
import { battleLabel, roundTitle } from '../../sheet/play/battleName';
import { type ClockSettings, readClockSettings } from '../../sheet/read/clockSettings';
import { readRules } from '../../sheet/read/rules';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import type { Workbook } from '../../gas/workbook';
import { type DueView, dueView } from '../../table/ordersDue';
import { reminderAt } from '../../table/reminders';
import type { ClockState } from '../../gas/clockState';

export interface ClockMoment {
  readonly now: number;
  readonly round: number;
  /** `Battle 1, round 3`: the key of the round the clock's reminders and deadline are about. */
  readonly roundKey: string;
  readonly battle: string;
  /** `Round 3`, or `Battle 2 — Round 3` once the battles have names: the title of the round's posts. */
  readonly title: string;
  /** The deadline, in the spreadsheet's time zone; null without Orders due. */
  readonly due: DueView | null;
  readonly settings: ClockSettings;
  /** When the reminders go, or null (no lead time, or no deadline). */
  readonly remindAt: number | null;
  /** Problems of the Rules tab's Orders due and Round length that leave the clock without a deadline. */
  readonly dueProblems: readonly string[];
}

/** The clock's view of `tabs` (the Rules tab at least) at `now`; the time zone is asked only when there is a deadline. */
export function clockMoment(wb: Workbook, tabs: Tabs, now: number): ClockMoment {
  const problems = new SheetProblems();
  const rules = readRules(tabs, problems);
  const settings = readClockSettings(tabs);
  const zone = rules.orders.due ? wb.ss.getSpreadsheetTimeZone() : 'UTC';
  const due = dueView(rules.orders.due, zone, now);
  const battle = battleLabel(rules.battle);
  return {
    now,
    round: rules.round,
    roundKey: `${battle}, round ${rules.round}`,
    battle,
    title: roundTitle(rules.battle, rules.round),
    due,
    settings,
    remindAt: due ? reminderAt(due.at, settings.reminder) : null,
    dueProblems: problems.list
      .map((p) => p.message)
      .filter((m) => m.indexOf('Orders due') >= 0 || m.indexOf('Round length') >= 0),
  };
}

/** The state for the moment's round: whom it reminded for an earlier round forgotten. */
export function forRound(state: ClockState, m: ClockMoment): ClockState {
  return state.round === m.roundKey ? state : { ...state, round: m.roundKey, reminded: [], remindersDone: false };
}

/** `Battle 1, round 3, due 1764792000000`: one deadline of one round, as the state remembers it. */
export function deadlineKey(m: ClockMoment): string {
  return `${m.roundKey}, due ${m.due ? m.due.at : 'never'}`;
}

/**
 * What a run of the clock's trigger has to do now: act at the deadline once it
 * passed — once a deadline — or remind once the reminder time passed, once a round; else nothing.
 * A run comes within the trigger's interval after the moment, never exactly at it.
 */
export function dueNow(state: ClockState, m: ClockMoment): 'deadline' | 'reminders' | null {
  if (!m.due) return null;
  if (m.now >= m.due.at) return state.actedOn.indexOf(deadlineKey(m)) >= 0 ? null : 'deadline';
  return m.remindAt !== null && m.now >= m.remindAt && !state.remindersDone ? 'reminders' : null;
}

/** `Thu 3 Dec 20:00 (Europe/London)`. */
export function dueWords(due: DueView): string {
  return `${due.label} (${due.timeZone})`;
}

/** `Wed 2 Dec 20:00`: an instant on the deadline's clock (the spreadsheet's time zone). */
export function instantWords(ms: number, m: ClockMoment): string {
  return dueView({ kind: 'instant', ms }, m.due ? m.due.timeZone : 'UTC', m.now)?.label ?? '';
}
