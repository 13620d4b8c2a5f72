/**
 * Pieces several panels share: a problem with its "select the cell" button, and a small
 * select-cell button. Sheet text goes in as text children only (src/sidebar/vnode.ts).
 */
import type { Actions } from '../controller';
import type { ProblemView } from '../state';
import { h, type VNode } from '../vnode';

/** A button that selects `cell` on the sheet; its accessible name says what it is for. */
export function selectButton(cell: string, about: string, actions: Actions, disabled = false): VNode {
  return h(
    'button',
    {
      type: 'button',
      class: 'link',
      'data-testid': 'select-cell',
      'data-cell': cell,
      'aria-label': `Select ${cell} (${about})`,
      disabled,
      on: { click: () => void actions.selectCell(cell) },
    },
    `Select ${cell}`,
  );
}

/** One problem: its message as the server wrote it, and the button to its cell when it has one. */
function problemItem(p: ProblemView, actions: Actions): VNode {
  return h(
    'li',
    { class: 'problem', 'data-testid': 'problem', 'data-code': p.code },
    h('span', null, p.message),
    p.cell ? [' ', selectButton(p.cell, p.message, actions)] : null,
  );
}

export function problemList(problems: readonly ProblemView[], actions: Actions, id?: string): VNode {
  return h(
    'ul',
    { class: 'problems', id },
    problems.map((p) => problemItem(p, actions)),
  );
}
