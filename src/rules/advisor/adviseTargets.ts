import { expectedWeaponDamage, hitChance } from '../dice/probability';
import { hexDistance } from '../hex/distance';
import type { Battle } from '../model/battle';
import type { MoveDeclaration } from '../model/declarations';
import type { MechState } from '../model/mech';
import type { Problem } from '../model/problem';
import type { RulesOptions } from '../model/rules';
import type { WeaponSpec } from '../model/weapon';
import { tnTotal } from '../model/targetNumber';
import { movementHeat } from '../movement/modifiers';
import { firstHeatEffectLevel } from '../mech/heatEffects';
import { workingHeatSinks } from '../mech/heatSinks';
import { fireableWeapons, type MountedWeapon } from '../mech/weapons';
import { shotsLeft } from '../mech/ammo';
import { firedInMode, modeShots, modeWords, namedWithMode, type WeaponMode } from '../model/weaponMode';
import type { AttackTargetNumberOptions, AttackTargetNumberResult } from '../round/attacks/attackTargetNumber';
import { beforeTheRoundProblem, ifTargetStaysOut, weaponTargetNumber } from '../round/attacks/attackTargetNumber';
import { ENGINE_HIT_HEAT } from '../round/heat/heatInputs';
import type { Movements } from '../round/movement/movements';
import { ifStaysUnconscious, movementsFromDeclarations } from '../round/movement/movements';
import { illegalMoveProblem, illegalMoves } from '../round/movement/illegalMoves';
import { outflankTargetNumber } from '../round/movement/outflank';
import { validateMoves } from '../round/movement/validateMoves';
import { wakeOutlook } from '../pilot/wake';
import type { TargetAdvice, TargetAdviceResult, WeaponSetAdvice } from './advice';
import { adviseMelee } from './meleeAdvice';
import type { SetCandidate, SetValue, WeaponOptions } from './weaponSets';
import { bestModedSet, setValueOf } from './weaponSets';
import { advisedModes, jamChanceOf } from './weaponOptions';

export type { ModeAdvice, TargetAdvice, WeaponAdvice, WeaponSetAdvice } from './advice';

/** One way of firing a weapon at the target, weighed. */
interface Weighed {
  readonly spec: WeaponSpec;
  readonly mode?: WeaponMode;
  readonly attack: AttackTargetNumberResult;
  readonly staysOut?: AttackTargetNumberResult;
  readonly chance: number;
  readonly expected: number;
  readonly jamChance: number;
}

/** Two modes (or none) alike. */
function modeWordsOf(mode: WeaponMode | undefined): string {
  return mode ? modeWords(mode) : '';
}

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
    spareHeatSinks: heatWithoutWeapons - raw,
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
  /**
   * What an attack is worth from these movements — `measure` of it: its chance to hit, its chance to
   * jam —, over the declared outflank's own odds `odds` there.
   */
  const oddsOf = (
    attack: AttackTargetNumberResult,
    at: Movements,
    odds: number | undefined,
    spec: WeaponSpec,
    opts: AttackTargetNumberOptions,
    measure: (a: AttackTargetNumberResult) => number,
  ): number => {
    if (!attack.ok) return 0;
    if (odds === undefined) return measure(attack);
    const withAdvantage = weaponTargetNumber(battle, at, attacker, target, spec, { ...opts, advantage: true });
    return odds * measure(withAdvantage) + (1 - odds) * measure(attack);
  };
  const hits = (a: AttackTargetNumberResult) => (a.ok ? a.chance : 0);
  /** One way of firing a weapon against this target: its TN, and its odds over the outflank and wake rolls. */
  const weigh = (mounted: MountedWeapon, mode: WeaponMode | undefined): Weighed => {
    const spec = firedInMode(mounted.spec, mode);
    const opts = { rules, equipmentLocation: mounted.location };
    const attack: AttackTargetNumberResult = c.illegal
      ? { ok: false, problem: c.illegal }
      : weaponTargetNumber(battle, movements, attacker, target, spec, opts);
    const staysOut = still
      ? ifTargetStaysOut(battle, movements, attacker, target, spec, opts, attack)?.attack
      : undefined;
    const jams = (a: AttackTargetNumberResult) => jamChanceOf(a, mode);
    let chance = oddsOf(attack, movements, p, spec, opts, hits);
    let jamChance = oddsOf(attack, movements, p, spec, opts, jams);
    if (staysOut && still && wake.kind === 'roll') {
      chance = wake.chance * chance + (1 - wake.chance) * oddsOf(staysOut, still, pIfStill, spec, opts, hits);
      jamChance = wake.chance * jamChance + (1 - wake.chance) * oddsOf(staysOut, still, pIfStill, spec, opts, jams);
    }
    return {
      spec,
      ...(mode ? { mode } : {}),
      attack,
      ...(staysOut ? { staysOut } : {}),
      chance,
      // an inferno salvo does no damage (never weighed here: see advisedModes).
      expected: chance * expectedWeaponDamage(spec),
      jamChance,
    };
  };
  const rows: { mounted: MountedWeapon; plain: Weighed; modes: Weighed[] }[] = [];
  for (const mounted of fireableWeapons(attacker, battle.catalog))
    rows.push({
      mounted,
      plain: weigh(mounted, undefined),
      modes: advisedModes(mounted.spec).map((mode) => weigh(mounted, mode)),
    });
  const rollable = (a: AttackTargetNumberResult | undefined) => a !== undefined && a.ok && a.rollable;
  const candidate = (mounted: MountedWeapon, w: Weighed): SetCandidate | undefined =>
    w.attack.ok || w.staysOut?.ok === true
      ? {
          index: mounted.index,
          spec: w.spec,
          ...(w.mode ? { mode: w.mode } : {}),
          ammo: { shots: modeShots(w.mode), left: shotsLeft(attacker, mounted.spec) },
          jamChance: w.jamChance,
          chance: w.chance,
          expected: w.expected,
          rollable: rollable(w.attack) || rollable(w.staysOut),
        }
      : undefined;
  const options: WeaponOptions[] = rows.map((r) => ({
    index: r.mounted.index,
    name: r.mounted.spec.name,
    options: [candidate(r.mounted, r.plain), ...r.modes.map((m) => candidate(r.mounted, m))],
  }));
  const best = bestModedSet(options, c.budget, c.freebie);
  // Every weapon that can reach, as an `All` line fires them: plain (a line of All names no mode).
  const all = setValueOf(
    options.map((o) => o.options[0]).filter((o): o is SetCandidate => o !== undefined),
    c.freebie,
  );
  const inBest = new Set(best.indices);
  const describe = (v: SetValue): WeaponSetAdvice => {
    const name = (i: number) => attacker.equipment[i].name;
    const modes: Record<string, WeaponMode> = {};
    for (const [i, mode] of v.modes) modes[specName(i)] = mode;
    return {
      indices: v.indices,
      names: v.indices.map(name),
      fired: v.indices.map((i) => namedWithMode(name(i), v.modes.get(i))),
      modes,
      expectedDamage: v.expectedDamage,
      weaponHeat: v.weaponHeat,
      endHeat: c.endHeat(v.weaponHeat),
      jamChance: v.jamChance,
      ...(v.freebieIndex !== undefined ? { freebie: { index: v.freebieIndex, name: name(v.freebieIndex) } } : {}),
    };
  };
  const specName = (i: number) => rows.find((r) => r.mounted.index === i)?.mounted.spec.name ?? '';
  const chosen = (i: number, mode: WeaponMode | undefined) =>
    inBest.has(i) && modeWordsOf(best.modes.get(i)) === modeWordsOf(mode);
  return {
    target: target.id,
    distance: from && to ? hexDistance(from, to) : null,
    weapons: rows.map((r) => ({
      index: r.mounted.index,
      name: r.mounted.spec.name,
      location: r.mounted.location,
      heat: r.mounted.spec.heat,
      attack: r.plain.attack,
      ...(r.plain.staysOut ? { ifTargetStaysOut: r.plain.staysOut } : {}),
      chance: r.plain.chance,
      expectedDamage: r.plain.expected,
      inBestSet: chosen(r.mounted.index, undefined),
      modes: r.modes.map((m) => ({
        mode: m.mode as WeaponMode,
        name: namedWithMode(r.mounted.spec.name, m.mode),
        heat: m.spec.heat,
        attack: m.attack,
        chance: m.chance,
        expectedDamage: m.expected,
        jamChance: m.jamChance,
        inBestSet: chosen(r.mounted.index, m.mode),
      })),
    })),
    best: describe(best),
    all: describe(all),
    ...(p !== undefined ? { outflankChance: p } : {}),
    melee: c.illegal ? [] : adviseMelee(movements, attacker, target, rules, p),
    ...(wake.kind === 'roll' && rows.some((r) => r.plain.staysOut)
      ? { targetStaysOut: { tn: wake.total, chance: wake.chance } }
      : {}),
  };
}
