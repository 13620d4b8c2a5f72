import type { RoundContext } from '../../engine/context';
import type { MechState } from '../../model/mech';
import { coolDownChecks, coolDownDrops } from './coolDown';
import { heatInputs } from './heatInputs';
import { heatOverSize, isOverheating, mechSize } from './overheating';
import { HEAT_MODEL_TRAITS } from '../../model/heatModel';

/** Heat a mech sheds in the heat phase for standing in water, and for building up none (R-V.1). */
const WATER_COOLING = 1;
const IDLE_COOLING = 1;

/**
 * The cool-down heat model (R-V.1, R-V.2), replacing when the Rules tab's
 * Heat model is Cool-down. Heat sinks sink nothing and the heat scale does nothing: no MP or
 * to-hit cost, no shutdown, no heat ammo explosion (`heatEffects` gives none under this model).
 * Instead an overheating mech (heat > Size) may neither move nor attack until a cool-down check
 * (`coolDownCheck`) brings it down.
 * Start of round: a mech left shut down from the standard model restarts (this model has no shutdown).
 * End of round, in sheet order, for every mech still standing: heat += everything generated
 * (engine hits included) + external heat (R-13.2: flamer hits, 2d6 for ending in fire or lava);
 * then −1 in water and −1 if it built up no heat at all this round (external heat counts as built
 * up); never below 0. One HeatEvent whose `cooling` lists the cool-down checks and these −1s;
 * then an `overheating` status for every mech above its Size, or `cooled` for one that no
 * longer is.
 */
export const COOLDOWN_HEAT_MODEL = {
  ...HEAT_MODEL_TRAITS.cooldown,
  startOfRound(ctx: RoundContext): void {
    for (const mech of ctx.battle.mechs) {
      if (mech.destroyed || !mech.shutdown) continue;
      mech.shutdown = false;
      ctx.events.push({
        type: 'status',
        mech: mech.id,
        status: 'restarted',
        reason: 'the cool-down heat model has no shutdown (R-V.1)',
      });
    }
  },
  endOfRound(ctx: RoundContext): void {
    for (const mech of ctx.battle.mechs) {
      if (!mech.destroyed) heatPhase(ctx, mech);
    }
  },
};

function heatPhase(ctx: RoundContext, mech: MechState): void {
  const { generated, external, terrain } = heatInputs(ctx, mech);
  const wasOverheating = isOverheating(mech, ctx.rules);
  const dropped = coolDownDrops(ctx, mech.id);
  const cooling: { label: string; value: number }[] = [];
  if (dropped > 0)
    cooling.push({
      label: coolDownChecks(ctx, mech.id) === 1 ? 'cool-down check' : 'cool-down checks',
      value: dropped,
    });
  const builtUp = generated.reduce((s, g) => s + g.value, 0) + external;
  let heat = mech.heat + builtUp;
  const shed = (amount: number, label: string): void => {
    const value = Math.min(amount, heat);
    if (value <= 0) return;
    heat -= value;
    cooling.push({ label, value });
  };
  if ((terrain?.water ?? 0) > 0) shed(WATER_COOLING, 'in water');
  if (builtUp === 0) shed(IDLE_COOLING, 'no heat built up');
  const before = mech.heat + dropped;
  mech.heat = heat;
  ctx.events.push({
    type: 'heat',
    mech: mech.id,
    before,
    generated,
    sunk: cooling.reduce((s, c) => s + c.value, 0),
    floor: 0,
    external,
    after: heat,
    cooling,
  });
  const size = mechSize(mech);
  if (isOverheating(mech, ctx.rules)) {
    ctx.events.push({
      type: 'status',
      mech: mech.id,
      status: 'overheating',
      reason: `${heatOverSize(mech)}: cannot move or attack until a cool-down check brings its heat to ${size} or less`,
    });
  } else if (wasOverheating) {
    ctx.events.push({ type: 'status', mech: mech.id, status: 'cooled', reason: `heat ${heat}, size ${size}` });
  }
}
