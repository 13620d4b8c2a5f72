import { hitChance } from '../dice/probability';
import type { MechState } from '../model/mech';
import { tnTotal, type TargetNumber } from '../model/targetNumber';
import { consciousnessTarget } from './checks';

/**
 * What the start of the round will make of a mech's pilot, seen before it is played —
 * what the sheet's TN column and the sidebar say about an unconscious pilot's orders:
 * - `active`: awake; nothing to roll.
 * - `wakes`: knocked out by life support for a round that is over: wakes by itself.
 * - `roll`: rolls to wake at `tn`; the mech acts only if the roll succeeds.
 * - `stays`: knocked out by life support until after `untilRound`: out this whole round.
 * - `gone`: dead or out of the battle.
 */
type WakeOutlook =
  | { readonly kind: 'active' }
  | { readonly kind: 'wakes' }
  | { readonly kind: 'roll'; readonly tn: TargetNumber; readonly total: number; readonly chance: number }
  | { readonly kind: 'stays'; readonly untilRound: number }
  | { readonly kind: 'gone' };

/**
 * The outlook of `mech`'s pilot for round `round`, as startOfRound will play it.
 * @example an unconscious pilot with 2 wounds → `{ kind: 'roll', total: 5, chance: 30/36 }` (3 + 2 for the second
 * wound)
 */
export function wakeOutlook(mech: MechState, round: number): WakeOutlook {
  const pilot = mech.pilot;
  if (pilot.status === 'active') return { kind: 'active' };
  if (pilot.status !== 'unconscious') return { kind: 'gone' };
  if (pilot.unconsciousUntilRound !== undefined) {
    return round > pilot.unconsciousUntilRound
      ? { kind: 'wakes' }
      : { kind: 'stays', untilRound: pilot.unconsciousUntilRound };
  }
  const tn = consciousnessTarget(pilot.wounds);
  const total = tnTotal(tn);
  return { kind: 'roll', tn, total, chance: hitChance(total) };
}
