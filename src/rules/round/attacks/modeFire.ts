/**
 * What firing a weapon in a mode adds to a plain shot: the shots of ammunition it takes, and
 * the jam a natural 2 on an Ultra's or Rotary's attack roll gives it.
 */
import { returnShot, takeShot, type ShotTaken } from '../../mech/ammo';
import type { MechState } from '../../model/mech';
import type { WeaponSpec } from '../../model/weapon';
import type { WeaponMode } from '../../model/weaponMode';
import type { Roll } from '../../model/roll';

type Taken = Exclude<ShotTaken, 'not counted' | 'empty'>;

/**
 * Takes `count` shots for `weapon` (R-19.1: ultra mode two, a Rotary one per shot fired), each from
 * the first bin with shots left. `empty` when the bins hold fewer (what was taken goes back);
 * `not counted` when its bins are not counted.
 */
export function takeShots(mech: MechState, weapon: WeaponSpec, count: number): Taken[] | 'not counted' | 'empty' {
  const taken: Taken[] = [];
  for (let i = 0; i < count; i++) {
    const shot = takeShot(mech, weapon);
    if (shot === 'not counted') return shot;
    if (shot === 'empty') {
      for (const t of taken) returnShot(mech, t);
      return shot;
    }
    taken.push(shot);
  }
  return taken;
}

/** a natural 2 on the attack roll of an Ultra or Rotary fired in a mode jams it for the rest of the battle. */
export function jamsOn(roll: Roll, mode: WeaponMode | undefined): boolean {
  return (mode?.kind === 'ultra' || mode?.kind === 'rotary') && roll.total === 2;
}
