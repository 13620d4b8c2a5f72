import { noShotsProblem, shotsLeft } from '../../mech/ammo';
import type { MechState } from '../../model/mech';
import type { WeaponSpec } from '../../model/weapon';
import type { PlannedAttack } from '../sequence/plan';
import type { AttackTargetNumberResult } from './attackTargetNumber';
import { modeShots } from '../../model/weaponMode';

/** The rationed TNs of each line, and the shots of each kind a mech still has once they are all fired. */
export interface Rationed {
  readonly lines: AttackTargetNumberResult[][];
  /** Shots of `weapon`'s kind `mech` has left after every rationed shot (R-19.2). */
  spare(mech: MechState, weapon: WeaponSpec): number;
}

/**
 * The weapons' TNs of each line with the shots shared out before the first is fired (R-19.1,
 * R-19.2): in the order the step fires them — lines in sheet order, weapons in Equipment order —
 * each weapon that will fire (a TN it can roll, or its line's freebie) takes a shot of its kind from
 * what its mech has left; one that finds none cannot fire, a problem in place of its TN. So the
 * rolls the step asks for at its start (R-14.4) are the rolls it throws. Blocked and cool-down
 * lines fire nothing. What is left is what a freebie Gator picks (R-5.3) may still take.
 */
export function rationAmmo(
  attacks: readonly PlannedAttack[],
  numbers: readonly (readonly AttackTargetNumberResult[])[],
  byId: Readonly<Record<string, MechState>>,
  blocked: (attack: PlannedAttack) => boolean,
): Rationed {
  const left = new Map<string, number>();
  const key = (mech: MechState, weapon: WeaponSpec) => `${mech.id}\u0000${weapon.name}`;
  const lines = attacks.map((attack, i) => {
    const line = numbers[i].slice();
    if (attack.coolDown || blocked(attack)) return line;
    const mech = byId[attack.attacker];
    attack.weapons.forEach((w, k) => {
      const tn = line[k];
      if (!w.spec.usesAmmo || !tn || !tn.ok || (!tn.rollable && attack.freebieIndex !== w.index)) return;
      const have = left.get(key(mech, w.spec)) ?? shotsLeft(mech, w.spec);
      // Ultra mode takes two shots, a Rotary one per shot declared.
      const need = modeShots(w.mode);
      if (have >= need) left.set(key(mech, w.spec), have - need);
      else line[k] = { ok: false, problem: noShotsProblem(mech, w.spec) };
    });
    return line;
  });
  return { lines, spare: (mech, weapon) => left.get(key(mech, weapon)) ?? shotsLeft(mech, weapon) };
}
