import { hexDistance, sameHex } from '../../hex/distance';
import { hexLabel, isOnMap } from '../../hex/label';
import { cheapestPath, startsInWater } from '../../map/movementCost';
import type { Battle } from '../../model/battle';
import type { MoveDeclaration } from '../../model/declarations';
import type { Hex } from '../../model/hex';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import { isImmobile } from '../../mech/condition';
import { lowestShutdownLevel } from '../../mech/heatEffects';
import { modeMP } from '../../mech/speed';
import { overheatingMoveProblem, planCoolDownMove } from '../heat/coolDownPlan';
import { occupancy, type Occupancy } from './occupancy';
import type { PlannedMove } from '../sequence/plan';
import { heatModelOf } from '../../model/heatModel';

const VERB: Readonly<Record<string, string>> = { walk: 'walk', run: 'run', sprint: 'sprint', jump: 'jump' };

/** Whether a shut-down mech stays down this round: it restarts only below the lowest shutdown level. */
export function staysShutDown(mech: MechState, rules: RulesOptions): boolean {
  return mech.shutdown && heatModelOf(rules).usesHeatScale && mech.heat >= lowestShutdownLevel(rules);
}

/** Hexes a mech cannot enter or end in: wrecks (R-V.3). */
function wreckBlocker(battle: Battle): (hex: Hex) => boolean {
  const wrecks = battle.mechs.filter((m) => m.wreck === true && m.position).map((m) => m.position as Hex);
  if (wrecks.length === 0) return () => false;
  return (hex) => wrecks.some((w) => sameHex(w, hex));
}

/** Movement lines in the order the mechs move: Mechs tab order; lines naming no mech first. */
function inMovementOrder(battle: Battle, moves: readonly MoveDeclaration[]): MoveDeclaration[] {
  const order = new Map(battle.mechs.map((m, i) => [m.id, i] as const));
  return moves
    .map((decl, i) => ({ decl, i, at: order.get(decl.mech) ?? -1 }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.decl);
}

function problem(code: string, mech: string, message: string): Problem {
  return { code, mech, message };
}

/**
 * Checks every movement line (R-2.x, R-9.5, R-9.6, R-10.2, R-13.4, R-V.1, R-V.2) and plans each mech's move;
 * mechs without a line stand still. Lines are checked in the order the mechs move, so
 * "one mech a hex" asks who stands where at that moment: a mech that moves earlier has
 * left its hex, one that moves later is still in it. Outflank positions are checked separately, once every
 * mech's destination is known.
 */
export function validateMoves(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  rules: RulesOptions,
): { moves: Record<string, PlannedMove>; problems: Problem[] } {
  const { planned, problems, seen } = checkInOrder(battle, moves, rules);
  for (const mech of battle.mechs) {
    if (!planned[mech.id] && !seen[mech.id]) {
      planned[mech.id] = {
        mech: mech.id,
        mode: 'stand',
        from: mech.position,
        to: mech.position,
        hexes: 0,
        evasive: false,
        standUp: false,
        declared: false,
      };
    }
  }
  return { moves: planned, problems };
}

/**
 * Who stands where when `mechId` moves: the mechs before it on the Mechs tab
 * have made their declared moves — those the rules accept; a refused one stays put — and the
 * rest still stand where they are. What the battle map's reach for that mech is measured
 * against, so it offers exactly the hexes `validateMoves` would let it end in.
 */
export function occupancyWhenMoving(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  rules: RulesOptions,
  mechId: string,
): Occupancy {
  const order = new Map(battle.mechs.map((m, i) => [m.id, i] as const));
  const at = order.get(mechId) ?? -1;
  return checkInOrder(
    battle,
    moves.filter((m) => (order.get(m.mech) ?? battle.mechs.length) < at),
    rules,
  ).field;
}

/**
 * The movement lines checked and planned one after the other in movement order, `field` following each accepted move.
 */
function checkInOrder(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  rules: RulesOptions,
): { planned: Record<string, PlannedMove>; problems: Problem[]; seen: Record<string, boolean>; field: Occupancy } {
  const problems: Problem[] = [];
  const planned: Record<string, PlannedMove> = {};
  const seen: Record<string, boolean> = {};
  const blocked = wreckBlocker(battle);
  // who stands where as the mechs move, one after the other.
  const field = occupancy(battle);
  for (const decl of inMovementOrder(battle, moves)) {
    const mech = battle.mechs.find((m) => m.id === decl.mech);
    if (!mech) {
      problems.push({
        code: 'move/unknown_mech',
        message: `A movement line names "${decl.mech}", but there is no such mech on the Mechs tab.`,
      });
      continue;
    }
    if (seen[mech.id]) {
      problems.push(problem('move/duplicate', mech.id, `${mech.id} has more than one movement line.`));
      continue;
    }
    seen[mech.id] = true;
    const result = checkMove(battle, mech, decl, rules, blocked, field);
    if ('problem' in result) problems.push(result.problem);
    else {
      planned[mech.id] = result.move;
      field.moveTo(mech.id, result.move.to);
    }
  }
  return { planned, problems, seen, field };
}

function checkMove(
  battle: Battle,
  mech: MechState,
  decl: MoveDeclaration,
  rules: RulesOptions,
  blocked: (hex: Hex) => boolean,
  field: Occupancy,
): { move: PlannedMove } | { problem: Problem } {
  const id = mech.id;
  const from = mech.position;
  const to = decl.to ?? from;
  // A Move to with no hex to start from is a move too: only the GM's Position puts a mech on the map.
  const moving = decl.mode !== 'stand' || (to !== null && (from === null || !sameHex(from, to)));
  const fail = (code: string, message: string) => ({ problem: problem(code, id, message) });
  if (decl.coolDown && !heatModelOf(rules).coolsDown) {
    return fail(
      'move/cool_down_variant',
      `${id} declares a cool-down check, which only the cool-down heat variant has (R-V.2).`,
    );
  }
  if (decl.coolDown) return planCoolDownMove(mech, decl);
  const standingUp = decl.standUp === true && mech.prone;
  if (moving || standingUp) {
    if (mech.destroyed) return fail('move/destroyed', `${id} is destroyed and cannot move.`);
    if (mech.pilot.status === 'dead' || mech.pilot.status === 'out')
      return fail('move/no_pilot', `${id} has no pilot and cannot move.`);
    if (staysShutDown(mech, rules)) {
      return fail(
        'move/shutdown',
        `${id} is shut down at heat ${mech.heat} and stays down this round (it restarts below ${lowestShutdownLevel(rules)}).`,
      );
    }
  }
  const overheating = overheatingMoveProblem(mech, decl, rules, moving || standingUp);
  if (overheating) return { problem: overheating };
  if (standingUp && moving) {
    return fail('move/stand_up', `${id} is standing up, which takes its whole movement: declare Stand (R-10.2).`);
  }
  if (moving) {
    if (!from) return fail('move/no_position', `${id} is not on the map: give it a hex before it moves.`);
    if (!to) return fail('move/no_position', `${id} has no destination.`);
    if (battle.map && !isOnMap(to, battle.map)) {
      return fail(
        'move/off_map',
        `${id} cannot move to ${hexLabel(to)}: the map is ${battle.map.cols} × ${battle.map.rows} hexes.`,
      );
    }
    if (mech.prone)
      return fail(
        'move/prone',
        `${id} is prone: it must spend this round standing up (declare Stand and Stand up, R-10.2).`,
      );
    if (isImmobile(mech)) return fail('move/immobile', `${id} is immobile and may only stand still (R-9.5, R-9.6).`);
    if (decl.mode === 'stand')
      return fail('move/stand_moves', `${id} stands still but is declared to move to ${hexLabel(to)}.`);
    if (decl.mode !== 'walk' && startsInWater(battle.map, from)) {
      return fail(
        'move/water_start',
        `${id} starts in water at ${hexLabel(from)} and cannot ${VERB[decl.mode]} this round (R-2.4).`,
      );
    }
    if (blocked(to))
      return fail('move/blocked', `${id} cannot end its move in ${hexLabel(to)}: a wreck stands there (R-V.3).`);
    const there = sameHex(from, to) ? undefined : field.standing(to, id);
    if (there) {
      return fail(
        'move/occupied',
        `${id} cannot end its move in ${hexLabel(to)}: ${there.id} stands there when ${id} moves (R-2.8: one mech a hex).`,
      );
    }
    const mp = modeMP(mech, decl.mode, rules);
    if (decl.mode === 'jump') {
      const hexes = checkJump(mech, from, to, mp);
      return typeof hexes === 'number' ? { move: planned(mech, decl, from, to, hexes, false) } : { problem: hexes };
    }
    const path = checkPath(battle, mech, decl.mode, from, to, mp, field.impassable(mech));
    if (!Array.isArray(path)) return { problem: path as Problem };
    return { move: { ...planned(mech, decl, from, to, path.length, false), ...(path.length > 0 ? { path } : {}) } };
  }
  return { move: planned(mech, decl, from, to, 0, standingUp) };
}

function planned(
  mech: MechState,
  decl: MoveDeclaration,
  from: Hex | null,
  to: Hex | null,
  hexes: number,
  standUp: boolean,
): PlannedMove {
  return {
    mech: mech.id,
    mode: decl.mode,
    from,
    to,
    hexes,
    evasive: decl.evasive === true,
    standUp,
    ...(decl.outflank !== undefined ? { outflank: decl.outflank } : {}),
    declared: true,
  };
}

/** A jump needs only straight-line distance ≤ current Jump MP, and must land in a new hex. */
function checkJump(mech: MechState, from: Hex, to: Hex, jumpMP: number): number | Problem {
  const distance = hexDistance(from, to);
  if (jumpMP <= 0) return problem('move/no_jump_jets', mech.id, `${mech.id} cannot jump: it has no working jump jets.`);
  if (distance === 0) {
    return problem(
      'move/jump_in_place',
      mech.id,
      `${mech.id} jumps but stays in ${hexLabel(from)}: a jump must land in a new hex at least 1 away — give it a Move to, or walk or run in place (R-2.7).`,
    );
  }
  if (distance > jumpMP) {
    return problem(
      'move/too_far',
      mech.id,
      `${mech.id} cannot jump to ${hexLabel(to)}: it is ${distance} hexes away and it has ${jumpMP} Jump MP.`,
    );
  }
  return distance;
}

/** Walk, run or sprint: the cheapest path must fit the mode's current MP; the hexes it enters. */
function checkPath(
  battle: Battle,
  mech: MechState,
  mode: string,
  from: Hex,
  to: Hex,
  mp: number,
  blocked: (hex: Hex) => boolean,
): readonly Hex[] | Problem {
  const path = cheapestPath(battle.map, from, to, { maxCost: mp, blocked });
  if (path) return path.path;
  const any = cheapestPath(battle.map, from, to, { blocked });
  if (!any) {
    return problem(
      'move/no_path',
      mech.id,
      `${mech.id} cannot ${VERB[mode]} to ${hexLabel(to)}: no path leads there (a climb of more than 2 levels, or wrecks or enemy mechs in the way, R-2.8).`,
    );
  }
  return problem(
    'move/too_far',
    mech.id,
    `${mech.id} cannot ${VERB[mode]} to ${hexLabel(to)}: the cheapest path costs ${any.cost} MP and it has ${mp}.`,
  );
}
