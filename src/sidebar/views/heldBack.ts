/**
 * What problems hold back, as the sidebar shows it (docs/sidebar.md): the Resolve
 * without them confirmation — what will happen to each line and order held back, or why the
 * round cannot be played without them — and each attack line the preview cannot show, with why.
 */
import type { HeldLineView } from '../../table/heldBack';
import type { Actions } from '../controller';
import { plural } from '../format';
import { heldBackOf, missingAsked, type AppState } from '../state';
import { h, type VNode } from '../vnode';
import { selectButton } from './common';
import { missingOrdersText } from './orders';

/** A sentence with the button to the cell it is about. */
function withCell(
  text: string,
  cell: string | undefined,
  about: string,
  actions: Actions,
  attrs: Record<string, string> = {},
): VNode {
  return h('li', attrs, h('span', null, text), cell ? [' ', selectButton(cell, about, actions)] : null);
}

/**
 * The confirmation under Resolve: what the round will do without them (future tense, one line
 * each, with the button to the cell of each problem) and that their cells stay for the next
 * round. Only offered when the round can be played without them; otherwise Resolve asks the
 * server, which refuses, saying why each problem cannot be skipped.
 */
export function heldBackPanel(state: AppState, actions: Actions): VNode | null {
  const held = heldBackOf(state.view);
  if (state.dialog.kind !== 'heldBack' || !state.view || !held.canSkip) return null;
  const round = state.view.status.round;
  const board = state.view.status.orders;
  const named = missingAsked(state.view);
  const lines = held.lines.filter((l) => !l.made).length;
  const what = [
    held.orders.length > 0 ? plural(held.orders.length, "mech's orders", "mechs' orders") : '',
    lines > 0 ? plural(lines, 'attack line') : '',
  ].filter((x) => x !== '');
  return h(
    'div',
    { id: 'held-confirm', class: 'confirm', role: 'group', 'aria-labelledby': 'held-confirm-text' },
    h(
      'p',
      { id: 'held-confirm-text', tabindex: -1 },
      `Problems hold back ${what.join(' and ')}. Resolve round ${round} without them?`,
    ),
    // Mechs without orders are named in this same question: its answer confirms them.
    named.length > 0 ? h('p', { id: 'held-missing', class: 'warn' }, missingOrdersText(board, named)) : null,
    h(
      'ul',
      { id: 'held-plan', class: 'edited' },
      held.orders.map((o, i) =>
        withCell(held.plan[i] ?? o.why, o.whyCell, `${o.mech}'s orders`, actions, { 'data-mech': o.mech }),
      ),
      held.lines.map((l) =>
        withCell(l.fate, l.whyCell ?? l.cell, `attack line ${l.cell}`, actions, {
          'data-cell': l.cell,
          'data-made': l.made ? 'true' : 'false',
        }),
      ),
    ),
    h(
      'p',
      { class: 'muted' },
      `Their cells stay on the sheet for round ${round + 1}: fix them to play them then, or clear them. Nothing else changes, and Undo takes the round back.`,
    ),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          type: 'button',
          id: 'held-confirm-yes',
          class: 'primary',
          on: { click: () => void actions.confirmHeldBack() },
        },
        'Resolve without them',
      ),
      h('button', { type: 'button', id: 'held-confirm-no', on: { click: () => actions.cancelHeldBack() } }, 'Cancel'),
    ),
  );
}

/** `Griffin → Rifleman`, as the preview titles a line. */
function title(l: HeldLineView): string {
  if (l.attacker !== '' && l.target !== '') return `${l.attacker} → ${l.target}`;
  return l.attacker !== '' ? l.attacker : `Line ${l.cell}`;
}

/**
 * An attack line the preview cannot show: what it declares, why it is held back, what Resolve without them does with
 * it.
 */
export function heldLineItem(l: HeldLineView, actions: Actions): VNode {
  return h(
    'li',
    { class: 'attack held', 'data-testid': 'attack-held', 'data-cell': l.cell },
    h('h3', null, title(l), ' ', selectButton(l.cell, `attack line ${l.cell}`, actions)),
    l.weapons !== '' ? h('p', { class: 'muted' }, `Declared: ${l.weapons} — no TN while it is held back.`) : null,
    h(
      'p',
      { class: 'warn', 'data-testid': 'held-why' },
      `Held back: ${l.why}`,
      l.whyCell && l.whyCell !== l.cell ? [' ', selectButton(l.whyCell, l.why, actions)] : null,
    ),
    l.fate !== '' ? h('p', { class: 'muted', 'data-testid': 'held-fate' }, `Resolve without them: ${l.fate}`) : null,
  );
}
