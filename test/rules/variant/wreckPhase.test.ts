import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import type { RollRequest } from '../../../src/rules/dice/requests';
import type { RoundEvent } from '../../../src/rules/model/events';
import type { MechState } from '../../../src/rules/model/mech';
import { allArmorAndStructureGone, wreckPhase } from '../../../src/rules/round/sequence/wrecks';
import { makeContext, makeMech } from '../../support/mechs';
import type { MechOptions } from '../../support/mechs';
import { hex } from '../round/seedBattle';

const zero = { HD: 0, CT: 0, LT: 0, RT: 0, LA: 0, RA: 0, LL: 0, RL: 0 };

/** Scripted faces that also record what each roll was asked for. */
function recording(faces: number[]): Dice & { requests: RollRequest[] } {
  const requests: RollRequest[] = [];
  let i = 0;
  return {
    requests,
    d6: () => faces[i++],
    answer: (r) => {
      requests.push(r);
      return undefined;
    },
  };
}

function prey(crits: number, more: MechOptions = {}): MechState {
  const m = makeMech({ id: 'Prey', side: 'NPC', position: '0508', destroyed: true, ...more });
  m.crits.count = crits;
  return m;
}

/** Runs the heat phase's wreck step over `mechs`, after the round's `earlier` events. */
function phase(mechs: MechState[], faces: number[], earlier: RoundEvent[] = []) {
  const dice = recording(faces);
  const ctx = makeContext({ round: 1, mechs, catalog: {} }, dice, { wrecks: true });
  ctx.step = 'end';
  ctx.events.push(...earlier);
  wreckPhase(ctx);
  return { events: ctx.events.slice(earlier.length), requests: dice.requests };
}

describe('R-V.3 who is stripped of all armor and structure', () => {
  it('structure left under stripped armor still stands', () => {
    const m = makeMech({ armor: zero, rearArmor: { CT: 0, LT: 0, RT: 0 }, structure: { ...zero, LA: 1 } });
    expect(allArmorAndStructureGone(m)).toBe(false);
  });
});

describe('R-V.3 the wreck roll, word for word', () => {
  it('a mech destroyed this round that stays: its roll, its "destroyed" line and its "wreck" line', () => {
    // A live mech stripped of everything: the roll 2 is over its 1 critical hit.
    const m = prey(1, { destroyed: false, armor: zero, rearArmor: { CT: 0, LT: 0, RT: 0 }, structure: zero });
    const r = phase([m], [2]);
    expect(r.events).toEqual([
      {
        type: 'roll',
        step: 'end',
        purpose: 'wreck',
        mech: 'Prey',
        roll: { faces: [2], kept: [2], total: 2 },
        result: 'stays a wreck (2 > 1 critical hit)',
        reason: 'all armor and structure gone',
      },
      { type: 'status', mech: 'Prey', status: 'destroyed', reason: 'destroyed: left as a wreck' },
      {
        type: 'status',
        mech: 'Prey',
        status: 'wreck',
        reason: 'impassable terrain in its hex; every further hit on it is a critical hit',
      },
    ]);
    expect(r.requests).toEqual([{ purpose: 'wreck', mech: 'Prey', dice: '1d6' }]);
    expect([m.destroyed, m.wreck, m.position]).toEqual([true, true, hex('0508')]);
  });

  it('a live mech whose wreck explodes: destroyed, then exploded, and off the map', () => {
    const m = prey(1, { destroyed: false, armor: zero, rearArmor: { CT: 0, LT: 0, RT: 0 }, structure: zero });
    expect(phase([m], [1]).events.slice(1)).toEqual([
      { type: 'status', mech: 'Prey', status: 'destroyed', reason: 'destroyed: its wreck exploded' },
      {
        type: 'status',
        mech: 'Prey',
        status: 'exploded',
        reason: 'rolled 1, at or under its 1 critical hit: removed from the battlefield',
      },
    ]);
    expect(m.position).toBeNull();
  });

  it('a destroyed mech already off the map rolls nothing', () => {
    expect(phase([prey(3, { position: null })], [])).toEqual({ events: [], requests: [] });
  });

  it("another mech's explosion, or any other event of the round, does not remove this one unrolled", () => {
    const earlier: RoundEvent[] = [
      { type: 'status', mech: 'Other', status: 'exploded', reason: 'ammunition explosion' },
      { type: 'critical', mech: 'Other', location: 'LT', effect: 'Major Ammo Explosion', detail: 'x' },
      { type: 'status', mech: 'Prey', status: 'destroyed', reason: 'center torso destroyed' },
    ];
    const r = phase([prey(0)], [3], earlier);
    expect(r.events.map((e) => (e.type === 'roll' ? e.result : e.type === 'status' ? e.status : e.type))).toEqual([
      'stays a wreck (3 > 0 critical hits)',
      'wreck',
    ]);
  });
});

describe('R-V.3 a mech that exploded this round is removed at the heat phase', () => {
  it('an explosion already logged is not logged twice', () => {
    const earlier: RoundEvent[] = [
      { type: 'status', mech: 'Prey', status: 'destroyed', reason: 'heat: ammunition explosion' },
      { type: 'status', mech: 'Prey', status: 'exploded', reason: 'heat: ammunition explosion' },
    ];
    const m = prey(0);
    const r = phase([m], [], earlier);
    expect([r.events, r.requests, m.position]).toEqual([[], [], null]);
  });

  it("a Major Ammo Explosion gets its own line even when another mech's explosion was logged", () => {
    const earlier: RoundEvent[] = [
      { type: 'status', mech: 'Other', status: 'exploded', reason: 'heat: ammunition explosion' },
      { type: 'critical', mech: 'Prey', location: 'LT', effect: 'Major Ammo Explosion', detail: 'x' },
    ];
    const m = prey(0);
    expect(phase([m], [], earlier).events).toEqual([
      {
        type: 'status',
        mech: 'Prey',
        status: 'exploded',
        reason: 'Major Ammo Explosion: removed from the battlefield',
      },
    ]);
    expect(m.position).toBeNull();
  });
});
