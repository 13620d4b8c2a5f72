import type { RoundContext } from '../../engine/context';
import type { HeatModelTraits } from '../../model/heatModel';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import { COOLDOWN_HEAT_MODEL } from '../heat/heatCooldown';
import { STANDARD_HEAT_MODEL } from '../heat/heatStandard';
import { wreckPhase } from './wrecks';

/**
 * A heat model: what heat does at the start of a round and how the end-of-round heat phase
 * runs, chosen by `rules.heatModel`: `standard` is R-13.3/R-13.4 (heatStandard.ts), `cooldown`
 * the variant of R-V.1 (heatCooldown.ts). The cool-down checks of R-V.2 are declarations, made in
 * the movement and attack steps (coolDown.ts). What a model says of heat outside its phases
 * (`HeatModelTraits`) every step asks through `heatModelOf`.
 */
export interface HeatModel extends HeatModelTraits {
  /** Heat effects at the start of the round: shutdown, restart, ammo explosion. */
  readonly startOfRound: (ctx: RoundContext) => void;
  /** The end-of-round heat phase (R-13.1–, or R-V.1): one HeatEvent per mech. */
  readonly endOfRound: (ctx: RoundContext) => void;
}

/** The heat models the engine can run, by the Rules tab's Heat model. */
export const HEAT_MODELS: Readonly<Partial<Record<RulesOptions['heatModel'], HeatModel>>> = {
  standard: STANDARD_HEAT_MODEL,
  cooldown: COOLDOWN_HEAT_MODEL,
};

/**
 * The wreck variant's end-of-round step (R-V.3, wrecks.ts), run after the heat phase when
 * `rules.wrecks` is on. Typed as optional so an engine without it refuses the switch
 * (`variantProblems`) rather than ignoring it.
 */
export const WRECK_PHASE: ((ctx: RoundContext) => void) | undefined = wreckPhase;

/** Rules switches this engine cannot honour yet: refused up front, never silently ignored. */
export function variantProblems(rules: RulesOptions): Problem[] {
  const out: Problem[] = [];
  if (!HEAT_MODELS[rules.heatModel]) {
    out.push({
      code: 'rules/heat_model_unavailable',
      message: `The "${rules.heatModel}" heat model (R-V.1) is not available yet: set the heat model to standard on the Rules tab.`,
    });
  }
  if (rules.wrecks && !WRECK_PHASE) {
    out.push({
      code: 'rules/wrecks_unavailable',
      message: 'The wreck variant (R-V.3) is not available yet: turn Wrecks off on the Rules tab.',
    });
  }
  return out;
}
