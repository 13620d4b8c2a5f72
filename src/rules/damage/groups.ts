import { throwRoll } from '../dice/dice';
import type { RollRequest } from '../dice/requests';
import type { RoundContext } from '../engine/context';
import type { WeaponSpec } from '../model/weapon';
import { clusterHits } from '../charts/cluster';

/**
 * Splits damage into groups of `groupSize`, the last one the rest (R-8.1):
 * `splitIntoGroups(22)` → [5, 5, 5, 5, 2]. Zero or less gives no group.
 */
export function splitIntoGroups(total: number, groupSize = 5): number[] {
  const groups: number[] = [];
  let left = Math.floor(total);
  while (left > 0) {
    const g = Math.min(groupSize, left);
    groups.push(g);
    left -= g;
  }
  return groups;
}

/**
 * The damage groups of one weapon hit (R-8.1, R-8.3). A non-cluster weapon lands one group of its
 * damage (`damage`: by range bracket for the weapons whose damage falls with range). A missile rack
 * rolls 2d6 on the cluster table (RollEvent `cluster`, result `12 missiles`), then groups its missiles
 * `missilesPerGroup` at a time, each group worth missiles × damage: LRM-15 rolling 9 → 12 missiles →
 * [5, 5, 2]; SRM-6 rolling 8 → 4 missiles → [2, 2, 2, 2]. `bonus` (an Artemis IV's +2, R-18.5, and a
 * rack's own, ATMs; an anti-missile system's −4, R-18.6) is added to the roll, within 2–12. A Streak rolls nothing: every missile hits (R-18.4).
 */
export function weaponDamageGroups(
  ctx: RoundContext,
  attacker: string,
  target: string,
  weapon: WeaponSpec,
  shot?: number,
  opts: { readonly bonus?: number; readonly damage?: number; readonly reason?: string } = {},
): number[] {
  if (!weapon.cluster) return [opts.damage ?? weapon.damage];
  if (weapon.rule === 'Streak') return missileGroups(weapon, weapon.cluster.size);
  const roll = throwRoll(ctx.dice, clusterRequest(attacker, target, weapon, shot));
  const bonus = clusterBonus(weapon, opts.bonus ?? 0);
  const missiles = clusterHits(weapon.cluster.size, modifiedClusterRoll(roll.total, bonus));
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'cluster',
    mech: attacker,
    target,
    weapon: weapon.name,
    roll,
    result: `${bonus > 0 ? `+${bonus}: ` : bonus < 0 ? `${bonus}: ` : ''}${clusterWords(weapon, missiles)}`,
    ...(opts.reason ? { reason: opts.reason } : {}),
  });
  return missileGroups(weapon, missiles);
}

/** `4 missiles`; for an Ultra or Rotary fired in a mode `2 of 2 shots hit` (R-18.2); LB-X cluster `7 pellets` (R-18.3). */
function clusterWords(weapon: WeaponSpec, hits: number): string {
  if ((weapon.rule === 'Ultra' || weapon.rule === 'Rotary') && weapon.cluster)
    return `${hits} of ${weapon.cluster.size} shots hit`;
  if (weapon.rule === 'LB-X') return `${hits} ${hits === 1 ? 'pellet' : 'pellets'}`;
  return `${hits} ${hits === 1 ? 'missile' : 'missiles'}`;
}

/** A rack's cluster roll bonus: its own (ATMs +2) and `extra` (an Artemis IV's +2, R-18.5). */
export function clusterBonus(weapon: WeaponSpec, extra: number): number {
  return (weapon.cluster?.bonus ?? 0) + extra;
}

/** The cluster roll with its bonus, kept within the table's 2–12 (R-18.5: at most 12). */
export function modifiedClusterRoll(roll: number, bonus: number): number {
  return Math.max(2, Math.min(12, roll + bonus));
}

/** The cluster roll of a missile rack's hit (R-8.3). */
export function clusterRequest(attacker: string, target: string, weapon: WeaponSpec, shot?: number): RollRequest {
  return {
    purpose: 'cluster',
    mech: attacker,
    target,
    weapon: weapon.name,
    ...(shot !== undefined ? { shot } : {}),
    dice: '2d6',
  };
}

/**
 * The damage groups of `missiles` hits of a missile rack (R-8.1); a rack whose damage is pooled
 * (ATMs) lands it in groups of `pointsPerGroup` points.
 */
export function missileGroups(weapon: WeaponSpec, missiles: number): number[] {
  const points = weapon.cluster?.pointsPerGroup;
  if (points !== undefined) return splitIntoGroups(missiles * weapon.damage, points);
  const perGroup = weapon.cluster ? weapon.cluster.missilesPerGroup : 1;
  return splitIntoGroups(missiles, perGroup).map((n) => n * weapon.damage);
}
