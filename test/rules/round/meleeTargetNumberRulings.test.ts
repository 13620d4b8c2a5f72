// A melee attack's TN at its edges (meleeTargetNumber, section 12 of docs/rules.md): the strength
// term of each kind, Death from Above refused without a jump, an Evasive target, a TN of exactly 12.
import { describe, expect, it } from 'vitest';
import { hitChance } from '../../../src/rules/dice/probability';
import type { MeleeKind, MoveDeclaration } from '../../../src/rules/model/declarations';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { meleeTargetNumber } from '../../../src/rules/round/melee/meleeTargetNumber';
import { movementsFromDeclarations } from '../../../src/rules/round/movement/movements';
import { makeBattle, makeMech } from '../../support/mechs';
import { move, npcRules } from './helpers';
import { hex } from './seedBattle';

/** Hunter (Piloting 4) at 0505 makes a `kind` attack on Prey at 0506 (next hex), after `moves`. */
function melee(kind: MeleeKind, moves: MoveDeclaration[] = [], more: { gmOther?: number; advantage?: boolean } = {}) {
  const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505' });
  const prey = makeMech({ id: 'Prey', position: '0506' });
  const battle = makeBattle([hunter, prey]);
  const movements = movementsFromDeclarations(battle, moves, npcRules);
  return meleeTargetNumber(movements, hunter, prey, kind, { rules: npcRules, ...more });
}

const strength = (kind: MeleeKind, moves: MoveDeclaration[] = []) => {
  const r = melee(kind, moves);
  return r.ok ? r.tn.modifiers[3] : r.problem.message;
};

describe('R-12.2, R-12.3, R-0.2 the strength term of each melee attack, with its reason (R-3.4)', () => {
  it('Fast −1, Strong +0 (the text, not the example), Death from Above +1', () => {
    // The jump lands Hunter at 0507, on the far side of Prey and still beside it.
    const jumped = [move('Hunter', 'jump', { to: hex('0507') })];
    expect([strength('fast'), strength('strong'), strength('dfa', jumped)]).toEqual([
      { source: 'melee', value: -1, label: 'Fast attack' },
      { source: 'melee', value: 0, label: 'Strong attack' },
      { source: 'dfa', value: 1, label: 'Death from Above' },
    ]);
  });
});

describe('R-12.3 Death from Above only after a jump', () => {
  it('a mech that walked is refused, the message saying how it moved', () => {
    const r = melee('dfa', [move('Hunter', 'walk', { to: hex('0507') })]);
    expect(r.ok ? describeTargetNumber(r.tn) : [r.problem.code, r.problem.message]).toEqual([
      'melee/dfa_without_jump',
      'Hunter cannot make a Death from Above attack on Prey: it must jump this round (it walked).',
    ]);
  });
});

describe('R-4.1, R-2.3 melee against an Evasive target is rolled with Disadvantage', () => {
  it('Fast attack at TN 2 on an Evasive target: Disadvantage, and its chance', () => {
    const r = melee('fast', [move('Prey', 'stand', { evasive: true })]);
    if (!r.ok) throw new Error(r.problem.message);
    expect([r.total, r.mode, r.chance]).toEqual([2, 'disadvantage', hitChance(2, 'disadvantage')]);
  });

  it('an outflank on an Evasive target cancels out: a plain 2d6', () => {
    const r = melee('strong', [move('Prey', 'stand', { evasive: true })], { gmOther: 4, advantage: true });
    expect(r.ok && [r.total, r.mode, r.chance]).toEqual([7, 'normal', 21 / 36]);
  });

  it('a target standing plainly: a plain 2d6', () => {
    const r = melee('strong', [], { gmOther: 4 });
    expect(r.ok && [r.total, r.mode, r.chance]).toEqual([7, 'normal', 21 / 36]);
  });
});

describe('R-0.1 a melee TN of 12 is rolled, 13 is not', () => {
  it('Strong attack at TN 12: rolled, a double six hits', () => {
    const r = melee('strong', [], { gmOther: 9 });
    expect(r.ok && [r.total, r.rollable, r.chance]).toEqual([12, true, 1 / 36]);
  });

  it('Strong attack at TN 13: not rolled', () => {
    const r = melee('strong', [], { gmOther: 10 });
    expect(r.ok && [r.total, r.rollable, r.chance]).toEqual([13, false, 0]);
  });
});
