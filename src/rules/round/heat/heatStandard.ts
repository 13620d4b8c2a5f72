import { fixedCheck } from '../../engine/fixedCheck';
import type { RoundContext } from '../../engine/context';
import { mechById } from '../../engine/context';
import { AMMO_EXPLOSION_SURVIVAL_TN } from '../../criticals/torso';
import type { Location } from '../../model/location';
import { LOCATION_NAMES } from '../../model/location';
import type { MechState } from '../../model/mech';
import { ammoLocations } from '../../mech/condition';
import { lowestShutdownLevel } from '../../mech/heatEffects';
import { workingHeatSinks } from '../../mech/heatSinks';
import { pilotingCheck } from '../../pilot/checks';
import { destroyMech, killPilot } from '../../pilot/status';
import { heatScaleRow } from '../../charts/heatScale';
import { ENGINE_HIT_HEAT, heatInputs } from './heatInputs';
import { HEAT_MODEL_TRAITS } from '../../model/heatModel';

/**
 * The standard heat model.
 * Start of round, in sheet order: a shut-down mech restarts when its heat is below the lowest
 * shutdown level; a running one rolls to avoid shutdown when its heat-scale row asks ('auto'
 * shuts it down); then, if the row asks and the mech carries working ammunition, it rolls to
 * avoid an ammo explosion — which is resolved as in the first location holding ammo.
 * End of round: Heat = max(5 × engine hits, Heat + generated − sinks) + external.
 */
export const STANDARD_HEAT_MODEL = {
  ...HEAT_MODEL_TRAITS.standard,
  startOfRound(ctx: RoundContext): void {
    for (const mech of ctx.battle.mechs) {
      if (mech.destroyed) continue;
      shutdownStep(ctx, mech);
      ammoStep(ctx, mech);
    }
  },
  endOfRound(ctx: RoundContext): void {
    for (const mech of ctx.battle.mechs) {
      if (!mech.destroyed) heatPhase(ctx, mech);
    }
  },
};

function shutdownStep(ctx: RoundContext, mech: MechState): void {
  const restartBelow = lowestShutdownLevel(ctx.rules);
  if (mech.shutdown) {
    if (mech.heat < restartBelow) {
      mech.shutdown = false;
      ctx.events.push({
        type: 'status',
        mech: mech.id,
        status: 'restarted',
        reason: `heat ${mech.heat} is below ${restartBelow}`,
      });
    }
    return;
  }
  const avoid = heatScaleRow(ctx.rules.heatScale, mech.heat).shutdownAvoid;
  if (avoid === null) return;
  if (avoid === 'auto') {
    mech.shutdown = true;
    ctx.events.push({
      type: 'status',
      mech: mech.id,
      status: 'shutdown',
      reason: `heat ${mech.heat}: automatic shutdown`,
    });
    return;
  }
  const success = fixedCheck(ctx, mech.id, {
    purpose: 'shutdown',
    tn: avoid,
    label: `avoid shutdown at heat ${mech.heat}`,
    reason: `heat ${mech.heat}`,
    pass: 'keeps running',
    fail: 'shuts down',
  });
  if (!success) {
    mech.shutdown = true;
    ctx.events.push({
      type: 'status',
      mech: mech.id,
      status: 'shutdown',
      reason: `heat ${mech.heat}: failed the shutdown roll`,
    });
  }
}

function ammoStep(ctx: RoundContext, mech: MechState): void {
  const avoid = heatScaleRow(ctx.rules.heatScale, mech.heat).ammoAvoid;
  const where = ammoLocations(mech);
  if (avoid === null || where.length === 0) return;
  const success = fixedCheck(ctx, mech.id, {
    purpose: 'heatAmmoExplosion',
    tn: avoid,
    label: `avoid ammo explosion at heat ${mech.heat}`,
    reason: `heat ${mech.heat}`,
    pass: 'no explosion',
    fail: `ammunition explodes in the ${LOCATION_NAMES[where[0]]}`,
  });
  if (!success) heatAmmoExplosion(ctx, mech.id, where[0]);
}

/**
 * A heat-induced ammo explosion (R-13.4 → ): the ammunition in `location` goes up, the
 * mech is destroyed, and the pilot must pass a piloting check at TN 7 or die (a PC who has not
 * allowed death is out of the battle instead, R-11.3).
 */
function heatAmmoExplosion(ctx: RoundContext, mechId: string, location: Location): void {
  const mech = mechById(ctx, mechId);
  const reason = `heat ammo explosion in the ${LOCATION_NAMES[location]}`;
  for (const item of mech.equipment) if (item.kind === 'ammo' && item.location === location) item.destroyed = true;
  ctx.events.push({ type: 'status', mech: mechId, status: 'exploded', reason });
  destroyMech(ctx, mechId, reason);
  const survived = pilotingCheck(ctx, mechId, {
    reason,
    base: AMMO_EXPLOSION_SURVIVAL_TN,
    baseLabel: 'ammo explosion',
    purpose: 'ammoExplosionSurvival',
  });
  if (!survived) killPilot(ctx, mechId, reason, 'out');
}

/** for one mech: add up, sink, floor, external; log a HeatEvent. */
function heatPhase(ctx: RoundContext, mech: MechState): void {
  const { generated, external } = heatInputs(ctx, mech);
  const engineHits = mech.crits.engineHits;
  const total = generated.reduce((s, g) => s + g.value, 0);
  const sinks = workingHeatSinks(mech);
  const floor = ENGINE_HIT_HEAT * engineHits;
  const before = mech.heat;
  const kept = Math.max(floor, before + total - sinks);
  const after = Math.max(0, kept + external);
  mech.heat = after;
  ctx.events.push({
    type: 'heat',
    mech: mech.id,
    before,
    generated,
    sunk: Math.max(0, before + total - kept),
    floor,
    external,
    after,
  });
}
