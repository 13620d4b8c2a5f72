// a target that cannot be moving gives TMM 0 and the label says why; counting an unconscious pilot
// as awake (one who wakes at the round's start) brings back no pilot who is dead or out.
import { describe, expect, it } from 'vitest';
import { targetMovementTerm } from '../../../src/rules/round/movement/movements';
import { defaultRules, makeMech } from '../../support/mechs';

const rules = defaultRules();

describe('R-11.2 counted as awake, a dead or departed pilot is still no pilot', () => {
  it.each(['dead', 'out'] as const)('pilot %s, counted awake → "target TMM (no pilot)"', (pilotStatus) => {
    expect(targetMovementTerm(makeMech({ pilotStatus }), 'run', rules, true)).toEqual({
      source: 'tmm',
      value: 0,
      label: 'target TMM (no pilot)',
    });
  });
});

describe('R-10.2 a prone mech lies still', () => {
  it('declared running, it gives "target TMM (prone)" 0', () => {
    expect(targetMovementTerm(makeMech({ prone: true }), 'run', rules)).toEqual({
      source: 'tmm',
      value: 0,
      label: 'target TMM (prone)',
    });
  });
});
