/**
 * Where the deadline clock's news goes besides e-mail, the primary channel. The clock hands each
 * channel what it did — a reminder round (with the waiting-on post), a round resolved (with its
 * post), a round it could not resolve, a round ready for the GM — after its e-mails; what a
 * channel did is a row of the Record, and a channel that throws is noted there and the others
 * still run. src/server/api.ts plugs in the campaign's Discord (src/server/discord/clockPost.ts):
 * the clock itself knows none.
 */
export interface ClockNews {
  readonly kind: 'reminders' | 'resolved' | 'not_resolved' | 'ready';
  readonly battle: string;
  readonly round: number;
  /** One line: what happened (`Round 3 resolved at the deadline Thu 3 Dec 20:00 (Europe/London).`). */
  readonly headline: string;
  /** The forum post (BBCode) of a round the clock resolved; the waiting-on post (BBCode) of a reminder round. */
  readonly post?: string;
  /** The spreadsheet's address. */
  readonly url: string;
}

/** A channel: passes the news on, and says what it did for the Record (`Round 1 posted to Discord (2 messages).`), or null when it has nothing to say. */
export type ClockChannel = (news: ClockNews) => string | null;
