// a target that cannot be moving gives attackers TMM 0, and the TN's breakdown says why.
import { describe, expect, it } from 'vitest';
import { targetMovementTerm } from '../../../src/rules/round/movement/movements';
import { defaultRules, makeMech } from '../../support/mechs';

const rules = defaultRules();

describe('R-2.9 the TMM of a target that cannot be moving', () => {
  it('a destroyed mech (a wreck still shot at, R-V.3) declared running gives 0, "destroyed"', () => {
    expect(targetMovementTerm(makeMech({ destroyed: true }), 'run', rules)).toEqual({
      source: 'tmm',
      value: 0,
      label: 'target TMM (destroyed)',
    });
  });

  it('R-11.2: after the round has started, an unconscious pilot stayed out: 0, "pilot unconscious"', () => {
    expect(targetMovementTerm(makeMech({ pilotStatus: 'unconscious', wounds: 2 }), 'run', rules)).toEqual({
      source: 'tmm',
      value: 0,
      label: 'target TMM (pilot unconscious)',
    });
  });

  it('seen before the round, the same pilot waking moves as declared: Walk 4, Run 6, running gives 1', () => {
    expect(targetMovementTerm(makeMech({ pilotStatus: 'unconscious', wounds: 2 }), 'run', rules, true)).toEqual({
      source: 'tmm',
      value: 1,
      label: 'target TMM',
    });
  });
});
