import type { WeaponSpec } from '../model/weapon';
import { clusterHits } from '../charts/cluster';
import type { RollMode } from './dice';

/**
 * Exact odds of the rules' dice. Every probability is a count of favourable outcomes divided
 * once by the number of outcomes (36 for 2d6, 216 for 3d6 keep two), so a result is the
 * same correctly rounded number every time, whatever order anything is summed in.
 */

/** Outcomes of each way to throw a check: 6² for 2d6, 6³ for 3d6 keep two. */
const OUTCOMES: Readonly<Record<RollMode, number>> = { normal: 36, advantage: 216, disadvantage: 216 };

/** How many outcomes give each total 0…12, by enumerating every face combination. */
function countWays(mode: RollMode): readonly number[] {
  const ways: number[] = [];
  for (let t = 0; t <= 12; t++) ways.push(0);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      if (mode === 'normal') {
        ways[a + b]++;
        continue;
      }
      for (let c = 1; c <= 6; c++) {
        // Keeping the highest two drops the lowest die; keeping the lowest two drops the highest.
        const dropped = mode === 'advantage' ? Math.min(a, b, c) : Math.max(a, b, c);
        ways[a + b + c - dropped]++;
      }
    }
  }
  return Object.freeze(ways);
}

const WAYS: Readonly<Record<RollMode, readonly number[]>> = {
  normal: countWays('normal'),
  advantage: countWays('advantage'),
  disadvantage: countWays('disadvantage'),
};

function distributionOf(mode: RollMode): readonly number[] {
  return Object.freeze(WAYS[mode].map((w) => w / OUTCOMES[mode]));
}

const DISTRIBUTIONS: Readonly<Record<RollMode, readonly number[]>> = {
  normal: distributionOf('normal'),
  advantage: distributionOf('advantage'),
  disadvantage: distributionOf('disadvantage'),
};

function waysOf(mode: RollMode): readonly number[] {
  const ways = WAYS[mode];
  if (!ways) throw new Error(`probability: unknown roll mode ${String(mode)}`);
  return ways;
}

/**
 * The exact distribution of a check's total: index = total 0…12 (0 and 1 are
 * always 0), value = probability.
 *
 * @example checkDistribution('normal')[7] // 6/36
 */
export function checkDistribution(mode: RollMode): readonly number[] {
  const distribution = DISTRIBUTIONS[mode];
  if (!distribution) throw new Error(`probability: unknown roll mode ${String(mode)}`);
  return distribution;
}

/**
 * Chance that a check meets or beats the TN: TN ≤ 2 always succeeds, TN ≥ 13
 * never does. Advantage and disadvantage roll 3d6 keeping two. A fractional TN
 * needs the next whole total.
 *
 * @example hitChance(7) // 21/36
 */
export function hitChance(tn: number, mode: RollMode = 'normal'): number {
  if (Number.isNaN(tn)) throw new Error('hitChance: the target number is not a number');
  const ways = waysOf(mode);
  if (tn <= 2) return 1;
  if (tn >= 13) return 0;
  let favourable = 0;
  for (let total = Math.ceil(tn); total <= 12; total++) favourable += ways[total];
  return favourable / OUTCOMES[mode];
}

/**
 * Σ over 2d6 of (ways × missiles hitting): the expected hits times 36, an exact integer. `bonus` is
 * added to the roll, kept within 2–12 (an ATM's own +2, R-18.1).
 */
function clusterHitsTimes36(size: number, bonus = 0): number {
  const ways = WAYS.normal;
  let sum = 0;
  for (let roll = 2; roll <= 12; roll++) sum += ways[roll] * clusterHits(size, Math.max(2, Math.min(12, roll + bonus)));
  return sum;
}

/**
 * Expected missiles hitting from one salvo of this size, over the 2d6 cluster roll
 * (reference §1, R-8.3). Throws for a size the table lacks.
 *
 * @example expectedClusterHits(5) // 19/6
 */
export function expectedClusterHits(size: number): number {
  return clusterHitsTimes36(size) / 36;
}

/**
 * Expected damage of one hit with this weapon: its damage, or for a missile rack the
 * expected missiles hitting × damage per missile. The attack roll is not included: multiply
 * by `hitChance` for the expectation of an attack. A Streak lands every missile;
 * a rack's own cluster bonus counts (ATMs +2).
 *
 * @example expectedWeaponDamage(STANDARD_CATALOG['SRM-6']) // 2 × expectedClusterHits(6)
 */
export function expectedWeaponDamage(weapon: WeaponSpec): number {
  if (!weapon.cluster) return weapon.damage;
  if (weapon.rule === 'Streak') return weapon.cluster.size * weapon.damage;
  return (clusterHitsTimes36(weapon.cluster.size, weapon.cluster.bonus ?? 0) * weapon.damage) / 36;
}
