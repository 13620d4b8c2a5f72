/** The target advisor's controls: which mech it ranks targets for, and the ranking. */
import type { SidebarState } from '../state';
import type { Session } from './session';

/** The mech the advisor starts on: the one chosen before if still there, else the first PC able to act. */
export function advisorMech(view: SidebarState, chosen: string): string {
  const mechs = view.status.mechs.filter((m) => m.status !== 'destroyed');
  if (mechs.some((m) => m.name === chosen) || view.status.heldBack.indexOf(chosen) >= 0) return chosen;
  const pc = mechs.find((m) => m.side === 'PC');
  return (pc ?? mechs[0])?.name ?? '';
}

export function advisorActions(s: Session) {
  return {
    chooseMech(mech: string) {
      s.set({ advisor: { mech, busy: false, result: null, error: null } });
    },

    async advise() {
      const mech = s.state.advisor.mech;
      if (s.state.advisor.busy || mech === '') return;
      s.set({ advisor: { ...s.state.advisor, busy: true, result: null, error: null } });
      try {
        const result = await s.deps.call('getTargetAdvice', mech);
        s.set({ advisor: { mech, busy: false, result, error: null }, focus: 'advisor-title' });
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        s.set({
          advisor: { mech, busy: false, result: null, error: `Gator could not rank ${mech}'s targets: ${detail}` },
          focus: 'advisor-error',
        });
      }
    },
  };
}
