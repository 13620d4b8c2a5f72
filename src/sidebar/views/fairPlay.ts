/**
 * What the sidebar shows of fair play (docs/fair-play.md): the seal of the round the players are
 * declaring (Dice seed Sealed), and, on a resolved round, that it was resolved again after an
 * Undo and why. The full seal is shown, selectable: players compare it with DICESEAL.
 */
import type { AppState, ResolveSuccess } from '../state';
import { h, type VNode } from '../vnode';

/** `Round 4's dice are sealed: 5d1f…`, the whole seal below it; null without Dice seed Sealed. */
export function sealLine(state: AppState): VNode | null {
  const seal = state.view?.seal;
  if (!seal) return null;
  return h(
    'div',
    { id: 'dice-seal', 'data-seal': seal.seal, 'data-round': String(seal.round) },
    h('p', { id: 'dice-seal-text' }, `Round ${seal.round}'s dice are sealed: ${seal.seal.slice(0, 16)}…`),
    h('p', { class: 'muted seal' }, h('code', { id: 'dice-seal-full' }, seal.seal)),
    h('p', { class: 'muted' }, 'The seed is revealed when the round is resolved: =DICESEAL(seed) must give this seal.'),
  );
}

/**
 * `Round 3 resolved again; the first resolution was undone: "…"`; null for a first resolution.
 * Information for the table, not an alarm: the Record keeps both.
 */
export function againLine(r: ResolveSuccess): VNode | null {
  const { again, resolution } = r.record;
  if (!again) return null;
  return h(
    'p',
    { id: 'resolved-again', class: 'info', 'data-resolution': String(resolution) },
    `Round ${r.round} ${again}. The Record tab keeps every resolution.`,
  );
}

/** The next round's seal, as the post ends with it. */
export function nextSealLine(r: ResolveSuccess): VNode | null {
  const next = r.dice.nextSeal;
  if (!next) return null;
  return h('p', { id: 'next-seal', 'data-seal': next.seal }, `Round ${next.round}'s dice are sealed: ${next.seal}`);
}
