/**
 * The deadline clock's panel (docs/deadline-clock.md): whether it is on, paused or off, its
 * deadline and reminder time, what it did since the GM last looked, and Start, Pause and Stop.
 * Closed until the GM opens it: opening it reads the clock.
 */
import type { Actions } from '../controller';
import type { AppState } from '../state';
import { h, type VNode } from '../vnode';

const STATE_WORDS = { on: 'On', paused: 'Paused', off: 'Off' } as const;

function summaryLine(state: AppState): string {
  const v = state.deadline.view;
  if (!v) return 'Open to read the clock.';
  if (v.state === 'off') return v.due ? `Off. Orders due ${v.due}.` : 'Off. No Orders due on the Rules tab.';
  const reminders = v.reminders ? `; reminders ${v.reminders}` : '';
  return `${STATE_WORDS[v.state]} (as ${v.owner}): at ${v.due || 'no deadline'} it will ${v.atDeadline === 'Resolve' ? 'resolve the round' : 'tell the GM'}${reminders}.`;
}

function button(label: string, id: string, disabled: boolean, click: () => void): VNode {
  return h('button', { type: 'button', id, 'data-testid': id, disabled, on: { click } }, label);
}

export function renderDeadline(state: AppState, actions: Actions): VNode {
  const d = state.deadline;
  const since = d.view?.since ?? [];
  return h(
    'details',
    {
      class: 'deadline',
      'data-testid': 'deadline',
      on: { toggle: (e: Event) => void ((e.target as HTMLDetailsElement | null)?.open && actions.loadDeadline()) },
    },
    h('summary', null, 'Deadline clock'),
    h('p', { 'data-testid': 'deadline-state' }, summaryLine(state)),
    since.length > 0
      ? [
          h('p', null, 'Since you last looked:'),
          h(
            'ul',
            { 'data-testid': 'deadline-since' },
            since.map((a) => h('li', null, `${a.when} UTC — ${a.did}${a.why ? ` (${a.why})` : ''}`)),
          ),
        ]
      : null,
    d.note ? h('p', { role: 'status', 'data-testid': 'deadline-note' }, d.note) : null,
    h(
      'div',
      { class: 'buttons' },
      button('Start the deadline clock', 'deadline-start', d.busy, () => void actions.controlDeadline('start')),
      button('Pause', 'deadline-pause', d.busy || d.view?.state !== 'on', () => void actions.controlDeadline('pause')),
      button(
        'Stop the deadline clock',
        'deadline-stop',
        d.busy || d.view?.state === 'off',
        () => void actions.controlDeadline('stop'),
      ),
    ),
  );
}
