/**
 * The orders board's actions: Copy "waiting on" for the forum, and the
 * question Resolve asks first when mechs have no orders before the deadline.
 */
import type { ResolveOptions } from '../../server/round/orders';
import type { OrdersBoard } from '../../table/orders';
import { NO_DIALOG } from '../state';
import type { Session } from './session';

/**
 * Whether Resolve asks first: mechs without orders, the Rules tab's default for them, the
 * deadline not passed (or none), and the GM not yet asked. Under Wait for the GM the server
 * refuses, naming them; after the deadline they take the default without a question. The
 * server checks the answer against its own read: a question that named other mechs is asked again.
 */
export function asksFirst(board: OrdersBoard | undefined, options: ResolveOptions | undefined, now: number): boolean {
  if (!board || board.waiting.length === 0 || options?.missingOrders !== undefined) return false;
  if (board.missingOrders === 'wait') return false;
  return !board.due || board.due.at > now;
}

export function ordersActions(s: Session) {
  return {
    async copyOrders() {
      const post = s.state.view?.status.ordersPost;
      if (!post) return;
      try {
        await s.deps.copyText(post);
        s.set({ ordersCopy: 'copied' });
      } catch {
        s.set({ ordersCopy: 'failed', focus: 'orders-text' });
      }
    },

    cancelOrders() {
      s.set({ dialog: NO_DIALOG, focus: 'resolve' });
    },
  };
}
