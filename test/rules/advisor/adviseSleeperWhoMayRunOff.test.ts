// an unconscious target that declared a run out of reach may not wake: if it stays out it stands still in
// range, so the weapon is still worth firing and the advice keeps it in the best set.
import { describe, expect, it } from 'vitest';
import { adviseTargets } from '../../../src/rules/advisor/adviseTargets';
import { defaultRules } from '../../support/mechs';
import { duel, move } from '../round/helpers';
import { hex } from '../round/seedBattle';

const rules = defaultRules({ playersAdvantage: false });

describe('R-11.2 a weapon that reaches the target only if it stays out is still advised', () => {
  it('Prey (unconscious, 2 wounds) 6 hexes from Hunter, declares a run to 0514, 12 hexes off and beyond the Medium Laser: the laser is in the best set', () => {
    const b = duel({ position: '0502' }, { pilotStatus: 'unconscious', wounds: 2 });
    const r = adviseTargets(b, [move('Prey', 'run', { to: hex('0514') })], 'Hunter', rules);
    if (!r.ok) throw new Error(r.problem.message);
    const t = r.targets[0];
    expect(t.weapons[0].ifTargetStaysOut?.ok).toBe(true);
    expect(t.best.names).toEqual(['Medium Laser']);
  });
});
