/**
 * Resolve without them (docs/sidebar.md): when problems hold back attack lines or a mech's orders,
 * Resolve first lists them — what will happen to each, or why the round cannot be played
 * without them — and the GM plays the round without them, or goes back to fix them.
 */
import type { ResolveOptions } from '../../server/round/withoutHeldBack';
import { heldBackOf, NO_DIALOG } from '../state';
import { resolveWith } from './resolveWith';
import type { Session } from './session';

/** Opens the confirmation (nothing is written yet), remembering whether the GM confirmed missing orders on the way. */
export function askHeldBack(s: Session, options: ResolveOptions | undefined): void {
  const ordersConfirmed = options?.missingOrders === 'confirmed';
  s.set({ dialog: { kind: 'heldBack', ...(ordersConfirmed ? { ordersConfirmed } : {}) }, message: null, focus: 'held-confirm-text' });
}

export function heldBackActions(s: Session) {
  return {
    async confirmHeldBack() {
      const dialog = s.state.dialog;
      if (dialog.kind !== 'heldBack' || !heldBackOf(s.state.view).canSkip) return;
      // Missing orders are confirmed only when the GM was asked about them: the server
      // asks again of a sidebar that saw none while a player cleared a Move meanwhile.
      await resolveWith(s, { withoutHeldBack: true, ...(dialog.ordersConfirmed ? { missingOrders: 'confirmed' as const } : {}) });
    },

    cancelHeldBack() {
      s.set({ dialog: NO_DIALOG, focus: 'resolve' });
    },
  };
}
