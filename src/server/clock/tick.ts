/**
 * The deadline clock's trigger run (R-17.2, R-17.4; docs/deadline-clock.md): the top-level
 * `deadlineClock`, run every 15 minutes by the GM's one recurring trigger, as the GM, with no one
 * at the keyboard — no Ui, no page. Most runs find nothing to do, and read only the clock's state
 * and the Rules tab to know it. For the round on the Rules tab: once the reminder time passed,
 * reminds each player who asked and still owes orders (once a round); once the deadline passed,
 * resolves the round as Resolve without them would, or only tells the GM, as the Rules tab says
 * (once a deadline). So a round the clock resolved is followed by the next deadline (R-17.1)
 * without the GM. Every action is a row of the Record; a run never creates a trigger.
 */
import { readClockState, saveClockState, type ClockState } from '../../gas/clockState';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { notifyRows } from '../../sheet/play/notify';
import { TAB } from '../../sheet/schema/columns';
import { waitingOnPost } from '../../table/ordersPost';
import { whoToRemind } from '../../table/reminders';
import { describeError } from '../reply/messages';
import { boardOf } from '../round/orders';
import { readCampaignFrom } from '../round/readSheet';
import { READ_TABS } from '../round/resolve';
import { actAtDeadline } from './deadline';
import type { ClockChannel, ClockNews } from './channels';
import { reminderMail, type Sheet } from './letters';
import { sendMails } from '../../gas/mail';
import { clockMoment, dueNow, dueWords, forRound, type ClockMoment } from './moment';
import { recordClock } from './record';
import type { Tabs } from '../../sheet/tab/tabs';

type Tell = (news: Omit<ClockNews, 'battle' | 'round' | 'url'>) => void;

/** One run of the clock's trigger (the time-driven event it gets is not needed). */
export function deadlineClock(services: Services, _event: unknown, channels: readonly ClockChannel[]): void {
  const state = readClockState(services);
  // Paused or stopped (perhaps by another GM, who cannot delete this GM's trigger): nothing to do.
  if (state.state !== 'on') return;
  // Only the GM's own trigger acts: anyone may call a top-level function by name (google.script.run), and a
  // player's call must not act at the deadline — nor spend the round's one action — in their name.
  if (services.Session.getEffectiveUser().getEmail() !== state.owner) return;
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const m = clockMoment(wb, wb.readTabs([TAB.rules]), Date.now());
  const round = forRound(state, m);
  const todo = dueNow(round, m);
  if (todo === null) return;
  // Something to do: now the whole campaign.
  const tabs = wb.readTabs(READ_TABS);
  const sheet: Sheet = { name: wb.ss.getName(), url: wb.ss.getUrl() };
  const tell: Tell = (news) =>
    toChannels(services, wb, m, channels, { ...news, battle: m.battle, round: m.round, url: sheet.url });
  const next =
    todo === 'reminders'
      ? remind(services, wb, tabs, round, m, sheet, tell)
      : actAtDeadline(services, wb, tabs, round, m, sheet, tell);
  saveClockState(services, next);
}

/** R-17.4: one e-mail to each opted-in player who still owes orders, at most once a round; the waiting-on post to the channels. */
function remind(
  services: Services,
  wb: Workbook,
  tabs: Tabs,
  state: ClockState,
  m: ClockMoment,
  sheet: Sheet,
  tell: Tell,
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
  if (board.waiting.length > 0) {
    tell({ kind: 'reminders', headline: did, post: waitingOnPost(board, m.title) });
  }
  return { ...state, reminded: [...state.reminded, ...outcome.sent], remindersDone: true };
}

/** Hands the news to each channel, and what it did to the Record; a channel that fails is noted there too, and the rest still run. */
function toChannels(
  services: Services,
  wb: Workbook,
  m: ClockMoment,
  channels: readonly ClockChannel[],
  news: ClockNews,
): void {
  for (const channel of channels) {
    try {
      const did = channel(news);
      if (did) recordClock(services, wb, m, did, `passing on the clock's news: ${news.headline}`);
    } catch (err) {
      recordClock(services, wb, m, `Could not pass on: ${news.headline}`, describeError(err));
    }
  }
}
