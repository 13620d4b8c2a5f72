/** The resolve call itself, shared by Resolve and by each confirmation before it. */
import type { ResolveOptions } from '../../server/round/withoutHeldBack';
import { NO_DIALOG } from '../state';
import { errorMessage, type Session } from './session';

/** Resolves the round the sidebar shows, with what the GM confirmed, and shows what came of it. */
export async function resolveWith(s: Session, options?: ResolveOptions): Promise<void> {
  const view = s.state.view;
  if (s.state.busy || !view) return;
  const round = view.status.round;
  s.generation++;
  s.set({ busy: 'resolve', message: null, dialog: NO_DIALOG, needed: null, copy: { status: 'idle' } });
  try {
    const r = await (options ? s.deps.call('resolveRound', round, options) : s.deps.call('resolveRound', round));
    // What came of it is shown with the sheet read back: the summary beside the next round.
    if (r.ok) {
      // The advice was for the round just played: it is asked for again.
      await s.reload('summary-title', { resolved: r, advisor: { ...s.state.advisor, result: null, error: null } });
    } else if ('needed' in r && r.needed.length > 0) {
      // Typed rolls only: nothing was written; the round waits for these rolls.
      await s.reload('needed-title', { needed: { round, rolls: r.needed, copy: 'idle', added: '', adding: false } });
    } else {
      await s.reload('message-title', {
        message: { kind: 'error', title: `Round ${round} was not resolved.`, problems: r.problems },
      });
    }
  } catch (err) {
    s.set({
      busy: null,
      message: errorMessage(
        `Resolving round ${round} failed.`,
        err,
        `Refresh to see whether it was written: the sheet is at round ${round + 1} if it was.`,
      ),
      focus: 'message-title',
    });
  }
}
