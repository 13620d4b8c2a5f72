import { noShotsProblem, shotsLeft } from '../../mech/ammo';
import type { MechState } from '../../model/mech';
import type { PlannedAttack } from '../sequence/plan';
import type { AttackTargetNumberResult } from './attackTargetNumber';
import { modeShots } from '../../model/weaponMode';

/**
 * The weapons' TNs of each line with the shots shared out before the first is fired (R-19.1,
 * R-19.2): in the order the step fires them — lines in sheet order, weapons in Equipment order —
 * each weapon that will fire (a TN it can roll, or its line's freebie) takes a shot of its kind from
 * what its mech has left; one that finds none cannot fire, a problem in place of its TN. So the
 * rolls the step asks for at its start (R-14.4) are the rolls it throws. Blocked and cool-down
 * lines fire nothing.
 */
export function rationAmmo(
  attacks: readonly PlannedAttack[],
  numbers: readonly (readonly AttackTargetNumberResult[])[],
  byId: Readonly<Record<string, MechState>>,
  blocked: (attack: PlannedAttack) => boolean,
): AttackTargetNumberResult[][] {
  const left = new Map<string, number>();
  return attacks.map((attack, i) => {
    const line = numbers[i].slice();
    if (attack.coolDown || blocked(attack)) return line;
    const mech = byId[attack.attacker];
    attack.weapons.forEach((w, k) => {
      const tn = line[k];
      if (!w.spec.usesAmmo || !tn || !tn.ok || (!tn.rollable && attack.freebieIndex !== w.index)) return;
      const key = `${mech.id}\u0000${w.spec.name}`;
      const have = left.get(key) ?? shotsLeft(mech, w.spec);
      // Ultra mode takes two shots, a Rotary one per shot declared.
      const need = modeShots(w.mode);
      if (have >= need) left.set(key, have - need);
      else line[k] = { ok: false, problem: noShotsProblem(mech, w.spec) };
    });
    return line;
  });
}
