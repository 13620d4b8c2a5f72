/**
 * The deadline clock's panel (docs/deadline-clock.md): read when the GM opens it, and Start, Pause
 * and Stop.
 */
import type { Session } from './session';

type Control = 'start' | 'pause' | 'stop';

const ENDPOINT = { start: 'startDeadlineClock', pause: 'pauseDeadlineClock', stop: 'stopDeadlineClock' } as const;

function detail(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function deadlineActions(s: Session) {
  async function loadDeadline(note: string | null = null): Promise<void> {
    try {
      const view = await s.deps.call('getDeadlineClock');
      s.set({ deadline: { view, busy: false, note } });
    } catch (err) {
      s.set({
        deadline: { ...s.state.deadline, busy: false, note: `Gator could not read the deadline clock: ${detail(err)}` },
      });
    }
  }
  return {
    loadDeadline: () => loadDeadline(),
    async controlDeadline(control: Control): Promise<void> {
      if (s.state.deadline.busy) return;
      s.set({ deadline: { ...s.state.deadline, busy: true, note: null } });
      try {
        const r = await s.deps.call(ENDPOINT[control]);
        await loadDeadline(r.ok ? r.message : r.problems.map((p) => p.message).join(' '));
      } catch (err) {
        s.set({
          deadline: {
            ...s.state.deadline,
            busy: false,
            note: `Gator could not ${control} the deadline clock: ${detail(err)}`,
          },
        });
      }
    },
  };
}
