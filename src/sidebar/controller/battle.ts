/** The new battle form: open it, close it, start the battle as the GM chose. */
import { NO_DIALOG, type BattleChoices } from '../state';
import { errorMessage, type Session } from './session';

export function battleActions(s: Session) {
  return {
    openBattleForm() {
      if (s.state.busy || !s.state.view) return;
      s.generation++;
      s.set({ dialog: { kind: 'newBattle' }, message: null, focus: 'battle-name' });
    },

    cancelBattleForm() {
      s.set({ dialog: NO_DIALOG, focus: 'new-battle' });
    },

    async startBattle(choices: BattleChoices) {
      const status = s.state.view?.status;
      if (s.state.busy || !status) return;
      s.generation++;
      s.set({ busy: 'battle', dialog: NO_DIALOG, message: null, needed: null, copy: { status: 'idle' } });
      try {
        const r = await s.deps.call('startNewBattle', {
          ...choices,
          expectedBattle: status.battle,
          expectedRound: status.round,
        });
        // The last round's post belongs to the battle just archived: Copy no longer offers it.
        const outcome = r.ok
          ? {
              resolved: null,
              message: { kind: 'notice' as const, title: `${r.battle} started.`, text: r.message, problems: [] },
            }
          : { message: { kind: 'error' as const, title: 'The new battle was not started.', problems: r.problems } };
        await s.reload('message-title', outcome);
      } catch (err) {
        s.set({
          busy: null,
          message: errorMessage(
            'Starting the new battle failed.',
            err,
            'Refresh to see whether it was written: the round is 1 if it was.',
          ),
          focus: 'message-title',
        });
      }
    },
  };
}
