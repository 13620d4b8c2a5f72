import type { MechState } from '../model/mech';
import { equipmentWorks } from './condition';

/** Heat a listed sink dissipates: its capacity, or 2 for a sink named double, else 1. */
function sinkCapacity(name: string, capacity: number | undefined): number {
  if (capacity !== undefined) return capacity;
  return /double/i.test(name) ? 2 : 1;
}

/**
 * Heat the mech sinks this round: the record's capacity (`heatSinks`, every sink
 * working) less the capacity of each listed sink that is destroyed or sits in a lost location —
 * a destroyed single sink counts 0 instead of 1, a destroyed double 0 instead of 2. Never below 0.
 * @example Griffin, 16 sinks, 2 in the left leg destroyed → 14
 */
export function workingHeatSinks(mech: MechState): number {
  let lost = 0;
  mech.equipment.forEach((item, i) => {
    if (item.kind === 'heatSink' && !equipmentWorks(mech, i)) lost += sinkCapacity(item.name, item.capacity);
  });
  return Math.max(0, mech.heatSinks - lost);
}
