import { describe, expect, it } from 'vitest';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { fallDamage, fallDown } from '../../../src/rules/pilot/fall';
import { canAct, destroyMech, pilotOut } from '../../../src/rules/pilot/status';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

describe('R-10.2 falling', () => {
  it('R-10.2: damage is tonnage ÷ 10, rounded down', () => {
    expect([20, 45, 55, 100].map(fallDamage)).toEqual([2, 4, 5, 10]);
  });

  it('R-10.2: a 100 t mech falls: two groups of 5 on the Front table, one wound, prone, fallen this round', () => {
    const mech = makeMech({ id: 'Atlas', tonnage: 100 });
    const ctx = makeContext(makeBattle([mech]), [...facesForTotals(7), ...facesForTotals(5), ...facesForTotals(5)]);
    fallDown(ctx, 'Atlas', 'knockdown: 25 damage');
    expect(eventsOf(ctx, 'fall')).toEqual([
      { type: 'fall', mech: 'Atlas', reason: 'knockdown: 25 damage', damage: 10 },
    ]);
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.result)).toEqual(['Center Torso', 'Right Leg']);
    expect(eventsOf(ctx, 'damage').map((d) => [d.hit.location, d.amount, d.source])).toEqual([
      ['CT', 5, 'fall'],
      ['RL', 5, 'fall'],
    ]);
    expect(mech.pilot.wounds).toBe(1);
    expect(eventsOf(ctx, 'wound')[0].cause).toBe('fall');
    expect(mech.prone).toBe(true);
    expect(ctx.fellThisRound.Atlas).toBe(true);
    expect(ctx.damageTaken.Atlas).toBe(10);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-10.2/R-9.1: a fall is no attack, but a group reaching structure still has its critical chance', () => {
    const mech = makeMech({ id: 'Locust', tonnage: 20, armor: { LT: 0 } });
    const ctx = makeContext(makeBattle([mech]), [...facesForTotals(8), ...facesForTotals(7), ...facesForTotals(3)]);
    fallDown(ctx, 'Locust', 'gyro');
    expect(mech.structure.LT).toBe(3);
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(1);
  });

  it('R-10.2: a destroyed mech does not fall', () => {
    const mech = makeMech({ id: 'Locust', tonnage: 20, destroyed: true });
    const ctx = makeContext(makeBattle([mech]), []);
    fallDown(ctx, 'Locust', 'knockdown');
    expect(ctx.events).toEqual([]);
    expect(mech.prone).toBe(false);
  });
});

describe('Mech and pilot status', () => {
  it('R-8.4: destroying a mech is logged once', () => {
    const mech = makeMech({ id: 'Locust', tonnage: 20 });
    const ctx = makeContext(makeBattle([mech]), []);
    destroyMech(ctx, 'Locust', 'Center Torso destroyed');
    destroyMech(ctx, 'Locust', 'engine destroyed');
    expect(eventsOf(ctx, 'status')).toEqual([
      { type: 'status', mech: 'Locust', status: 'destroyed', reason: 'Center Torso destroyed' },
    ]);
  });

  it('R-11.2/R-13.4: only a standing, running mech with an awake pilot acts', () => {
    expect(canAct(makeMech({}))).toBe(true);
    expect(canAct(makeMech({ destroyed: true }))).toBe(false);
    expect(canAct(makeMech({ shutdown: true }))).toBe(false);
    expect(canAct(makeMech({ pilotStatus: 'unconscious' }))).toBe(false);
    expect(canAct(makeMech({ pilotStatus: 'out' }))).toBe(false);
  });

  it('R-9.9: an ejected pilot is out; a pilot already out is not taken out again', () => {
    const mech = makeMech({ id: 'Griffin', side: 'PC' });
    const ctx = makeContext(makeBattle([mech]), []);
    pilotOut(ctx, 'Griffin', 'ejected', 'Cockpit Destroyed');
    pilotOut(ctx, 'Griffin', 'dead', '5 wounds');
    expect(mech.pilot.status).toBe('out');
    expect(eventsOf(ctx, 'pilot')).toEqual([
      { type: 'pilot', mech: 'Griffin', status: 'ejected', reason: 'Cockpit Destroyed' },
    ]);
  });
});
