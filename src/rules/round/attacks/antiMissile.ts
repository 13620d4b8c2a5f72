/**
 * The anti-missile system: the first missile attack that hits its mech in a round rolls its
 * cluster roll −4 (at least 2, as every cluster roll, R-18.5), and the system makes 1 heat. An
 * `Other: Anti-Missile System` row of the Equipment tab, fed by an `Other: AMS Ammo` row; both must
 * work (not destroyed, their location standing). Gator does not count AMS shots: `Other:` rows have
 * no Shots (R-19.1 counts the bins of Catalog weapons).
 */
import { ANTI_MISSILE_SYSTEM } from '../../charts/equipmentList';
import type { RoundContext } from '../../engine/context';
import { mechById } from '../../engine/context';
import { equipmentWorks } from '../../mech/condition';
import type { MechState } from '../../model/mech';
import type { WeaponSpec } from '../../model/weapon';

/** the cluster roll modifier of a missile attack the system engages. */
export const AMS_CLUSTER_MODIFIER = -4;

const AMS_AMMO = 'AMS Ammo';

function working(mech: MechState, name: string): boolean {
  const wanted = name.toLowerCase();
  return mech.equipment.some(
    (e, i) => e.kind === 'other' && e.name.trim().toLowerCase() === wanted && equipmentWorks(mech, i),
  );
}

/** Whether a mech's anti-missile system can fire: a working system with working ammunition. */
export function hasWorkingAms(mech: MechState): boolean {
  return working(mech, ANTI_MISSILE_SYSTEM) && working(mech, AMS_AMMO);
}

/**
 * Whether a hit by `spec` is a missile attack an AMS engages: a launcher rolling on the cluster table.
 * Not autocannons firing in a mode (Ultra, Rotary, LB-X), nor a Streak, which rolls no cluster.
 */
export function isMissileAttack(spec: WeaponSpec): boolean {
  return spec.cluster !== undefined && spec.rule === undefined;
}

/** Mechs whose AMS fired this round, by the round's context. */
const firedThisRound = new WeakMap<RoundContext, Set<string>>();

/**
 * The AMS modifier to the cluster roll of a missile attack that hit `target`: −4 when its AMS has
 * not fired yet this round (it fires now: 1 heat to `target`, R-13.1), else 0.
 */
export function antiMissileModifier(ctx: RoundContext, target: string, spec: WeaponSpec): number {
  if (!isMissileAttack(spec)) return 0;
  const fired = firedThisRound.get(ctx) ?? new Set<string>();
  firedThisRound.set(ctx, fired);
  if (fired.has(target) || !hasWorkingAms(mechById(ctx, target))) return 0;
  fired.add(target);
  (ctx.heatGenerated[target] = ctx.heatGenerated[target] ?? []).push({ label: ANTI_MISSILE_SYSTEM, value: 1 });
  return AMS_CLUSTER_MODIFIER;
}
