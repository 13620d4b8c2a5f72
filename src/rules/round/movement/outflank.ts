import { throwRoll } from '../../dice/dice';
import type { Roll } from '../../dice/dice';
import type { RoundContext } from '../../engine/context';
import { hexDistance } from '../../hex/distance';
import type { Hex } from '../../model/hex';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { TargetNumber } from '../../model/targetNumber';
import { mod, tnTotal } from '../../model/targetNumber';
import { canAct } from '../../pilot/status';
import type { Movements } from './movements';
import type { PlannedMove } from '../sequence/plan';

/** What an outflank won: advantage against that target, and rear hits on a margin of 3+. */
interface OutflankResult {
  readonly target: string;
  readonly rear: boolean;
}

/** Outflanks that succeeded, by outflanker id. */
export type Outflanks = Readonly<Record<string, OutflankResult>>;

const NO_ROLL: Roll = { faces: [], kept: [], total: 0 };

/**
 * Whether `attacker` at `a` may outflank `enemy` at `e`: adjacent to it, or a
 * friendly mech `f` (same side, not destroyed, on the map) is on the opposite side:
 * dist(a,e) + dist(e,f) = dist(a,f), both at least 1 from e.
 */
function outflankPosition(
  attacker: MechState,
  a: Hex,
  e: Hex,
  mechs: readonly MechState[],
  positionOf: (m: MechState) => Hex | null,
): boolean {
  const ae = hexDistance(a, e);
  if (ae === 1) return true;
  if (ae < 1) return false;
  for (const friend of mechs) {
    if (friend.id === attacker.id || friend.side !== attacker.side || friend.destroyed) continue;
    const f = positionOf(friend);
    if (!f) continue;
    const ef = hexDistance(e, f);
    if (ef >= 1 && ae + ef === hexDistance(a, f)) return true;
  }
  return false;
}

/** Checks every outflank declaration against the planned destinations. */
export function validateOutflanks(
  mechs: readonly MechState[],
  moves: Readonly<Record<string, PlannedMove>>,
): Problem[] {
  const problems: Problem[] = [];
  const positionOf = (m: MechState) => moves[m.id]?.to ?? m.position;
  for (const mech of mechs) {
    const move = moves[mech.id];
    if (!move || move.outflank === undefined) continue;
    const id = mech.id;
    const enemy = mechs.find((m) => m.id === move.outflank);
    if (!enemy) {
      problems.push({
        code: 'outflank/unknown_mech',
        mech: id,
        message: `${id} tries to outflank "${move.outflank}", but there is no such mech on the Mechs tab.`,
      });
      continue;
    }
    if (enemy.id === id || enemy.side === mech.side) {
      problems.push({
        code: 'outflank/not_enemy',
        mech: id,
        message: `${id} cannot outflank ${enemy.id}: only an enemy can be outflanked.`,
      });
      continue;
    }
    if (enemy.destroyed) {
      problems.push({
        code: 'outflank/target_destroyed',
        mech: id,
        message: `${id} cannot outflank ${enemy.id}: it is already destroyed.`,
      });
      continue;
    }
    const a = positionOf(mech);
    const e = positionOf(enemy);
    if (!a || !e || !outflankPosition(mech, a, e, mechs, positionOf)) {
      problems.push({
        code: 'outflank/not_in_position',
        mech: id,
        message: `${id} cannot outflank ${enemy.id}: it must end its move adjacent to ${enemy.id}, or with a friendly mech on ${enemy.id}'s opposite side (R-4.2).`,
      });
    }
  }
  return problems;
}

/**
 * The outflank TN: 4 + the target's TMM + the outflanker's wounds, −2 if the
 * outflanker jumped.
 */
export function outflankTargetNumber(outflanker: MechState, movements: Movements, targetId: string): TargetNumber {
  const terms = [mod('base', 4, 'outflank'), movements[targetId]?.tmm ?? mod('tmm', 0, 'target TMM')];
  if (outflanker.pilot.wounds > 0)
    terms.push(mod('wounds', outflanker.pilot.wounds, outflanker.pilot.wounds === 1 ? 'wound' : 'wounds'));
  if (movements[outflanker.id]?.mode === 'jump') terms.push(mod('jump', -2, 'jumped'));
  return { modifiers: terms };
}

/**
 * The outflank step: after all movement, each outflanker able to act rolls in
 * sheet order, if still in position (a target that could not move may have spoiled it).
 * Success gives advantage against that target; beating the TN by 3 or more also sends the hits
 * to the rear.
 */
export function rollOutflanks(
  ctx: RoundContext,
  moves: Readonly<Record<string, PlannedMove>>,
  movements: Movements,
): Outflanks {
  const won: Record<string, OutflankResult> = {};
  const mechs = ctx.battle.mechs;
  for (const mech of mechs) {
    const targetId = moves[mech.id]?.outflank;
    if (targetId === undefined || !canAct(mech)) continue;
    const enemy = mechs.find((m) => m.id === targetId);
    if (!enemy || enemy.destroyed) continue;
    const tn = outflankTargetNumber(mech, movements, targetId);
    const total = tnTotal(tn);
    const base = {
      type: 'roll' as const,
      step: ctx.step,
      purpose: 'outflank' as const,
      mech: mech.id,
      target: targetId,
      tn,
    };
    if (
      !mech.position ||
      !enemy.position ||
      !outflankPosition(mech, mech.position, enemy.position, mechs, (m) => m.position)
    ) {
      ctx.events.push({ ...base, roll: NO_ROLL, success: false, result: 'not in position' });
      continue;
    }
    if (total >= 13) {
      ctx.events.push({ ...base, roll: NO_ROLL, success: false, result: 'cannot succeed (TN 13+)' });
      continue;
    }
    const roll = throwRoll(ctx.dice, { purpose: 'outflank', mech: mech.id, target: targetId, dice: '2d6' });
    const success = roll.total >= total;
    const rear = success && roll.total - total >= 3;
    ctx.events.push({
      ...base,
      roll,
      success,
      result: success ? (rear ? 'advantage, rear hits' : 'advantage') : 'failed',
    });
    if (success) won[mech.id] = { target: targetId, rear };
  }
  return won;
}
