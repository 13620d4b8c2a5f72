// a "Typed rolls only" round that waits for one roll says so in the singular, naming the roll as the GM posts
// it; dice that run out mid-round are a bug of the caller's script, thrown rather than passed off as a refusal.
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import { TypedDice } from '../../../src/rules/dice/typed';
import type { Declarations } from '../../../src/rules/model/declarations';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { seedBattle } from './seedBattle';

const rules = { ...defaultRules(), playersAdvantage: false };
const oneLaser: Declarations = {
  moves: [],
  attacks: [{ attacker: 'Griffin', target: 'Rifleman', weapons: ['Large Laser'] }],
};

describe('R-0.5: typed rolls only — the round waits for the rolls nobody typed', () => {
  it('one roll needed is "A roll is needed", with the roll as the GM posts it', () => {
    const result = resolveRound(seedBattle(), oneLaser, rules, new TypedDice([]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.needed).toHaveLength(1);
    expect(result.problems.map((p) => p.message)).toEqual([
      `A roll is needed before the round can be resolved (Dice: typed rolls only): ${result.needed?.[0].asked}.`,
    ]);
  });
});

describe('R-0.4: dice that run out mid-round', () => {
  it('are thrown as the error they are, not reported as a problem of the sheet', () => {
    expect(() => resolveRound(seedBattle(), oneLaser, rules, new ScriptedDice([]))).toThrow(/ran out/);
  });
});
