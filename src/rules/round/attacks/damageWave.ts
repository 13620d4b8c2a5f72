import type { Dice } from '../../dice/dice';
import type { RollRequest } from '../../dice/requests';
import { groupNumber, hitLocationRequest } from '../../damage/apply';
import { clusterBonus, clusterRequest, missileGroups, modifiedClusterRoll } from '../../damage/groups';
import { tnTotal } from '../../model/targetNumber';
import type { WeaponSpec } from '../../model/weapon';
import { clusterHits } from '../../charts/cluster';
import { heatsOnly } from '../../model/weaponMode';
import { isMissileAttack } from './antiMissile';
import type { AttackTargetNumberResult } from './attackTargetNumber';
import type { PlannedAttack } from '../sequence/plan';
import { externalHeatRequest, weaponToHitRequest, type AttackShot } from './rangedAttack';

/** What the attack step knows of one line before it fires (see attackPhase). */
export interface LineBeforeFire {
  readonly attack: PlannedAttack;
  readonly weapons: readonly AttackTargetNumberResult[];
  readonly shots: readonly AttackShot[];
  /** The line makes no attack: its attacker cannot, or its target was gone before the step. */
  readonly blocked: boolean;
  readonly isFreebie: (weaponIndex: number) => boolean;
  /** The cluster roll bonus of the line's k-th weapon: its Artemis IV. */
  readonly bonus: (k: number) => number;
}

/**
 * The damage rolls of the attack step that are made whatever else happens in it, as far as the
 * rolls typed so far tell (R-0.5, "typed rolls only"): fire is simultaneous, so every
 * weapon that hits — a freebie, or a typed to-hit roll that meets its TN — rolls its cluster
 * (missile racks, R-8.3), then a hit location for each damage group (R-8.1: every group rolls,
 * even on a mech destroyed meanwhile), then a Flamer's heat. A rack's groups are known
 * once its cluster roll is typed, or from the start when every cluster roll lands as many. Criticals, wounds and
 * piloting checks depend on the damage
 * before them, and are asked one at a time as the round reaches them.
 *
 * Weapons only: a melee hit's follow-ups are asked as the round reaches them.
 */
export function hitDamageRequests(
  lines: readonly LineBeforeFire[],
  dice: Required<Pick<Dice, 'peek'>>,
  amsMayEngage: (mech: string) => boolean = () => false,
): RollRequest[] {
  const out: RollRequest[] = [];
  for (const line of lines) {
    if (line.blocked || line.attack.coolDown) continue;
    const { attacker, target } = line.attack;
    line.attack.weapons.forEach((w, k) => {
      const tn = line.weapons[k];
      if (!tn || !tn.ok) return;
      const at = line.shots[k];
      if (!line.isFreebie(w.index)) {
        if (!tn.rollable) return;
        const toHit = dice.peek(weaponToHitRequest(attacker, target, w, tn, at));
        if (!toHit || toHit.total < tnTotal(tn.tn)) return;
      }
      const spec = w.spec;
      const source = { attacker, source: spec.name, shot: at.shot, table: 'front' as const };
      let groups = 1;
      if (heatsOnly(w.mode)) {
        // an inferno salvo does no damage, only its heat.
        groups = 0;
      } else if (spec.cluster && spec.rule === 'Streak') {
        // no cluster roll, every missile hits.
        groups = missileGroups(spec, spec.cluster.size).length;
      } else if (spec.cluster) {
        const cluster = clusterRequest(attacker, target, spec, at.shot);
        out.push(cluster);
        const rolled = dice.peek(cluster);
        const bonus = clusterBonus(spec, line.bonus(k));
        // which hit an anti-missile system meets is known only as the step fires; its
        // groups are asked for then.
        if (isMissileAttack(spec) && amsMayEngage(target)) return;
        const known = rolled ? groupCount(spec, rolled.total, bonus) : groupsWhatever(spec, bonus);
        // Until the cluster roll is typed, how many groups the rack lands is known only when
        // every roll lands as many (an LRM-5 always lands one group of 5 or fewer).
        if (known === undefined) return;
        groups = known;
      }
      for (let i = 0; i < groups; i++) out.push(hitLocationRequest(target, source, groupNumber(groups, i)));
      if (spec.heatsTarget) out.push(externalHeatRequest(attacker, target, spec.name, at.shot));
    });
  }
  return out;
}

function groupCount(spec: WeaponSpec, clusterRoll: number, bonus: number): number {
  if (!spec.cluster) return 1;
  return missileGroups(spec, clusterHits(spec.cluster.size, modifiedClusterRoll(clusterRoll, bonus))).length;
}

/**
 * The number of groups a missile rack's hit lands whatever its cluster roll (2 to 12), or undefined when the roll
 * decides it.
 */
function groupsWhatever(spec: WeaponSpec, bonus: number): number | undefined {
  const counts = new Set<number>();
  for (let roll = 2; roll <= 12; roll++) counts.add(groupCount(spec, roll, bonus));
  return counts.size === 1 ? [...counts][0] : undefined;
}
