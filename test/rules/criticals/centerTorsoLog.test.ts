// Center Torso criticals as the round log tells them: the second gyro hit immobilises, and a Major
// Engine Hit that destroys the engine rolls 2d6 for a detonation on 10 or more.
import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { engineDetonation } from '../../../src/rules/criticals/engine';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { mod } from '../../../src/rules/model/targetNumber';
import { makeBattle, makeContext, makeMech } from '../../support/mechs';

describe('R-9.3 the second gyro hit', () => {
  it('the critical says "immobilised" and the mech is logged immobile for its second gyro hit', () => {
    const mech = makeMech({ id: 'Target', position: '0505' });
    mech.crits.gyroHits = 1;
    const ctx = makeContext(makeBattle([mech]), []);
    applyCriticalEffect(ctx, 'Target', 'CT', 1);
    expect(ctx.events).toEqual([
      { type: 'critical', mech: 'Target', location: 'CT', effect: 'Gyro Damaged', detail: 'gyro hits 2: immobilised' },
      { type: 'status', mech: 'Target', status: 'immobile', reason: 'second gyro hit' },
    ]);
  });
});

describe('R-9.4 a Major Engine Hit that destroys the engine: 2d6, on 10 or more it detonates', () => {
  it('a 12: the mech destroyed, the detonation roll against 10 logged, then the mech exploded', () => {
    const mech = makeMech({ id: 'Target', position: '0505' });
    mech.crits.engineHits = 1;
    const ctx = makeContext(makeBattle([mech, makeMech({ id: 'Near', position: '0507' })]), facesForTotals(12));
    applyCriticalEffect(ctx, 'Target', 'CT', 6);
    expect(ctx.events).toEqual([
      {
        type: 'critical',
        mech: 'Target',
        location: 'CT',
        effect: 'Major Engine Hit',
        detail: 'engine hits 3: engine destroyed',
      },
      { type: 'status', mech: 'Target', status: 'destroyed', reason: 'engine destroyed' },
      {
        type: 'roll',
        step: ctx.step,
        purpose: 'engineDetonation',
        mech: 'Target',
        roll: { faces: [6, 6], kept: [6, 6], total: 12 },
        tn: { modifiers: [mod('base', 10, 'engine detonation')] },
        success: true,
        result: 'engine detonates',
        reason: 'engine destroyed by a Major Engine Hit',
      },
      { type: 'status', mech: 'Target', status: 'exploded', reason: 'engine detonation' },
    ]);
  });

  it('a mech with no hex explodes, logged, but its blast reaches no one', () => {
    const ctx = makeContext(
      makeBattle([makeMech({ id: 'Target', position: null }), makeMech({ id: 'Near', position: '0507' })]),
      [],
    );
    expect(engineDetonation(ctx, 'Target')).toEqual([]);
    expect(ctx.events).toEqual([{ type: 'status', mech: 'Target', status: 'exploded', reason: 'engine detonation' }]);
  });
});
