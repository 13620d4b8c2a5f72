/**
 * The message panel: what the last action did, or why it did not: errors from
 * the server shown in plain words, never a silent failure. Its title takes the focus.
 */
import type { Actions } from '../controller';
import type { AppState } from '../state';
import { h, type VNode } from '../vnode';
import { problemList } from './common';

export function renderMessage(state: AppState, actions: Actions): VNode {
  const m = state.message;
  if (!m) return h('section', { id: 'message', 'aria-live': 'polite' });
  const error = m.kind === 'error';
  return h(
    'section',
    { id: 'message', class: `message ${m.kind}`, role: error ? 'alert' : 'status', 'data-testid': m.kind },
    h('h2', { id: 'message-title', tabindex: -1 }, m.title),
    m.text ? h('p', null, m.text) : null,
    m.problems.length > 0 ? problemList(m.problems, actions, 'message-problems') : null,
    h(
      'button',
      { type: 'button', id: 'message-dismiss', class: 'link', on: { click: () => actions.dismissMessage() } },
      'Dismiss',
    ),
  );
}
