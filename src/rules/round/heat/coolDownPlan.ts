import type { AttackDeclaration, MoveDeclaration } from '../../model/declarations';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import { heatOverSize, isOverheating } from './overheating';
import type { PlannedAttack, PlannedMove } from '../sequence/plan';

/**
 * Why a mech can make no cool-down check at all (R-V.2), or undefined. An unconscious pilot may still wake.
 */
function cannotCoolDown(mech: MechState): { code: string; why: string } | undefined {
  if (mech.destroyed) return { code: 'destroyed', why: 'is destroyed' };
  if (mech.pilot.status === 'dead' || mech.pilot.status === 'out') return { code: 'no_pilot', why: 'has no pilot' };
  return undefined;
}

/**
 * A movement line declaring a cool-down check (R-V.2, cool-down heat model only): the check
 * replaces the mech's whole movement, so it goes with no destination, no stand-up, no evasive
 * stance and no outflank. Planned as standing still with `coolDown` set.
 */
export function planCoolDownMove(mech: MechState, decl: MoveDeclaration): { move: PlannedMove } | { problem: Problem } {
  const id = mech.id;
  const out = cannotCoolDown(mech);
  if (out)
    return {
      problem: { code: `move/${out.code}`, mech: id, message: `${id} ${out.why} and cannot make a cool-down check.` },
    };
  const from = mech.position;
  const to = decl.to ?? from;
  // A Move to with no hex to start from is a destination too: only the GM's Position puts a mech on the map.
  const moves = decl.mode !== 'stand' || (to !== null && (from === null || to.col !== from.col || to.row !== from.row));
  const extra = moves
    ? `a ${decl.mode === 'stand' ? 'destination' : decl.mode}`
    : decl.standUp
      ? 'Stand up'
      : decl.evasive
        ? 'Evasive'
        : decl.outflank !== undefined
          ? 'an outflank'
          : undefined;
  if (extra) {
    return {
      problem: {
        code: 'move/cool_down_moves',
        mech: id,
        message: `${id} makes a cool-down check instead of moving (R-V.2), so it cannot also declare ${extra}.`,
      },
    };
  }
  return {
    move: {
      mech: id,
      mode: 'stand',
      from,
      to: from,
      hexes: 0,
      evasive: false,
      standUp: false,
      declared: true,
      coolDown: true,
    },
  };
}

/**
 * An overheating mech cannot move (R-V.1): moving, standing up, an evasive stance or an outflank
 * are refused until a cool-down check brings its heat down. Undefined under the standard heat
 * model, for a destroyed mech (refused elsewhere), or when the line only stands still.
 */
export function overheatingMoveProblem(
  mech: MechState,
  decl: MoveDeclaration,
  rules: RulesOptions,
  acting: boolean,
): Problem | undefined {
  if (mech.destroyed || !isOverheating(mech, rules)) return undefined;
  if (!acting && !decl.evasive && decl.outflank === undefined) return undefined;
  return {
    code: 'move/overheating',
    mech: mech.id,
    message: `${mech.id} is overheating (${heatOverSize(mech)}) and cannot move: it must cool down first — declare a cool-down check instead (R-V.1, R-V.2).`,
  };
}

/**
 * An overheating mech cannot attack (R-V.1) — unless it makes a cool-down check in the movement
 * step first: then its attack lines stand, and are made only if that check brings it to its Size
 * or less (the seed: it "cannot … fight in the combat phase until their heat is reduced by a cool
 * down check"). Undefined under the standard heat model.
 */
export function overheatingAttackProblem(
  attacker: MechState,
  rules: RulesOptions,
  move: PlannedMove | undefined,
): Problem | undefined {
  if (attacker.destroyed || !isOverheating(attacker, rules) || move?.coolDown === true) return undefined;
  return {
    code: 'attack/overheating',
    mech: attacker.id,
    message: `${attacker.id} is overheating (${heatOverSize(attacker)}) and cannot attack: it must cool down first — a cool-down check in the movement step, or one instead of attacking (R-V.1, R-V.2).`,
  };
}

/**
 * The attack lines declaring a cool-down check instead of attacking (R-V.2, cool-down heat model
 * only; `lines` are their indexes on the Attacks tab). Each needs a known mech able to act, names
 * no weapon, freebie or melee attack (the target is ignored, and may be blank), and is that mech's
 * only attack line. Planned with `coolDown` set, no target and no weapons, made in sheet order in
 * the attack step.
 */
export function planCoolDownAttacks(
  attacks: readonly AttackDeclaration[],
  lines: readonly number[],
  byId: Readonly<Record<string, MechState>>,
): { attacks: PlannedAttack[]; problems: Problem[] } {
  const planned: PlannedAttack[] = [];
  const problems: Problem[] = [];
  const seen: Record<string, number> = {};
  for (const line of lines) {
    const decl = attacks[line];
    const mech = byId[decl.attacker];
    const n = line + 1;
    if (!mech) {
      problems.push({
        code: 'attack/unknown_mech',
        message: `Attack line ${n} names "${decl.attacker}" as the attacker, but there is no such mech on the Mechs tab.`,
      });
      continue;
    }
    const id = mech.id;
    const fail = (code: string, message: string) => problems.push({ code, mech: id, message });
    const out = cannotCoolDown(mech);
    const names = decl.weapons === 'all' || decl.weapons.length > 0;
    const others = attacks
      .map((a, i) => (a.attacker === decl.attacker && !a.coolDown ? i + 1 : 0))
      .filter((i) => i > 0);
    if (out)
      fail(
        out.code === 'destroyed' ? 'attack/attacker_destroyed' : 'attack/no_pilot',
        `${id} ${out.why} and cannot make a cool-down check.`,
      );
    else if (names || decl.melee || decl.freebie !== undefined) {
      fail(
        'attack/cool_down_with_attack',
        `${id}'s cool-down line (line ${n}) also names weapons or a melee attack: the check is made instead of attacking (R-V.2).`,
      );
    } else if (seen[id] !== undefined) {
      fail(
        'attack/cool_down_twice',
        `${id} declares a cool-down check on lines ${seen[id]} and ${n}: one a step (R-V.2).`,
      );
    } else if (others.length > 0) {
      fail(
        'attack/cool_down_and_attack',
        `${id} cools down instead of attacking (line ${n}), so it cannot also attack on line ${others.join(', ')} (R-V.2).`,
      );
    } else {
      planned.push({ line, attacker: id, target: '', weapons: [], unreachable: [], other: 0, coolDown: true });
    }
    if (seen[id] === undefined) seen[id] = n;
  }
  return { attacks: planned, problems };
}
