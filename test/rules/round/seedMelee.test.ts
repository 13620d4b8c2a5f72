import { describe, expect, it } from 'vitest';
import { ScriptedDice, facesForTotals } from '../../../src/rules/dice/scripted';
import type { Declarations } from '../../../src/rules/model/declarations';
import type { RoundEvent } from '../../../src/rules/model/events';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { hex, mech, seedBattle } from './seedBattle';

const rules = defaultRules();

function run(decl: Declarations, faces: number[]) {
  const dice = new ScriptedDice(faces);
  const result = resolveRound(seedBattle(), decl, rules, dice);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  expect(dice.remaining).toBe(0);
  return result;
}

function of<T extends RoundEvent['type']>(events: readonly RoundEvent[], type: T): Extract<RoundEvent, { type: T }>[] {
  return events.filter((e): e is Extract<RoundEvent, { type: T }> => e.type === type);
}

describe('seed melee example 1: two High Fast attacks (R-12.1, R-12.2)', () => {
  const decl: Declarations = {
    moves: [
      { mech: 'Griffin', mode: 'walk', to: hex('0210') },
      { mech: 'Blackjack', mode: 'run' },
    ],
    attacks: [
      { attacker: 'Griffin', target: 'Blackjack', weapons: [], melee: { kind: 'fast', angle: 'high', count: 2 } },
    ],
  };
  // Punches roll 4 and 8; the hit rolls a 4 on the High table.
  const result = run(decl, [...facesForTotals(4, 8), 4]);

  it('TN 4 piloting + 0 walked + 2 target TMM − 1 Fast = 5; a 4 misses, an 8 hits', () => {
    const rolls = of(result.events, 'roll').filter((r) => r.purpose === 'melee');
    expect(rolls.map((r) => describeTargetNumber(r.tn!))).toEqual([
      '4 piloting + 2 target TMM - 1 Fast attack = 5',
      '4 piloting + 2 target TMM - 1 Fast attack = 5',
    ]);
    expect(rolls.map((r) => [r.roll.total, r.success])).toEqual([
      [4, false],
      [8, true],
    ]);
  });

  it('the hit deals floor(10% of 55) = 5 to the Left Torso', () => {
    const damage = of(result.events, 'damage');
    expect(damage.map((d) => [d.mech, d.hit.location, d.amount])).toEqual([['Blackjack', 'LT', 5]]);
    expect(mech(result.battle, 'Blackjack').armor.LT).toBe(15 - 5);
  });

  it('R-13.1: walking 1 + two Fast attacks 1 each = 3 heat generated', () => {
    const heat = of(result.events, 'heat').find((h) => h.mech === 'Griffin')!;
    expect(heat.generated).toEqual([
      { label: 'walked', value: 1 },
      { label: 'Fast attack', value: 1 },
      { label: 'Fast attack', value: 1 },
    ]);
  });
});

describe('seed melee example 2: Strong Low kick (R-12.2, R-0.2)', () => {
  const decl: Declarations = {
    moves: [
      { mech: 'Griffin', mode: 'run', to: hex('0210') },
      { mech: 'Blackjack', mode: 'run' },
    ],
    attacks: [{ attacker: 'Griffin', target: 'Blackjack', weapons: [], melee: { kind: 'strong', angle: 'low' } }],
  };
  // Kick rolls 9; the 11 damage goes in groups 5/5/1 (R-8.1, "all damage is broken into groups
  // of 5" — the example rolls once, the text wins, R-0.2), each rolling 4–6 on the Low table
  // (Left Leg); the Blackjack's piloting check rolls 4.
  const result = run(decl, [...facesForTotals(9), 5, 4, 6, ...facesForTotals(4)]);

  it("TN 4 + 1 ran + 2 TMM + 0 Strong = 7 (the text wins over the example's +0/+1, same total)", () => {
    const roll = of(result.events, 'roll').find((r) => r.purpose === 'melee')!;
    expect(describeTargetNumber(roll.tn!)).toBe('4 piloting + 1 ran + 2 target TMM = 7');
    expect(roll.success).toBe(true);
  });

  it('11 damage (20% of 55) to the Left Leg in groups of 5 (R-8.1), then the Blackjack checks at 4 at the end of the round and stays up', () => {
    expect(of(result.events, 'damage').map((d) => [d.hit.location, d.amount])).toEqual([
      ['LL', 5],
      ['LL', 5],
      ['LL', 1],
    ]);
    expect(mech(result.battle, 'Blackjack').armor.LL).toBe(17 - 11);
    const check = of(result.events, 'roll').find((r) => r.purpose === 'piloting')!;
    expect([check.mech, check.step, describeTargetNumber(check.tn!), check.success]).toEqual([
      'Blackjack',
      'end',
      '4 piloting = 4',
      true,
    ]);
    expect(of(result.events, 'fall')).toEqual([]);
  });
});

describe('seed melee example 3: Death from Above (R-12.3)', () => {
  const decl: Declarations = {
    moves: [
      { mech: 'Griffin', mode: 'jump', to: hex('0210') },
      { mech: 'Blackjack', mode: 'run' },
    ],
    attacks: [{ attacker: 'Griffin', target: 'Blackjack', weapons: [], melee: { kind: 'dfa', angle: 'high' } }],
  };
  const faces = [
    ...facesForTotals(10), // attack: 10 ≥ 9
    3, // the Griffin's own Low table: Right Leg
    1,
    3,
    3,
    2,
    6, // the Blackjack's High table: RA, CT, CT, RT, HD
    ...facesForTotals(6), // consciousness after the head hit: 6 ≥ 3
    ...facesForTotals(8), // the Griffin's DFA check: 8 ≥ 6
    ...facesForTotals(6), // the Blackjack's DFA check: 6 < 7, falls
    ...facesForTotals(7), // fall damage location: Center Torso
    ...facesForTotals(9), // consciousness after the second wound: 9 ≥ 5
  ];
  const result = run(decl, faces);
  const rolls = of(result.events, 'roll');

  it('TN 4 piloting + 2 jumped + 2 target TMM + 1 DFA = 9; a 10 hits', () => {
    const roll = rolls.find((r) => r.purpose === 'melee')!;
    expect(describeTargetNumber(roll.tn!)).toBe('4 piloting + 2 jumped + 2 target TMM + 1 Death from Above = 9');
    expect(roll.success).toBe(true);
  });

  it('the Griffin takes 5 on its Right Leg, the Blackjack 22 in groups 5/5/5/5/2: RA 5, CT 10, RT 5, HD 2', () => {
    const dfa = of(result.events, 'damage').filter((d) => d.source.startsWith('Death from Above'));
    expect(dfa.map((d) => [d.mech, d.hit.location, d.amount])).toEqual([
      ['Griffin', 'RL', 5],
      ['Blackjack', 'RA', 5],
      ['Blackjack', 'CT', 5],
      ['Blackjack', 'CT', 5],
      ['Blackjack', 'RT', 5],
      ['Blackjack', 'HD', 2],
    ]);
  });

  it('the head hit wounds the Blackjack pilot, who stays conscious on a 6', () => {
    const consciousness = rolls.filter((r) => r.purpose === 'consciousness');
    expect(consciousness.map((r) => [r.roll.total, describeTargetNumber(r.tn!), r.success])).toEqual([
      [6, '3 consciousness = 3', true],
      [9, '3 consciousness + 2 further wounds = 5', true],
    ]);
  });

  it('end of round: Griffin checks at 6 (rolls 8, stands); Blackjack at 7 with its wound (rolls 6, falls)', () => {
    const checks = rolls.filter((r) => r.purpose === 'piloting');
    expect(checks.map((r) => [r.mech, describeTargetNumber(r.tn!), r.roll.total, r.success])).toEqual([
      ['Griffin', '4 piloting + 2 Death from Above = 6', 8, true],
      ['Blackjack', '4 piloting + 1 wound + 2 Death from Above = 7', 6, false],
    ]);
  });

  it('R-10.2: the Blackjack falls for 4 damage and a second wound, and makes no knockdown check for its 26 damage (R-10.1)', () => {
    expect(of(result.events, 'fall')).toEqual([expect.objectContaining({ mech: 'Blackjack', damage: 4 })]);
    expect(
      of(result.events, 'damage')
        .filter((d) => d.source === 'fall')
        .map((d) => [d.hit.location, d.amount]),
    ).toEqual([['CT', 4]]);
    const bj = mech(result.battle, 'Blackjack');
    expect([bj.pilot.wounds, bj.prone, bj.pilot.status]).toEqual([2, true, 'active']);
    expect(bj.armor.CT).toBe(18 - 10 - 4);
  });
});
