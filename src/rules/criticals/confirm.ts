import { roll2d6 } from '../dice/dice';
import type { RoundContext } from '../engine/context';
import type { Location } from '../model/location';
import { LOCATION_NAMES } from '../model/location';
import { mod } from '../model/targetNumber';
import { resolveCritical } from './effects';

/** 2d6 needed to confirm a critical chance. */
export const CRITICAL_CONFIRM_TN = 8;

/**
 * A critical chance in `location`: roll 2d6 ≥ 8 to confirm (RollEvent `critConfirm`), then
 * the 1d6 effect of `resolveCritical`. Returns whether it was confirmed.
 */
export function rollCriticalChance(ctx: RoundContext, mechId: string, location: Location): boolean {
  const roll = roll2d6(ctx.dice);
  const success = roll.total >= CRITICAL_CONFIRM_TN;
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'critConfirm',
    mech: mechId,
    roll,
    tn: { modifiers: [mod('base', CRITICAL_CONFIRM_TN, 'critical')] },
    success,
    result: success ? 'critical hit' : 'no critical',
    reason: LOCATION_NAMES[location],
  });
  if (success) resolveCritical(ctx, mechId, location);
  return success;
}
