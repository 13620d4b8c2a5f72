/**
 * Start, Pause and Stop the deadline clock (docs/deadline-clock.md). Only the GM's Start creates
 * the clock's one recurring trigger — never a trigger run — and it runs as that GM; each run reads
 * the deadline afresh, so nothing is armed again when Orders due moves. Pause removes the trigger
 * and keeps Orders due; Stop removes it and clears it. Every one of these is a row of the Record.
 */
import { armClockTrigger, CLOCK_EVERY_MINUTES, dropClockTriggers } from '../../gas/clockTriggers';
import { type ClockState, readClockState, saveClockState } from '../../gas/clockState';
import { granted, grantText, SCRIPT_APP_SCOPE, SEND_MAIL_SCOPE } from '../../gas/consent';
import { withDocumentLock } from '../../gas/lock';
import { tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { TAB } from '../../sheet/schema/columns';
import { planWrites } from '../../sheet/write/cellValue';
import { withSettings } from '../../sheet/write/settings';
import { busy, notAllowed } from '../reply/messages';
import { type Failure, jsonSafe, refuse } from '../reply/responses';
import { nextOrdersDue } from '../round/orders';
import { type ClockMoment, clockMoment, dueWords, forRound, instantWords } from './moment';
import { recordClock } from './record';

/** What Start, Pause and Stop answer: what was done, in the words the menu's alert and the sidebar show. */
export type ClockReply = { readonly ok: true; readonly message: string } | Failure;

/** The tab the clock reads to arm itself: the Rules tab (the round, Orders due, its settings). */
const CLOCK_TABS: readonly string[] = [TAB.rules];

function me(services: Services): string {
  return services.Session.getEffectiveUser().getEmail();
}

/** `for the deadline Thu 3 Dec 20:00 (Europe/London), to resolve the round then; reminders Wed 2 Dec 20:00`. */
function armedWords(m: ClockMoment): string {
  if (!m.due) return 'with no deadline to wait for';
  const remind = m.remindAt !== null && m.remindAt > m.now ? `; reminders ${instantWords(m.remindAt, m)}` : '';
  const what = m.settings.atDeadline === 'resolve' ? 'resolve the round' : 'tell the GM';
  return `for the deadline ${dueWords(m.due)}, to ${what} then${remind}`;
}

/** Creates the GM's one recurring trigger and saves the clock as on, run by this GM. */
function arm(services: Services, state: ClockState, m: ClockMoment): void {
  armClockTrigger(services);
  saveClockState(services, { ...forRound(state, m), state: 'on', owner: me(services) });
}

/** Start the deadline clock: refused, writing nothing, when the GM may not, has not granted triggers, or has no deadline. */
export function startClock(services: Services): ClockReply {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock(services, () => startLocked(services, wb), busy));
}

function startLocked(services: Services, wb: Workbook): ClockReply {
  const blocked = tabsUserCannotEdit(services, wb, CLOCK_TABS);
  if (blocked.length > 0) return notAllowed(services, blocked, 'start the deadline clock');
  if (!granted(services, SCRIPT_APP_SCOPE))
    return refuse(
      'clock/not_granted',
      `The deadline clock runs when you are not present, which you have not allowed Gator: ${grantText(SCRIPT_APP_SCOPE)}. Nothing was changed.`,
    );
  const state = readClockState(services);
  if (state.state === 'on' && state.owner !== '' && state.owner !== me(services))
    return refuse(
      'clock/other_gm',
      `The deadline clock already runs as ${state.owner}, whose triggers only that account can change: ask them to stop it first. Nothing was changed.`,
    );
  const now = Date.now();
  let tabs = wb.readTabs(CLOCK_TABS);
  let m = clockMoment(wb, tabs, now);
  const bad = [...m.dueProblems, ...m.settings.problems];
  if (bad.length > 0) return refuse('clock/bad_setting', `${bad.join(' ')} Nothing was changed.`);
  if (!m.due) {
    // No deadline yet: with a Round length, the first one is that long from now, as for a new battle.
    const due = nextOrdersDue(wb, tabs, 'now', now);
    if (due.length === 0)
      return refuse(
        'clock/no_deadline',
        'The deadline clock needs a deadline: type Orders due on the Rules tab (a date and time such as 2026-12-03 20:00), or a Round length (48h) for one that long from now. Nothing was changed.',
      );
    const updates = withSettings(tabs, {}, due);
    wb.write(planWrites(tabs, updates, wb.readFormulas(Object.keys(updates))));
    tabs = wb.readTabs(CLOCK_TABS);
    m = clockMoment(wb, tabs, now);
  }
  arm(services, state.state === 'off' ? { ...state, round: '' } : state, m);
  const mail = granted(services, SEND_MAIL_SCOPE)
    ? ''
    : ` It cannot send e-mail until you ${grantText(SEND_MAIL_SCOPE)}: no reminders, and no word at the deadline.`;
  const did = `Started, ${armedWords(m)}; it looks every ${CLOCK_EVERY_MINUTES} minutes.`;
  recordClock(services, wb, m, did, 'the GM started the deadline clock');
  return { ok: true, message: `The deadline clock is ${did.slice(0, -1).replace('Started', 'on')}.${mail}` };
}

/** Pause the deadline clock: its trigger removed, Orders due kept; Start resumes it. */
export function pauseClock(services: Services): ClockReply {
  return jsonSafe(halt(services, 'paused'));
}

/** Stop the deadline clock: its trigger removed and Orders due cleared. */
export function stopClock(services: Services): ClockReply {
  return jsonSafe(halt(services, 'off'));
}

function halt(services: Services, to: 'paused' | 'off'): ClockReply {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return withDocumentLock(
    services,
    (): ClockReply => {
      const blocked = tabsUserCannotEdit(services, wb, CLOCK_TABS);
      const verb = to === 'off' ? 'stop' : 'pause';
      if (blocked.length > 0) return notAllowed(services, blocked, `${verb} the deadline clock`);
      const state = readClockState(services);
      // Another GM's triggers are not this user's to delete: with the clock off they fire, see it, and do nothing.
      if (granted(services, SCRIPT_APP_SCOPE)) dropClockTriggers(services);
      saveClockState(services, { ...state, state: to });
      let tabs = wb.readTabs(CLOCK_TABS);
      if (to === 'off') {
        const updates = withSettings(tabs, {}, [['ordersDue', '']]);
        wb.write(planWrites(tabs, updates, wb.readFormulas(Object.keys(updates))));
        tabs = wb.readTabs(CLOCK_TABS);
      }
      const m = clockMoment(wb, tabs, Date.now());
      const did = to === 'off' ? 'Stopped; Orders due cleared.' : 'Paused; Orders due kept.';
      recordClock(services, wb, m, did, `the GM chose to ${verb} the deadline clock`);
      return {
        ok: true,
        message:
          to === 'off'
            ? 'The deadline clock is stopped and Orders due cleared: no reminders, nothing done at a deadline.'
            : 'The deadline clock is paused: Orders due stays, but nothing happens at it until you start the clock again.',
      };
    },
    busy,
  );
}
