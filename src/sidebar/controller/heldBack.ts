/**
 * Resolve without them (docs/sidebar.md): when problems hold back attack lines or a mech's orders,
 * Resolve first lists them — what will happen to each, or why the round cannot be played
 * without them — and the GM plays the round without them, or goes back to fix them.
 */
import { heldBackOf, NO_DIALOG } from '../state';
import { resolveWith } from './resolveWith';
import type { Session } from './session';

/** Opens the confirmation (nothing is written yet). */
export function askHeldBack(s: Session): void {
  s.set({ dialog: { kind: 'heldBack' }, message: null, focus: 'held-confirm-text' });
}

export function heldBackActions(s: Session) {
  return {
    async confirmHeldBack() {
      if (s.state.dialog.kind !== 'heldBack' || !heldBackOf(s.state.view).canSkip) return;
      // Reached only through Resolve, after any missing orders were asked about.
      await resolveWith(s, { withoutHeldBack: true, missingOrders: 'confirmed' });
    },

    cancelHeldBack() {
      s.set({ dialog: NO_DIALOG, focus: 'resolve' });
    },
  };
}
