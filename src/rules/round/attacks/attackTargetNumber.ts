import type { RollMode } from '../../dice/dice';
import { combineRollMode } from '../../dice/dice';
import { hitChance } from '../../dice/probability';
import { hexDistance } from '../../hex/distance';
import type { LineOfFire } from '../../map/lineOfFire';
import { lineOfFire } from '../../map/lineOfFire';
import type { Battle } from '../../model/battle';
import type { MoveDeclaration } from '../../model/declarations';
import type { Location } from '../../model/location';
import { isArm } from '../../model/location';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import type { Modifier, TargetNumber } from '../../model/targetNumber';
import { mod, tnTotal } from '../../model/targetNumber';
import { weaponModifiers } from '../../mech/fireControl';
import type { WeaponSpec } from '../../model/weapon';
import { heatEffects } from '../../mech/heatEffects';
import { noShotsProblem, shotsLeft } from '../../mech/ammo';
import { wakeOutlook } from '../../pilot/wake';
import { gatorTargetNumber } from '../../targeting/gator';
import type { RangeBand } from '../../targeting/range';
import { rangeModifiers } from '../../targeting/range';
import { attackerProblem, targetProblem, type AttackKind } from './attackProblems';
import type { MechMovement, Movements } from '../movement/movements';
import { ifStaysUnconscious, movementsFromDeclarations } from '../movement/movements';
import { staysShutDown } from '../movement/validateMoves';

export interface AttackTargetNumberOptions {
  /** Where the weapon is mounted: actuator hits in that arm add +1 each. */
  readonly equipmentLocation?: Location;
  /** The number the GM typed in the attack's Other cell. */
  readonly gmOther?: number;
  readonly rules: RulesOptions;
  /** The attacker outflanked the target this round: advantage. */
  readonly advantage?: boolean;
  /** The line of fire between the two, when the caller already has it (several weapons, one line). */
  readonly lineOfFire?: LineOfFire;
}

/** A weapon attack that can be made: its TN with every term, how it is rolled, and the odds. */
interface AttackTargetNumber {
  readonly ok: true;
  readonly tn: TargetNumber;
  readonly total: number;
  /** Advantage (outflank), disadvantage (evasive target), or plain 2d6. */
  readonly mode: RollMode;
  readonly distance: number;
  readonly band: RangeBand;
  /** False when the TN is 13 or more: reported, never rolled. */
  readonly rollable: boolean;
  /** Exact chance to hit (0 when not rollable). */
  readonly chance: number;
  /**
   * The attacker's pilot is unconscious and rolls to wake at the start of the round:
   * the attack is made only if that roll, 2d6 ≥ `tn` (`chance`), succeeds.
   */
  readonly onlyIfWakes?: { readonly tn: number; readonly chance: number };
  /** The target's pilot is unconscious: this TN is for a target that wakes and moves as declared. */
  readonly ifTargetStaysOut?: IfTargetStaysOut;
}

/**
 * The other outcome of an unconscious target's wake roll: seen before the round, a
 * target whose pilot rolls to wake at its start moves as declared if the roll succeeds; if it
 * fails, the target does nothing and stands still in its hex with TMM 0, and the attack is `attack`.
 */
interface IfTargetStaysOut {
  /** The target's wake roll, 2d6 ≥ `tn`, and its chance to succeed. */
  readonly wake: { readonly tn: number; readonly chance: number };
  /** The attack at a target that stays unconscious: its TN, or why it cannot be made then. */
  readonly attack: AttackTargetNumberResult;
}

export type AttackTargetNumberResult =
  | AttackTargetNumber
  | { readonly ok: false; readonly problem: Problem; readonly ifTargetStaysOut?: IfTargetStaysOut };

/**
 * The target number of one weapon attack (G.A.T.O.R., R-3): gunnery + the attacker's AMM from
 * its declared mode + the target's TMM from its declared mode and current Run MP + Other
 * (line-of-fire woods, wounds, sensor hits +2 each, actuator hits in the
 * weapon's arm +1 each, the heat-scale to-hit of the attacker's heat, the GM's number)
 * + range and minimum range. Positions are the declared destinations.
 * Cannot-attack cases (attacker sprinted, evasive, out for the round, staying shut down; target
 * destroyed; out of range) come back as a problem. An unconscious attacker who rolls to
 * wake at the start of the round gets its TN with `onlyIfWakes`. A target whose pilot
 * rolls to wake is taken to wake and move as declared; `ifTargetStaysOut` gives the attack if it
 * does not (R-11.2: it stands still, TMM 0) whenever that differs. Used by the TN custom function,
 * the sidebar and the advisor; the round engine uses {@link weaponTargetNumber} on the moved battle.
 *
 * @example Griffin (gunnery 3) ran, Blackjack ran (TMM 2), Large Laser at 5 hexes → TN 6;
 *          LRM-5 → 7 (+1 inside minimum range 6); Medium Laser → 8 (medium range).
 */
export function attackTargetNumber(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  attackerId: string,
  targetId: string,
  weapon: WeaponSpec,
  opts: AttackTargetNumberOptions,
): AttackTargetNumberResult {
  const attacker = findMech(battle, attackerId);
  const target = findMech(battle, targetId);
  if (!attacker) return unknownMech(attackerId);
  if (!target) return unknownMech(targetId);
  const movements = movementsFromDeclarations(battle, moves, opts.rules);
  const wake = wakeOutlook(attacker, battle.round);
  const problem =
    beforeTheRoundProblem(attacker, movements, battle.round, opts.rules) ?? targetProblem(attacker, target, opts.rules);
  if (problem) return { ok: false, problem };
  const r = weaponTargetNumber(battle, movements, attacker, target, weapon, opts);
  const staysOut = ifTargetStaysOut(battle, movements, attacker, target, weapon, opts, r);
  const withWake: AttackTargetNumberResult =
    r.ok && wake.kind === 'roll' ? { ...r, onlyIfWakes: { tn: wake.total, chance: wake.chance } } : r;
  return staysOut ? { ...withWake, ifTargetStaysOut: staysOut } : withWake;
}

/**
 * The attack if the target's unconscious pilot fails the wake roll at the start of the round
 * from `movements` (the target waking and moving as declared) with the target standing
 * still in its hex instead. Undefined when its pilot rolls no wake roll, or when the attack would
 * be the same either way (a target declared to stand still, or a problem that does not depend on
 * where it stands).
 */
export function ifTargetStaysOut(
  battle: Battle,
  movements: Movements,
  attacker: MechState,
  target: MechState,
  weapon: WeaponSpec,
  opts: AttackTargetNumberOptions,
  asDeclared: AttackTargetNumberResult,
): IfTargetStaysOut | undefined {
  const wake = wakeOutlook(target, battle.round);
  if (wake.kind !== 'roll') return undefined;
  if (!asDeclared.ok && asDeclared.problem.code !== 'attack/out_of_range') return undefined;
  // The line of fire runs from another hex when the target stays put.
  const { lineOfFire: _declaredLine, ...fromItsHex } = opts;
  const attack = weaponTargetNumber(
    battle,
    ifStaysUnconscious(movements, target, opts.rules),
    attacker,
    target,
    weapon,
    fromItsHex,
  );
  const same =
    attack.ok && asDeclared.ok
      ? attack.total === asDeclared.total && attack.mode === asDeclared.mode
      : !attack.ok && !asDeclared.ok && attack.problem.message === asDeclared.problem.message;
  return same ? undefined : { wake: { tn: wake.total, chance: wake.chance }, attack };
}

/**
 * Why `attacker` cannot fire this round, seen before the round is played: as `attackerProblem`,
 * except that a pilot who may wake or a mech that restarts at the start of the
 * round acts as declared; a pilot knocked out by life support until after this round cannot.
 */
export function beforeTheRoundProblem(
  attacker: MechState,
  movements: Movements,
  round: number,
  rules: RulesOptions,
  kind: AttackKind = 'weapons',
): Problem | undefined {
  const wake = wakeOutlook(attacker, round);
  if (wake.kind === 'stays') {
    return {
      code: 'attack/unconscious',
      mech: attacker.id,
      message: `${attacker.id} cannot attack this round: its pilot is unconscious until after round ${wake.untilRound} (life support, R-9.8).`,
    };
  }
  const checks = {
    allowUnconscious: wake.kind === 'roll' || wake.kind === 'wakes',
    allowShutdown: !staysShutDown(attacker, rules),
  };
  return attackerProblem(attacker, movements[attacker.id], kind, checks);
}

/**
 * The TN of a weapon attack between two mechs already known able to attack and be attacked,
 * from the given movements. Out of range, either mech off the map, or no shots left in the
 * weapon's bins, is a problem.
 */
export function weaponTargetNumber(
  battle: Battle,
  movements: Movements,
  attacker: MechState,
  target: MechState,
  weapon: WeaponSpec,
  opts: AttackTargetNumberOptions,
): AttackTargetNumberResult {
  if (shotsLeft(attacker, weapon) === 0) return { ok: false, problem: noShotsProblem(attacker, weapon) };
  const from = movements[attacker.id]?.position ?? attacker.position;
  const to = movements[target.id]?.position ?? target.position;
  if (!from || !to) {
    const who = !from ? attacker.id : target.id;
    return {
      ok: false,
      problem: {
        code: 'attack/no_position',
        mech: attacker.id,
        message: `${attacker.id} cannot fire ${weapon.name} at ${target.id}: ${who} is not on the map.`,
      },
    };
  }
  const distance = hexDistance(from, to);
  const range = rangeModifiers(weapon, distance);
  if (!range.inRange) {
    return {
      ok: false,
      problem: {
        code: 'attack/out_of_range',
        mech: attacker.id,
        message: `${attacker.id} cannot fire ${weapon.name} at ${target.id}: ${distance} hexes is beyond its long range of ${weapon.long}.`,
      },
    };
  }
  const attackerMove = movementOrStand(movements[attacker.id], attacker);
  const targetMove = movementOrStand(movements[target.id], target);
  const moved = attackerProblem(attacker, attackerMove, 'weapons', { allowUnconscious: true, allowShutdown: true });
  if (moved && (moved.code === 'attack/after_sprint' || moved.code === 'attack/while_evasive'))
    return { ok: false, problem: moved };
  const lof = opts.lineOfFire ?? lineOfFire(battle.map, from, to);
  const other: Modifier[] = [];
  if (lof.total > 0) other.push(mod('terrain', lof.total, woodsLabel(lof)));
  other.push(...attackerOtherModifiers(attacker, opts.rules));
  other.push(...weaponModifiers(attacker, weapon));
  if (opts.equipmentLocation && isArm(opts.equipmentLocation)) {
    const hits = attacker.crits.actuatorHits[opts.equipmentLocation];
    if (hits > 0)
      other.push(mod('actuators', hits, `${opts.equipmentLocation} actuator ${hits === 1 ? 'hit' : 'hits'}`));
  }
  if (opts.gmOther) other.push(mod('other', opts.gmOther, 'GM other'));
  const tn = gatorTargetNumber({
    gunnery: attacker.pilot.gunnery,
    attacker: { mode: attackerMove.mode },
    tmm: 0,
    other,
    range: range.modifiers,
  });
  // gatorTargetNumber labels the T term plainly; swap in the one that says why it is what it is.
  const withTmm: TargetNumber = { modifiers: tn.modifiers.map((m) => (m.source === 'tmm' ? targetMove.tmm : m)) };
  const total = tnTotal(withTmm);
  const mode = combineRollMode(opts.advantage === true, targetMove.evasive);
  const rollable = total <= 12;
  return {
    ok: true,
    tn: withTmm,
    total,
    mode,
    distance,
    band: range.band,
    rollable,
    chance: rollable ? hitChance(total, mode) : 0,
  };
}

/**
 * The attacker's own terms of Other that apply to every weapon attack: wounds +1
 * each, sensor hits +2 each, the heat-scale to-hit at its current heat.
 */
function attackerOtherModifiers(attacker: MechState, rules: RulesOptions): Modifier[] {
  const out: Modifier[] = [];
  const wounds = attacker.pilot.wounds;
  if (wounds > 0) out.push(mod('wounds', wounds, wounds === 1 ? 'wound' : 'wounds'));
  const sensors = attacker.crits.sensorHits;
  if (sensors > 0) out.push(mod('sensors', 2 * sensors, sensors === 1 ? 'sensor hit' : `${sensors} sensor hits`));
  const heat = heatEffects(attacker, rules).toHit;
  if (heat !== 0) out.push(mod('heat', heat, `heat ${attacker.heat}`));
  return out;
}

/** `woods (1 light, 1 heavy)`: the terrain term of Other. */
function woodsLabel(lof: LineOfFire): string {
  const parts: string[] = [];
  if (lof.light > 0) parts.push(`${lof.light} light`);
  if (lof.heavy > 0) parts.push(`${lof.heavy} heavy`);
  return `woods (${parts.join(', ')})`;
}

function movementOrStand(m: MechMovement | undefined, mech: MechState): MechMovement {
  return m ?? { mode: 'stand', evasive: false, position: mech.position, tmm: mod('tmm', 0, 'target TMM') };
}

function findMech(battle: Battle, id: string): MechState | undefined {
  for (const m of battle.mechs) if (m.id === id) return m;
  return undefined;
}

function unknownMech(id: string): AttackTargetNumberResult {
  return {
    ok: false,
    problem: { code: 'attack/unknown_mech', message: `There is no mech named "${id}" on the Mechs tab.` },
  };
}
