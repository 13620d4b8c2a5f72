import type { MechState, MoveMode } from '../model/mech';
import type { RulesOptions } from '../model/rules';
import { runMP, sprintMP } from '../movement/modifiers';
import { disabledLegs, equipmentWorks, isImmobile } from './condition';
import { heatEffects } from './heatEffects';

/**
 * Current Walk MP: record Walk MP less the heat-scale reduction, halved
 * (rounded down) while a leg is disabled; 0 when immobile.
 * @example Griffin, Walk 5, heat 5 → 4; with a disabled leg too → 2
 */
export function currentWalkMP(mech: MechState, rules: RulesOptions): number {
  if (isImmobile(mech)) return 0;
  const walk = Math.max(0, mech.walkMP - heatEffects(mech, rules).mpReduction);
  return disabledLegs(mech) > 0 ? Math.floor(walk / 2) : walk;
}

/** Current Run MP: always ceil(1.5 × current Walk MP). The TMM reads it. */
export function currentRunMP(mech: MechState, rules: RulesOptions): number {
  return runMP(currentWalkMP(mech, rules));
}

/** Current Sprint MP: 2 × current Walk MP (seed "Sprinting", R-2.1). */
export function currentSprintMP(mech: MechState, rules: RulesOptions): number {
  return sprintMP(currentWalkMP(mech, rules));
}

/**
 * Current Jump MP: record Jump MP less one per listed jump jet destroyed or lost with its
 * location (seed criticals "Equipment Destroyed"); 0 when immobile. Heat does not lower it
 * (Total Warfare: heat slows walking and running only).
 */
export function currentJumpMP(mech: MechState): number {
  if (isImmobile(mech)) return 0;
  let lost = 0;
  mech.equipment.forEach((item, i) => {
    if (item.kind === 'jumpJet' && !equipmentWorks(mech, i)) lost++;
  });
  return Math.max(0, mech.jumpMP - lost);
}

/** The MP a movement mode allows this mech now (R-2.5; docs/rules.md §2, its table). */
export function modeMP(mech: MechState, mode: MoveMode, rules: RulesOptions): number {
  switch (mode) {
    case 'stand':
      return 0;
    case 'walk':
      return currentWalkMP(mech, rules);
    case 'run':
      return currentRunMP(mech, rules);
    case 'sprint':
      return currentSprintMP(mech, rules);
    case 'jump':
      return currentJumpMP(mech);
  }
}
