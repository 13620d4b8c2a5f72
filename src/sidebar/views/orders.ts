/**
 * The orders board at the head of the round status (R-15, docs/sidebar.md): who the table waits
 * on and why, then the ready, in and held-back ones; the deadline counted down by the sidebar's
 * own clock; Copy "waiting on" for the forum; and, when Resolve is pressed with orders missing
 * before the deadline, the question naming them.
 */
import type { OrdersBoard, OrdersEntry } from '../../table/orders';
import type { DueView } from '../../table/ordersDue';
import type { Actions } from '../controller';
import { confirmationOf, missingAsked, type AppState } from '../state';
import { h, type VNode } from '../vnode';
import { selectButton } from './common';

/** `5 h 12 min`, `2 days 3 h`, `12 min`: the time between two instants. */
export function spanWords(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} day${days === 1 ? '' : 's'}${hours > 0 ? ` ${hours} h` : ''}`;
  return hours > 0 ? `${hours} h${mins > 0 ? ` ${mins} min` : ''}` : `${mins} min`;
}

/**
 * `Orders due Thu 3 Dec 20:00 (Europe/Berlin), in 5 h 12 min`, or `, passed 2 h ago`, at the
 * page's clock `now`: the time zone named, since the label is the spreadsheet's wall clock and
 * not the reader's.
 */
export function dueText(due: DueView, now: number): string {
  const left = due.at - now;
  return `Orders due ${due.label} (${due.timeZone}), ${left > 0 ? `in ${spanWords(left)}` : `passed ${spanWords(left)} ago`}`;
}

const who = (e: OrdersEntry): string => `${e.mech} (${e.player})`;

function entryLine(e: OrdersEntry, actions: Actions): VNode {
  // A ready mech lacking orders: what Ready makes of it (`ready — no attack line: holds fire`, R-15.1).
  const words =
    e.state === 'ready'
      ? e.why
        ? `ready — ${e.why}`
        : 'ready'
      : e.state === 'in'
        ? 'in'
        : e.state === 'heldBack'
          ? `held back — ${e.why}`
          : e.why;
  return h(
    'li',
    {
      class: e.state === 'missing' || e.state === 'heldBack' ? 'warn' : null,
      'data-orders-mech': e.mech,
      'data-orders': e.state,
    },
    `${who(e)}: ${words}${e.unconscious ? ' (pilot unconscious: its orders count if it wakes)' : ''}`,
    e.cell && e.state !== 'in' && e.state !== 'ready'
      ? [
          ' ',
          h(
            'button',
            {
              type: 'button',
              class: 'link select-cell',
              'data-cell': e.cell,
              on: { click: () => void actions.selectCell(e.cell as string) },
            },
            e.cell,
          ),
        ]
      : null,
  );
}

/** The board: its headline, the deadline, every mech's orders, and Copy "waiting on". */
export function renderOrdersBoard(state: AppState, actions: Actions): VNode | null {
  const board: OrdersBoard | undefined = state.view?.status.orders;
  if (!board) return null;
  const copied = state.ordersCopy;
  const stopCell = board.waiting.length === 0 && board.entries.length > 0 ? board.stopped[0]?.cell : undefined;
  return h(
    'div',
    { id: 'orders', role: 'group', 'aria-labelledby': 'orders-headline' },
    h(
      'p',
      {
        id: 'orders-headline',
        class:
          board.waiting.length > 0 || board.stopped.length > 0 || board.entries.some((e) => e.state === 'heldBack')
            ? 'warn'
            : 'ok',
        'data-testid': 'orders-headline',
      },
      board.headline,
      // What stops the round is on no mech's line below: its cell is one click away here.
      stopCell ? [' ', selectButton(stopCell, 'what stops the round', actions)] : null,
    ),
    board.due
      ? h(
          'p',
          { id: 'orders-due', class: board.due.at <= state.clock ? 'warn' : 'muted' },
          dueText(board.due, state.clock),
        )
      : null,
    board.entries.length > 0
      ? h(
          'ul',
          { class: 'orders', id: 'orders-list' },
          board.entries.map((e) => entryLine(e, actions)),
        )
      : null,
    h(
      'button',
      {
        type: 'button',
        id: 'copy-orders',
        disabled: state.busy !== null,
        on: { click: () => void actions.copyOrders() },
      },
      'Copy "waiting on" for the forum',
    ),
    copied === 'copied'
      ? h('p', { id: 'orders-copy-status', role: 'status', class: 'ok' }, 'Copied: paste it in the forum.')
      : null,
    copied === 'failed'
      ? [
          h(
            'p',
            { id: 'orders-copy-status', role: 'status', class: 'warn' },
            'The browser would not copy. Select the text below and press Ctrl+C (⌘C on a Mac).',
          ),
          h(
            'textarea',
            { id: 'orders-text', readonly: true, rows: 5, 'aria-label': '"Waiting on" post (BBCode)' },
            state.view?.status.ordersPost ?? '',
          ),
        ]
      : null,
  );
}

/** Who the table waits on and what they will do if the round is resolved now (R-15.4): the question's words. */
export function missingOrdersText(board: OrdersBoard, named: readonly OrdersEntry[]): string {
  const when = board.due ? `The deadline is ${board.due.label}.` : 'No deadline is set.';
  return `Waiting on ${named.length} of ${board.entries.length} — ${named.map((e) => `${who(e)}: ${e.why}`).join('; ')}. ${when} If you resolve now, they ${board.missingOrders === 'autopilot' ? 'stand still and fire on autopilot' : 'stand still and hold fire'} where they have no orders, and the Log and the forum post say so.`;
}

/** The question Resolve asks with orders missing before the deadline (R-15.4): who, and what they will do. */
export function renderOrdersConfirm(state: AppState, actions: Actions): VNode | null {
  const board = state.view?.status.orders;
  if (state.dialog.kind !== 'missingOrders' || !board) return null;
  // The answer confirms the mechs this question names, as it names them: the server asks again if they change.
  const named = missingAsked(state.view);
  return h(
    'div',
    { id: 'orders-confirm', role: 'alertdialog', 'aria-labelledby': 'orders-confirm-text' },
    h('p', { id: 'orders-confirm-text' }, missingOrdersText(board, named)),
    h(
      'button',
      {
        type: 'button',
        id: 'orders-confirm-yes',
        on: { click: () => void actions.resolve({ missingOrders: confirmationOf(named) }) },
      },
      'Resolve without their orders',
    ),
    h(
      'button',
      { type: 'button', id: 'orders-confirm-no', on: { click: () => actions.cancelOrders() } },
      'Wait for them',
    ),
  );
}
