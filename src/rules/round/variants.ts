import type { RoundContext } from '../engine/context';
import type { Problem } from '../model/problem';
import type { RulesOptions } from '../model/rules';
import { STANDARD_HEAT_MODEL } from './heatStandard';

/**
 * A heat model: what heat does at the start of a round and how the end-of-round heat phase
 * runs. `standard` is; the cool-down variant (R-V.1, R-V.2) plugs in here as
 * another entry, chosen by `rules.heatModel`.
 */
export interface HeatModel {
  /** Heat effects at the start of the round: shutdown, restart, ammo explosion. */
  readonly startOfRound: (ctx: RoundContext) => void;
  /** The end-of-round heat phase: one HeatEvent per mech. */
  readonly endOfRound: (ctx: RoundContext) => void;
}

/** The heat models the engine can run. The cool-down variant of R-V.1 is not written yet. */
export const HEAT_MODELS: Readonly<Partial<Record<RulesOptions['heatModel'], HeatModel>>> = {
  standard: STANDARD_HEAT_MODEL,
};

/**
 * The wreck variant's end-of-round step (R-V.3), run after the heat phase when
 * `rules.wrecks` is on. Not written yet: undefined, and a round with wrecks on is refused
 * with a problem rather than resolved without them.
 */
export const WRECK_PHASE: ((ctx: RoundContext) => void) | undefined = undefined;

/** Rules switches this engine cannot honour yet: refused up front, never silently ignored. */
export function variantProblems(rules: RulesOptions): Problem[] {
  const out: Problem[] = [];
  if (!HEAT_MODELS[rules.heatModel]) {
    out.push({ code: 'rules/heat_model_unavailable', message: `The "${rules.heatModel}" heat model (R-V.1) is not available yet: set the heat model to standard on the Rules tab.` });
  }
  if (rules.wrecks && !WRECK_PHASE) {
    out.push({ code: 'rules/wrecks_unavailable', message: 'The wreck variant (R-V.3) is not available yet: turn Wrecks off on the Rules tab.' });
  }
  return out;
}
