import { describe, expect, it } from 'vitest';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { codesOf, duel, fire, mechOf, move, npcRules, of, rolls, run } from './helpers';
import { hex } from './seedBattle';

const adjacent = (hunter = {}, prey = {}) => duel({ position: '0507', ...hunter }, prey);

describe('R-12.1 melee target number', () => {
  it('Piloting + AMM + target TMM + strength + wounds, only against an adjacent target', () => {
    const r = run(adjacent({ wounds: 1 }), { moves: [move('Prey', 'run')], attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'high' } })] }, [4, 4, 3, 3, 3, 4], npcRules);
    expect(describeTargetNumber(rolls(r, 'melee')[0].tn!)).toBe('4 piloting - 1 stood still + 1 target TMM + 1 wound = 5');
    expect(codesOf(duel(), { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' } })] })).toEqual(['melee/not_adjacent']);
  });
});

describe('R-12.2 Fast and Strong', () => {
  it('Fast: up to two a round, 1 heat each, hit or miss', () => {
    const r = run(adjacent(), { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'low', count: 2 }, other: 3 })] }, [1, 1, 1, 1], npcRules);
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['miss', 'miss']);
    expect(of(r, 'heat')[0].generated).toEqual([
      { label: 'Fast attack', value: 1 },
      { label: 'Fast attack', value: 1 },
    ]);
    expect(codesOf(adjacent(), { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'low', count: 3 } })] })).toEqual(['melee/bad_count']);
  });

  it('Strong: 3 heat; a miss makes the attacker check to stay standing at the end of the round', () => {
    const r = run(adjacent(), { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'low' } })] }, [1, 1, 2, 2], npcRules);
    expect(of(r, 'heat')[0].generated).toEqual([{ label: 'Strong attack', value: 3 }]);
    const [check] = rolls(r, 'piloting');
    expect([check.mech, check.reason, check.step]).toEqual(['Hunter', 'missed a Strong attack', 'end']);
  });

  it('Strong: a hit deals floor(20% t) and makes the target check', () => {
    // 50 t → 10 damage, groups 5/5 on the High table (3, 3: Center Torso); the Prey checks (4 ≥ 4).
    const r = run(adjacent(), { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'high' } })] }, [4, 4, 3, 3, 2, 2], npcRules);
    expect(of(r, 'damage').map((d) => [d.hit.location, d.amount])).toEqual([['CT', 5], ['CT', 5]]);
    expect(rolls(r, 'piloting').map((c) => [c.mech, c.reason])).toEqual([['Prey', "hit by Hunter's Strong attack"]]);
  });
});

describe('R-12.3 Death from Above', () => {
  const jumper = () => duel({ jumpMP: 3 });
  const dfa = { moves: [move('Hunter', 'jump', { to: hex('0507') })], attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'dfa' as const, angle: 'high' as const } })] };

  it('a miss: the attacker still takes Fast damage on its own Low table and checks at +2; the target does not', () => {
    const r = run(jumper(), dfa, [1, 1, 2, 3, 3], npcRules);
    expect(of(r, 'damage').map((d) => [d.mech, d.hit.location, d.amount])).toEqual([['Hunter', 'RL', 5]]);
    expect(rolls(r, 'piloting').map((c) => [c.mech, describeTargetNumber(c.tn!)])).toEqual([['Hunter', '4 piloting + 2 Death from Above = 6']]);
    expect(of(r, 'heat')[0].generated).toEqual([{ label: 'jumped', value: 2 }]);
  });

  it('only when jumping, and never with weapons fired the same round', () => {
    expect(codesOf(duel(), { moves: [move('Hunter', 'walk', { to: hex('0507') })], attacks: dfa.attacks })).toEqual(['melee/dfa_without_jump']);
    expect(codesOf(jumper(), { moves: dfa.moves, attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { melee: { kind: 'dfa', angle: 'high' } })] })).toEqual([
      'melee/dfa_with_weapons',
    ]);
  });
});

describe('R-12.4 weapons and melee together; melee criticals', () => {
  it('a mech may fire and punch in the same round; a natural 12 in melee gives the first group a critical chance', () => {
    // Laser TN 2 (7 hits, location 7); punch 6+6 = 12, High 3 (Center Torso), confirm 2 (no critical).
    const r = run(adjacent(), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { melee: { kind: 'fast', angle: 'high' } })] }, [3, 4, 3, 4, 6, 6, 3, 1, 1], npcRules);
    expect(of(r, 'attack').map((a) => [a.weapon, a.outcome])).toEqual([
      ['Medium Laser', 'hit'],
      ['Fast attack', 'hit'],
    ]);
    expect(rolls(r, 'critConfirm')).toHaveLength(1);
    expect(mechOf(r, 'Prey').armor.CT).toBe(24 - 10);
  });
});
