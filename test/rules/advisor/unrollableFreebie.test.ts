// a weapon whose target number is 13 or more is never rolled: it fires — and makes heat — only as the
// freebie, and for an attacker with the freebie it is worth a place in the set the advisor searches.
import { describe, expect, it } from 'vitest';
import { bestSetWithin, type SetCandidate, setValueOf } from '../../../src/rules/advisor/weaponSets';

/** A PPC (10 damage, 10 heat) at a TN of 13+: no chance, no expected damage, not rollable. */
const farPpc: SetCandidate = {
  index: 0,
  spec: { name: 'PPC', damage: 10, heat: 10, minRange: 3, short: 6, medium: 12, long: 18, usesAmmo: false },
  chance: 0,
  expected: 0,
  rollable: false,
};

/** A Medium Laser at an easy TN. */
const laser: SetCandidate = {
  index: 1,
  spec: { name: 'Medium Laser', damage: 5, heat: 3, minRange: 0, short: 3, medium: 6, long: 9, usesAmmo: false },
  chance: 0.5,
  expected: 2.5,
  rollable: true,
};

describe('R-0.1 an unrollable weapon makes heat only as the freebie', () => {
  it('as the freebie, the PPC is fired: its 10 heat counts and it hits for its 10 damage', () => {
    const v = setValueOf([farPpc], true);
    expect(v.freebieIndex).toBe(0);
    expect(v.weaponHeat).toBe(10);
    expect(v.expectedDamage).toBe(10);
  });

  it('without the freebie it is never fired: no heat', () => {
    expect(setValueOf([farPpc], false).weaponHeat).toBe(0);
  });

  it('beside a Medium Laser that takes the freebie, the unrollable PPC makes no heat', () => {
    const ppcLow = { ...farPpc, spec: { ...farPpc.spec, damage: 1 } };
    const v = setValueOf([ppcLow, laser], true);
    expect(v.freebieIndex).toBe(1);
    expect(v.weaponHeat).toBe(3);
  });
});

describe('R-5.1 the advisor weighs an unrollable weapon as the freebie', () => {
  it('with the freebie, the PPC alone is the best set: 10 damage for 10 heat', () => {
    const v = bestSetWithin([farPpc], 10, true);
    expect([v.indices, v.freebieIndex, v.expectedDamage, v.weaponHeat]).toEqual([[0], 0, 10, 10]);
  });

  it('without it, nothing is fired', () => {
    const v = bestSetWithin([farPpc], 10, false);
    expect([v.indices, v.expectedDamage, v.weaponHeat]).toEqual([[], 0, 0]);
  });
});
