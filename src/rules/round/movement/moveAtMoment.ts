import { sameHex } from '../../hex/distance';
import { cheapestPath } from '../../map/movementCost';
import type { Battle } from '../../model/battle';
import type { Hex } from '../../model/hex';
import type { MechState } from '../../model/mech';
import type { RulesOptions } from '../../model/rules';
import { modeMP } from '../../mech/speed';
import type { Occupancy } from './occupancy';
import type { PlannedMove } from '../sequence/plan';

/**
 * How a planned move goes at the moment the mech makes it (R-2.8, R-2.8a): as planned; by
 * another path, when an enemy or a wreck that was to leave stands on the planned one; or not at
 * all, when `by` stands in `at` — the hex it was to end in, or one on the way with no other path
 * that fits its MP (`destination` then names where it was going).
 */
type MoveAtMoment =
  | { readonly kind: 'planned' }
  | { readonly kind: 'detour'; readonly hexes: number; readonly around: { readonly by: string; readonly at: Hex } }
  | { readonly kind: 'blocked'; readonly by: string; readonly at: Hex; readonly destination?: Hex };

/**
 * Checks `move` against who stands where now (`field`, Mechs-tab order, R-14.2). Plans are made
 * with every earlier mech where it was to go; one that could not act, or was blocked itself,
 * still stands where it was. Any mech in the end hex blocks; on the way only an enemy
 * or a wreck does, and then the cheapest path legal now is taken if it fits the mode's MP (its
 * length is the hexes moved, R-2.6). A jump flies over what stands on the way.
 */
export function moveAtMoment(
  battle: Battle,
  rules: RulesOptions,
  mech: MechState,
  move: PlannedMove,
  field: Occupancy,
): MoveAtMoment {
  const from = mech.position;
  const to = move.to;
  if (!from || !to || sameHex(from, to)) return { kind: 'planned' };
  const inEndHex = field.standing(to, mech.id);
  if (inEndHex) return { kind: 'blocked', by: inEndHex.id, at: to };
  const impassable = field.impassable(mech);
  const onTheWay = move.path?.find(impassable);
  if (!onTheWay) return { kind: 'planned' };
  const by = (field.standing(onTheWay, mech.id) as MechState).id;
  const other = cheapestPath(battle.map, from, to, { maxCost: modeMP(mech, move.mode, rules), blocked: impassable });
  if (!other) return { kind: 'blocked', by, at: onTheWay, destination: to };
  return { kind: 'detour', hexes: other.path.length, around: { by, at: onTheWay } };
}
