/**
 * Resolve without them (docs/sidebar.md): when problems hold back attack lines or a mech's orders,
 * Resolve first lists them — what will happen to each, or why the round cannot be played
 * without them — and the GM plays the round without them, or goes back to fix them.
 */
import { confirmationOf, heldBackOf, missingAsked, NO_DIALOG } from '../state';
import { resolveWith } from './resolveWith';
import type { Session } from './session';

/** Opens the confirmation (nothing is written yet). */
export function askHeldBack(s: Session): void {
  s.set({ dialog: { kind: 'heldBack' }, message: null, focus: 'held-confirm-text' });
}

export function heldBackActions(s: Session) {
  return {
    async confirmHeldBack() {
      const dialog = s.state.dialog;
      if (dialog.kind !== 'heldBack' || !heldBackOf(s.state.view).canSkip) return;
      // The one question named the mechs without orders too: those, and only those, are confirmed.
      const named = missingAsked(s.state.view);
      await resolveWith(s, {
        withoutHeldBack: true,
        ...(named.length > 0 ? { missingOrders: confirmationOf(named) } : {}),
      });
    },

    cancelHeldBack() {
      s.set({ dialog: NO_DIALOG, focus: 'resolve' });
    },
  };
}
