// the end-of-round life support roll, and the consciousness roll, as the round log tells them: the roll
// with its target number and reading, then the pilot's new status with its reason.
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import type { RollRequest } from '../../../src/rules/dice/requests';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { describeTargetNumber, mod } from '../../../src/rules/model/targetNumber';
import { consciousnessCheck, lifeSupportCheck, pilotingCheck } from '../../../src/rules/pilot/checks';
import type { MechOptions } from '../../support/mechs';
import { makeBattle, makeContext, makeMech, rollsOf } from '../../support/mechs';

function setup(opts: MechOptions, dice: number[] | Dice) {
  const mech = makeMech({ id: 'Blackjack', tonnage: 45, ...opts });
  const ctx = makeContext(makeBattle([mech], { round: 3 }), dice);
  return { mech, ctx };
}

describe('R-9.8 life support damaged: 2d6 ≥ 6 at the end of the round, or the pilot passes out for a round', () => {
  it('a 5 fails: the roll against "6 life support", "passes out", and the pilot unconscious until round 4', () => {
    const { mech, ctx } = setup({}, facesForTotals(5));
    mech.crits.lifeSupport = true;
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(false);
    expect(ctx.events).toEqual([
      {
        type: 'roll',
        step: ctx.step,
        purpose: 'lifeSupport',
        mech: 'Blackjack',
        roll: { faces: [4, 1], kept: [4, 1], total: 5 },
        tn: { modifiers: [mod('base', 6, 'life support')] },
        success: false,
        result: 'passes out',
        reason: 'life support damaged',
      },
      { type: 'pilot', mech: 'Blackjack', status: 'unconscious', reason: 'life support: passes out for 1 round' },
    ]);
    expect(describeTargetNumber(rollsOf(ctx, 'lifeSupport')[0].tn!)).toBe('6 life support = 6');
    expect(mech.pilot.status).toBe('unconscious');
    expect(mech.pilot.unconsciousUntilRound).toBe(4);
  });

  it('a 6 passes: "conscious", and nothing else happens to the pilot', () => {
    const { mech, ctx } = setup({}, facesForTotals(6));
    mech.crits.lifeSupport = true;
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(true);
    expect(ctx.events).toHaveLength(1);
    expect(rollsOf(ctx, 'lifeSupport')[0].result).toBe('conscious');
    expect(mech.pilot.status).toBe('active');
  });

  it('R-0.5 a life support roll typed for it is the one used: the roll is asked for as a life support check', () => {
    const asked: RollRequest[] = [];
    const typed: Dice = {
      d6: () => 1,
      answer: (r) => {
        asked.push(r);
        return r.purpose === 'lifeSupport' ? { faces: [6, 6], kept: [6, 6], total: 12 } : undefined;
      },
    };
    const { mech, ctx } = setup({}, typed);
    mech.crits.lifeSupport = true;
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(true);
    expect(asked).toEqual([{ purpose: 'lifeSupport', mech: 'Blackjack', dice: '2d6' }]);
  });
});

describe('R-10.3 a consciousness roll failed', () => {
  it('the pilot falls unconscious, logged as "failed consciousness roll"', () => {
    const { mech, ctx } = setup({ wounds: 1 }, facesForTotals(2));
    expect(consciousnessCheck(ctx, 'Blackjack', 'consciousness')).toBe(false);
    expect(ctx.events.filter((e) => e.type === 'pilot')).toEqual([
      { type: 'pilot', mech: 'Blackjack', status: 'unconscious', reason: 'failed consciousness roll' },
    ]);
    expect(rollsOf(ctx, 'consciousness')[0].result).toBe('unconscious');
    expect(mech.pilot.status).toBe('unconscious');
  });

  it('an unconscious pilot who fails to wake is "still unconscious"', () => {
    const { ctx } = setup({ wounds: 1, pilotStatus: 'unconscious' }, facesForTotals(2));
    expect(consciousnessCheck(ctx, 'Blackjack', 'wake')).toBe(false);
    expect(rollsOf(ctx, 'wake')[0].result).toBe('still unconscious');
  });
});

describe('R-10.3 each wound adds +1 to a piloting roll, named in the plural past one', () => {
  it('Piloting 4 and 2 wounds: "4 piloting + 2 wounds = 6"', () => {
    const { ctx } = setup({ wounds: 2 }, facesForTotals(6));
    pilotingCheck(ctx, 'Blackjack', { reason: 'Strong attack' });
    expect(describeTargetNumber(rollsOf(ctx, 'piloting')[0].tn!)).toBe('4 piloting + 2 wounds = 6');
  });
});
