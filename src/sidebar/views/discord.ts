/**
 * The post for Discord under Copy for the forum (docs/discord.md): Copy for Discord — a message at a time when the
 * round takes several, Discord's limit being 2,000 characters — and, when the Rules tab names a webhook, Post to
 * Discord with what Discord made of it (`not delivered (HTTP 429 …)`: then copy it by hand).
 */
import type { Actions } from '../controller';
import { nextDiscordMessage } from '../controller/discord';
import { forumPost, type AppState } from '../state';
import { h, type VNode } from '../vnode';

/** `Copy round 3 for Discord`, `Copy round 3 for Discord, message 2 of 3`. */
function copyLabel(state: AppState, round: number, count: number): string {
  if (count < 2) return `Copy round ${round} for Discord`;
  return `Copy round ${round} for Discord, message ${nextDiscordMessage(state, round, count) + 1} of ${count}`;
}

/** What Copy for Discord did: copied (and what comes next), or the text to copy by hand. */
function copyStatus(state: AppState, messages: readonly { readonly text: string }[]): VNode | null {
  const d = state.discord;
  if (d.copy === 'idle' || d.message === undefined) return null;
  if (d.copy === 'failed')
    return h(
      'div',
      null,
      h(
        'p',
        { id: 'discord-status', role: 'status', class: 'warn' },
        'The browser would not copy. Select the text below and press Ctrl+C (⌘C on a Mac).',
      ),
      h(
        'textarea',
        { id: 'discord-text', readonly: true, rows: 6, 'aria-label': `Round ${d.round} for Discord` },
        messages[d.message]?.text ?? '',
      ),
    );
  const n = messages.length;
  const which = n > 1 ? ` message ${d.message + 1} of ${n}` : ' post';
  const next =
    n > 1 ? (d.message + 1 < n ? `, then copy message ${d.message + 2} of ${n}` : ': that was the last') : '';
  return h(
    'p',
    { id: 'discord-status', role: 'status', class: 'ok' },
    `Copied round ${d.round}'s${which} for Discord: paste it in the channel${next}.`,
  );
}

export function discordPanel(state: AppState, actions: Actions): VNode | null {
  const post = forumPost(state);
  const discord = post?.discord;
  if (!post || !discord || discord.messages.length === 0) return null;
  const busy = state.busy !== null;
  const d = state.discord;
  return h(
    'div',
    { id: 'discord', role: 'group', 'aria-label': 'Discord' },
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', id: 'copy-discord', disabled: busy, on: { click: () => void actions.copyDiscord() } },
        copyLabel(state, post.round, discord.messages.length),
      ),
      discord.webhook
        ? h(
            'button',
            {
              type: 'button',
              id: 'post-discord',
              disabled: busy || d.posting,
              'aria-busy': d.posting ? 'true' : 'false',
              on: { click: () => void actions.postDiscord() },
            },
            d.posting ? 'Posting to Discord…' : `Post round ${post.round} to Discord`,
          )
        : null,
    ),
    copyStatus(state, discord.messages),
    d.posted !== ''
      ? h(
          'p',
          { id: 'discord-posted', role: 'status', tabindex: '-1', class: d.delivered ? 'ok' : 'warn' },
          d.delivered ? d.posted : `${d.posted} Copy for Discord to paste it by hand.`,
        )
      : null,
  );
}
