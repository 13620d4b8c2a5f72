/**
 * The forum post of a resolved round, read back from the Log (docs/sidebar.md, "Copy for
 * the forum"): Resolve writes it as rows with Purpose `BBCode` (or `BBCode 1/3` … when it is
 * longer than a cell holds); pasted one after the other they give the whole
 * `[hider=Round N]…` post. Reading it back lets a sidebar opened later still copy it. The
 * Log is read in src/server/round/logTab.ts, from the bottom up, never whole. A post longer than the
 * Rules tab's Forum post limit is offered in numbered parts, each within the limit and cut
 * between mechs' blocks (src/log/postParts.ts).
 */
import { discordMessages } from '../../log/discord';
import { postParts } from '../../log/postParts';
import type { Workbook } from '../../gas/workbook';
import { forumPostOf as loggedPostOf, forumPostOnLog as loggedPostOnLog, type LoggedPost } from '../round/logTab';
import type { ForumPost } from './views';

type Grid = readonly (readonly unknown[])[];

/**
 * A round's post as the sidebar offers it: whole, in the parts Copy gives one by one, and as the messages Copy for
 * Discord gives; `webhook`: the Rules tab names a Discord webhook.
 */
function forumPostView(round: number, text: string, limit: number, webhook: boolean): ForumPost {
  const parts = postParts(text, limit).map((p) => ({ text: p.text, length: p.text.length, over: p.over }));
  const messages = discordMessages(text).map((m) => ({ text: m.text, length: m.text.length, over: m.over }));
  return { round, text, limit, parts, discord: { messages, webhook } };
}

function viewOf(post: LoggedPost | null, limit: number, webhook: boolean): ForumPost | null {
  return post ? forumPostView(post.round, post.text, limit, webhook) : null;
}

/**
 * The BBCode of `round` in the Log's values (header row first) and its parts of at most `limit` characters, or null
 * when the Log has none.
 */
export function forumPostOf(log: Grid | undefined, round: number | null, limit: number): ForumPost | null {
  return viewOf(loggedPostOf(log, round), limit, false);
}

/** The same, read from the bottom of the Log tab up (never the Log whole). */
export function forumPostOnLog(wb: Workbook, round: number | null, limit: number, webhook = false): ForumPost | null {
  return viewOf(loggedPostOnLog(wb, round), limit, webhook);
}
