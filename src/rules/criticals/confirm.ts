import { fixedCheck } from '../engine/fixedCheck';
import type { RoundContext } from '../engine/context';
import type { PendingHit } from '../damage/hit';
import { NO_PENDING_HITS } from '../damage/hit';
import type { Location } from '../model/location';
import { LOCATION_NAMES } from '../model/location';
import { resolveCritical } from './effects';

/** 2d6 needed to confirm a critical chance. */
const CRITICAL_CONFIRM_TN = 8;

/**
 * A critical chance in `location`: roll 2d6 ≥ 8 to confirm (RollEvent `critConfirm`), then
 * the 1d6 effect of `resolveCritical`. Returns the damage the effect causes, still to land
 * (an engine's blast, R-9.4): none when the chance is not confirmed.
 */
export function rollCriticalChance(
  ctx: RoundContext,
  mechId: string,
  location: Location,
  attacker?: string,
): readonly PendingHit[] {
  const success = fixedCheck(ctx, mechId, {
    purpose: 'critConfirm',
    tn: CRITICAL_CONFIRM_TN,
    label: 'critical',
    reason: LOCATION_NAMES[location],
    pass: 'critical hit',
    fail: 'no critical',
    about: LOCATION_NAMES[location],
    ...(attacker !== undefined ? { owner: attacker } : {}),
  });
  return success ? resolveCritical(ctx, mechId, location, attacker) : NO_PENDING_HITS;
}
