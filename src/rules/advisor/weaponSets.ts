import { freebieGain } from '../round/attacks/freebie';
import type { WeaponSpec } from '../model/weapon';
import type { WeaponMode } from '../model/weaponMode';

/** One weapon, fired in one way, as the set search sees it. */
export interface SetCandidate {
  readonly index: number;
  /** The weapon as it is fired: in its mode, when it has one (`firedInMode`). */
  readonly spec: WeaponSpec;
  /** The mode it fires in; absent: the plain weapon. */
  readonly mode?: WeaponMode;
  /** Its ammunition: the shots a firing takes and what its bins hold (R-19.1; absent or Infinity: not counted). */
  readonly ammo?: { readonly shots: number; readonly left: number };
  /** Chance a natural 2 jams it: an Ultra or Rotary fired in a mode; else 0. */
  readonly jamChance?: number;
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
  /** The mode each weapon of the set fires in, by Equipment index; a weapon absent fires plain. */
  readonly modes: ReadonlyMap<number, WeaponMode>;
  /** Chance at least one weapon of the set jams: shown beside the damage, never taken off it. */
  readonly jamChance: number;
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
  let noJam = 1;
  const modes = new Map<number, WeaponMode>();
  for (const c of members) {
    if (c.rollable || c.index === freebieIndex) heat += c.spec.heat;
    expected += c.expected;
    noJam *= 1 - (c.jamChance ?? 0);
    if (c.mode) modes.set(c.index, c.mode);
  }
  return {
    indices: members.map((c) => c.index).sort((a, b) => a - b),
    expectedDamage: expected + bestGain,
    weaponHeat: heat,
    ...(freebieIndex !== undefined ? { freebieIndex } : {}),
    modes,
    jamChance: 1 - noJam,
  };
}

/**
 * Whether the set's bins hold the shots it fires: a line naming a weapon more times than
 * its bins hold shots is a problem, and ultra mode takes two, a Rotary one per shot.
 * Weapons sharing bins are the same weapon by name, so they share `left`.
 */
function shotsSuffice(members: readonly SetCandidate[]): boolean {
  const need = new Map<string, number>();
  for (const c of members) {
    if (!c.ammo || c.ammo.left === Infinity) continue;
    const total = (need.get(c.spec.name) ?? 0) + c.ammo.shots;
    if (total > c.ammo.left) return false;
    need.set(c.spec.name, total);
  }
  return true;
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
    if (!shotsSuffice(members)) continue;
    const v = setValueOf(members, freebie);
    if (v.weaponHeat > heatBudget) continue;
    if (better(v, best)) best = v;
  }
  return best;
}

/** More expected damage, or as much for less heat. */
function better(v: SetValue, than: SetValue): boolean {
  return (
    v.expectedDamage > than.expectedDamage + 1e-9 ||
    (Math.abs(v.expectedDamage - than.expectedDamage) <= 1e-9 && v.weaponHeat < than.weaponHeat)
  );
}

function greedy(candidates: readonly SetCandidate[], heatBudget: number, freebie: boolean): SetValue {
  const ratio = (c: SetCandidate) => c.expected / Math.max(c.spec.heat, 0.5);
  const order = candidates.slice().sort((a, b) => ratio(b) - ratio(a) || a.index - b.index);
  const members: SetCandidate[] = [];
  for (const c of order) {
    const next = setValueOf([...members, c], freebie);
    if (next.weaponHeat <= heatBudget && shotsSuffice([...members, c])) members.push(c);
  }
  return setValueOf(members, freebie);
}

/**
 * One weapon and the ways the advisor weighs firing it: `options[0]` plain, then one per mode in
 * the order `advisedModes` lists them; `undefined` where that way cannot attack.
 */
export interface WeaponOptions {
  readonly index: number;
  /** Its Catalog name: one attack line fires every weapon of a name in the same mode. */
  readonly name: string;
  readonly options: readonly (SetCandidate | undefined)[];
}

/** Mode choices tried one by one up to this many (a Rotary's 6 ways × an Ultra's 2 × an LB-X's 2 = 24). */
const EXACT_MODES = 36;

/**
 * The best set within `heatBudget` over the weapons' modes too (R-18.2, R-18.3): each Catalog name
 * fires in one way on a line, so for each choice of a way per name the best set is searched
 * (`bestSetWithin`). Every choice is tried when there are at most 36; beyond, one name at a time is
 * changed while that helps. Plain comes first, so a mode is chosen only for more expected damage,
 * or as much for less heat.
 */
export function bestModedSet(weapons: readonly WeaponOptions[], heatBudget: number, freebie: boolean): SetValue {
  const names: string[] = [];
  const ways: number[] = [];
  for (const w of weapons)
    if (w.options.length > 1 && names.indexOf(w.name) < 0) {
      names.push(w.name);
      ways.push(w.options.length);
    }
  const bestFor = (choice: readonly number[]) => {
    const candidates: SetCandidate[] = [];
    for (const w of weapons) {
      const at = names.indexOf(w.name);
      const c = w.options[at < 0 ? 0 : choice[at]];
      if (c) candidates.push(c);
    }
    return bestSetWithin(candidates, heatBudget, freebie);
  };
  let choice = names.map(() => 0);
  let best = bestFor(choice);
  const total = ways.reduce((a, b) => a * b, 1);
  if (total <= EXACT_MODES) {
    for (let k = 1; k < total; k++) {
      const v = bestFor(digits(k, ways));
      if (better(v, best)) best = v;
    }
    return best;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < names.length; i++)
      for (let k = 0; k < ways[i]; k++) {
        if (k === choice[i]) continue;
        const next = choice.slice();
        next[i] = k;
        const v = bestFor(next);
        if (better(v, best)) {
          best = v;
          choice = next;
          changed = true;
        }
      }
  }
  return best;
}

/** `k` written in the mixed radix `ways`: the k-th choice of a way for each name. */
function digits(k: number, ways: readonly number[]): number[] {
  const out: number[] = [];
  let rest = k;
  for (const n of ways) {
    out.push(rest % n);
    rest = Math.floor(rest / n);
  }
  return out;
}
