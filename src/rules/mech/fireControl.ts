/**
 * What a mech's fire control gives its weapons: a working targeting computer −1 to hit with
 * direct-fire weapons, a working Artemis IV +2 to its launcher's cluster roll.
 * Both are `Other:` rows of the Equipment tab; a destroyed one, or one in a destroyed
 * location, gives nothing.
 */
import { TARGETING_COMPUTER, artemisLauncher } from '../charts/equipmentList';
import type { MechState } from '../model/mech';
import type { WeaponSpec } from '../model/weapon';
import type { Modifier } from '../model/targetNumber';
import { mod } from '../model/targetNumber';
import { equipmentWorks } from './condition';

/** The cluster roll bonus of an Artemis IV. */
export const ARTEMIS_BONUS = 2;

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether the mech carries a working targeting computer. */
export function hasTargetingComputer(mech: MechState): boolean {
  return mech.equipment.some(
    (e, i) => e.kind === 'other' && sameName(e.name, TARGETING_COMPUTER) && equipmentWorks(mech, i),
  );
}

/**
 * The weapon's own to-hit terms: its Catalog modifier (`-2 Medium Pulse Laser`),
 * and −1 for a working targeting computer when it is a direct-fire weapon.
 */
export function weaponModifiers(attacker: MechState, weapon: WeaponSpec): Modifier[] {
  const out: Modifier[] = [];
  if (weapon.toHit) out.push(mod('weapon', weapon.toHit, weapon.name));
  if (weapon.directFire && hasTargetingComputer(attacker)) out.push(mod('targetingComputer', -1, 'targeting computer'));
  return out;
}

/**
 * Whether the launcher on equipment line `index` has a working Artemis IV: the k-th
 * `Artemis IV (LRM-20)` row serves the k-th LRM-20 of the mech, in Equipment order.
 */
export function hasArtemis(mech: MechState, index: number): boolean {
  const launcher = mech.equipment[index];
  if (!launcher || launcher.kind !== 'weapon') return false;
  const nth = mech.equipment
    .slice(0, index)
    .filter((e) => e.kind === 'weapon' && sameName(e.name, launcher.name)).length;
  const served = mech.equipment
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.kind === 'other' && sameName(artemisLauncher(e.name) ?? '', launcher.name));
  const artemis = served[nth];
  return artemis !== undefined && equipmentWorks(mech, artemis.i);
}
