// The advisor's set search past its exact limits: more than 12 useful weapons are picked greedily by
// damage per point of heat, and more than 36 choices of a way per name are climbed one name at a time.
// Candidates are written by hand so that each way of searching gives a different, known answer.
import { describe, expect, it } from 'vitest';
import {
  bestModedSet,
  bestSetWithin,
  type SetCandidate,
  type WeaponOptions,
} from '../../../src/rules/advisor/weaponSets';
import type { WeaponMode } from '../../../src/rules/model/weaponMode';

function candidate(
  index: number,
  name: string,
  heat: number,
  expected: number,
  extra: { ammo?: SetCandidate['ammo']; mode?: WeaponMode } = {},
): SetCandidate {
  return {
    index,
    spec: { name, damage: 5, heat, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: extra.ammo !== undefined },
    chance: 0.5,
    expected,
    rollable: true,
    ...extra,
  };
}

/** Nine heat-free Machine Guns, indices 4…12: they fit any budget, so the search is past 12 weapons. */
const machineGuns = Array.from({ length: 9 }, (_, i) => candidate(4 + i, 'Machine Gun', 0, 0.5));

describe('more than 12 useful weapons: the set is picked greedily by expected damage per point of heat', () => {
  it('three Medium Lasers (2 per 3 heat) go before a Large Laser (4 per 8 heat), and fill a budget of 9 exactly', () => {
    const large = candidate(0, 'Large Laser', 8, 4);
    const mediums = [1, 2, 3].map((i) => candidate(i, 'Medium Laser', 3, 2));
    const set = bestSetWithin([large, ...mediums, ...machineGuns], 9, false);
    expect(set.indices).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(set.weaponHeat).toBe(9);
    expect(set.expectedDamage).toBeCloseTo(3 * 2 + 9 * 0.5, 12);
  });

  it('with one heat less the third Medium Laser no longer fits; the Large Laser never does', () => {
    const large = candidate(0, 'Large Laser', 8, 4);
    const mediums = [1, 2, 3].map((i) => candidate(i, 'Medium Laser', 3, 2));
    const set = bestSetWithin([large, ...mediums, ...machineGuns], 8, false);
    expect(set.indices).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(set.weaponHeat).toBe(6);
  });

  it('weapons as good per heat go in equipment order, whatever order they come in, and the list given is left as it was', () => {
    const given = Array.from({ length: 13 }, (_, i) => candidate(12 - i, 'Medium Laser', 3, 2));
    const before = given.map((c) => c.index);
    const set = bestSetWithin(given, 6, false);
    expect(set.indices).toEqual([0, 1]);
    expect(set.weaponHeat).toBe(6);
    expect(given.map((c) => c.index)).toEqual(before);
  });

  it('R-19.2: a weapon whose bins are empty by the time it is reached is left out, though its heat would fit', () => {
    // Two AC/20s share one bin holding a single shot: only the first may fire.
    const bin = { shots: 1, left: 1 };
    const acs = [0, 1].map((i) => candidate(i, 'AC/20', 7, 6, { ammo: bin }));
    const lasers = [2, 3].map((i) => candidate(i, 'Medium Laser', 3, 1));
    const set = bestSetWithin([...acs, ...lasers, ...machineGuns], 40, false);
    expect(set.indices).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(set.weaponHeat).toBe(7 + 3 + 3);
  });
});

/** A weapon with `n` ways: plain, then Rotary-like ways numbered 2…n; `values[k]` its heat and expected damage, or absent. */
function ways(index: number, name: string, values: readonly ([number, number] | undefined)[]): WeaponOptions {
  return {
    index,
    name,
    options: values.map((v, k) =>
      v === undefined
        ? undefined
        : candidate(index, name, v[0], v[1], k === 0 ? {} : { mode: { kind: 'rotary', shots: k + 1 } }),
    ),
  };
}

describe('more than 36 choices of a way per name: one name at a time is changed while that helps', () => {
  it("each name's best way is found, however the other name's ways are tried on the way", () => {
    // 6 × 7 = 42 choices. Each name's second way is its best; its last cannot attack.
    const a = ways(0, 'Gun A', [[1, 1], [1, 5], [1, 2], [1, 2], [1, 2], undefined]);
    const b = ways(1, 'Gun B', [[1, 1], [1, 5], [1, 2], [1, 2], [1, 2], [1, 2], undefined]);
    const set = bestModedSet([a, b], 30, false);
    expect(set.expectedDamage).toBeCloseTo(10, 12);
    expect(set.indices).toEqual([0, 1]);
    expect([...set.modes.entries()]).toEqual([
      [0, { kind: 'rotary', shots: 2 }],
      [1, { kind: 'rotary', shots: 2 }],
    ]);
  });

  it('a change that only helps once another name has changed is still found: the search goes round again', () => {
    // Budget 10. From plain A (6 heat, 6) + plain B (4 heat, 1) = 7, B's second way (8 heat, 8) wins alone;
    // only then does A's second way (1 heat, 3) fit beside it: 11 for 9 heat.
    const a = ways(0, 'Gun A', [[6, 6], [1, 3], undefined, undefined, undefined, undefined]);
    const b = ways(1, 'Gun B', [[4, 1], [8, 8], undefined, undefined, undefined, undefined, undefined]);
    const set = bestModedSet([a, b], 10, false);
    expect(set.expectedDamage).toBeCloseTo(11, 12);
    expect(set.weaponHeat).toBe(9);
    expect(set.indices).toEqual([0, 1]);
    expect(set.modes.size).toBe(2);
  });

  it('plain stays when no way beats it', () => {
    const a = ways(0, 'Gun A', [
      [1, 5],
      [2, 5],
      [1, 4],
      [1, 4],
      [1, 4],
      [1, 4],
    ]);
    const b = ways(1, 'Gun B', [
      [1, 5],
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    const set = bestModedSet([a, b], 30, false);
    expect(set.expectedDamage).toBeCloseTo(10, 12);
    expect(set.weaponHeat).toBe(2);
    expect(set.modes.size).toBe(0);
  });
});
