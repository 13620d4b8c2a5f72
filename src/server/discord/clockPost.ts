/**
 * The campaign's Discord as a channel of the deadline clock (docs/deadline-clock.md, Discord on the
 * clock): when the Rules tab names a Discord webhook, the waiting-on post goes there at reminder
 * time and the round's post when the clock resolved it, as Discord markdown in messages of at
 * most 2,000 characters. E-mail stays the clock's primary channel: a post Discord refuses (a 429,
 * Cloudflare's 1015) is a row of the Record saying it was not delivered, and never fails the run.
 */
import type { WebServices } from '../../gas/discord';
import type { Services } from '../../gas/services';
import { postBBCodeToDiscord } from './post';

/** What the clock hands a channel, as far as Discord needs it (the clock's own type is a sibling feature's). */
interface ClockNewsForDiscord {
  readonly kind: string;
  readonly round: number;
  /** BBCode: the round's post, or the waiting-on post. */
  readonly post?: string;
}

/** What Discord is sent of each kind of news: a name for the Record's row, or none. */
const POSTED: Readonly<Record<string, (round: number) => string>> = {
  resolved: (round) => `round ${round}`,
  reminders: (round) => `the waiting-on post of round ${round}`,
};

/** The clock's Discord channel: what it posted (or why not) for the Record, null when there is nothing to post or no webhook. */
export function discordClockChannel(
  services: Services,
  web: WebServices,
): (news: ClockNewsForDiscord) => string | null {
  return (news) => {
    const name = POSTED[news.kind];
    if (!name || !news.post) return null;
    const sent = postBBCodeToDiscord(services, web, news.post, name(news.round));
    if (sent.ok) return sent.text;
    // No webhook on the Rules tab: this campaign has no Discord channel.
    if (sent.problems.every((p) => p.code === 'discord/no_webhook')) return null;
    return `Not posted to Discord: ${sent.problems.map((p) => p.message).join(' ')}`;
  };
}
