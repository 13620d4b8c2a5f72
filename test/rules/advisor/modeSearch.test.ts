import { describe, expect, it } from 'vitest';
import { bestModedSet } from '../../../src/rules/advisor/weaponSets';
import type { SetCandidate, WeaponOptions } from '../../../src/rules/advisor/weaponSets';
import type { WeaponSpec } from '../../../src/rules/model/weapon';

/** A way of firing weapon `index`: its expected damage and heat. */
function way(index: number, name: string, expected: number, heat: number, shots?: number): SetCandidate {
  return {
    index,
    spec: { name, heat, damage: 1 } as WeaponSpec,
    ...(shots ? { mode: { kind: 'rotary', shots } } : {}),
    chance: 1,
    expected,
    rollable: true,
  };
}

describe('R-18.2 each weapon name fires one way on a line: the mode search is over names, not weapons', () => {
  it('three Rotaries of one name and an Ultra: the best pair of ways is found, not only the best way for each in turn', () => {
    // Heat budget 10. Rotary plain: 2 damage for 1 heat each; its 2-shot mode: 3.5 for 3.2 heat (the 3- and
    // 4-shot modes cannot attack). Ultra plain: 0.1 for no heat; ultra: 8 for 7 heat.
    // Rotaries in mode fill the budget alone (10.5 + 0.1); the best is the Ultra in ultra with plain Rotaries (14).
    const rotary = (index: number): WeaponOptions => ({
      index,
      name: 'Rotary',
      options: [way(index, 'Rotary', 2, 1), way(index, 'Rotary', 3.5, 3.2, 2), undefined, undefined],
    });
    const ultra: WeaponOptions = {
      index: 3,
      name: 'Ultra',
      options: [way(3, 'Ultra', 0.1, 0), { ...way(3, 'Ultra', 8, 7), mode: { kind: 'ultra' } }],
    };
    const best = bestModedSet([rotary(0), rotary(1), rotary(2), ultra], 10, false);
    expect(best.indices).toEqual([0, 1, 2, 3]);
    expect(best.expectedDamage).toBeCloseTo(14, 9);
    expect([...best.modes.entries()]).toEqual([[3, { kind: 'ultra' }]]);
  });
});
