/**
 * Where the deadline clock's news goes besides e-mail. The clock hands each channel what it did
 * — a reminder round, a round resolved (with its post), a round it could not resolve, a round
 * ready for the GM — after its e-mails; a channel that throws is noted on the Record and the
 * others still run. The list is where another channel (a post to the campaign's Discord) is
 * plugged in: the clock itself knows none.
 */
export interface ClockNews {
  readonly kind: 'reminders' | 'resolved' | 'not_resolved' | 'ready';
  readonly battle: string;
  readonly round: number;
  /** One line: what happened (`Round 3 resolved at the deadline Thu 3 Dec 20:00 (Europe/London).`). */
  readonly headline: string;
  /** The forum post (BBCode) of a round the clock resolved. */
  readonly post?: string;
  /** The spreadsheet's address. */
  readonly url: string;
}

export type ClockChannel = (news: ClockNews) => void;
