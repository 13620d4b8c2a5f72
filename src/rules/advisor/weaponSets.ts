import { freebieGain } from '../round/attacks/freebie';
import type { WeaponSpec } from '../model/weapon';

/** One weapon as the set search sees it. */
export interface SetCandidate {
  readonly index: number;
  readonly spec: WeaponSpec;
  /** Chance to hit if rolled (0 for a TN of 13+). */
  readonly chance: number;
  /** chance × expected damage of a hit. */
  readonly expected: number;
  /** Whether the engine would roll it (TN ≤ 12); an unrollable weapon fires only as the freebie. */
  readonly rollable: boolean;
}

/** A chosen weapon set and what it is worth. */
export interface SetValue {
  /** Equipment indices, in equipment order. */
  readonly indices: readonly number[];
  readonly expectedDamage: number;
  /** Heat the weapons generate: each fired weapon's heat, hit or miss. */
  readonly weaponHeat: number;
  /** The freebie's weapon within the set, if the attacker has one. */
  readonly freebieIndex?: number;
}

/**
 * What a set is worth: the sum of its weapons' expected damage, plus — for an attacker with the
 * freebie — the best gain of turning one of them into an automatic hit (R-5.1). A weapon that
 * cannot be rolled (TN 13+) is worth something, and makes heat, only as the freebie (R-0.1).
 */
export function setValueOf(members: readonly SetCandidate[], freebie: boolean): SetValue {
  let expected = 0;
  let heat = 0;
  let bestGain = 0;
  let freebieIndex: number | undefined;
  for (const c of members) {
    if (freebie) {
      const gain = freebieGain(c.spec, c.chance);
      if (freebieIndex === undefined || gain > bestGain + 1e-12) {
        bestGain = gain;
        freebieIndex = c.index;
      }
    }
  }
  for (const c of members) {
    if (c.rollable || c.index === freebieIndex) heat += c.spec.heat;
    expected += c.expected;
  }
  return {
    indices: members.map((c) => c.index).sort((a, b) => a - b),
    expectedDamage: expected + bestGain,
    weaponHeat: heat,
    ...(freebieIndex !== undefined ? { freebieIndex } : {}),
  };
}

/** Subsets are enumerated exactly up to this many weapons (4096 sets); beyond, a greedy pick. */
const EXACT_LIMIT = 12;

/**
 * The most expected damage whose weapon heat fits `heatBudget`: exact over every subset for up
 * to 12 weapons, otherwise greedy by damage per point of heat. Ties go to less heat, then to
 * the earlier weapons.
 */
export function bestSetWithin(candidates: readonly SetCandidate[], heatBudget: number, freebie: boolean): SetValue {
  const useful = candidates.filter((c) => c.expected > 0 || (freebie && c.spec.damage > 0));
  if (useful.length > EXACT_LIMIT) return greedy(useful, heatBudget, freebie);
  let best = setValueOf([], freebie);
  const n = useful.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const members: SetCandidate[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) members.push(useful[i]);
    const v = setValueOf(members, freebie);
    if (v.weaponHeat > heatBudget) continue;
    if (
      v.expectedDamage > best.expectedDamage + 1e-9 ||
      (Math.abs(v.expectedDamage - best.expectedDamage) <= 1e-9 && v.weaponHeat < best.weaponHeat)
    )
      best = v;
  }
  return best;
}

function greedy(candidates: readonly SetCandidate[], heatBudget: number, freebie: boolean): SetValue {
  const ratio = (c: SetCandidate) => c.expected / Math.max(c.spec.heat, 0.5);
  const order = candidates.slice().sort((a, b) => ratio(b) - ratio(a) || a.index - b.index);
  const members: SetCandidate[] = [];
  for (const c of order) {
    const next = setValueOf([...members, c], freebie);
    if (next.weaponHeat <= heatBudget) members.push(c);
  }
  return setValueOf(members, freebie);
}
