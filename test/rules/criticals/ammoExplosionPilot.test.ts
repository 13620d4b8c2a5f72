import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

const ammo = [{ name: 'Ammo (LRM-5)', location: 'RT' as const, ammoFor: 'LRM-5' }];

/** A Major Ammo Explosion in the right torso; the pilot's survival check rolls 6 against TN 7. */
function explodeAndFail(opts: MechOptions) {
  const mech = makeMech({ id: 'Target', equipment: ammo, ...opts });
  const ctx = makeContext(makeBattle([mech]), facesForTotals(6));
  applyCriticalEffect(ctx, 'Target', 'RT', 6);
  return eventsOf(ctx, 'pilot');
}

describe('R-9.7, R-11.3 a pilot who fails the ammo explosion survival check', () => {
  it('an NPC is killed in the ammo explosion', () => {
    expect(explodeAndFail({ side: 'NPC' })).toEqual([
      { type: 'pilot', mech: 'Target', status: 'dead', reason: 'killed in the ammo explosion' },
    ]);
  });

  it('a PC who allowed death is killed too', () => {
    expect(explodeAndFail({ side: 'PC', allowsDeath: true })).toEqual([
      { type: 'pilot', mech: 'Target', status: 'dead', reason: 'killed in the ammo explosion' },
    ]);
  });

  it('any other PC survives, badly hurt, out of the battle', () => {
    expect(explodeAndFail({ side: 'PC' })).toEqual([
      {
        type: 'pilot',
        mech: 'Target',
        status: 'out',
        reason: 'survives the ammo explosion badly hurt: out of the battle',
      },
    ]);
  });
});
