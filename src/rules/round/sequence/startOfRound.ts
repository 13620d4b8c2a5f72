import type { RoundContext } from '../../engine/context';
import { consciousnessCheck } from '../../pilot/checks';
import type { HeatModel } from './variants';

/**
 * The start of the round, in sheet order: unconscious pilots wake — one knocked out
 * by life support by itself once its round is over, even in a mech destroyed since
 * (R-9.8a), any other in a standing mech by rolling the consciousness TN — then the
 * heat model applies heat effects.
 */
export function startOfRound(ctx: RoundContext, heat: HeatModel): void {
  ctx.step = 'start';
  const round = ctx.battle.round;
  for (const mech of ctx.battle.mechs) {
    const pilot = mech.pilot;
    if (pilot.status !== 'unconscious') continue;
    // R-9.8a: the knock-out lasts one round whatever else happens; the wreck does not keep its pilot out.
    if (pilot.unconsciousUntilRound !== undefined) {
      if (round > pilot.unconsciousUntilRound) {
        pilot.status = 'active';
        pilot.unconsciousUntilRound = undefined;
        ctx.events.push({ type: 'pilot', mech: mech.id, status: 'awake', reason: 'life support knock-out over' });
      }
      continue;
    }
    if (mech.destroyed) continue;
    consciousnessCheck(ctx, mech.id, 'wake');
  }
  heat.startOfRound(ctx);
}
