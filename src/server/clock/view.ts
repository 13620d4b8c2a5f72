/**
 * The deadline clock as the sidebar shows it (docs/deadline-clock.md): on, paused or off, and for
 * which deadline; and what the clock did since this user last looked, from the Record. Asking
 * marks the clock's news as seen.
 */
import { lastLook, markLooked, readClockState } from '../../gas/clockState';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { TAB } from '../../sheet/schema/columns';
import { jsonSafe } from '../reply/responses';
import { clockMoment, dueWords, instantWords } from './moment';
import { type ClockAction, clockActionsSince } from './record';

export interface ClockView {
  readonly state: 'on' | 'paused' | 'off';
  /** The account whose trigger runs it ('' when off). */
  readonly owner: string;
  /** `Thu 3 Dec 20:00 (Europe/London)`, or '' without Orders due. */
  readonly due: string;
  /** When the reminders go, in the same clock, or ''. */
  readonly reminders: string;
  /** `Resolve` or `Tell the GM`. */
  readonly atDeadline: string;
  /** What the clock did since this user last looked, oldest first. */
  readonly since: readonly ClockAction[];
}

export function getDeadlineClock(services: Services): ClockView {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const state = readClockState(services);
  const now = Date.now();
  const m = clockMoment(wb, wb.readTabs([TAB.rules]), now);
  const since = clockActionsSince(wb, lastLook(services));
  markLooked(services, now);
  return jsonSafe({
    state: state.state,
    owner: state.state === 'off' ? '' : state.owner,
    due: m.due ? dueWords(m.due) : '',
    reminders: m.remindAt !== null && state.state === 'on' ? instantWords(m.remindAt, m) : '',
    atDeadline: m.settings.atDeadline === 'resolve' ? 'Resolve' : 'Tell the GM',
    since,
  });
}
