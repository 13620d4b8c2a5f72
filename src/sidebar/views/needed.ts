/**
 * The rolls a round waits for (R-0.5, the Rules tab's Dice is "Typed rolls only"): each as
 * the line the GM posts to the forum, a Copy button for all of them, and "Add to the Rolls
 * tab" to write their words into the For column so only the faces are left to type.
 */
import type { Actions } from '../controller';
import { plural } from '../format';
import { neededText, type AppState } from '../state';
import { h, type VNode } from '../vnode';

export function renderNeeded(state: AppState, actions: Actions): VNode {
  const n = state.needed;
  if (!n) return h('section', { id: 'needed', hidden: true });
  const toHit = n.rolls.every((r) => r.toHit);
  const where = toHit
    ? "Type each to-hit roll in its line's Roll cell on the Attacks tab (several weapons: one roll each, in the order of the TN cell, separated by commas), or on the Rolls tab; then Resolve again."
    : 'Type each roll on the Rolls tab — its words in For, what was thrown in Roll, who threw it in Rolled by — then Resolve again.';
  const copied =
    n.copy === 'copied'
      ? `Copied ${plural(n.rolls.length, 'line')}: paste them in the forum.`
      : n.copy === 'failed'
        ? 'The browser would not copy. Select the text below and press Ctrl+C (⌘C on a Mac).'
        : '';
  return h(
    'section',
    {
      id: 'needed',
      class: 'message notice',
      role: 'status',
      'aria-labelledby': 'needed-title',
      'data-testid': 'needed',
    },
    h('h2', { id: 'needed-title', tabindex: -1 }, `Round ${n.round} waits for ${plural(n.rolls.length, 'roll')}`),
    h(
      'p',
      null,
      `Nothing was written: the Rules tab's Dice is Typed rolls only. Ask the players for ${n.rolls.length === 1 ? 'this roll' : 'these rolls'}:`,
    ),
    h(
      'ol',
      { class: 'needed-rolls' },
      n.rolls.map((r) => h('li', { 'data-testid': 'needed-roll', 'data-dice': r.dice }, r.asked)),
    ),
    h('p', null, where),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', id: 'copy-needed', on: { click: () => void actions.copyNeeded() } },
        'Copy for the forum',
      ),
      h(
        'button',
        { type: 'button', id: 'add-needed', disabled: n.adding, on: { click: () => void actions.addNeeded() } },
        'Add to the Rolls tab',
      ),
    ),
    h(
      'p',
      { id: 'needed-status', role: 'status', class: n.copy === 'failed' ? 'warn' : 'ok' },
      n.added !== '' ? n.added : copied,
    ),
    n.copy === 'failed'
      ? h(
          'textarea',
          {
            id: 'needed-text',
            readonly: true,
            rows: Math.min(8, n.rolls.length + 1),
            'aria-label': 'The rolls to ask for',
          },
          neededText(n),
        )
      : null,
  );
}
