import { describe, expect, it } from 'vitest';
import type { RollMode } from '../../../src/rules/dice/dice';
import {
  checkDistribution,
  expectedClusterHits,
  expectedWeaponDamage,
  hitChance,
} from '../../../src/rules/dice/probability';
import { CLUSTER_SIZES, clusterHits } from '../../../src/rules/charts/cluster';
import { STANDARD_CATALOG, STANDARD_WEAPONS } from '../../../src/rules/charts/weapons';

const MODES: RollMode[] = ['normal', 'advantage', 'disadvantage'];

/** Brute force, written apart from the code under test: every throw, sorted, kept faces summed. */
function bruteForce(mode: RollMode): { totals: number[]; outcomes: number } {
  const totals: number[] = [];
  const dice = mode === 'normal' ? 2 : 3;
  const faces = (n: number): number[][] =>
    n === 0 ? [[]] : faces(n - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6].map((f) => [f, ...rest]));
  for (const throwFaces of faces(dice)) {
    const sorted = [...throwFaces].sort((a, b) => a - b);
    const kept = mode === 'advantage' ? sorted.slice(1) : sorted.slice(0, 2);
    totals.push(kept[0] + kept[1]);
  }
  return { totals, outcomes: totals.length };
}

function bruteChance(tn: number, mode: RollMode): number {
  const { totals, outcomes } = bruteForce(mode);
  return totals.filter((t) => t >= tn).length / outcomes;
}

describe('R-0.1: chance that a 2d6 check meets or beats the TN', () => {
  it('TN 7 succeeds 21 times in 36', () => {
    expect(hitChance(7)).toBe(21 / 36);
  });

  it('TN 2 (or less) always succeeds; TN 13 (or more) never does', () => {
    expect(hitChance(2)).toBe(1);
    expect(hitChance(-3)).toBe(1);
    expect(hitChance(13)).toBe(0);
    expect(hitChance(20, 'advantage')).toBe(0);
    expect(hitChance(2, 'disadvantage')).toBe(1);
  });

  it('TN 12 is 1 in 36, TN 3 is 35 in 36', () => {
    expect(hitChance(12)).toBe(1 / 36);
    expect(hitChance(3)).toBe(35 / 36);
  });

  it('every TN matches counting the 36 throws, as one exact fraction', () => {
    for (let tn = -1; tn <= 14; tn++) expect(hitChance(tn, 'normal'), `TN ${tn}`).toBe(bruteChance(tn, 'normal'));
  });

  it('a fractional TN needs the next whole total', () => {
    expect(hitChance(6.5)).toBe(hitChance(7));
  });
});

describe('R-4.1: advantage and disadvantage (3d6 keep two)', () => {
  it('advantage at TN 7, 8, 10 and disadvantage at TN 5, 7, 9 match brute-force enumeration of 216 throws', () => {
    for (const tn of [7, 8, 10]) expect(hitChance(tn, 'advantage'), `TN ${tn}`).toBe(bruteChance(tn, 'advantage'));
    for (const tn of [5, 7, 9]) expect(hitChance(tn, 'disadvantage'), `TN ${tn}`).toBe(bruteChance(tn, 'disadvantage'));
  });

  it('known values: advantage at TN 7 is 174/216, disadvantage at TN 7 is 69/216, both at TN 12 16/216 and 1/216', () => {
    expect(hitChance(7, 'advantage')).toBe(174 / 216);
    expect(hitChance(7, 'disadvantage')).toBe(69 / 216);
    expect(hitChance(12, 'advantage')).toBe(16 / 216);
    expect(hitChance(12, 'disadvantage')).toBe(1 / 216);
  });

  it('every TN, every mode matches brute force', () => {
    for (const mode of MODES)
      for (let tn = 0; tn <= 14; tn++) expect(hitChance(tn, mode), `${mode} TN ${tn}`).toBe(bruteChance(tn, mode));
  });

  it('advantage ≥ normal ≥ disadvantage for every TN', () => {
    for (let tn = 0; tn <= 14; tn++) {
      expect(hitChance(tn, 'advantage')).toBeGreaterThanOrEqual(hitChance(tn, 'normal'));
      expect(hitChance(tn, 'normal')).toBeGreaterThanOrEqual(hitChance(tn, 'disadvantage'));
    }
    expect(hitChance(8, 'advantage')).toBeGreaterThan(hitChance(8));
    expect(hitChance(8)).toBeGreaterThan(hitChance(8, 'disadvantage'));
  });
});

describe('checkDistribution (R-4.1): exact odds of each total', () => {
  it('index = total 0…12; 0 and 1 impossible; 2d6 gives 7 six times in 36', () => {
    const d = checkDistribution('normal');
    expect(d).toHaveLength(13);
    expect([d[0], d[1]]).toEqual([0, 0]);
    expect(d[7]).toBe(6 / 36);
    expect(d[2]).toBe(1 / 36);
  });

  it('each total is its brute-force count over 36 or 216, and the counts add up to every throw', () => {
    for (const mode of MODES) {
      const { totals, outcomes } = bruteForce(mode);
      const d = checkDistribution(mode);
      for (let t = 0; t <= 12; t++)
        expect(d[t], `${mode} total ${t}`).toBe(totals.filter((x) => x === t).length / outcomes);
      expect(d.reduce((s, p) => s + Math.round(p * outcomes), 0)).toBe(outcomes);
    }
  });
});

describe('reference §1 / R-8.3: expected missiles of a salvo', () => {
  it('an LRM-5 or SRM-5 column averages 114/36 = 19/6 missiles', () => {
    expect(expectedClusterHits(5)).toBe(19 / 6);
  });

  it('every column equals the 36-throw average of the table, computed apart', () => {
    for (const size of CLUSTER_SIZES) {
      let sum = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) sum += clusterHits(size, a + b);
      expect(expectedClusterHits(size), `size ${size}`).toBe(sum / 36);
    }
  });

  it('never more than the salvo, never less than one', () => {
    for (const size of CLUSTER_SIZES) {
      expect(expectedClusterHits(size)).toBeLessThanOrEqual(size);
      expect(expectedClusterHits(size)).toBeGreaterThanOrEqual(1);
    }
  });

  it('throws for a size the table lacks', () => {
    expect(() => expectedClusterHits(35)).toThrow(/size 35/);
  });
});

describe('R-18.4 / R-18.1: expected damage of a Streak and of an ATM', () => {
  it('a Streak SRM-6 lands its whole salvo on a hit: 12', () => {
    expect(expectedWeaponDamage(STANDARD_CATALOG['Streak SRM-6'])).toBe(12);
  });

  it("an ATM-6 rolls its cluster +2: more than an SRM-6's 8", () => {
    expect(expectedWeaponDamage(STANDARD_CATALOG['Clan ATM-6'])).toBeGreaterThan(8);
  });
});

describe('R-8.1 / R-5.1: expected damage of one hit', () => {
  it('a single-group weapon does its damage', () => {
    expect(expectedWeaponDamage(STANDARD_CATALOG['Medium Laser'])).toBe(5);
    expect(expectedWeaponDamage(STANDARD_CATALOG['AC/20'])).toBe(20);
  });

  it('a rack does expected missiles × damage per missile: LRM-5 19/6, SRM-6 2 × 4 = 8', () => {
    expect(expectedWeaponDamage(STANDARD_CATALOG['LRM-5'])).toBe(19 / 6);
    // SRM-6 column: 2,2,3,3,4,4,4,5,5,6,6 over ways 1,2,3,4,5,6,5,4,3,2,1 → 144/36 = 4.
    expect(expectedClusterHits(6)).toBe(4);
    expect(expectedWeaponDamage(STANDARD_CATALOG['SRM-6'])).toBe(8);
  });

  it('every missile rack: expected damage is less than a full salvo and more than one missile', () => {
    for (const w of STANDARD_WEAPONS.filter((x) => x.cluster && x.rule !== 'Streak')) {
      const full = w.cluster!.size * w.damage;
      expect(expectedWeaponDamage(w), w.name).toBeLessThan(full);
      expect(expectedWeaponDamage(w), w.name).toBeGreaterThan(w.damage);
    }
  });
});

describe('odds asked for something that is no roll are an error, never a number', () => {
  it('a TN that is not a number, or a roll mode Gator does not know, is refused by name', () => {
    expect(() => hitChance(Number.NaN)).toThrow('hitChance: the target number is not a number');
    expect(() => hitChance(7, 'lucky' as RollMode)).toThrow('probability: unknown roll mode lucky');
    expect(() => checkDistribution('lucky' as RollMode)).toThrow('probability: unknown roll mode lucky');
  });
});
