import { describe, expect, it } from 'vitest';
import { adviseMelee } from '../../../src/rules/advisor/meleeAdvice';
import { hitChance } from '../../../src/rules/dice/probability';
import { tnTotal } from '../../../src/rules/model/targetNumber';
import { defaultRules, makeMech } from '../../support/mechs';

const rules = defaultRules({ playersAdvantage: false });

describe('R-4.2, R-12 melee advice weighs a declared outflank by its odds', () => {
  it('a 1-in-4 outflank: each melee chance is ¼ with advantage (3d6 keep the best two) and ¾ on plain 2d6', () => {
    const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505' });
    const prey = makeMech({ id: 'Prey', position: '0506' });
    const plain = adviseMelee({}, hunter, prey, rules, undefined);
    const flanked = adviseMelee({}, hunter, prey, rules, 0.25);
    expect(flanked.map((m) => m.kind)).toEqual(plain.map((m) => m.kind));
    for (const [i, m] of flanked.entries()) {
      const tn = tnTotal(m.attack.tn);
      expect(plain[i].chance).toBeCloseTo(hitChance(tn), 12);
      expect(m.chance).toBeCloseTo(0.25 * hitChance(tn, 'advantage') + 0.75 * hitChance(tn), 12);
      expect(m.expectedDamage).toBeCloseTo(m.count * m.chance * m.damage, 12);
    }
    expect(flanked.length).toBeGreaterThan(0);
  });
});
