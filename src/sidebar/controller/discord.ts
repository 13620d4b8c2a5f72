/**
 * Copy for Discord and Post to Discord (docs/discord.md): the last round's post as Discord markdown, copied a
 * message at a time (Discord takes 2,000 characters a message), or sent to the Rules tab's webhook by the server.
 */
import { forumPost } from '../state';
import { errorMessage, type Session } from './session';

/** The message Copy for Discord copies next (0-based): the one after the last copied of this round, else the first. */
export function nextDiscordMessage(s: Session['state'], round: number, count: number): number {
  const d = s.discord;
  const last = d.copy === 'copied' && d.round === round ? d.message : undefined;
  return last === undefined ? 0 : Math.min(last + 1, count - 1);
}

export function discordActions(s: Session) {
  return {
    async copyDiscord() {
      const post = forumPost(s.state);
      const messages = post?.discord?.messages ?? [];
      if (!post || messages.length === 0) return;
      const i = nextDiscordMessage(s.state, post.round, messages.length);
      const d = s.state.discord;
      try {
        await s.deps.copyText(messages[i].text);
        s.set({ discord: { ...d, copy: 'copied', round: post.round, message: i } });
      } catch {
        s.set({ discord: { ...d, copy: 'failed', round: post.round, message: i }, focus: 'discord-text' });
      }
    },

    async postDiscord() {
      const post = forumPost(s.state);
      if (!post || s.state.discord.posting) return;
      s.set({ discord: { ...s.state.discord, posting: true, posted: '' } });
      try {
        const r = await s.deps.call('postRoundToDiscord', post.round);
        const posted = r.ok ? r.text : r.problems.map((p) => p.message).join(' ');
        s.set({
          discord: { ...s.state.discord, posting: false, posted, delivered: r.ok && r.complete },
          focus: 'discord-posted',
        });
      } catch (err) {
        s.set({
          discord: { ...s.state.discord, posting: false, posted: '' },
          message: errorMessage('Gator could not post to Discord.', err, 'Copy for Discord still works.'),
          focus: 'message-title',
        });
      }
    },
  };
}
