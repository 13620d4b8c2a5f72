import { describe, expect, it } from 'vitest';
import { applyCriticalEffect, engineDetonation } from '../../../src/rules/criticals/effects';
import { applyPendingHits } from '../../../src/rules/damage/apply';
import type { Dice } from '../../../src/rules/dice/dice';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { hexDistance } from '../../../src/rules/hex/distance';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

function ctFor(opts: MechOptions, faces: number[] = []) {
  const mech = makeMech({ id: 'Target', tonnage: 50, ...opts });
  const ctx = makeContext(makeBattle([mech]), faces);
  return { mech, ctx };
}

describe('Seed critical table, Center Torso 1–2: Gyro Damaged (R-9.6)', () => {
  for (const face of [1, 2]) {
    it(`face ${face}: one gyro hit; the round engine reads crits.gyroHits for the check at 5`, () => {
      const { mech, ctx } = ctFor({});
      applyCriticalEffect(ctx, 'Target', 'CT', face);
      expect(mech.crits.gyroHits).toBe(1);
      expect(eventsOf(ctx, 'critical')[0]).toMatchObject({
        location: 'CT',
        effect: 'Gyro Damaged',
        detail: 'gyro hits 1: piloting check 5 or fall every round it moves',
      });
      expect(eventsOf(ctx, 'status')).toHaveLength(0);
    });
  }

  it('R-9.6: a second gyro hit immobilises the mech', () => {
    const { mech, ctx } = ctFor({});
    applyCriticalEffect(ctx, 'Target', 'CT', 1);
    applyCriticalEffect(ctx, 'Target', 'CT', 2);
    expect(mech.crits).toMatchObject({ gyroHits: 2, count: 2 });
    expect(eventsOf(ctx, 'status')).toEqual([expect.objectContaining({ status: 'immobile' })]);
  });

  it('R-9.6: a third gyro hit counts as the second, which the Mechs tab can hold, and immobilises nothing anew', () => {
    const { mech, ctx } = ctFor({});
    for (const face of [1, 2, 1]) applyCriticalEffect(ctx, 'Target', 'CT', face);
    expect(mech.crits.gyroHits).toBe(2);
    expect(eventsOf(ctx, 'status')).toHaveLength(1);
  });
});

describe('Seed critical table, Center Torso 3–5: Minor Engine Hit (R-9.4)', () => {
  for (const face of [3, 4, 5]) {
    it(`face ${face}: one engine hit, +5 heat every round`, () => {
      const { mech, ctx } = ctFor({});
      applyCriticalEffect(ctx, 'Target', 'CT', face);
      expect(mech.crits.engineHits).toBe(1);
      expect(eventsOf(ctx, 'critical')[0]).toMatchObject({
        effect: 'Minor Engine Hit',
        detail: 'engine hits 1: +5 heat every round, cannot sink below 5',
      });
      expect(mech.destroyed).toBe(false);
    });
  }

  it('R-9.4: the third engine hit destroys the mech; a minor hit rolls no detonation', () => {
    const { mech, ctx } = ctFor({});
    for (const face of [3, 4, 5]) applyCriticalEffect(ctx, 'Target', 'CT', face);
    expect(mech.crits.engineHits).toBe(3);
    expect(mech.destroyed).toBe(true);
    expect(eventsOf(ctx, 'status')).toEqual([
      expect.objectContaining({ status: 'destroyed', reason: 'engine destroyed' }),
    ]);
    expect(rollsOf(ctx, 'engineDetonation')).toHaveLength(0);
  });
});

describe('Seed critical table, Center Torso 6: Major Engine Hit (R-9.4)', () => {
  it('face 6: counts as two engine hits', () => {
    const { mech, ctx } = ctFor({});
    applyCriticalEffect(ctx, 'Target', 'CT', 6);
    expect(mech.crits.engineHits).toBe(2);
    expect(eventsOf(ctx, 'critical')[0].effect).toBe('Major Engine Hit');
    expect(mech.destroyed).toBe(false);
  });

  it('R-9.4: a major hit that destroys the engine rolls 2d6; 9 does not detonate', () => {
    const { mech, ctx } = ctFor({}, facesForTotals(9));
    applyCriticalEffect(ctx, 'Target', 'CT', 3);
    applyCriticalEffect(ctx, 'Target', 'CT', 6);
    expect(mech.destroyed).toBe(true);
    expect(rollsOf(ctx, 'engineDetonation')[0]).toMatchObject({ success: false, result: 'no detonation' });
    expect(eventsOf(ctx, 'status').map((s) => s.status)).toEqual(['destroyed']);
  });

  it('R-9.4: a major hit on an engine with two hits stops the count at 3, which the Mechs tab can hold', () => {
    const { mech, ctx } = ctFor({}, facesForTotals(9));
    applyCriticalEffect(ctx, 'Target', 'CT', 6);
    applyCriticalEffect(ctx, 'Target', 'CT', 6);
    expect(mech.crits.engineHits).toBe(3);
    expect(eventsOf(ctx, 'critical').map((c) => c.detail)).toEqual([
      'engine hits 2: +10 heat every round, cannot sink below 10',
      'engine hits 3: engine destroyed',
    ]);
  });

  it('R-9.4: on 10 or more the engine detonates', () => {
    const { ctx } = ctFor({ position: '0101' }, facesForTotals(10));
    applyCriticalEffect(ctx, 'Target', 'CT', 4);
    applyCriticalEffect(ctx, 'Target', 'CT', 6);
    expect(rollsOf(ctx, 'engineDetonation')[0].success).toBe(true);
    expect(eventsOf(ctx, 'status').map((s) => s.status)).toEqual(['destroyed', 'exploded']);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});

describe('R-9.4 engine detonation radii', () => {
  /** Every die a 3: hit location 6 (Right Torso), every critical chance unconfirmed. */
  const threes: Dice = { d6: () => 3 };

  function field() {
    const rows = { at5: 6, at6: 7, at10: 11, at11: 12, at15: 16, at16: 17 };
    const bomb = makeMech({ id: 'Bomb', position: '0101' });
    const others = Object.entries(rows).map(([id, row]) =>
      makeMech({ id, tonnage: 100, side: 'PC', position: { col: 1, row } }),
    );
    const ctx = makeContext(makeBattle([bomb, ...others]), threes);
    return { bomb, others, ctx };
  }

  it('R-9.4: the test field sits at 5, 6, 10, 11, 15 and 16 hexes', () => {
    const { bomb, others } = field();
    expect(others.map((m) => hexDistance(bomb.position!, m.position!))).toEqual([5, 6, 10, 11, 15, 16]);
  });

  it('R-9.4: 100 damage within 5 hexes, 50 within 6–10, 25 within 11–15, nothing beyond, friend or foe', () => {
    const { ctx } = field();
    applyPendingHits(ctx, engineDetonation(ctx, 'Bomb'));
    expect(ctx.damageTaken).toEqual({ at5: 100, at6: 50, at10: 50, at11: 25, at15: 25 });
  });

  it('R-9.4/R-8.1: the damage lands in groups of 5 on the Front table, each with its own location roll', () => {
    const { ctx } = field();
    applyPendingHits(ctx, engineDetonation(ctx, 'Bomb'));
    const at11 = rollsOf(ctx, 'hitLocation').filter((r) => r.target === 'at11');
    expect(at11).toHaveLength(5);
    expect(
      at11.every((r) => r.result === 'Right Torso' && r.mech === 'at11' && r.weapon === 'Bomb engine detonation'),
    ).toBe(true);
    expect(
      eventsOf(ctx, 'damage')
        .filter((d) => d.mech === 'at11' && !d.transferredFrom)
        .every((d) => d.amount === 5),
    ).toBe(true);
  });

  it('R-9.4: mechs already destroyed or off the map are not hit', () => {
    const { ctx, others } = field();
    others[0].destroyed = true;
    others[1].position = null;
    applyPendingHits(ctx, engineDetonation(ctx, 'Bomb'));
    expect(ctx.damageTaken.at5).toBeUndefined();
    expect(ctx.damageTaken.at6).toBeUndefined();
    expect(ctx.damageTaken.at10).toBe(50);
  });

  it('R-9.4: a blast lands on each mech in turn and passes over one an earlier hit of the chain destroyed', () => {
    const { ctx } = field();
    const hits = engineDetonation(ctx, 'Bomb');
    // Twenty-ton mech, the blast's 100 in the Right Torso and on inward: destroyed by the first hit.
    ctx.battle.mechs.splice(1, 1, makeMech({ id: 'at5', tonnage: 20, side: 'PC', position: { col: 1, row: 6 } }));
    applyPendingHits(ctx, [hits[0], ...hits]);
    expect(ctx.battle.mechs[1].destroyed).toBe(true);
    expect(ctx.damageTaken.at5).toBe(100);
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.target)).toEqual([
      ...Array(20).fill('at5'),
      ...Array(10).fill('at6'),
      ...Array(10).fill('at10'),
      ...Array(5).fill('at11'),
      ...Array(5).fill('at15'),
    ]);
  });
});
