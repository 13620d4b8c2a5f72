/**
 * Resolving a round from the sidebar, and what it hands the GM: the forum post to copy (in
 * parts when it is long), or the rolls the round waits for when the Dice are typed
 * (R-0.5), to copy for the forum or add to the Rolls tab.
 */
import { plural } from '../format';
import { forumPost, heldBackOf, holdsBack, neededText, nextForumPart } from '../state';
import { askHeldBack } from './heldBack';
import { asksFirst } from './orders';
import { resolveWith } from './resolveWith';
import type { Session } from './session';
import type { ResolveOptions } from '../../server/round/withoutHeldBack';

/** What Add to the Rolls tab did: the rows added, and where the to-hit rolls go instead. */
function addedText(r: { added: number; range: string; toHit: number }, asked: number): string {
  const toHit =
    r.toHit === 0
      ? ''
      : ` ${r.toHit === 1 ? 'The to-hit roll goes' : `The ${r.toHit} to-hit rolls go`} in ${r.toHit === 1 ? "its line's Roll cell" : "their lines' Roll cells"} on the Attacks tab.`;
  if (r.added > 0)
    return `Added ${plural(r.added, 'row')} to the Rolls tab (${r.range}): type each roll in its Roll cell.${toHit} Then Resolve again.`;
  if (r.toHit === asked) return `Nothing to add to the Rolls tab.${toHit} Then Resolve again.`;
  return `Every one of these rolls is on the Rolls tab already: type each roll in its Roll cell.${toHit} Then Resolve again.`;
}

export function roundActions(s: Session) {
  return {
    async resolve(options?: ResolveOptions) {
      const view = s.state.view;
      if (s.state.busy || !view) return;
      // Orders a problem holds back (Resolve without them): the GM sees them, and why, before the round is
      // played — in one question with any mechs without orders (R-15.4). When they cannot be
      // skipped, the server refuses, saying why, and nothing is asked first.
      if (holdsBack(view))
        return heldBackOf(view).canSkip ? askHeldBack(s) : resolveWith(s, { ...options, withoutHeldBack: true });
      // Any other problem stops the round: the server names it; a question first would invite a refused resolve.
      if (view.status.problems.length > 0) return resolveWith(s, options ?? {});
      // Mechs without orders before the deadline (R-15.4): the GM is asked first.
      if (asksFirst(view.status.orders, options, Date.now()))
        return s.set({ dialog: { kind: 'missingOrders' }, focus: 'orders-confirm-yes' });
      await resolveWith(s, options ?? {});
    },

    async copy(part?: number) {
      const post = forumPost(s.state);
      if (!post) return;
      if (post.parts.length <= 1) {
        try {
          await s.deps.copyText(post.text);
          s.set({ copy: { status: 'copied', round: post.round } });
        } catch {
          s.set({ copy: { status: 'failed', round: post.round }, focus: 'forum-text' });
        }
        return;
      }
      // In parts: one at a time, in order; the button of the next part takes the focus.
      const i = part ?? nextForumPart(s.state, post);
      try {
        await s.deps.copyText(post.parts[i].text);
        const next = i + 1 < post.parts.length ? `copy-part-${i + 2}` : null;
        s.set({ copy: { status: 'copied', round: post.round, part: i }, focus: next });
      } catch {
        s.set({ copy: { status: 'failed', round: post.round, part: i }, focus: 'forum-text' });
      }
    },

    async copyNeeded() {
      const needed = s.state.needed;
      if (!needed) return;
      try {
        await s.deps.copyText(neededText(needed));
        s.set({ needed: { ...needed, copy: 'copied' } });
      } catch {
        s.set({ needed: { ...needed, copy: 'failed' }, focus: 'needed-text' });
      }
    },

    async addNeeded() {
      const needed = s.state.needed;
      if (!needed || needed.adding) return;
      s.set({ needed: { ...needed, adding: true, added: '' } });
      try {
        const r = await s.deps.call(
          'addNeededRolls',
          needed.rolls.map((n) => n.key),
        );
        const added = r.ok ? addedText(r, needed.rolls.length) : r.problems.map((p) => p.message).join(' ');
        s.set({ needed: { ...needed, adding: false, added } });
      } catch (err) {
        s.set({
          needed: {
            ...needed,
            adding: false,
            added: `Gator could not write the Rolls tab: ${err instanceof Error ? err.message : String(err)}`,
          },
        });
      }
    },
  };
}
