import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import type { RollRequest } from '../../../src/rules/dice/requests';
import type { MechState } from '../../../src/rules/model/mech';
import { coolDownCheck, coolDownChecks, coolDownDrops, coolDownTarget } from '../../../src/rules/round/heat/coolDown';
import { makeContext, makeMech } from '../../support/mechs';

/** Scripted faces that also record what each roll was asked for. */
function recording(faces: number[]): Dice & { requests: RollRequest[] } {
  const requests: RollRequest[] = [];
  let i = 0;
  return {
    requests,
    d6: () => {
      if (i >= faces.length) throw new Error('out of faces');
      return faces[i++];
    },
    answer: (r) => {
      requests.push(r);
      return undefined;
    },
  };
}

/** A 50 t mech (Size 2), Piloting 4, at `heat`. */
const hot = (heat: number, more: Parameters<typeof makeMech>[0] = {}) =>
  makeMech({ id: 'Hot', position: '0505', heat, ...more });

function check(mechs: MechState[], faces: number[]) {
  const dice = recording(faces);
  const ctx = makeContext({ round: 1, mechs, catalog: {} }, dice, { heatModel: 'cooldown' });
  ctx.step = 'movement';
  const success = coolDownCheck(ctx, 'Hot');
  return { ctx, success, events: ctx.events, requests: dice.requests };
}

describe('R-V.2, R-0.3 the cool-down TN', () => {
  it('Piloting + 1 wound (singular) + heat, each term with its source', () => {
    expect(coolDownTarget(hot(3, { wounds: 1 })).modifiers).toEqual([
      { source: 'piloting', value: 4, label: 'piloting' },
      { source: 'wounds', value: 1, label: 'wound' },
      { source: 'heat', value: 3, label: 'heat' },
    ]);
  });
});

describe('R-V.2 the cool-down check, as logged', () => {
  it('a mech not overheating that rolls exactly its TN drops 1 heat; no "cooled" line', () => {
    // Heat 2, Size 2: not overheating. TN 4 + 2 = 6; 3 + 3 passes by 0: heat 2 → 1.
    const r = check([hot(2)], [3, 3]);
    expect(r.success).toBe(true);
    expect(r.events).toEqual([
      {
        type: 'roll',
        step: 'movement',
        purpose: 'coolDown',
        mech: 'Hot',
        roll: { faces: [3, 3], kept: [3, 3], total: 6 },
        tn: coolDownTarget(hot(2)),
        success: true,
        result: 'heat 2 → 1',
        reason: 'heat 2, size 2',
      },
    ]);
    expect(r.requests).toEqual([{ purpose: 'coolDown', mech: 'Hot', dice: '2d6' }]);
  });

  it('an overheating mech that fails takes a critical: the hit location is asked for and logged as such', () => {
    // Heat 4 over Size 2: TN 8; 2 + 3 fails. Location 1 + 3 = 4: Right Arm, intact; effect 1.
    const r = check([hot(4)], [2, 3, 1, 3, 1]);
    expect(r.success).toBe(false);
    expect(r.events[0]).toMatchObject({ result: 'critical hit', reason: 'overheating: heat 4 over size 2' });
    expect(r.events[1]).toEqual({
      type: 'roll',
      step: 'movement',
      purpose: 'hitLocation',
      mech: 'Hot',
      roll: { faces: [1, 3], kept: [1, 3], total: 4 },
      result: 'Right Arm',
      reason: 'failed cool-down check',
    });
    expect(r.requests[1]).toEqual({
      purpose: 'hitLocation',
      mech: 'Hot',
      weapon: 'cool-down critical',
      dice: '2d6',
    });
  });

  it('a mech that cannot act makes no check and has not cooled', () => {
    for (const more of [{ destroyed: true }, { pilotStatus: 'unconscious' as const }, { shutdown: true }]) {
      const r = check([hot(4, more)], []);
      expect([r.success, r.events]).toEqual([false, []]);
    }
  });
});

describe('R-V.1 heat lost to cool-down checks, for the heat phase', () => {
  it('none before any check; a check of one mech is not counted for another', () => {
    const other = makeMech({ id: 'Other', position: '0508' });
    const r = check([hot(2), other], [6, 6]);
    expect([coolDownChecks(r.ctx, 'Hot'), coolDownDrops(r.ctx, 'Hot')]).toEqual([1, 2]);
    expect([coolDownChecks(r.ctx, 'Other'), coolDownDrops(r.ctx, 'Other')]).toEqual([0, 0]);
    const fresh = makeContext({ round: 1, mechs: [other], catalog: {} }, [], { heatModel: 'cooldown' });
    expect([coolDownChecks(fresh, 'Other'), coolDownDrops(fresh, 'Other')]).toEqual([0, 0]);
  });
});
