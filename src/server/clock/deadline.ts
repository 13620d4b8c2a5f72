/**
 * At the deadline (R-17.2): with At the deadline `Resolve`, the round is resolved through
 * Resolve's own path, as the GM's Resolve without them would after the deadline — mechs without
 * orders take the Missing orders default, lines a problem holds back are held back, under the
 * round's dice seed — and the post goes to the GM and the players who asked; a round that cannot
 * be resolved (a Rules, Map or record problem, two mechs in one hex, Wait for the GM) is left
 * alone and the GM told why. With `Tell the GM`, the GM only hears whether it is ready.
 */
import { ACTED_ON_KEPT, type ClockState } from '../../gas/clockState';
import { type Mail, sendMails } from '../../gas/mail';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';
import { notifyRows } from '../../sheet/play/notify';
import { normalize } from '../../sheet/tab/cells';
import type { Tabs } from '../../sheet/tab/tabs';
import { heldBackView } from '../../table/heldBack';
import { boardOf, waitingText } from '../round/orders';
import { readCampaignFrom } from '../round/readSheet';
import { resolveRound } from '../round/resolve';
import { withoutThem } from '../round/withoutHeldBack';
import type { ClockNews } from './channels';
import { cannotMail, readyMail, resolvedMailForGm, resolvedMailForPlayer, type Sheet } from './letters';
import { type ClockMoment, deadlineKey, dueWords } from './moment';
import { recordClock } from './record';

type Tell = (news: Omit<ClockNews, 'battle' | 'round' | 'url'>) => void;

/** What the clock does at the deadline, once a round; the state it leaves. */
export function actAtDeadline(
  services: Services,
  wb: Workbook,
  tabs: Tabs,
  state: ClockState,
  m: ClockMoment,
  sheet: Sheet,
  tell: Tell,
): ClockState {
  const gm = state.owner;
  if (m.settings.problems.length > 0) {
    finish(
      services,
      wb,
      m,
      [cannotMail(gm, m, sheet, m.settings.problems, false)],
      'Did nothing at the deadline.',
      m.settings.problems.join(' '),
    );
    return acted(state, m);
  }
  if (m.settings.atDeadline === 'resolve') resolveAtDeadline(services, wb, tabs, m, sheet, gm, tell);
  else tellTheGm(services, wb, tabs, m, sheet, gm, tell);
  return acted(state, m);
}

/** The state once the clock acted at the moment's deadline: it will not act at that one again. */
function acted(state: ClockState, m: ClockMoment): ClockState {
  return { ...state, actedOn: [...state.actedOn, deadlineKey(m)].slice(-ACTED_ON_KEPT) };
}

function resolveAtDeadline(
  services: Services,
  wb: Workbook,
  tabs: Tabs,
  m: ClockMoment,
  sheet: Sheet,
  gm: string,
  tell: Tell,
): void {
  const due = m.due ? dueWords(m.due) : '';
  // Resolve's own path: after the deadline it asks nothing about mechs without orders (R-15.4).
  const result = resolveRound(services, m.round, { withoutHeldBack: true });
  if (!result.ok) {
    const why = result.problems.map((p) => p.message);
    finish(
      services,
      wb,
      m,
      [cannotMail(gm, m, sheet, why, true)],
      `Did not resolve round ${m.round} at the deadline ${due}; told the GM why.`,
      why.join(' '),
    );
    return tell({ kind: 'not_resolved', headline: `Round ${m.round} was not resolved at the deadline ${due}.` });
  }
  const notes = [...result.orders.defaults, ...result.orders.heldBack];
  const post = result.report.bbcode;
  const players = optedIn(tabs).filter((a) => normalize(a) !== normalize(gm));
  const mails: Mail[] = [
    resolvedMailForGm(gm, m, sheet, notes, post),
    ...players.map((p) => resolvedMailForPlayer(p, m, sheet, post)),
  ];
  const why = notes.length > 0 ? `the deadline passed; ${notes.join('; ')}` : 'the deadline passed with every order in';
  finish(
    services,
    wb,
    m,
    mails,
    `Resolved round ${m.round} at the deadline ${due}; sent the post to the GM${players.length > 0 ? ` and ${players.join(', ')}` : ''}.`,
    why,
  );
  tell({ kind: 'resolved', headline: `Round ${m.round} resolved at the deadline ${due}.`, post });
}

function tellTheGm(
  services: Services,
  wb: Workbook,
  tabs: Tabs,
  m: ClockMoment,
  sheet: Sheet,
  gm: string,
  tell: Tell,
): void {
  const due = m.due ? dueWords(m.due) : '';
  const read = readCampaignFrom(wb, tabs);
  const board = boardOf(wb, tabs, read, [], m.now);
  const waiting =
    board.waiting.length > 0
      ? [`No orders: ${waitingText(board.waiting)} — they take the Missing orders default.`]
      : [];
  let why: readonly string[] = [];
  if (board.missingOrders === 'wait' && board.waiting.length > 0)
    why = [`Missing orders is Wait for the GM, and ${waitingText(board.waiting)}.`];
  else if (read.problems.length > 0) {
    const w = withoutThem(read);
    if (!('without' in w)) why = w.problems.map((p) => p.message);
  }
  if (why.length > 0) {
    finish(
      services,
      wb,
      m,
      [cannotMail(gm, m, sheet, why, false)],
      `Told the GM that round ${m.round} cannot be resolved after the deadline ${due}.`,
      why.join(' '),
    );
    return tell({ kind: 'not_resolved', headline: `Round ${m.round} cannot be resolved yet: the GM was told why.` });
  }
  const notes = [...waiting, ...heldBackView(read).plan];
  finish(
    services,
    wb,
    m,
    [readyMail(gm, m, sheet, notes)],
    `Told the GM that round ${m.round} is ready to resolve (deadline ${due}).`,
    'At the deadline is Tell the GM',
  );
  tell({ kind: 'ready', headline: `Round ${m.round} is ready for the GM to resolve.` });
}

/** Sends the mails and records what was done and why — and what could not be sent. */
function finish(
  services: Services,
  wb: Workbook,
  m: ClockMoment,
  mails: readonly Mail[],
  did: string,
  why: string,
): void {
  const outcome = sendMails(services, mails);
  recordClock(services, wb, m, did, outcome.notSent ? `${why}; ${outcome.notSent}` : why);
}

/** The accounts that ticked Notify on any mech, each once. */
function optedIn(tabs: Tabs): string[] {
  const out: string[] = [];
  for (const n of notifyRows(tabs)) if (!out.some((a) => normalize(a) === normalize(n.account))) out.push(n.account);
  return out;
}
