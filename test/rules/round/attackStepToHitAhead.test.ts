// with: fire is simultaneous, so the attack step tells the dice every to-hit roll it will throw
// before the first (typed dice ask the players for them together), each in the words that tell it from the others.
import { describe, expect, it } from 'vitest';
import type { Dice, Roll } from '../../../src/rules/dice/dice';
import type { RollRequest } from '../../../src/rules/dice/requests';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import { tnTotal } from '../../../src/rules/model/targetNumber';
import { makeMech } from '../../support/mechs';
import { duel, fire, npcRules, of, rolls, run } from './helpers';

/** A roll typed ahead: two faces. */
const typed = (a: number, b: number): Roll => ({ faces: [a, b], kept: [a, b], total: a + b });

/**
 * Scripted dice that write down what the attack step tells them ahead; with `peek` they act as typed dice, showing
 * the rolls typed so far (none, or those `peek` gives).
 */
function telling(
  faces: number[],
  peek?: true | ((r: RollRequest) => Roll | undefined),
): { dice: Dice; told: RollRequest[] } {
  const told: RollRequest[] = [];
  const dice = Object.assign(
    new ScriptedDice(faces),
    { expect: (r: readonly RollRequest[]) => told.push(...r) },
    peek ? { peek: peek === true ? () => undefined : peek } : {},
  );
  return { dice, told };
}

const twoLasers = [
  { name: 'Medium Laser', location: 'RA' as const },
  { name: 'Medium Laser', location: 'LA' as const },
];
const fastTwice = { kind: 'fast' as const, angle: 'high' as const, count: 2 };

describe('R-0.5, R-14.4: every to-hit roll of the step is told before the first is thrown', () => {
  it('two Medium Lasers and two Fast attacks at one target are shots 1 and 2 of each, in the order thrown', () => {
    // Hunter adjacent to Prey; TN 4 (GM other +2) for the lasers, so 1 + 1 misses everything.
    const { dice, told } = telling([1, 1, 1, 1, 1, 1, 1, 1]);
    const r = run(
      duel({ position: '0507', equipment: twoLasers }),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser', 'Medium Laser'], { melee: fastTwice, other: 2 })] },
      dice,
      npcRules,
    );
    const [laser, , fast] = rolls(r, 'attack').concat(rolls(r, 'melee'));
    const laserTn = tnTotal(laser.tn!);
    const fastTn = tnTotal(fast.tn!);
    const shot = { mech: 'Hunter', target: 'Prey', line: 0, dice: '2d6', mode: 'normal' };
    expect(told).toEqual([
      { purpose: 'attack', weapon: 'Medium Laser', shot: 1, weaponIndex: 0, tn: laserTn, ...shot },
      { purpose: 'attack', weapon: 'Medium Laser', shot: 2, weaponIndex: 1, tn: laserTn, ...shot },
      { purpose: 'melee', weapon: 'Fast attack', shot: 1, tn: fastTn, ...shot },
      { purpose: 'melee', weapon: 'Fast attack', shot: 2, tn: fastTn, ...shot },
    ]);
    expect(of(r, 'attack').map((a) => [a.weapon, a.outcome])).toEqual([
      ['Medium Laser', 'miss'],
      ['Medium Laser', 'miss'],
      ['Fast attack', 'miss'],
      ['Fast attack', 'miss'],
    ]);
  });

  it('a weapon at TN 13+ and a line whose attacker shut down at the start of the round throw nothing, so nothing is told', () => {
    // Third (heat 14) fails its shutdown check (avoid on 4: 1 + 2); Hunter's laser is at TN 2 + 11 = 13.
    const { dice, told } = telling([1, 2]);
    const third = makeMech({
      id: 'Third',
      position: '0509',
      heat: 14,
      equipment: [{ name: 'Medium Laser', location: 'RA' }],
    });
    const r = run(
      duel({}, {}, [third]),
      {
        attacks: [
          fire('Hunter', 'Prey', ['Medium Laser'], { other: 11 }),
          fire('Third', 'Prey', ['Medium Laser'], { melee: fastTwice }),
        ],
      },
      dice,
      npcRules,
    );
    expect(told).toEqual([]);
    expect(of(r, 'attack').map((a) => [a.attacker, a.weapon, a.outcome, a.reason])).toEqual([
      ['Hunter', 'Medium Laser', 'impossible', 'TN 13: 13 or more cannot hit (R-0.1)'],
      ['Third', 'Medium Laser', 'impossible', 'Third is shut down'],
      ['Third', 'Fast attack', 'impossible', 'Third is shut down'],
      ['Third', 'Fast attack', 'impossible', 'Third is shut down'],
    ]);
  });
});

describe('R-0.5, R-5.2: with typed dice, the damage rolls a hit makes whatever else happens are told with the to-hit rolls', () => {
  it("a PC's freebie hits without a roll, so its hit location is told at once, after the to-hit roll of the other laser", () => {
    // Hunter's freebie is the RA laser, fired first: it lands on 7 (CT); the LA laser rolls 1 + 1 and misses.
    const { dice, told } = telling([3, 4, 1, 1], true);
    const r = run(
      duel({ equipment: twoLasers }),
      {
        attacks: [fire('Hunter', 'Prey', ['Medium Laser', 'Medium Laser'], { freebie: 'Medium Laser', other: 2 })],
      },
      dice,
    );
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['freebie', 'miss']);
    const [miss] = rolls(r, 'attack');
    expect(told).toEqual([
      {
        purpose: 'attack',
        mech: 'Hunter',
        target: 'Prey',
        weapon: 'Medium Laser',
        shot: 2,
        line: 0,
        weaponIndex: 1,
        dice: '2d6',
        mode: 'normal',
        tn: tnTotal(miss.tn!),
      },
      { purpose: 'hitLocation', mech: 'Hunter', target: 'Prey', weapon: 'Medium Laser', shot: 1, dice: '2d6' },
    ]);
  });

  it('a line whose attacker is shut down has no freebie to tell', () => {
    const { dice, told } = telling([1, 2], true);
    const r = run(
      duel({ heat: 14 }),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Medium Laser' })] },
      dice,
    );
    expect(told).toEqual([]);
    expect(of(r, 'attack').map((a) => [a.outcome, a.reason])).toEqual([['impossible', 'Hunter is shut down']]);
  });
});

describe('R-0.5, R-18.5, R-18.6: what a hit told ahead lands depends on the launcher and the target', () => {
  const lrm10 = (more: object = {}) =>
    duel(
      {
        equipment: [
          { name: 'LRM-10', location: 'LT' },
          { name: 'Artemis IV (LRM-10)', kind: 'other', location: 'LT' },
        ],
        ...more,
      },
      { position: '0512' },
    );

  it("a freebie LRM-10 with Artemis IV, its cluster roll typed as 3: +2 reads 5, 6 missiles, so two groups' hit locations are told", () => {
    // The freebie fires: cluster 1 + 2 (+2: 6 missiles), hit locations 7 and 7.
    const { dice, told } = telling([1, 2, 3, 4, 3, 4], (r) => (r.purpose === 'cluster' ? typed(1, 2) : undefined));
    const r = run(lrm10(), { attacks: [fire('Hunter', 'Prey', ['LRM-10'], { freebie: 'LRM-10' })] }, dice);
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([5, 1]);
    const location = { purpose: 'hitLocation', mech: 'Hunter', target: 'Prey', weapon: 'LRM-10', shot: 1, dice: '2d6' };
    expect(told).toEqual([
      { purpose: 'cluster', mech: 'Hunter', target: 'Prey', weapon: 'LRM-10', shot: 1, dice: '2d6' },
      { ...location, group: 1 },
      { ...location, group: 2 },
    ]);
  });

  it('a target with a working anti-missile system: the cluster roll is told, its groups wait until the system has fired', () => {
    const prey = {
      position: '0512',
      equipment: [
        { name: 'Anti-Missile System', kind: 'other' as const, location: 'CT' as const },
        { name: 'AMS Ammo', kind: 'other' as const, location: 'CT' as const },
      ],
    };
    const b = duel({ equipment: [{ name: 'LRM-5', location: 'LT' }] }, prey);
    const { dice, told } = telling([6, 6, 3, 4], true);
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['LRM-5'], { freebie: 'LRM-5' })] }, dice);
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['freebie']);
    expect(told).toEqual([
      { purpose: 'cluster', mech: 'Hunter', target: 'Prey', weapon: 'LRM-5', shot: 1, dice: '2d6' },
    ]);
  });

  it('a line whose attacker shut down tells nothing, though its to-hit roll was typed as a hit', () => {
    const { dice, told } = telling([1, 2], () => typed(6, 6));
    const r = run(duel({ heat: 14 }), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }, dice, npcRules);
    expect(told).toEqual([]);
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['impossible']);
  });
});
