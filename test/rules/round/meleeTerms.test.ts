import { describe, expect, it } from 'vitest';
import { meleeTargetNumber } from '../../../src/rules/round/melee/meleeTargetNumber';
import { defaultRules, makeMech } from '../../support/mechs';

const rules = defaultRules({ playersAdvantage: false });

/** A Fast attack from a standing Hunter on Prey in the next hex, with no movements declared. */
function fastTerms(hunter: Parameters<typeof makeMech>[0], gmOther?: number) {
  const attacker = makeMech({ id: 'Hunter', side: 'PC', position: '0505', ...hunter });
  const target = makeMech({ id: 'Prey', position: '0506' });
  const r = meleeTargetNumber({}, attacker, target, 'fast', { rules, ...(gmOther ? { gmOther } : {}) });
  if (!r.ok) throw new Error(r.problem.message);
  return r.tn.modifiers.slice(4);
}

describe('R-12.1, R-0.3, R-3.1 the Other terms of a melee TN', () => {
  it("two wounds and the GM's number", () => {
    expect(fastTerms({ wounds: 2 }, 1)).toEqual([
      { source: 'wounds', value: 2, label: 'wounds' },
      { source: 'other', value: 1, label: 'GM other' },
    ]);
  });

  it('sensor hits: +2 each, "sensor hit" or "N sensor hits"', () => {
    const withSensors = (hits: number) => {
      const attacker = makeMech({ id: 'Hunter', side: 'PC', position: '0505' });
      attacker.crits.sensorHits = hits;
      const target = makeMech({ id: 'Prey', position: '0506' });
      const r = meleeTargetNumber({}, attacker, target, 'fast', { rules });
      return r.ok ? r.tn.modifiers.slice(4) : r.problem.message;
    };
    expect(withSensors(1)).toEqual([{ source: 'sensors', value: 2, label: 'sensor hit' }]);
    expect(withSensors(3)).toEqual([{ source: 'sensors', value: 6, label: '3 sensor hits' }]);
  });
});
