import { describe, expect, it } from 'vitest';
import { describeTargetNumber, mod } from '../../../src/rules/model/targetNumber';
import { meleeTargetNumber } from '../../../src/rules/round/melee/meleeTargetNumber';
import { codesOf, duel, fire, mechOf, move, npcRules, of, problemsOf, rolls, run } from './helpers';
import { hex } from './seedBattle';

const adjacent = (hunter = {}, prey = {}) => duel({ position: '0507', ...hunter }, prey);

describe('R-12.1 melee target number', () => {
  it('Piloting + AMM + target TMM + strength + wounds, only against an adjacent target', () => {
    const r = run(
      adjacent({ wounds: 1 }),
      {
        moves: [move('Prey', 'run')],
        attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'high' } })],
      },
      [4, 4, 3, 3, 3, 4],
      npcRules,
    );
    expect(describeTargetNumber(rolls(r, 'melee')[0].tn!)).toBe(
      '4 piloting - 1 stood still + 1 target TMM + 1 wound = 5',
    );
    expect(
      codesOf(duel(), { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' } })] }),
    ).toEqual(['melee/not_adjacent']);
  });
});

describe('R-12.2 Fast and Strong', () => {
  it('Fast: up to two a round, 1 heat each, hit or miss', () => {
    const r = run(
      adjacent(),
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'low', count: 2 }, other: 3 })] },
      [1, 1, 1, 1],
      npcRules,
    );
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['miss', 'miss']);
    expect(of(r, 'heat')[0].generated).toEqual([
      { label: 'Fast attack', value: 1 },
      { label: 'Fast attack', value: 1 },
    ]);
    expect(
      codesOf(adjacent(), {
        attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'low', count: 3 } })],
      }),
    ).toEqual(['melee/bad_count']);
  });

  it('Strong: 3 heat; a miss makes the attacker check to stay standing at the end of the round', () => {
    const r = run(
      adjacent(),
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'low' } })] },
      [1, 1, 2, 2],
      npcRules,
    );
    expect(of(r, 'heat')[0].generated).toEqual([{ label: 'Strong attack', value: 3 }]);
    const [check] = rolls(r, 'piloting');
    expect([check.mech, check.reason, check.step]).toEqual(['Hunter', 'missed a Strong attack', 'end']);
  });

  it('Strong: a hit deals floor(20% t) and makes the target check', () => {
    // 50 t → 10 damage, groups 5/5 on the High table (3, 3: Center Torso); the Prey checks (4 ≥ 4).
    const r = run(
      adjacent(),
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'high' } })] },
      [4, 4, 3, 3, 2, 2],
      npcRules,
    );
    expect(of(r, 'damage').map((d) => [d.hit.location, d.amount])).toEqual([
      ['CT', 5],
      ['CT', 5],
    ]);
    expect(rolls(r, 'piloting').map((c) => [c.mech, c.reason])).toEqual([['Prey', "hit by Hunter's Strong attack"]]);
  });
});

describe('R-12.3 Death from Above', () => {
  const jumper = () => duel({ jumpMP: 3 });
  const dfa = {
    moves: [move('Hunter', 'jump', { to: hex('0507') })],
    attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'dfa' as const, angle: 'high' as const } })],
  };

  it('a miss: the attacker still takes Fast damage on its own Low table and checks at +2; the target does not', () => {
    const r = run(jumper(), dfa, [1, 1, 2, 3, 3], npcRules);
    expect(of(r, 'damage').map((d) => [d.mech, d.hit.location, d.amount])).toEqual([['Hunter', 'RL', 5]]);
    expect(rolls(r, 'piloting').map((c) => [c.mech, describeTargetNumber(c.tn!)])).toEqual([
      ['Hunter', '4 piloting + 2 Death from Above = 6'],
    ]);
    expect(of(r, 'heat')[0].generated).toEqual([{ label: 'jumped', value: 2 }]);
  });

  it('only when jumping, and never with weapons fired the same round', () => {
    expect(codesOf(duel(), { moves: [move('Hunter', 'walk', { to: hex('0507') })], attacks: dfa.attacks })).toEqual([
      'melee/dfa_without_jump',
    ]);
    expect(
      codesOf(jumper(), {
        moves: dfa.moves,
        attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { melee: { kind: 'dfa', angle: 'high' } })],
      }),
    ).toEqual(['melee/dfa_with_weapons']);
  });
});

describe('R-12.4 weapons and melee together; melee criticals', () => {
  it('a mech may fire and punch in the same round; a natural 12 in melee gives the first group a critical chance', () => {
    // Laser TN 2 (7 hits, location 7); punch 6+6 = 12, High 3 (Center Torso), confirm 2 (no critical).
    const r = run(
      adjacent(),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { melee: { kind: 'fast', angle: 'high' } })] },
      [3, 4, 3, 4, 6, 6, 3, 1, 1],
      npcRules,
    );
    expect(of(r, 'attack').map((a) => [a.weapon, a.outcome])).toEqual([
      ['Medium Laser', 'hit'],
      ['Fast attack', 'hit'],
    ]);
    expect(rolls(r, 'critConfirm')).toHaveLength(1);
    expect(mechOf(r, 'Prey').armor.CT).toBe(24 - 10);
  });
});

describe('R-12.1 / R-3.1 Sensors Damaged on melee (seed: "+2 difficulty to all attacks")', () => {
  it('R-12.1: each sensor hit adds +2 to a melee attack too, as to every weapon attack', () => {
    const b = adjacent();
    b.mechs[0].crits.sensorHits = 1;
    // Strong attack TN 4 − 1 stood still + 2 sensors = 5; a 2 misses, so the Hunter owes a check (3 + 3 = 6 ≥ 4).
    const r = run(
      b,
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'high' } })] },
      [1, 1, 3, 3],
      npcRules,
    );
    expect(describeTargetNumber(rolls(r, 'melee')[0].tn!)).toBe('4 piloting - 1 stood still + 2 sensor hit = 5');
  });
});

describe('R-12.1: a melee TN measured before the round', () => {
  const fast = { kind: 'fast' as const, angle: 'high' as const };

  it('R-12.1: two sensor hits add +4, named as two', () => {
    const b = adjacent();
    b.mechs[0].crits.sensorHits = 2;
    // Strong attack TN 4 − 1 stood still + 4 sensors = 7; a 2 misses, so the Hunter owes a check (3 + 3 = 6 ≥ 4).
    const r = run(
      b,
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'high' } })] },
      [1, 1, 3, 3],
      npcRules,
    );
    expect(describeTargetNumber(rolls(r, 'melee')[0].tn!)).toBe('4 piloting - 1 stood still + 4 2 sensor hits = 7');
  });

  it('R-1.4: a melee attack on a mech not on the map says so', () => {
    const problems = problemsOf(adjacent({}, { position: null }), {
      attacks: [fire('Hunter', 'Prey', [], { melee: fast })],
    });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      [
        'melee/not_adjacent',
        'Hunter cannot make a Fast attack on Prey: melee needs an adjacent target and one of them is not on the map.',
      ],
    ]);
  });

  it('R-12.1: mechs the movements leave out stand still where they are: −1 stood still, target TMM 0', () => {
    const b = adjacent();
    const [hunter, prey] = b.mechs;
    const r = meleeTargetNumber({}, hunter, prey, 'fast', { rules: npcRules });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.tn.modifiers.map((m) => [m.source, m.value, m.label])).toEqual([
      ['piloting', 4, 'piloting'],
      ['amm', -1, 'stood still'],
      ['tmm', 0, 'target TMM'],
      ['melee', -1, 'Fast attack'],
    ]);
    expect([r.total, r.mode]).toEqual([2, 'normal']);
  });

  it('R-2.2: a mech that sprinted cannot punch or kick either', () => {
    const b = adjacent();
    const [hunter, prey] = b.mechs;
    const sprinted = {
      mode: 'sprint' as const,
      evasive: false,
      position: hunter.position,
      tmm: mod('tmm', 0, 'target TMM'),
    };
    const r = meleeTargetNumber({ Hunter: sprinted }, hunter, prey, 'fast', { rules: npcRules });
    expect(r.ok ? 'ok' : [r.problem.code, r.problem.message]).toEqual([
      'attack/after_sprint',
      'Hunter sprinted this round and cannot attack.',
    ]);
  });
});

describe('R-0.1: a melee attack at TN 13 or more', () => {
  it('R-0.1: is reported, never rolled, and makes no heat', () => {
    // 4 piloting − 1 stood still − 1 Fast + 11 GM other = 13.
    const r = run(
      adjacent(),
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' }, other: 11 })] },
      [],
      npcRules,
    );
    expect(rolls(r, 'melee')).toEqual([]);
    expect(of(r, 'attack')).toEqual([
      expect.objectContaining({
        attacker: 'Hunter',
        outcome: 'impossible',
        reason: 'TN 13: 13 or more cannot hit (R-0.1)',
      }),
    ]);
    expect(of(r, 'heat').find((h) => h.mech === 'Hunter')?.generated).toEqual([]);
  });
});

describe('R-4.2 / R-8.2 an outflank won by 3 or more sends melee hits to the rear armor', () => {
  it('R-4.2: "any successful attacks hit the enemy\'s Rear armor" — a punch on the High table lands on the torso\'s rear armor', () => {
    // Outflank 8 vs TN 5 (margin 3: rear); Fast TN 4 + 0 walked + 1 TMM − 1 = 4, advantage 3d6 [1, 2, 6] keeps 8;
    // High 3 → Center Torso, rear armor.
    const decl = {
      moves: [move('Hunter', 'walk', { to: hex('0507'), outflank: 'Prey' }), move('Prey', 'run')],
      attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast' as const, angle: 'high' as const } })],
    };
    const r = run(duel(), decl, [4, 4, 1, 2, 6, 3], npcRules);
    expect(rolls(r, 'melee')[0].mode).toBe('advantage');
    expect(of(r, 'damage').map((d) => [d.hit, d.amount])).toEqual([[{ location: 'CT', rear: true }, 5]]);
    expect(mechOf(r, 'Prey').rearArmor.CT).toBe(8 - 5);
  });

  it('R-8.2: limbs and head have no rear armor; a won-by-less outflank keeps melee on the front', () => {
    const decl = {
      moves: [move('Hunter', 'walk', { to: hex('0507'), outflank: 'Prey' }), move('Prey', 'run')],
      attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast' as const, angle: 'high' as const } })],
    };
    // Margin 3 again, High 1 → Right Arm (no rear armor).
    const rearArm = run(duel(), decl, [4, 4, 1, 2, 6, 1], npcRules);
    expect(of(rearArm, 'damage')[0].hit).toEqual({ location: 'RA', rear: false });
    // Outflank 6 vs 5 (margin 1): advantage only; High 3 → Center Torso front.
    const front = run(duel(), decl, [3, 3, 1, 2, 6, 3], npcRules);
    expect(of(front, 'damage')[0].hit).toEqual({ location: 'CT', rear: false });
  });
});

describe('R-12.2 each Fast attack chooses its angle', () => {
  it('R-12.2: two Fast attacks on two lines may strike one High and one Low', () => {
    // TN 4 − 1 stood still − 1 Fast = 2: both hit; High 3 → Center Torso, Low 1 → Right Leg.
    const decl = {
      attacks: [
        fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' } }),
        fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'low' } }),
      ],
    };
    const r = run(adjacent(), decl, [1, 1, 3, 1, 1, 1], npcRules);
    expect(of(r, 'damage').map((d) => [d.hit.location, d.amount])).toEqual([
      ['CT', 5],
      ['RL', 5],
    ]);
    expect(of(r, 'heat')[0].generated).toEqual([
      { label: 'Fast attack', value: 1 },
      { label: 'Fast attack', value: 1 },
    ]);
  });

  it('R-12.2: still no more than two Fast attacks in all, and never Fast with Strong or Death from Above', () => {
    const fast = (count: number) => ({ melee: { kind: 'fast' as const, angle: 'high' as const, count } });
    expect(
      codesOf(adjacent(), { attacks: [fire('Hunter', 'Prey', [], fast(2)), fire('Hunter', 'Prey', [], fast(1))] }),
    ).toEqual(['melee/twice']);
    expect(
      codesOf(adjacent(), {
        attacks: [
          fire('Hunter', 'Prey', [], fast(1)),
          fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'low' } }),
        ],
      }),
    ).toEqual(['melee/twice']);
  });
});
