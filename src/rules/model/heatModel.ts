import type { RulesOptions } from './rules';

/**
 * What a heat model says of heat outside its two phases — the questions every step of a round
 * and every view asks of the Rules tab's Heat model. The phases themselves (start and end of
 * the round) are the strategy objects of `round/sequence/variants.ts`, which carry these
 * answers too; a step asks `heatModelOf(rules)` and never compares the setting by hand.
 */
export interface HeatModelTraits {
  /** The heat scale acts: MP and to-hit penalties, shutdown and restart, ammo rolls. */
  readonly usesHeatScale: boolean;
  /** Mechs have a Size, overheat above it (R-V.1) and may declare "Cool down" (R-V.2). */
  readonly coolsDown: boolean;
}

/** Each heat model's answers, by the Rules tab's Heat model. */
export const HEAT_MODEL_TRAITS: Readonly<Record<RulesOptions['heatModel'], HeatModelTraits>> = {
  standard: { usesHeatScale: true, coolsDown: false },
  cooldown: { usesHeatScale: false, coolsDown: true },
};

/** The answers of the campaign's heat model. */
export function heatModelOf(rules: Pick<RulesOptions, 'heatModel'>): HeatModelTraits {
  return HEAT_MODEL_TRAITS[rules.heatModel];
}
