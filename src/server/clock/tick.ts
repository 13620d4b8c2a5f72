/**
 * The deadline clock's trigger run (R-17.2, R-17.4; docs/deadline-clock.md): the top-level
 * `deadlineClock`, run by the GM's installable trigger as the GM, with no one at the keyboard —
 * no Ui, no page. It deletes the trigger that fired, then, for the round on the Rules tab: at the
 * reminder time, reminds each player who asked and still owes orders; at the deadline, resolves
 * the round as Resolve without them would (or only tells the GM, as the Rules tab says). Every
 * action is a row of the Record; it creates no trigger (the GM's next action arms the next ones).
 */
import { readClockState, saveClockState, type ClockState } from '../../gas/clockState';
import { dropFiredTrigger } from '../../gas/clockTriggers';
import { granted, SCRIPT_APP_SCOPE } from '../../gas/consent';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { notifyRows } from '../../sheet/play/notify';
import { whoToRemind } from '../../table/reminders';
import { describeError } from '../reply/messages';
import { boardOf } from '../round/orders';
import { readCampaignFrom } from '../round/readSheet';
import { READ_TABS } from '../round/resolve';
import { actAtDeadline } from './deadline';
import type { ClockChannel, ClockNews } from './channels';
import { reminderMail, type Sheet } from './letters';
import { sendMails } from '../../gas/mail';
import { clockMoment, dueWords, forRound, type ClockMoment } from './moment';
import { recordClock } from './record';
import type { Tabs } from '../../sheet/tab/tabs';

/** The time-driven event: its trigger's id (https://developers.google.com/apps-script/guides/triggers/events#time-driven-events). */
interface ClockEvent {
  readonly triggerUid?: string;
}

/** One run of the clock's trigger. */
export function deadlineClock(services: Services, event: unknown, channels: readonly ClockChannel[]): void {
  const uid = (event as ClockEvent | undefined)?.triggerUid;
  if (uid && granted(services, SCRIPT_APP_SCOPE)) dropFiredTrigger(services, uid);
  const state = readClockState(services);
  // Paused or stopped since the trigger was made (perhaps by another GM, who could not delete it): nothing to do.
  if (state.state !== 'on') return;
  // Only the GM's own trigger acts: anyone may call a top-level function by name (google.script.run), and a
  // player's call must not act at the deadline — nor spend the round's one action — in their name.
  if (services.Session.getEffectiveUser().getEmail() !== state.owner) return;
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs(READ_TABS);
  const m = clockMoment(wb, tabs, Date.now());
  const sheet: Sheet = { name: wb.ss.getName(), url: wb.ss.getUrl() };
  const round = forRound(state, m);
  const tell = (news: Omit<ClockNews, 'battle' | 'round' | 'url'>) =>
    toChannels(services, wb, m, channels, { ...news, battle: m.battle, round: m.round, url: sheet.url });
  if (!m.due) {
    recordClock(services, wb, m, 'Woke with no deadline: nothing done.', 'Orders due is blank on the Rules tab');
    return saveClockState(services, { ...round, armed: [] });
  }
  if (m.now < m.due.at) {
    const next = remindersDue(round, m) ? remind(services, wb, tabs, round, m, sheet, tell) : round;
    if (next === round && m.due.at !== state.due)
      recordClock(
        services,
        wb,
        m,
        `Woke before the deadline: it is now ${dueWords(m.due)}.`,
        'Orders due moved; the clock is armed for it at the GM’s next action in Gator',
      );
    return saveClockState(services, next);
  }
  if (round.acted) return;
  saveClockState(services, actAtDeadline(services, wb, tabs, round, m, sheet, tell));
}

function remindersDue(state: ClockState, m: ClockMoment): boolean {
  return m.remindAt !== null && m.now >= m.remindAt && !state.remindersDone;
}

/** R-17.4: one e-mail to each opted-in player who still owes orders, at most once a round. */
function remind(
  services: Services,
  wb: Workbook,
  tabs: Tabs,
  state: ClockState,
  m: ClockMoment,
  sheet: Sheet,
  tell: (news: Omit<ClockNews, 'battle' | 'round' | 'url'>) => void,
): ClockState {
  const board = boardOf(wb, tabs, readCampaignFrom(wb, tabs), [], m.now);
  const due = m.due ? dueWords(m.due) : '';
  const list = whoToRemind(board, notifyRows(tabs), state.reminded);
  const outcome = sendMails(
    services,
    list.map((r) => reminderMail(r, m, sheet)),
  );
  const named = list
    .filter((r) => outcome.sent.indexOf(r.account) >= 0)
    .map((r) => `${r.account} (${r.mechs.join(', ')})`);
  const did =
    named.length > 0
      ? `Reminded ${named.join(', ')} of round ${m.round}'s orders, due ${due}.`
      : `No reminder sent for round ${m.round}'s orders, due ${due}.`;
  const why =
    list.length === 0
      ? 'no player who ticked Notify still owes orders'
      : `the reminder time came and they had no orders and were not Ready${outcome.notSent ? `; ${outcome.notSent}` : ''}`;
  recordClock(services, wb, m, did, why);
  if (named.length > 0) tell({ kind: 'reminders', headline: did });
  return { ...state, reminded: [...state.reminded, ...outcome.sent], remindersDone: true };
}

/** Hands the news to each channel; a channel that fails is noted on the Record and the rest still run. */
function toChannels(
  services: Services,
  wb: Workbook,
  m: ClockMoment,
  channels: readonly ClockChannel[],
  news: ClockNews,
): void {
  for (const channel of channels) {
    try {
      channel(news);
    } catch (err) {
      recordClock(services, wb, m, `Could not pass on: ${news.headline}`, describeError(err));
    }
  }
}
