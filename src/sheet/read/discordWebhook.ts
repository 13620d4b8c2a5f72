/**
 * The Rules tab's Discord webhook (docs/discord.md): where Post to Discord sends a round's post.
 * Blank turns it off. Only Discord's own webhook addresses are taken, so a typo — or a link to
 * anywhere else — never receives the campaign's posts.
 */
import { cellText, isBlank } from '../tab/cells';

/**
 * `https://discord.com/api/webhooks/<id>/<token>`, as Discord's channel settings copy it (also
 * on `discordapp.com`, the older name, and the `ptb.` and `canary.` clients, with an API version).
 */
const WEBHOOK = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/\d+\/[\w-]+\/?$/;

/** What the cell must hold, as the problem says it. */
export const WEBHOOK_EXPECTED =
  'a Discord webhook address, https://discord.com/api/webhooks/… (Discord: channel settings ▸ Integrations ▸ Webhooks ▸ Copy Webhook URL), or blank for none';

/** The Discord webhook cell: null for blank, the address, or what was expected. */
export function readDiscordWebhook(value: unknown): string | null | { readonly error: string } {
  if (isBlank(value)) return null;
  const text = cellText(value).trim();
  return WEBHOOK.test(text) ? text : { error: WEBHOOK_EXPECTED };
}
