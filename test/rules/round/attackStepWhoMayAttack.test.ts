// who may attack, and what may be attacked, is fixed at the start of the attack step; a line that may not
// is reported in the Log attack by attack, with the reason. And: the freebie a PC names is the one it gets.
import { describe, expect, it } from 'vitest';
import { defaultRules, makeMech } from '../../support/mechs';
import { duel, fire, of, rolls, run, npcRules } from './helpers';

const fastTwice = { kind: 'fast' as const, angle: 'high' as const, count: 2 };

describe('R-11.2, R-14.4: a pilot still unconscious when the round starts makes none of its declared attacks', () => {
  it("each weapon and each Fast attack of the line is reported: Hunter's pilot is unconscious", () => {
    // Hunter (2 wounds) rolls 1 + 1 to wake and stays out.
    const r = run(
      duel({ position: '0507', pilotStatus: 'unconscious', wounds: 2 }),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { melee: fastTwice })] },
      [1, 1],
      npcRules,
    );
    expect(rolls(r, 'wake').map((c) => c.success)).toEqual([false]);
    expect(of(r, 'attack')).toEqual([
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Medium Laser',
        outcome: 'impossible',
        reason: "Hunter's pilot is unconscious",
      },
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Fast attack',
        outcome: 'impossible',
        reason: "Hunter's pilot is unconscious",
      },
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Fast attack',
        outcome: 'impossible',
        reason: "Hunter's pilot is unconscious",
      },
    ]);
  });
});

describe('R-14.4: a target destroyed before the attack step is not attacked', () => {
  it('Prey blown up by its own ammunition at the start of the round (R-13.4): the attack on it is reported, not rolled', () => {
    const prey = {
      heat: 19,
      equipment: [
        { name: 'LRM-5', location: 'LT' as const },
        { name: 'Ammo (LRM-5)', location: 'RT' as const, ammoFor: 'LRM-5' },
      ],
    };
    // Prey: shutdown avoided (3 + 3), ammunition explodes (1 + 1), its pilot survives (4 + 4).
    const r = run(
      duel({}, prey),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [3, 3, 1, 1, 4, 4],
      npcRules,
    );
    expect(rolls(r, 'attack')).toEqual([]);
    expect(of(r, 'attack')).toEqual([
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Medium Laser',
        outcome: 'impossible',
        reason: 'Prey is already destroyed',
      },
    ]);
  });
});

describe('R-14.4, R-19.2: an attack not made takes no share of the ammunition', () => {
  it('two AC/20s and one shot: the line at the Prey blown up at the start takes none, so the line at Third fires', () => {
    const hunter = {
      equipment: [
        { name: 'AC/20', location: 'RA' as const },
        { name: 'AC/20', location: 'LA' as const },
        { name: 'Ammo (AC/20)', location: 'RT' as const, ammoFor: 'AC/20', shots: 1 },
      ],
    };
    const prey = {
      heat: 19,
      equipment: [
        { name: 'LRM-5', location: 'LT' as const },
        { name: 'Ammo (LRM-5)', location: 'RT' as const, ammoFor: 'LRM-5' },
      ],
    };
    const third = makeMech({ id: 'Third', position: '0502' });
    // Prey blows up as above; Hunter's AC/20 at Third (TN 4) misses on 1 + 1.
    const r = run(
      duel(hunter, prey, [third]),
      {
        attacks: [fire('Hunter', 'Prey', ['AC/20']), fire('Hunter', 'Third', ['AC/20'], { other: 2 })],
      },
      [3, 3, 1, 1, 4, 4, 1, 1],
      npcRules,
    );
    expect(of(r, 'attack').map((a) => [a.target, a.outcome, a.reason])).toEqual([
      ['Prey', 'impossible', 'Prey is already destroyed'],
      ['Third', 'miss', undefined],
    ]);
    expect(of(r, 'ammo').map((a) => [a.weapon, a.left])).toEqual([['AC/20', 0]]);
  });
});

describe('R-5.1: a freebie named that can hit is the freebie, though another weapon would gain more', () => {
  it('the named Small Laser hits without a roll, the Medium Laser rolls, and the Log names no other weapon', () => {
    // Adjacent, both at short range and TN 8: the Medium Laser would gain more (5 × 10/36 against 3 × 10/36).
    const b = duel({
      position: '0507',
      equipment: [
        { name: 'Medium Laser', location: 'RA' },
        { name: 'Small Laser', location: 'LA' },
      ],
    });
    // The Medium Laser misses (1 + 1); the Small Laser lands on 7 (CT).
    const r = run(
      b,
      {
        attacks: [fire('Hunter', 'Prey', ['Medium Laser', 'Small Laser'], { freebie: 'Small Laser', other: 6 })],
      },
      [1, 1, 3, 4],
      defaultRules(),
    );
    expect(of(r, 'attack')).toEqual([
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Medium Laser',
        outcome: 'miss',
        tn: expect.anything(),
      },
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Small Laser',
        outcome: 'freebie',
        tn: expect.anything(),
        reason: "Players' Advantage: hits without a roll",
      },
    ]);
  });
});
