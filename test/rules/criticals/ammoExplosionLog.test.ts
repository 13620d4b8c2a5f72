// a Major Ammo Explosion as the round log tells it: every bin in the torso named in the critical, the bins
// gone, the mech destroyed, and the pilot's survival check at 7 labelled as the ammo explosion's.
import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { mod } from '../../../src/rules/model/targetNumber';
import { makeBattle, makeContext, makeMech } from '../../support/mechs';

describe('R-9.7 Major Ammo Explosion with two bins in the Right Torso', () => {
  function explode() {
    const mech = makeMech({
      id: 'Target',
      equipment: [
        { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5' },
        { name: 'Ammo (SRM-6)', location: 'RT', ammoFor: 'SRM-6' },
      ],
    });
    const ctx = makeContext(makeBattle([mech]), facesForTotals(7));
    applyCriticalEffect(ctx, 'Target', 'RT', 6);
    return { mech, ctx };
  }

  it('the log: the critical naming both bins, the mech destroyed, the survival check passed at 7', () => {
    const { ctx } = explode();
    expect(ctx.events).toEqual([
      {
        type: 'critical',
        mech: 'Target',
        location: 'RT',
        effect: 'Major Ammo Explosion',
        detail: 'Ammo (LRM-5), Ammo (SRM-6) explodes: mech destroyed; piloting check 7 to survive',
      },
      { type: 'status', mech: 'Target', status: 'destroyed', reason: 'Major Ammo Explosion' },
      {
        type: 'roll',
        step: ctx.step,
        purpose: 'ammoExplosionSurvival',
        mech: 'Target',
        roll: { faces: [6, 1], kept: [6, 1], total: 7 },
        tn: { modifiers: [mod('base', 7, 'ammo explosion')] },
        success: true,
        result: 'passed',
        reason: 'Major Ammo Explosion',
      },
    ]);
  });

  it('both bins are destroyed with the mech: nothing is left to explode again', () => {
    const { mech } = explode();
    expect(mech.destroyed).toBe(true);
    expect(mech.equipment.map((e) => [e.name, e.destroyed])).toEqual([
      ['Ammo (LRM-5)', true],
      ['Ammo (SRM-6)', true],
    ]);
  });
});
