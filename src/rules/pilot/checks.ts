import { throwRoll } from '../dice/dice';
import type { Roll } from '../dice/dice';
import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { RollPurpose } from '../model/events';
import type { Modifier, TargetNumber } from '../model/targetNumber';
import { mod, tnTotal } from '../model/targetNumber';

/** No dice: the log shows an empty roll for a check that could not succeed. */
const NO_ROLL: Roll = { faces: [], kept: [], total: 0 };

interface PilotingCheckOptions {
  /** Why the check is made: `knockdown: 27 damage`, `Death from Above`, `gyro`. */
  readonly reason: string;
  /** Terms beyond skill and wounds, e.g. `+2 Death from Above`. */
  readonly modifiers?: readonly Modifier[];
  /** Leg actuator hits add +1 each to checks related to movement. */
  readonly movementRelated?: boolean;
  /** A fixed number replacing the Piloting skill: the gyro's 5, the ammo explosion's 7. */
  readonly base?: number;
  /** How the base appears in the breakdown; default `piloting`, or `base` when `base` is given. */
  readonly baseLabel?: string;
  /** Log purpose; default `piloting` (`ammoExplosionSurvival` for ). */
  readonly purpose?: RollPurpose;
}

/**
 * A piloting check: 2d6 ≥ Piloting (or `base`) + 1 per wound (R-0.3) + 1 per leg actuator hit
 * when movement-related (R-10.3) + `modifiers`. A TN of 13+ fails without a roll;
 * so does an unconscious, dead or ejected pilot (Total Warfare: an unconscious MechWarrior
 * fails every piloting roll; the seed is silent). Logs one RollEvent; returns success.
 * The caller applies the consequence (usually `fallDown`).
 * Example: Blackjack, Piloting 4, 1 wound, +2 DFA → TN 7; a 6 fails (seed melee example 3).
 */
export function pilotingCheck(ctx: RoundContext, mechId: string, opts: PilotingCheckOptions): boolean {
  const mech = mechById(ctx, mechId);
  const pilot = mech.pilot;
  const terms: Modifier[] = [
    opts.base === undefined
      ? mod('piloting', pilot.piloting, opts.baseLabel ?? 'piloting')
      : mod('base', opts.base, opts.baseLabel ?? 'base'),
  ];
  if (pilot.wounds > 0) terms.push(mod('wounds', pilot.wounds, pilot.wounds === 1 ? 'wound' : 'wounds'));
  if (opts.movementRelated) {
    const legHits = mech.crits.actuatorHits.LL + mech.crits.actuatorHits.RL;
    if (legHits > 0) terms.push(mod('actuators', legHits, 'leg actuator hits'));
  }
  for (const m of opts.modifiers ?? []) terms.push(m);
  const tn: TargetNumber = { modifiers: terms };
  const purpose = opts.purpose ?? 'piloting';

  if (pilot.status !== 'active') {
    ctx.events.push({
      type: 'roll',
      step: ctx.step,
      purpose,
      mech: mechId,
      roll: NO_ROLL,
      tn,
      success: false,
      result: `fails: pilot ${pilot.status}`,
      reason: opts.reason,
    });
    return false;
  }
  if (tnTotal(tn) >= 13) {
    ctx.events.push({
      type: 'roll',
      step: ctx.step,
      purpose,
      mech: mechId,
      roll: NO_ROLL,
      tn,
      success: false,
      result: 'cannot succeed (TN 13+)',
      reason: opts.reason,
    });
    return false;
  }
  const roll = throwRoll(ctx.dice, { purpose, mech: mechId, dice: '2d6' });
  const success = roll.total >= tnTotal(tn);
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose,
    mech: mechId,
    roll,
    tn,
    success,
    result: success ? 'passed' : 'failed',
    reason: opts.reason,
  });
  return success;
}

/** The consciousness / wake TN: 3 for the first wound, +2 for each further one. */
export function consciousnessTarget(wounds: number): TargetNumber {
  return { modifiers: [mod('base', 3, 'consciousness'), mod('wounds', 2 * Math.max(0, wounds - 1), 'further wounds')] };
}

/**
 * Rolls to stay conscious after a wound (`consciousness`) or to wake at the start of a round
 * (`wake`): 2d6 ≥ 3 + 2 × (wounds − 1), no wound penalty on top. Applies the outcome:
 * a failed `consciousness` roll knocks the pilot out, a passed `wake` roll wakes them (PilotEvent).
 * Only an active pilot rolls for consciousness and only an unconscious one rolls to wake; any
 * other pilot rolls nothing and the result is whether the pilot is now active.
 * Example: first wound, roll 6 ≥ 3 → stays conscious (seed melee example 3).
 */
export function consciousnessCheck(ctx: RoundContext, mechId: string, purpose: 'consciousness' | 'wake'): boolean {
  const pilot = mechById(ctx, mechId).pilot;
  const eligible = purpose === 'consciousness' ? 'active' : 'unconscious';
  if (pilot.status !== eligible) return pilot.status === 'active';
  const tn = consciousnessTarget(pilot.wounds);
  const roll = throwRoll(ctx.dice, { purpose, mech: mechId, dice: '2d6' });
  const success = roll.total >= tnTotal(tn);
  const reading =
    purpose === 'consciousness' ? (success ? 'conscious' : 'unconscious') : success ? 'awake' : 'still unconscious';
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose,
    mech: mechId,
    roll,
    tn,
    success,
    result: reading,
    reason: `${pilot.wounds} ${pilot.wounds === 1 ? 'wound' : 'wounds'}`,
  });
  if (purpose === 'consciousness' && !success) {
    pilot.status = 'unconscious';
    ctx.events.push({ type: 'pilot', mech: mechId, status: 'unconscious', reason: 'failed consciousness roll' });
  } else if (purpose === 'wake' && success) {
    pilot.status = 'active';
    pilot.unconsciousUntilRound = undefined;
    ctx.events.push({ type: 'pilot', mech: mechId, status: 'awake', reason: 'woke up' });
  }
  return success;
}

/**
 * The end-of-round life support roll: 2d6 ≥ 6, or the pilot passes out for the next
 * round (`unconsciousUntilRound` = next round; the round engine wakes them after it).
 * Only an active pilot in a mech with damaged life support rolls; returns whether the pilot
 * is still active.
 */
export function lifeSupportCheck(ctx: RoundContext, mechId: string): boolean {
  const mech = mechById(ctx, mechId);
  if (!mech.crits.lifeSupport || mech.destroyed || mech.pilot.status !== 'active')
    return mech.pilot.status === 'active';
  const tn: TargetNumber = { modifiers: [mod('base', 6, 'life support')] };
  const roll = throwRoll(ctx.dice, { purpose: 'lifeSupport', mech: mechId, dice: '2d6' });
  const success = roll.total >= 6;
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'lifeSupport',
    mech: mechId,
    roll,
    tn,
    success,
    result: success ? 'conscious' : 'passes out',
    reason: 'life support damaged',
  });
  if (!success) {
    mech.pilot.status = 'unconscious';
    mech.pilot.unconsciousUntilRound = ctx.battle.round + 1;
    ctx.events.push({
      type: 'pilot',
      mech: mechId,
      status: 'unconscious',
      reason: 'life support: passes out for 1 round',
    });
  }
  return success;
}
