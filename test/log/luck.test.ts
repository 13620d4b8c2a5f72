// Luck: a die's expected outcome is its chance; a mech's luck in a battle is its hits minus the sum of its
// attacks' hit chances (with Advantage and Disadvantage as rolled). Typed and Gator-rolled dice count alike.
// Scripted Log rows with the numbers worked by hand, then the Log as the engine writes it.
import { describe, expect, it } from 'vitest';
import type { CitedRow } from '../../src/log/credits';
import { battleLuck } from '../../src/log/luck';
import { logRows, type LogRow } from '../../src/log/rows';
import { SeededDice } from '../../src/rules/dice/seeded';
import type { Battle } from '../../src/rules/model/battle';
import { resolveRound } from '../../src/rules/round/sequence/resolveRound';
import type { RollEvent } from '../../src/rules/model/events';
import { mod } from '../../src/rules/model/targetNumber';
import { defaultRules } from '../support/mechs';
import { randomBattle, randomDeclarations } from '../rules/round/randomBattle';

function cited(rows: readonly LogRow[]): CitedRow[] {
  return rows.map((log, i) => ({ row: i + 2, log }));
}

const roll = (a: string, t: string, dice: string, tn: number, result: 'hit' | 'miss', how = ': rolls'): LogRow => [
  1,
  'Attacks',
  a,
  t,
  'Attack',
  dice,
  tn,
  result,
  `${a} fires PPC at ${t}${how} … vs TN ${tn} — ${result}`,
];

describe('R-16.7 luck: hits minus the sum of the attacks’ hit chances', () => {
  it('R-16.7: two hits at TN 8 (15/36 each) and a miss at TN 7 (21/36): expected 51/36, luck +0.58', () => {
    const [griffin] = battleLuck(
      cited([
        roll('Griffin', 'Rifleman', '6+3', 8, 'hit'),
        roll('Griffin', 'Rifleman', '5+4', 8, 'hit'),
        roll('Griffin', 'Locust', '2+3', 7, 'miss'),
      ]),
    );
    expect(griffin.mech).toBe('Griffin');
    expect([griffin.attacks, griffin.hits]).toEqual([3, 2]);
    expect(griffin.expected).toBeCloseTo(51 / 36, 12);
    expect(griffin.luck).toBeCloseTo(2 - 51 / 36, 12);
  });

  it('R-16.7: a miss at TN 7 is bad luck of 21/36', () => {
    const [m] = battleLuck(cited([roll('Locust', 'Griffin', '1+2', 7, 'miss')]));
    expect(m.luck).toBeCloseTo(-21 / 36, 12);
  });

  it('R-16.7 with Advantage as rolled: 3d6 keep the best two reach TN 10 in 77 of 216 throws, even when the dice tie', () => {
    const [m] = battleLuck(
      cited([roll('Griffin', 'Rifleman', '5,5,[5]', 10, 'hit', ' with Advantage: rolled 5, 5, 5, kept 5+5 = 10')]),
    );
    expect(m.expected).toBeCloseTo(77 / 216, 12);
    expect(m.luck).toBeCloseTo(1 - 77 / 216, 12);
  });

  it('R-16.7 with Disadvantage as rolled: 3d6 keep the worst two reach TN 8 in 42 of 216 throws', () => {
    const [m] = battleLuck(
      cited([roll('Blackjack', 'Griffin', '[6],3,2', 8, 'miss', ' with Disadvantage: rolled 6, 3, 2, kept 3+2 = 5')]),
    );
    expect(m.expected).toBeCloseTo(42 / 216, 12);
  });

  it('R-16.7: a typed roll counts as Gator’s own, a total typed with Advantage too (147 of 216 reach TN 8)', () => {
    const luck = battleLuck(
      cited([
        roll('Griffin', 'Rifleman', '4+5 (typed by Anna)', 8, 'hit', ': rolls 9 (4+5, typed by Anna)'),
        roll('Rifleman', 'Griffin', '9 (typed)', 8, 'hit', ' with Advantage: rolls 9 (typed)'),
      ]),
    );
    expect(luck.map((l) => [l.mech, l.hits])).toEqual([
      ['Griffin', 1],
      ['Rifleman', 1],
    ]);
    expect(luck[0].expected).toBeCloseTo(15 / 36, 12);
    expect(luck[1].expected).toBeCloseTo(147 / 216, 12);
  });

  it('R-16.7: a freebie (no die) and an impossible attack are no rolls; melee rolls count', () => {
    const luck = battleLuck(
      cited([
        [1, 'Attacks', 'Griffin', 'Locust', 'Attack', '', 7, 'freebie', "Griffin's freebie: PPC hits Locust"],
        [1, 'Attacks', 'Griffin', 'Locust', 'Attack', '', 13, 'impossible', 'Griffin cannot attack Locust'],
        [1, 'Attacks', 'Griffin', 'Locust', 'Melee', '5+4', 4, 'hit', 'Griffin tries a Fast attack on Locust'],
        [1, 'Attacks', 'Griffin', 'Locust', 'Cluster', '3+3', '', '4 missiles', ''],
      ]),
    );
    expect(luck).toHaveLength(1);
    expect([luck[0].attacks, luck[0].hits]).toEqual([1, 1]);
    expect(luck[0].expected).toBeCloseTo(33 / 36, 12);
  });
});

describe('R-16.7 on the Log the engine writes', () => {
  it('R-16.7: a total typed for a roll with Advantage keeps its mode on the Log, so its chance is 147 of 216 at TN 8', () => {
    const typedTotal: RollEvent = {
      type: 'roll',
      step: 'attacks',
      purpose: 'attack',
      mech: 'Rifleman',
      target: 'Griffin',
      weapon: 'PPC',
      roll: { faces: [6, 3], kept: [6, 3], total: 9, typed: { totalOnly: true } },
      mode: 'advantage',
      tn: { modifiers: [mod('gunnery', 3, 'gunnery'), mod('range', 5, 'other')] },
      success: true,
      result: 'hit',
    };
    const rows = logRows(2, [typedTotal]);
    expect(rows[0][8]).toBe(
      'Rifleman fires PPC at Griffin with Advantage: rolls 9 (typed) vs TN 8 (3 gunnery + 5 other) — hit',
    );
    expect(battleLuck(cited(rows))[0].expected).toBeCloseTo(147 / 216, 12);
  });

  it('each mech’s hits are its hit attack rows; expected hits lie between 0 and its attack rolls', () => {
    const rules = defaultRules();
    let battle: Battle = randomBattle(11, { mechs: 5, size: 8, battered: true });
    const rows: LogRow[] = [];
    for (let i = 0; i < 4; i++) {
      const result = resolveRound(
        battle,
        randomDeclarations(battle, 11 + battle.round, rules, { size: 8 }),
        rules,
        new SeededDice(40 + battle.round),
      );
      if (!result.ok) break;
      rows.push(...logRows(battle.round, result.events));
      battle = result.battle;
    }
    const luck = battleLuck(cited(rows));
    expect(luck.length).toBeGreaterThan(0);
    for (const l of luck) {
      const mine = rows.filter((r) => r[2] === l.mech && (r[4] === 'Attack' || r[4] === 'Melee') && r[5] !== '');
      expect(l.hits).toBe(mine.filter((r) => r[7] === 'hit').length);
      expect(l.attacks).toBe(mine.length);
      expect(l.expected).toBeGreaterThan(0);
      expect(l.expected).toBeLessThanOrEqual(l.attacks);
    }
  });
});
