import type { Roll } from '../../dice/dice';
import { throwRoll } from '../../dice/dice';
import type { RoundContext } from '../../engine/context';
import { mechById } from '../../engine/context';
import { resolveCritical } from '../../criticals/effects';
import { applyPendingHits } from '../../damage/apply';
import { INWARD, isLocationDestroyed } from '../../damage/locations';
import type { Location } from '../../model/location';
import { LOCATION_NAMES, hitLocationName } from '../../model/location';
import type { MechState } from '../../model/mech';
import type { Modifier, TargetNumber } from '../../model/targetNumber';
import { mod, tnTotal } from '../../model/targetNumber';
import { canAct } from '../../pilot/status';
import { hitLocation2d6 } from '../../charts/hitLocation';
import { heatOverSize, isOverheating, mechSize } from './overheating';

/** No dice: a TN of 13 or more cannot succeed and is not rolled. */
const NO_ROLL: Roll = { faces: [], kept: [], total: 0 };

/**
 * Heat each mech lost to successful cool-down checks this round, and how many checks did it, for
 * the heat phase's line (R-V.1). Kept beside the round's context, not in it: the context is shared
 * by every rule, and only the cool-down model needs this.
 */
const dropsByRound = new WeakMap<RoundContext, Record<string, { heat: number; checks: number }>>();

/** Heat `mechId` has lost to cool-down checks so far this round (0 when none). */
export function coolDownDrops(ctx: RoundContext, mechId: string): number {
  return dropsByRound.get(ctx)?.[mechId]?.heat ?? 0;
}

/** How many successful cool-down checks `mechId` has made this round. */
export function coolDownChecks(ctx: RoundContext, mechId: string): number {
  return dropsByRound.get(ctx)?.[mechId]?.checks ?? 0;
}

/**
 * The cool-down check's TN (R-V.2, R-0.3): Piloting + 1 per point of the mech's current heat
 * + 1 per wound — the check is a piloting skill check, and puts wounds on every one.
 * @example Piloting 4, heat 4, no wounds → 4 piloting + 4 heat = 8 (the seed's example)
 */
export function coolDownTarget(mech: MechState): TargetNumber {
  const terms: Modifier[] = [mod('piloting', mech.pilot.piloting, 'piloting')];
  const wounds = mech.pilot.wounds;
  if (wounds > 0) terms.push(mod('wounds', wounds, wounds === 1 ? 'wound' : 'wounds'));
  terms.push(mod('heat', mech.heat, 'heat'));
  return { modifiers: terms };
}

/**
 * A cool-down check (R-V.2), made instead of moving (movement step) or instead of attacking
 * (attack step): 2d6 ≥ the TN of `coolDownTarget`; a TN of 13+ fails unrolled.
 * Success lowers heat by (margin + 1), never below 0, and an overheating mech brought to its
 * Size or less is no longer overheating (status `cooled`). Failure while overheating is a
 * critical hit: a Front hit location (2d6; a destroyed location passes inward as damage does,
 * ) and straight to the 1d6 effect, no confirmation roll. A mech that cannot act
 * when its turn comes (destroyed, pilot out cold, R-11.2) makes no check. Returns success.
 * Example (seed): size 3, Piloting 4, heat 4 → TN 8; a 5 fails and crits; a 9 drops heat by 2 to 2.
 */
export function coolDownCheck(ctx: RoundContext, mechId: string): boolean {
  const mech = mechById(ctx, mechId);
  if (!canAct(mech)) return false;
  const overheating = isOverheating(mech, ctx.rules);
  const heat = mech.heat;
  const size = mechSize(mech);
  const tn = coolDownTarget(mech);
  const reason = overheating ? `overheating: ${heatOverSize(mech)}` : `heat ${heat}, size ${size}`;
  const rollable = tnTotal(tn) < 13;
  const roll = rollable ? throwRoll(ctx.dice, { purpose: 'coolDown', mech: mechId, dice: '2d6' }) : NO_ROLL;
  const success = rollable && roll.total >= tnTotal(tn);
  const after = success ? Math.max(0, heat - (roll.total - tnTotal(tn) + 1)) : heat;
  const result = success
    ? `heat ${heat} → ${after}`
    : !rollable
      ? 'cannot succeed (TN 13+)'
      : overheating
        ? 'critical hit'
        : 'no effect';
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'coolDown',
    mech: mechId,
    roll,
    tn,
    success,
    result,
    reason,
  });
  if (success) {
    mech.heat = after;
    const drops = dropsByRound.get(ctx) ?? {};
    const mine = drops[mechId] ?? { heat: 0, checks: 0 };
    drops[mechId] = { heat: mine.heat + (heat - after), checks: mine.checks + 1 };
    dropsByRound.set(ctx, drops);
    if (overheating && !isOverheating(mech, ctx.rules)) {
      ctx.events.push({ type: 'status', mech: mechId, status: 'cooled', reason: `heat ${after}, size ${size}` });
    }
  } else if (overheating) {
    coolDownCritical(ctx, mechId);
  }
  return success;
}

/** R-V.2's critical hit: a Front hit location, passed inward past destroyed locations, then the 1d6 effect. */
function coolDownCritical(ctx: RoundContext, mechId: string): void {
  const roll = throwRoll(ctx.dice, { purpose: 'hitLocation', mech: mechId, weapon: 'cool-down critical', dice: '2d6' });
  const hit = hitLocation2d6(roll.total, 'front');
  const mech = mechById(ctx, mechId);
  let location: Location = hit.location;
  while (isLocationDestroyed(mech, location) && INWARD[location] !== null) location = INWARD[location] as Location;
  const moved = location !== hit.location ? `, destroyed: critical in the ${LOCATION_NAMES[location]}` : '';
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'hitLocation',
    mech: mechId,
    roll,
    result: `${hitLocationName(hit)}${moved}`,
    reason: 'failed cool-down check',
  });
  applyPendingHits(ctx, resolveCritical(ctx, mechId, location));
}
