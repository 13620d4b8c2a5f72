import type { MechState } from '../../model/mech';
import type { RulesOptions } from '../../model/rules';
import { heatModelOf } from '../../model/heatModel';

/** The largest Size of the cool-down heat variant (R-V.1). */
const MAX_SIZE = 5;

/**
 * A mech's Size by tonnage when its Mechs row leaves Size blank (R-V.1): under 40 t = 1,
 * 40–55 t = 2, 60–75 t = 3, 80–95 t = 4, 100 t and up = 5. Tonnages between the steps of 5
 * (a house 57 t mech) fall to the lower band. Size 0 is only ever typed in by the GM.
 * @example sizeFromTonnage(55) === 2; sizeFromTonnage(60) === 3
 */
export function sizeFromTonnage(tonnage: number): number {
  if (tonnage < 40) return 1;
  if (tonnage < 60) return 2;
  if (tonnage < 80) return 3;
  if (tonnage < 100) return 4;
  return MAX_SIZE;
}

/** The mech's Size (R-V.1): the Mechs row's Size (0–5), else by tonnage. */
export function mechSize(mech: MechState): number {
  return mech.size ?? sizeFromTonnage(mech.tonnage);
}

/**
 * Whether the mech is overheating (R-V.1): only under the cool-down heat model, when its heat
 * exceeds its Size (the seed's table: size 3 overheats on 4+). Derived from heat every time it
 * is asked, so a cool-down check that brings heat down ends it at once (R-V.2).
 * @example a size 3 mech at heat 4 under the cool-down model → true; under the standard model → false
 */
export function isOverheating(mech: MechState, rules: RulesOptions): boolean {
  return heatModelOf(rules).coolsDown && mech.heat > mechSize(mech);
}

/** `heat 4 over size 3`: the words every overheating message uses. */
export function heatOverSize(mech: MechState): string {
  return `heat ${mech.heat} over size ${mechSize(mech)}`;
}
