import { expectedWeaponDamage, hitChance } from '../dice/probability';
import { hexDistance } from '../hex/distance';
import type { Battle } from '../model/battle';
import type { MoveDeclaration } from '../model/declarations';
import type { Location } from '../model/location';
import type { MechState } from '../model/mech';
import type { Problem } from '../model/problem';
import type { RulesOptions } from '../model/rules';
import type { WeaponSpec } from '../model/weapon';
import { tnTotal } from '../model/targetNumber';
import { movementHeat } from '../movement/modifiers';
import { firstHeatEffectLevel } from '../mech/heatEffects';
import { workingHeatSinks } from '../mech/heatSinks';
import { fireableWeapons } from '../mech/weapons';
import type { AttackTargetNumberOptions, AttackTargetNumberResult } from '../round/attacks/attackTargetNumber';
import { beforeTheRoundProblem, ifTargetStaysOut, weaponTargetNumber } from '../round/attacks/attackTargetNumber';
import { ENGINE_HIT_HEAT } from '../round/heat/heatInputs';
import type { Movements } from '../round/movement/movements';
import { ifStaysUnconscious, movementsFromDeclarations } from '../round/movement/movements';
import { illegalMoveProblem, illegalMoves } from '../round/movement/illegalMoves';
import { outflankTargetNumber } from '../round/movement/outflank';
import { validateMoves } from '../round/movement/validateMoves';
import { wakeOutlook } from '../pilot/wake';
import type { MeleeAdvice } from './meleeAdvice';
import { adviseMelee } from './meleeAdvice';
import type { SetCandidate, SetValue } from './weaponSets';
import { bestSetWithin, setValueOf } from './weaponSets';

/** One weapon against one target. */
export interface WeaponAdvice {
  readonly index: number;
  readonly name: string;
  readonly location: Location;
  readonly heat: number;
  /** The attack's TN with its breakdown and roll mode, or why it cannot be made. */
  readonly attack: AttackTargetNumberResult;
  /** The target's pilot is unconscious: `attack` is at a target that wakes, this at one that does not. */
  readonly ifTargetStaysOut?: AttackTargetNumberResult;
  /**
   * Exact chance to hit, over the outflank roll when one is declared on this target and the target's wake roll
   * (R-11.2).
   */
  readonly chance: number;
  /** chance × expected damage of a hit (cluster expectation for missiles, R-8.3). */
  readonly expectedDamage: number;
  readonly inBestSet: boolean;
}

/** A weapon set and its cost in heat. */
export interface WeaponSetAdvice {
  /** Equipment indices, in fire order. */
  readonly indices: readonly number[];
  readonly names: readonly string[];
  /** Expected damage this round, the freebie included. */
  readonly expectedDamage: number;
  /** Heat the weapons generate. */
  readonly weaponHeat: number;
  /** The mech's heat at the end of the round if it fires this set (R-13.3; no external heat). */
  readonly endHeat: number;
  readonly freebie?: { readonly index: number; readonly name: string };
}

export interface TargetAdvice {
  readonly target: string;
  readonly distance: number | null;
  readonly weapons: readonly WeaponAdvice[];
  /** The most expected damage that keeps the end-of-round heat below the first heat-scale effect. */
  readonly best: WeaponSetAdvice;
  /** Every weapon that can reach. */
  readonly all: WeaponSetAdvice;
  /** Chance of the declared outflank on this target succeeding. */
  readonly outflankChance?: number;
  /**
   * The melee attacks it can make on this target, best expected damage first; empty unless
   * the target is adjacent. Not counted in `best` or `all`, nor in the ranking: a GM weighs them
   * beside the weapons (a Death from Above means firing none, R-12.3).
   */
  readonly melee: readonly MeleeAdvice[];
  /**
   * The target's pilot is unconscious and rolls to wake, 2d6 ≥ `tn`: the TNs are for a
   * target that wakes and moves as declared, each weapon's `ifTargetStaysOut` for one that stands
   * still in its hex (TMM 0); the chances and expected damage weigh both. Absent when no TN differs.
   */
  readonly targetStaysOut?: { readonly tn: number; readonly chance: number };
}

type TargetAdviceResult =
  | {
      readonly ok: true;
      readonly attacker: string;
      /** End-of-round heat with no weapon fired: heat now + movement + engine − sinks. */
      readonly heatWithoutWeapons: number;
      /**
       * The highest end-of-round heat the best set allows (below the first heat-scale effect, or what moving alone
       * costs).
       */
      readonly heatLimit: number;
      /** Enemies, best expected damage first. */
      readonly targets: readonly TargetAdvice[];
      /** Its pilot is unconscious: it attacks only if the wake roll, 2d6 ≥ `tn`, succeeds. */
      readonly onlyIfWakes?: { readonly tn: number; readonly chance: number };
    }
  | { readonly ok: false; readonly problem: Problem };

/**
 * Ranks the attacker's enemies by the damage it can expect to deal this round:
 * exact hit chances (advantage and disadvantage included, the declared outflank weighed by its
 * own odds), expected cluster hits, and a PC's freebie. For each target it gives every weapon's
 * TN, the best weapon set that keeps the mech's end-of-round heat below the first heat-scale
 * effect (5 on the standard scale) — or no hotter than moving alone makes it — and the
 * all-weapons option with its heat, and the melee attacks it could make on an adjacent target
 * (`melee`, listed beside the weapons, not folded into the ranking).
 * @example the seed's running Griffin ranks the Blackjack (TN 6/7/8) over the Rifleman (8/10/12) and the Locust
 * (9/11/—).
 */
export function adviseTargets(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  attackerId: string,
  rules: RulesOptions,
  /** Leaves out enemies the caller knows it cannot reach (a view that lists only enemies in range), unadvised. */
  consider: (target: MechState) => boolean = () => true,
): TargetAdviceResult {
  const attacker = battle.mechs.find((m) => m.id === attackerId);
  if (!attacker)
    return {
      ok: false,
      problem: { code: 'attack/unknown_mech', message: `There is no mech named "${attackerId}" on the Mechs tab.` },
    };
  const movements = movementsFromDeclarations(battle, moves, rules);
  // An illegal move leaves where the mech ends unknown: no TN from a hex it cannot reach.
  const illegal = illegalMoves(validateMoves(battle, moves, rules).problems);
  const own = illegal.get(attacker.id);
  if (own) return { ok: false, problem: illegalMoveProblem(attacker.id, attacker.id, illegal) ?? own };
  const problem = beforeTheRoundProblem(attacker, movements, battle.round, rules);
  if (problem) return { ok: false, problem };
  const wake = wakeOutlook(attacker, battle.round);
  const move = moves.filter((m) => m.mech === attacker.id).pop();

  const raw =
    attacker.heat + moveHeat(attacker, move) + ENGINE_HIT_HEAT * attacker.crits.engineHits - workingHeatSinks(attacker);
  const floor = ENGINE_HIT_HEAT * attacker.crits.engineHits;
  const endHeat = (weaponHeat: number) => Math.max(floor, raw + weaponHeat);
  const heatWithoutWeapons = endHeat(0);
  const heatLimit = Math.max(firstHeatEffectLevel(rules) - 1, heatWithoutWeapons);
  const budget = heatLimit - raw;
  const freebie = attacker.side === 'PC' && rules.playersAdvantage;

  const targets: TargetAdvice[] = [];
  for (const target of battle.mechs) {
    if (target.id === attacker.id || target.side === attacker.side || target.destroyed || !consider(target)) continue;
    const outflanking = move?.outflank === target.id;
    targets.push(
      adviseOne(battle, movements, attacker, target, rules, {
        outflanking,
        freebie,
        budget,
        endHeat,
        illegal: illegalMoveProblem(attacker.id, target.id, illegal),
      }),
    );
  }
  const order = new Map(battle.mechs.map((m, i) => [m.id, i]));
  targets.sort(
    (a, b) =>
      b.best.expectedDamage - a.best.expectedDamage ||
      b.all.expectedDamage - a.all.expectedDamage ||
      (order.get(a.target) ?? 0) - (order.get(b.target) ?? 0),
  );
  return {
    ok: true,
    attacker: attacker.id,
    heatWithoutWeapons,
    heatLimit,
    targets,
    ...(wake.kind === 'roll' ? { onlyIfWakes: { tn: wake.total, chance: wake.chance } } : {}),
  };
}

function moveHeat(mech: MechState, move: MoveDeclaration | undefined): number {
  if (!move) return 0;
  const hexes = move.mode === 'jump' && move.to && mech.position ? hexDistance(mech.position, move.to) : 0;
  return movementHeat(move.mode, hexes);
}

interface AdviseContext {
  readonly outflanking: boolean;
  readonly freebie: boolean;
  readonly budget: number;
  readonly endHeat: (weaponHeat: number) => number;
  /** The target's move is illegal: no weapon gets a TN (illegalMoveProblem). */
  readonly illegal?: Problem;
}

function adviseOne(
  battle: Battle,
  movements: Movements,
  attacker: MechState,
  target: MechState,
  rules: RulesOptions,
  c: AdviseContext,
): TargetAdvice {
  const outflankOdds = (from: Movements) =>
    c.outflanking ? hitChance(tnTotal(outflankTargetNumber(attacker, from, target.id))) : undefined;
  const p = outflankOdds(movements);
  // a target whose pilot rolls to wake moves as declared if it wakes, and stands still if not.
  const wake = wakeOutlook(target, battle.round);
  const still = wake.kind === 'roll' && !c.illegal ? ifStaysUnconscious(movements, target, rules) : undefined;
  const from = movements[attacker.id]?.position;
  const to = movements[target.id]?.position;
  const pIfStill = still ? outflankOdds(still) : undefined;
  /** The chance an attack hits from these movements, over the declared outflank's own odds `odds` there. */
  const chanceOf = (
    attack: AttackTargetNumberResult,
    at: Movements,
    odds: number | undefined,
    spec: WeaponSpec,
    opts: AttackTargetNumberOptions,
  ): number => {
    if (!attack.ok) return 0;
    if (odds === undefined) return attack.chance;
    const withAdvantage = weaponTargetNumber(battle, at, attacker, target, spec, { ...opts, advantage: true });
    return odds * (withAdvantage.ok ? withAdvantage.chance : 0) + (1 - odds) * attack.chance;
  };
  const rows: {
    mounted: ReturnType<typeof fireableWeapons>[number];
    attack: AttackTargetNumberResult;
    staysOut?: AttackTargetNumberResult;
    chance: number;
    expected: number;
  }[] = [];
  for (const mounted of fireableWeapons(attacker, battle.catalog)) {
    const opts = { rules, equipmentLocation: mounted.location };
    const attack: AttackTargetNumberResult = c.illegal
      ? { ok: false, problem: c.illegal }
      : weaponTargetNumber(battle, movements, attacker, target, mounted.spec, opts);
    const staysOut = still
      ? ifTargetStaysOut(battle, movements, attacker, target, mounted.spec, opts, attack)?.attack
      : undefined;
    let chance = chanceOf(attack, movements, p, mounted.spec, opts);
    if (staysOut && still && wake.kind === 'roll')
      chance = wake.chance * chance + (1 - wake.chance) * chanceOf(staysOut, still, pIfStill, mounted.spec, opts);
    rows.push({
      mounted,
      attack,
      ...(staysOut ? { staysOut } : {}),
      chance,
      expected: chance * expectedWeaponDamage(mounted.spec),
    });
  }
  const rollable = (a: AttackTargetNumberResult | undefined) => a !== undefined && a.ok && a.rollable;
  const candidates: SetCandidate[] = rows
    .filter((r) => r.attack.ok || r.staysOut?.ok === true)
    .map((r) => ({
      index: r.mounted.index,
      spec: r.mounted.spec,
      chance: r.chance,
      expected: r.expected,
      rollable: rollable(r.attack) || rollable(r.staysOut),
    }));
  const best = bestSetWithin(candidates, c.budget, c.freebie);
  const all = setValueOf(candidates, c.freebie);
  const inBest = new Set(best.indices);
  const describe = (v: SetValue): WeaponSetAdvice => {
    const name = (i: number) => attacker.equipment[i].name;
    return {
      indices: v.indices,
      names: v.indices.map(name),
      expectedDamage: v.expectedDamage,
      weaponHeat: v.weaponHeat,
      endHeat: c.endHeat(v.weaponHeat),
      ...(v.freebieIndex !== undefined ? { freebie: { index: v.freebieIndex, name: name(v.freebieIndex) } } : {}),
    };
  };
  return {
    target: target.id,
    distance: from && to ? hexDistance(from, to) : null,
    weapons: rows.map((r) => ({
      index: r.mounted.index,
      name: r.mounted.spec.name,
      location: r.mounted.location,
      heat: r.mounted.spec.heat,
      attack: r.attack,
      ...(r.staysOut ? { ifTargetStaysOut: r.staysOut } : {}),
      chance: r.chance,
      expectedDamage: r.expected,
      inBestSet: inBest.has(r.mounted.index),
    })),
    best: describe(best),
    all: describe(all),
    ...(p !== undefined ? { outflankChance: p } : {}),
    melee: c.illegal ? [] : adviseMelee(movements, attacker, target, rules, p),
    ...(wake.kind === 'roll' && rows.some((r) => r.staysOut)
      ? { targetStaysOut: { tn: wake.total, chance: wake.chance } }
      : {}),
  };
}
