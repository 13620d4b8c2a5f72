/**
 * The ways the target advisor weighs firing a weapon that has modes: an Ultra
 * autocannon plain or `(ultra)`, a Rotary plain or 2 to 6 shots, an LB-X slugs or `(cluster)`. An
 * SRM's `(inferno)` is not among them: it does no damage, and the advisor weighs damage.
 */
import { checkDistribution } from '../dice/probability';
import type { WeaponSpec } from '../model/weapon';
import { ROTARY_MAX_SHOTS, type WeaponMode } from '../model/weaponMode';
import type { AttackTargetNumberResult } from '../round/attacks/attackTargetNumber';

/**
 * The modes weighed beside the plain weapon. A Rotary's `(1 shot)` is left out: it is the plain
 * shot with a chance to jam.
 * @example advisedModes(Rotary AC/5) → (2 shots) … (6 shots)
 */
export function advisedModes(spec: WeaponSpec): WeaponMode[] {
  if (spec.rule === 'Ultra') return [{ kind: 'ultra' }];
  if (spec.rule === 'LB-X') return [{ kind: 'cluster' }];
  if (spec.rule !== 'Rotary') return [];
  const out: WeaponMode[] = [];
  for (let shots = 2; shots <= ROTARY_MAX_SHOTS; shots++) out.push({ kind: 'rotary', shots });
  return out;
}

/** an attack in a mode jams its weapon on a natural 2 — the chance its roll totals 2, when it is rolled. */
export function jamChanceOf(attack: AttackTargetNumberResult, mode: WeaponMode | undefined): number {
  if (!attack.ok || !attack.rollable || (mode?.kind !== 'ultra' && mode?.kind !== 'rotary')) return 0;
  return checkDistribution(attack.mode)[2];
}
