/**
 * Post to Discord (docs/discord.md): a round's post, or any BBCode post of Gator's (the waiting-on post), sent to the
 * Rules tab's Discord webhook as Discord markdown in messages of at most 2,000 characters. Read-only for the sheet.
 * The GM's sidebar button and menu item come here, and so can the deadline clock, after a resolve or at reminder time:
 * it never throws, and a post Discord did not take says why — `not delivered (HTTP 429 …)` — so the round stands
 * and the GM can paste it with Copy for Discord.
 */
import { discordMessages } from '../../log/discord';
import { readRules } from '../../sheet/read/rules';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { postToWebhook, type WebServices } from '../../gas/discord';
import type { Services } from '../../gas/services';
import { undoStack } from '../../gas/undoStore';
import { Workbook } from '../../gas/workbook';
import { forumPostOnLog } from '../round/logTab';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';

/** A post sent to Discord, in full or in part. */
export interface DiscordSent {
  readonly ok: true;
  /** `round 3`, `the waiting-on post`. */
  readonly what: string;
  readonly delivered: number;
  readonly messages: number;
  /** Every message delivered. */
  readonly complete: boolean;
  /**
   * `Round 3 posted to Discord (2 messages).`, or `Round 3 not delivered to Discord (HTTP 429, …): 1 of 3 messages
   * posted.`
   */
  readonly text: string;
}

type DiscordReply = DiscordSent | Failure;

/** The Rules tab's webhook, or why there is none to post to (the cell's own problem when it is mistyped). */
function webhookOf(wb: Workbook): string | Failure {
  const problems = new SheetProblems();
  const read = readRules(wb.readTabs([TAB.rules]), problems);
  const bad = problems.list.filter((p) => p.message.indexOf('Discord webhook') >= 0);
  if (bad.length > 0) return failure(...bad);
  if (read.discordWebhook === null)
    return refuse(
      'discord/no_webhook',
      "The Rules tab's Discord webhook is blank: paste the channel's webhook address there (Discord: channel settings ▸ Integrations ▸ Webhooks ▸ Copy Webhook URL), or use Copy for Discord.",
    );
  return read.discordWebhook;
}

/**
 * Sends `bbcode` (a post in Gator's BBCode) to the Rules tab's Discord webhook as Discord markdown; `what` names it in
 * the answer (`round 3`). Refuses, sending nothing, when the Rules tab names no webhook (or a mistyped one).
 */
export function postBBCodeToDiscord(services: Services, web: WebServices, bbcode: string, what: string): DiscordReply {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const url = webhookOf(wb);
  if (typeof url !== 'string') return jsonSafe(url);
  const messages = discordMessages(bbcode).map((m) => m.text);
  const d = postToWebhook(web, url, messages);
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`;
  const name = what.charAt(0).toUpperCase() + what.slice(1);
  const text =
    d.failure === null
      ? `${name} posted to Discord (${count}).`
      : `${name} not delivered to Discord (${d.failure}): ${d.delivered} of ${count} posted.`;
  return jsonSafe({
    ok: true,
    what,
    delivered: d.delivered,
    messages: messages.length,
    complete: d.failure === null,
    text,
  });
}

/**
 * Posts a resolved round's post — `round`, or the last resolved round when none is given — as the Log holds it, to
 * the Rules tab's Discord webhook. Refuses when no round has been resolved (or the Log has no post of it).
 */
export function postRoundToDiscord(services: Services, web: WebServices, round?: unknown): DiscordReply {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const wanted =
    typeof round === 'number' && Number.isInteger(round) && round >= 1 ? round : undoStack(wb).lastResolved;
  const post = forumPostOnLog(wb, wanted);
  if (!post)
    return jsonSafe(
      refuse(
        'discord/no_post',
        wanted === null
          ? 'No round has been resolved yet: there is no post to send to Discord.'
          : `The Log has no forum post of round ${wanted} to send to Discord.`,
      ),
    );
  return postBBCodeToDiscord(services, web, post.text, `round ${post.round}`);
}
