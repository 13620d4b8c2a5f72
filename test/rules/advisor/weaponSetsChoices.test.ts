// How the advisor's set search chooses between sets worth the same, which weapons it weighs at all, and where its
// exact search ends. Candidates are written by hand: each case has one known answer.
import { describe, expect, it } from 'vitest';
import {
  bestModedSet,
  bestSetWithin,
  type SetCandidate,
  setValueOf,
  type WeaponOptions,
} from '../../../src/rules/advisor/weaponSets';

/** A weapon fired plain: `damage` a hit, `heat`, hit `chance` (expected damage = damage × chance). */
function weapon(index: number, name: string, damage: number, heat: number, chance: number): SetCandidate {
  return {
    index,
    spec: { name, damage, heat, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: false },
    chance,
    expected: damage * chance,
    rollable: chance > 0,
  };
}

describe('R-5.1 the freebie of a set goes to the weapon that gains most from not rolling', () => {
  it('two Medium Lasers at the same TN gain alike: the first in equipment order takes it', () => {
    const v = setValueOf([weapon(0, 'Medium Laser', 5, 3, 0.5), weapon(1, 'Medium Laser', 5, 3, 0.5)], true);
    expect(v.freebieIndex).toBe(0);
    expect(v.expectedDamage).toBeCloseTo(2.5 + 2.5 + 2.5, 12);
  });
});

describe('R-13 sets worth the same expected damage', () => {
  it('the cooler one is advised: a 2-heat weapon over a 5-heat one doing as much', () => {
    const set = bestSetWithin([weapon(0, 'Hot Gun', 4, 5, 0.5), weapon(1, 'Cool Gun', 4, 2, 0.5)], 5, false);
    expect([set.indices, set.weaponHeat]).toEqual([[1], 2]);
  });

  it('as hot and as good: the earlier weapon', () => {
    const set = bestSetWithin([weapon(0, 'Medium Laser', 5, 3, 0.5), weapon(1, 'Medium Laser', 5, 3, 0.5)], 3, false);
    expect(set.indices).toEqual([0]);
  });
});

/**
 * A Large Laser (8 heat) and two Medium Lasers (3 heat each) in a budget of 8, beside nine heat-free Machine Guns:
 * the best set fires the Large Laser; picking by damage per heat would fire the two Medium Lasers instead.
 */
function twelve(): SetCandidate[] {
  return [
    weapon(0, 'Large Laser', 8, 8, 0.5),
    weapon(1, 'Medium Laser', 5, 3, 0.32),
    weapon(2, 'Medium Laser', 5, 3, 0.32),
    ...Array.from({ length: 9 }, (_, i) => weapon(3 + i, 'Machine Gun', 2, 0, 0.25)),
  ];
}
const machineGunIndices = [3, 4, 5, 6, 7, 8, 9, 10, 11];

describe('up to 12 weapons worth firing, every set is weighed', () => {
  it('12 weapons: the Large Laser and the Machine Guns, 8.5 expected damage', () => {
    const set = bestSetWithin(twelve(), 8, false);
    expect(set.indices).toEqual([0, ...machineGunIndices]);
    expect(set.expectedDamage).toBeCloseTo(4 + 9 * 0.5, 12);
  });

  it('R-0.1: a PPC at TN 13+ is not worth weighing without the freebie, and does not crowd the search', () => {
    const set = bestSetWithin([...twelve(), weapon(12, 'PPC', 10, 10, 0)], 8, false);
    expect(set.indices).toEqual([0, ...machineGunIndices]);
  });

  it('with the freebie, a weapon doing no damage is not worth weighing either', () => {
    // The freebie goes to the Large Laser (8 × 0.5 gained): 4 + 4.5 + 4.
    const set = bestSetWithin([...twelve(), weapon(12, 'TAG', 0, 0, 0.5)], 8, true);
    expect(set.indices).toEqual([0, ...machineGunIndices]);
    expect([set.freebieIndex, set.expectedDamage]).toEqual([0, 12.5]);
  });
});

/** A weapon with six ways: plain, four that cannot attack, and a last one; each [heat, expected damage]. */
function sixWays(index: number, name: string, plain: [number, number], last: [number, number]): WeaponOptions {
  const way = ([heat, expected]: [number, number], k: number): SetCandidate => ({
    index,
    spec: { name, damage: expected, heat, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: false },
    ...(k === 0 ? {} : { mode: { kind: 'rotary', shots: k + 1 } }),
    chance: 1,
    expected,
    rollable: true,
  });
  return { index, name, options: [way(plain, 0), undefined, undefined, undefined, undefined, way(last, 5)] };
}

describe('R-18.2 the ways of firing each name: every choice is tried up to 36', () => {
  // Budget 10. Plain X (5 heat, 3) and plain Y (5 heat, 3) make 6; X's last way (4 heat, 2.9) or Y's (6 heat, 5)
  // alone does worse, but both together make 7.9 for 10 heat.
  const x = () => sixWays(0, 'Gun X', [5, 3], [4, 2.9]);
  const y = () => sixWays(1, 'Gun Y', [5, 3], [6, 5]);

  it('6 × 6 choices: the two ways worth firing only together are found', () => {
    const set = bestModedSet([x(), y()], 10, false);
    expect(set.expectedDamage).toBeCloseTo(7.9, 12);
    expect([...set.modes.keys()]).toEqual([0, 1]);
  });

  it('beyond 36 choices one name changes at a time, from plain: the pair is not reached', () => {
    const z: WeaponOptions = {
      index: 2,
      name: 'Gun Z',
      options: [weapon(2, 'Gun Z', 1, 0, 0.1), undefined],
    };
    const set = bestModedSet([x(), y(), z], 10, false);
    expect(set.expectedDamage).toBeCloseTo(6.1, 12);
    expect(set.modes.size).toBe(0);
  });
});
