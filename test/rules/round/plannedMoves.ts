// Planned moves for the round tests: what a mech's orders become before the movement phase.
import type { MechState } from '../../../src/rules/model/mech';
import type { PlannedMove } from '../../../src/rules/round/sequence/plan';

/** A planned stand-still for `m` (its own hex), outflanking `target` when given. */
export function stay(m: MechState, target?: string): PlannedMove {
  return {
    mech: m.id,
    mode: 'stand',
    from: m.position,
    to: m.position,
    hexes: 0,
    evasive: false,
    standUp: false,
    declared: true,
    ...(target !== undefined ? { outflank: target } : {}),
  };
}
