// what the Log says of a pilot's checks — the terms of the target number,
// whether dice were thrown, and why a check failed without them.
import { describe, expect, it } from 'vitest';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { describeTargetNumber, mod, tnTotal } from '../../../src/rules/model/targetNumber';
import { consciousnessCheck, lifeSupportCheck, pilotingCheck } from '../../../src/rules/pilot/checks';
import type { MechOptions } from '../../support/mechs';
import { makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

function setup(opts: MechOptions, faces: number[] = []) {
  const mech = makeMech({ id: 'Blackjack', tonnage: 45, ...opts });
  const ctx = makeContext(makeBattle([mech], { round: 3 }), faces);
  return { mech, ctx };
}

const gyro = { reason: 'gyro damaged: walked', base: 5, baseLabel: 'gyro', movementRelated: true } as const;

describe('R-10.3 +1 per leg actuator hit, on either leg, for a check related to movement', () => {
  it('a hit on the right leg alone: "5 gyro + 1 leg actuator hits = 6"', () => {
    const { mech, ctx } = setup({}, facesForTotals(6));
    mech.crits.actuatorHits.RL = 1;
    expect(pilotingCheck(ctx, 'Blackjack', gyro)).toBe(true);
    expect(describeTargetNumber(rollsOf(ctx, 'piloting')[0].tn!)).toBe('5 gyro + 1 leg actuator hits = 6');
  });

  it('two on the left leg and one on the right count 3: a 7 fails the gyro check at 8', () => {
    const { mech, ctx } = setup({}, facesForTotals(7));
    mech.crits.actuatorHits.LL = 2;
    mech.crits.actuatorHits.RL = 1;
    expect(pilotingCheck(ctx, 'Blackjack', gyro)).toBe(false);
    expect(describeTargetNumber(rollsOf(ctx, 'piloting')[0].tn!)).toBe('5 gyro + 3 leg actuator hits = 8');
  });
});

describe('R-9.7 the ammo explosion check: TN 7 plus wounds, logged as its own purpose', () => {
  const ammo = {
    reason: 'Major Ammo Explosion',
    base: 7,
    baseLabel: 'ammo explosion',
    purpose: 'ammoExplosionSurvival',
  } as const;

  it('a wounded pilot rolls against "7 ammo explosion + 1 wound = 8"; an 8 survives', () => {
    const { ctx } = setup({ wounds: 1 }, facesForTotals(8));
    expect(pilotingCheck(ctx, 'Blackjack', ammo)).toBe(true);
    expect(rollsOf(ctx, 'piloting')).toEqual([]);
    const [roll] = rollsOf(ctx, 'ammoExplosionSurvival');
    expect(describeTargetNumber(roll.tn!)).toBe('7 ammo explosion + 1 wound = 8');
    expect(roll).toMatchObject({ success: true, result: 'passed', reason: 'Major Ammo Explosion' });
  });

  it('a pilot already dead or out of the battle fails it without a roll, and the Log says why', () => {
    for (const status of ['dead', 'out'] as const) {
      const { ctx } = setup({ pilotStatus: status });
      expect(pilotingCheck(ctx, 'Blackjack', ammo)).toBe(false);
      const [roll] = rollsOf(ctx, 'ammoExplosionSurvival');
      expect(roll).toMatchObject({ success: false, result: `fails: pilot ${status}`, reason: 'Major Ammo Explosion' });
      expect(roll.roll.faces).toEqual([]);
    }
  });
});

describe('R-0.1 a TN of 12 is still rolled; only 13 or more is not', () => {
  it('Piloting 5, 1 wound and +6 make 12: the dice are thrown and a 12 passes', () => {
    const { ctx } = setup({ piloting: 5, wounds: 1 }, facesForTotals(12));
    const ok = pilotingCheck(ctx, 'Blackjack', {
      reason: 'knockdown: 70 damage this round',
      modifiers: [mod('other', 6, '70 damage')],
    });
    expect(ok).toBe(true);
    expect(rollsOf(ctx, 'piloting')[0]).toMatchObject({ success: true, result: 'passed' });
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});

describe('R-11.2 the consciousness roll says how many wounds it is for', () => {
  it('"1 wound" after the first, "3 wounds" after the third (TN 7)', () => {
    const first = setup({ wounds: 1 }, facesForTotals(3));
    consciousnessCheck(first.ctx, 'Blackjack', 'consciousness');
    expect(rollsOf(first.ctx, 'consciousness')[0].reason).toBe('1 wound');

    const third = setup({ wounds: 3 }, facesForTotals(7));
    expect(consciousnessCheck(third.ctx, 'Blackjack', 'consciousness')).toBe(true);
    const [roll] = rollsOf(third.ctx, 'consciousness');
    expect(roll.reason).toBe('3 wounds');
    expect(roll.result).toBe('conscious');
    expect(tnTotal(roll.tn!)).toBe(7);
  });

  it('a passed consciousness roll changes nothing but the roll in the Log: the pilot never "woke up"', () => {
    const { mech, ctx } = setup({ wounds: 2 }, facesForTotals(5));
    expect(consciousnessCheck(ctx, 'Blackjack', 'consciousness')).toBe(true);
    expect(ctx.events.map((e) => e.type)).toEqual(['roll']);
    expect(mech.pilot.status).toBe('active');
  });

  it('a passed wake roll: the Log says the pilot "woke up"', () => {
    const { mech, ctx } = setup({ wounds: 1, pilotStatus: 'unconscious' }, facesForTotals(3));
    expect(consciousnessCheck(ctx, 'Blackjack', 'wake')).toBe(true);
    expect(ctx.events.filter((e) => e.type === 'pilot')).toEqual([
      { type: 'pilot', mech: 'Blackjack', status: 'awake', reason: 'woke up' },
    ]);
    expect(mech.pilot.status).toBe('active');
  });

  it('a pilot the GM marked unconscious with no wound rolls 3 to wake, not less', () => {
    const { mech, ctx } = setup({ pilotStatus: 'unconscious' }, facesForTotals(2));
    expect(consciousnessCheck(ctx, 'Blackjack', 'wake')).toBe(false);
    const [roll] = rollsOf(ctx, 'wake');
    expect(tnTotal(roll.tn!)).toBe(3);
    expect(roll.reason).toBe('0 wounds');
    expect(mech.pilot.status).toBe('unconscious');
  });

  it('a dead pilot rolls neither to stay conscious nor to wake', () => {
    const { ctx } = setup({ wounds: 5, pilotStatus: 'dead' }, facesForTotals(12));
    expect(consciousnessCheck(ctx, 'Blackjack', 'wake')).toBe(false);
    expect(consciousnessCheck(ctx, 'Blackjack', 'consciousness')).toBe(false);
    expect(ctx.events).toEqual([]);
  });
});

describe('R-9.8 only an active pilot in a standing mech rolls for damaged life support', () => {
  it('a destroyed mech rolls nothing, its pilot still active', () => {
    const { mech, ctx } = setup({ destroyed: true }, facesForTotals(2));
    mech.crits.lifeSupport = true;
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(true);
    expect(ctx.events).toEqual([]);
    expect(mech.pilot.status).toBe('active');
  });

  it('a pilot already unconscious rolls nothing and stays so, with no new waking round', () => {
    const { mech, ctx } = setup({ pilotStatus: 'unconscious', wounds: 2 }, facesForTotals(2));
    mech.crits.lifeSupport = true;
    expect(lifeSupportCheck(ctx, 'Blackjack')).toBe(false);
    expect(ctx.events).toEqual([]);
    expect(mech.pilot.unconsciousUntilRound).toBeUndefined();
  });
});
