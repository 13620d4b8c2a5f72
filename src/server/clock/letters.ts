/**
 * The deadline clock's e-mails, in words (docs/deadline-clock.md, What each player receives):
 * the reminder to a player who asked, the GM's word at the deadline, and the resolved round's
 * post for the GM and the players who asked. Plain text: every mail client shows it.
 */
import type { Mail } from '../../gas/mail';
import { mechsText, type Reminder } from '../../table/reminders';
import type { ClockMoment } from './moment';
import { dueWords } from './moment';

/** The campaign the mail is about: the spreadsheet's name and address. */
export interface Sheet {
  readonly name: string;
  readonly url: string;
}

const FOOTER = 'You get this because you ticked Notify on the Mechs tab; untick it for no more e-mails from Gator.';

function title(m: ClockMoment): string {
  return m.battle === 'Battle 1' ? `round ${m.round}` : `${m.battle}, round ${m.round}`;
}

/** the mechs still without orders, the deadline in the campaign's time zone, the spreadsheet's address. */
export function reminderMail(r: Reminder, m: ClockMoment, sheet: Sheet): Mail {
  const due = m.due ? dueWords(m.due) : '';
  return {
    to: r.account,
    subject: `Gator: your orders for ${title(m)} of ${sheet.name} are due ${due}`,
    body: [
      `${sheet.name} waits for your orders for ${mechsText(r.mechs)} in ${title(m)}: no orders given, and not Ready.`,
      `They are due ${due}. Give them, or tick Ready, on the spreadsheet:`,
      sheet.url,
      '',
      FOOTER,
    ].join('\n'),
  };
}

/** The GM's mail of a round the clock resolved: what it played without, and the post. */
export function resolvedMailForGm(
  gm: string,
  m: ClockMoment,
  sheet: Sheet,
  notes: readonly string[],
  post: string,
): Mail {
  return {
    to: gm,
    subject: `Gator: ${title(m)} of ${sheet.name} resolved at the deadline`,
    body: [
      `The deadline clock resolved ${title(m)} at the deadline ${m.due ? dueWords(m.due) : ''}, as Resolve without them would.`,
      ...notes.map((n) => `• ${n}`),
      '',
      'The forum post (also on the Log tab, and under Copy for the forum in the sidebar; Undo takes the round back):',
      '',
      post,
      '',
      sheet.url,
    ].join('\n'),
  };
}

/** An opted-in player's mail of a round the clock resolved: the post, and where the sheet is. */
export function resolvedMailForPlayer(to: string, m: ClockMoment, sheet: Sheet, post: string): Mail {
  return {
    to,
    subject: `Gator: ${title(m)} of ${sheet.name} resolved`,
    body: [`${title(m)} was resolved at the deadline. The post:`, '', post, '', sheet.url, '', FOOTER].join('\n'),
  };
}

/** The GM's mail when the round cannot be resolved at the deadline: why, problem by problem. */
export function cannotMail(gm: string, m: ClockMoment, sheet: Sheet, why: readonly string[], tried: boolean): Mail {
  return {
    to: gm,
    subject: `Gator: ${title(m)} of ${sheet.name} cannot be resolved`,
    body: [
      `The deadline ${m.due ? dueWords(m.due) : ''} passed${tried ? ' and the deadline clock did not resolve the round' : ''}: it cannot be resolved until these are fixed.`,
      ...why.map((w) => `• ${w}`),
      '',
      'Fix them, then resolve from the combat sidebar:',
      sheet.url,
    ].join('\n'),
  };
}

/** At the deadline Tell the GM: the round is ready, with what Resolve would do about the orders it lacks. */
export function readyMail(gm: string, m: ClockMoment, sheet: Sheet, notes: readonly string[]): Mail {
  return {
    to: gm,
    subject: `Gator: ${title(m)} of ${sheet.name} is ready to resolve`,
    body: [
      `The deadline ${m.due ? dueWords(m.due) : ''} passed and ${title(m)} can be resolved.`,
      ...notes.map((n) => `• ${n}`),
      '',
      'Open the combat sidebar and Resolve:',
      sheet.url,
    ].join('\n'),
  };
}
