import { describe, expect, it } from 'vitest';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { describeTargetNumber, mod } from '../../../src/rules/model/targetNumber';
import { consciousnessCheck, lifeSupportCheck, pilotingCheck } from '../../../src/rules/pilot/checks';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

function setup(opts: MechOptions, faces: number[] = []) {
  const mech = makeMech({ id: 'Blackjack', tonnage: 45, ...opts });
  const ctx = makeContext(makeBattle([mech], { round: 3 }), faces);
  return { mech, ctx };
}

describe('R-0.1 checks', () => {
  it('R-0.1: 2d6 equal to the TN succeeds, one less fails', () => {
    const { ctx } = setup({}, facesForTotals(4, 3));
    expect(pilotingCheck(ctx, 'Blackjack', { reason: 'Strong attack' })).toBe(true);
    expect(pilotingCheck(ctx, 'Blackjack', { reason: 'Strong attack' })).toBe(false);
    expect(rollsOf(ctx, 'piloting').map((r) => [r.roll.total, r.success, r.result])).toEqual([
      [4, true, 'passed'],
      [3, false, 'failed'],
    ]);
  });

  it('R-0.1: a TN of 13 or more fails without a roll, and the log says so', () => {
    const { ctx } = setup({ piloting: 5, wounds: 2 });
    const ok = pilotingCheck(ctx, 'Blackjack', {
      reason: 'knockdown: 70 damage',
      modifiers: [mod('other', 6, 'knockdown 61–80 damage')],
    });
    expect(ok).toBe(false);
    const [roll] = rollsOf(ctx, 'piloting');
    expect(roll.roll.faces).toEqual([]);
    expect(roll.result).toBe('cannot succeed (TN 13+)');
    expect(roll.success).toBe(false);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});

describe('R-10.3 piloting modifiers', () => {
  it('R-10.3/R-0.3: Piloting + 1 per wound + the +2 of a Death from Above (seed melee example 3: 7)', () => {
    const { ctx } = setup({ wounds: 1 }, facesForTotals(6));
    expect(
      pilotingCheck(ctx, 'Blackjack', { reason: 'Death from Above', modifiers: [mod('dfa', 2, 'Death from Above')] }),
    ).toBe(false);
    const [roll] = rollsOf(ctx, 'piloting');
    expect(describeTargetNumber(roll.tn!)).toBe('4 piloting + 1 wound + 2 Death from Above = 7');
    expect(roll.reason).toBe('Death from Above');
  });

  it('R-10.3: leg actuator hits add +1 each, only to checks related to movement', () => {
    const { mech, ctx } = setup({}, facesForTotals(8, 8));
    mech.crits.actuatorHits.LL = 1;
    mech.crits.actuatorHits.RL = 1;
    mech.crits.actuatorHits.LA = 2;
    pilotingCheck(ctx, 'Blackjack', { reason: 'gyro', movementRelated: true, base: 5, baseLabel: 'gyro' });
    pilotingCheck(ctx, 'Blackjack', { reason: 'Strong attack' });
    const [moving, standing] = rollsOf(ctx, 'piloting');
    expect(describeTargetNumber(moving.tn!)).toBe('5 gyro + 2 leg actuator hits = 7');
    expect(describeTargetNumber(standing.tn!)).toBe('4 piloting = 4');
  });

  it('TW (seed silent): an unconscious pilot fails every piloting check without a roll', () => {
    const { ctx } = setup({ pilotStatus: 'unconscious' });
    expect(pilotingCheck(ctx, 'Blackjack', { reason: 'knockdown: 25 damage' })).toBe(false);
    expect(rollsOf(ctx, 'piloting')[0]).toMatchObject({ success: false, result: 'fails: pilot unconscious' });
  });
});

describe('R-11.2 consciousness', () => {
  it('R-11.2: the first wound needs 3, the second 5, with no wound penalty on top', () => {
    const first = setup({ wounds: 1 }, facesForTotals(3));
    expect(consciousnessCheck(first.ctx, 'Blackjack', 'consciousness')).toBe(true);
    expect(describeTargetNumber(rollsOf(first.ctx, 'consciousness')[0].tn!)).toBe('3 consciousness = 3');

    const second = setup({ wounds: 2 }, facesForTotals(4));
    expect(consciousnessCheck(second.ctx, 'Blackjack', 'consciousness')).toBe(false);
    expect(describeTargetNumber(rollsOf(second.ctx, 'consciousness')[0].tn!)).toBe(
      '3 consciousness + 2 further wounds = 5',
    );
    expect(second.mech.pilot.status).toBe('unconscious');
    expect(eventsOf(second.ctx, 'pilot')).toEqual([expect.objectContaining({ status: 'unconscious' })]);
  });

  it('R-11.2: four wounds need 9', () => {
    const { ctx } = setup({ wounds: 4 }, facesForTotals(9));
    expect(consciousnessCheck(ctx, 'Blackjack', 'consciousness')).toBe(true);
    expect(rollsOf(ctx, 'consciousness')[0].tn!.modifiers.reduce((s, m) => s + m.value, 0)).toBe(9);
  });

  it('R-11.2: an unconscious pilot rolls the same TN to wake', () => {
    const { mech, ctx } = setup({ wounds: 2, pilotStatus: 'unconscious' }, facesForTotals(4, 5));
    expect(consciousnessCheck(ctx, 'Blackjack', 'wake')).toBe(false);
    expect(mech.pilot.status).toBe('unconscious');
    expect(consciousnessCheck(ctx, 'Blackjack', 'wake')).toBe(true);
    expect(mech.pilot.status).toBe('active');
    expect(rollsOf(ctx, 'wake').map((r) => r.result)).toEqual(['still unconscious', 'awake']);
    expect(eventsOf(ctx, 'pilot')).toEqual([expect.objectContaining({ status: 'awake' })]);
  });

  it('R-11.2: unconscious, dead or ejected pilots roll no consciousness check; active ones no wake roll', () => {
    for (const status of ['unconscious', 'dead', 'out'] as const) {
      const { ctx } = setup({ wounds: 1, pilotStatus: status });
      expect(consciousnessCheck(ctx, 'Blackjack', 'consciousness')).toBe(false);
      expect(ctx.events).toEqual([]);
    }
    const awake = setup({ wounds: 1 });
    expect(consciousnessCheck(awake.ctx, 'Blackjack', 'wake')).toBe(true);
    expect(awake.ctx.events).toEqual([]);
  });
});

describe('R-9.8 life support', () => {
  it('R-9.8: with life support damaged, 6 keeps the pilot awake; 5 knocks them out for the next round', () => {
    const { mech, ctx } = setup({}, facesForTotals(6, 5));
    mech.crits.lifeSupport = true;
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(true);
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(false);
    expect(mech.pilot.status).toBe('unconscious');
    expect(mech.pilot.unconsciousUntilRound).toBe(4);
  });

  it('R-9.8: no roll while life support works', () => {
    const { ctx } = setup({});
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(true);
    expect(ctx.events).toEqual([]);
  });
});
