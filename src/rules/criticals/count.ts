import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { Location } from '../model/location';

/**
 * Counts one critical effect on the mech (the wreck roll of R-V.3 reads the count) and logs it
 * with the seed's effect name and what it did. Called before the effect's consequences are
 * applied, so the log reads cause first.
 */
export function countCritical(
  ctx: RoundContext,
  mechId: string,
  location: Location,
  effect: string,
  detail: string,
): void {
  mechById(ctx, mechId).crits.count += 1;
  ctx.events.push({ type: 'critical', mech: mechId, location, effect, detail });
}
