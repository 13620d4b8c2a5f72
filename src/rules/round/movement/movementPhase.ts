import type { RoundContext } from '../../engine/context';
import type { MoveMode } from '../../model/mech';
import { MOVE_MODE_PAST } from '../../movement/modes';
import { movementHeat } from '../../movement/modifiers';
import { pilotingCheck } from '../../pilot/checks';
import { fallDown } from '../../pilot/fall';
import { canAct } from '../../pilot/status';
import { coolDownCheck } from '../heat/coolDown';
import { moveAtMoment } from './moveAtMoment';
import type { MechMovement, Movements } from './movements';
import { targetMovementTerm } from './movements';
import { occupancy } from './occupancy';
import type { RoundPlan } from '../sequence/plan';

/** The TN of the gyro check a mech with a damaged gyro makes when it moves. */
const GYRO_CHECK_BASE = 5;

/** What each mech actually did in the movement step (a mech that could not act stood still). */
type ExecutedMoves = Readonly<Record<string, { readonly mode: MoveMode; readonly evasive: boolean }>>;

/**
 * The movement step, in sheet order: each mech able to act makes its
 * planned move — a prone mech standing up stays in its hex — and adds its movement
 * heat. A mech with a damaged gyro that moves checks at TN 5 + modifiers or
 * falls. A mech declaring a cool-down check makes it here instead of moving (R-V.2).
 * Mechs that cannot act stand still in their hex; a mech whose move would now end where such a
 * mech still stands does not move and stands still too (R-2.8, MoveEvent `blocked`). One whose
 * path such an enemy or wreck now bars goes around it if it can (R-2.8a, MoveEvent `detour`),
 * else stands still the same way. A blocked mech keeps a declared Evasive stance (R-2.8b).
 */
export function movementPhase(ctx: RoundContext, plan: RoundPlan): ExecutedMoves {
  ctx.step = 'movement';
  const executed: Record<string, { mode: MoveMode; evasive: boolean }> = {};
  const field = occupancy(ctx.battle);
  for (const mech of ctx.battle.mechs) {
    const move = plan.moves[mech.id];
    executed[mech.id] = { mode: 'stand', evasive: false };
    if (!move || !move.declared || !canAct(mech)) continue;
    if (move.coolDown) {
      // R-V.2: the check instead of moving; the mech stands still and logs no move.
      coolDownCheck(ctx, mech.id);
      continue;
    }
    const from = mech.position;
    const now = moveAtMoment(ctx.battle, ctx.rules, mech, move, field);
    if (now.kind === 'blocked') {
      // R-2.8a: planned when the other mech was to leave; it could not, so this mech stands still.
      // R-2.8b: standing still is its AMM, TMM and heat; the Evasive stance it declared holds.
      executed[mech.id] = { mode: 'stand', evasive: move.evasive };
      const blocked = { by: now.by, at: now.at, ...(now.destination ? { destination: now.destination } : {}) };
      ctx.events.push({
        type: 'move',
        mech: mech.id,
        mode: move.mode,
        from,
        to: from,
        hexes: 0,
        evasive: move.evasive,
        standUp: false,
        blocked,
      });
      continue;
    }
    const hexes = now.kind === 'detour' ? now.hexes : move.hexes;
    executed[mech.id] = { mode: move.mode, evasive: move.evasive };
    if (move.standUp && mech.prone) {
      mech.prone = false;
      ctx.events.push({ type: 'status', mech: mech.id, status: 'stood', reason: 'spent its movement standing up' });
    } else {
      mech.position = move.to;
      field.moveTo(mech.id, move.to);
    }
    ctx.events.push({
      type: 'move',
      mech: mech.id,
      mode: move.mode,
      from,
      to: mech.position,
      hexes,
      evasive: move.evasive,
      standUp: move.standUp,
      ...(now.kind === 'detour' ? { detour: now.around } : {}),
    });
    const heat = movementHeat(move.mode, hexes);
    if (heat > 0)
      (ctx.heatGenerated[mech.id] = ctx.heatGenerated[mech.id] ?? []).push({
        label: MOVE_MODE_PAST[move.mode],
        value: heat,
      });
    if (move.mode !== 'stand' && mech.crits.gyroHits >= 1) {
      const reason = `gyro damaged: ${MOVE_MODE_PAST[move.mode]}`;
      const ok = pilotingCheck(ctx, mech.id, {
        reason,
        base: GYRO_CHECK_BASE,
        baseLabel: 'gyro',
        movementRelated: true,
      });
      if (!ok) fallDown(ctx, mech.id, 'failed the gyro check');
    }
  }
  return executed;
}

/**
 * The movements attackers see once everyone has moved: what each mech did, where it
 * stands now, and its TMM from its state now (a mech that fell is prone: TMM 0).
 */
export function movementsAfter(ctx: RoundContext, executed: ExecutedMoves): Movements {
  const out: Record<string, MechMovement> = {};
  for (const mech of ctx.battle.mechs) {
    const done = executed[mech.id] ?? { mode: 'stand', evasive: false };
    out[mech.id] = {
      mode: done.mode,
      evasive: done.evasive,
      position: mech.position,
      tmm: targetMovementTerm(mech, done.mode, ctx.rules),
    };
  }
  return out;
}
