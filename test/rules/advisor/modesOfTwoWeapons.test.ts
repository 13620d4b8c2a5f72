import { describe, expect, it } from 'vitest';
import { adviseTargets } from '../../../src/rules/advisor/adviseTargets';
import { defaultRules } from '../../support/mechs';
import { duel } from '../round/helpers';

const bin = (weapon: string) => ({ name: `Ammo (${weapon})`, location: 'LT', ammoFor: weapon, shots: 20 }) as const;

describe('R-18.2 the advisor tries every combination of modes over weapon names', () => {
  it('two Ultra autocannons with heat to spare: both fired in ultra mode', () => {
    const b = duel({
      heatSinks: 40,
      equipment: [
        { name: 'Ultra AC/5', location: 'RA' },
        { name: 'Ultra AC/10', location: 'RT' },
        bin('Ultra AC/5'),
        bin('Ultra AC/10'),
      ],
    });
    const r = adviseTargets(b, [], 'Hunter', defaultRules({ playersAdvantage: false }));
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.targets[0].best.modes).toEqual({ 'Ultra AC/5': { kind: 'ultra' }, 'Ultra AC/10': { kind: 'ultra' } });
  });
});
