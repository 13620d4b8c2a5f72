/**
 * The Freebie, Melee and Angle cells of an attack line as the reader takes them:
 * each blank, a value, or a problem on its cell with the word most likely meant.
 */
import type { AttackDeclaration, MeleeAngle, MeleeDeclaration } from '../../rules/model/declarations';
import type { MechState } from '../../rules/model/mech';
import type { RulesOptions } from '../../rules/model/rules';
import type { WeaponSpec } from '../../rules/model/weapon';
import { findWeapon, weaponNames } from '../../rules/charts/weapons';
import { noShotsMessage, shotsLeft } from '../../rules/mech/ammo';
import { didYouMean, nearest } from '../../rules/text/nearest';
import { describeGot, isBlank, normalize } from '../tab/cells';
import { ANGLE_CHOICES, MELEE_CHOICES } from '../schema/choices';
import type { RowReader } from '../tab/rowReader';

export type Catalog = Readonly<Record<string, WeaponSpec>>;

/** How many of each weapon a mech can fire: not destroyed nor jammed, in a location still standing. */
export function workingWeapons(mech: MechState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of mech.equipment) {
    if (e.kind !== 'weapon' || e.destroyed || e.jammed || mech.destroyedLocations.indexOf(e.location) >= 0) continue;
    out[e.name] = (out[e.name] ?? 0) + 1;
  }
  return out;
}

/**
 * Why a mech cannot fire `weapon` `fired` times this round for want of shots, or undefined:
 * its working bins of that kind hold none, or fewer than the rows fire.
 */
export function shotsShortfall(mech: MechState, weapon: WeaponSpec, fired: number): string | undefined {
  const left = shotsLeft(mech, weapon);
  if (left >= fired) return undefined;
  if (left === 0) return noShotsMessage(mech, weapon);
  return `${mech.id}'s ${weapon.name} bins hold ${left} ${left === 1 ? 'shot' : 'shots'}, and its rows fire it ${fired} times (R-19.2)`;
}

/** How many of a mech's weapons of a name are jammed and not otherwise lost. */
export function jammedCount(mech: MechState, weapon: string): number {
  return mech.equipment.filter(
    (e) =>
      e.kind === 'weapon' &&
      e.name === weapon &&
      e.jammed &&
      !e.destroyed &&
      mech.destroyedLocations.indexOf(e.location) < 0,
  ).length;
}

export function carried(mech: MechState, weapon: string): number {
  return mech.equipment.filter((e) => e.kind === 'weapon' && e.name === weapon).length;
}

/** The Melee words a typo may be taken for. */
const MELEE_WORDS = [...MELEE_CHOICES, 'Death from Above'];

/** `Fast`, `Fast x2` (also `2x Fast`, `2 Fast`), `Strong`, `DFA` / `Death from Above`. */
export function parseMelee(text: string): { kind: MeleeDeclaration['kind']; count?: number } | undefined {
  const t = normalize(text).replace(/×/g, 'x').replace(/\s+/g, ' ');
  if (t === 'fast') return { kind: 'fast', count: 1 };
  // The count before or after, with an x or without, spaced or not: `Fast x2`, `2x Fast`, `2 Fast`.
  if (/^(fast ?x ?2|2 ?x ?fast|2 fast|fast 2)$/.test(t)) return { kind: 'fast', count: 2 };
  if (t === 'strong') return { kind: 'strong' };
  if (t === 'dfa' || t === 'death from above') return { kind: 'dfa' };
  return undefined;
}

/** The Freebie cell: undefined when blank, null after reporting a problem. */
export function readFreebie(
  r: RowReader,
  attacker: MechState | undefined,
  weapons: AttackDeclaration['weapons'] | undefined,
  catalog: Catalog,
  rules: RulesOptions,
  state: { freebieRow?: number } | undefined,
): string | undefined | null {
  if (r.blank('freebie')) return undefined;
  const spec = findWeapon(catalog, r.text('freebie'));
  if (!spec) {
    r.report(
      'freebie',
      'unknown_weapon',
      `Freebie ${describeGot(r.raw('freebie'))} is not a weapon of the Catalog${didYouMean(nearest(r.text('freebie'), weaponNames(catalog)))}`,
    );
    return null;
  }
  if (!rules.playersAdvantage) {
    r.report('freebie', 'no_freebie', "Freebie: Players' advantage is off on the Rules tab, so nobody has a freebie");
    return null;
  }
  if (!attacker) return null;
  if (attacker.side !== 'PC') {
    r.report('freebie', 'no_freebie', `Freebie: only PCs have a freebie (R-5.1); ${attacker.id} is an NPC`);
    return null;
  }
  if (state && state.freebieRow !== undefined) {
    r.report(
      'freebie',
      'second_freebie',
      `Freebie: ${attacker.id} already names its freebie on row ${state.freebieRow + 1}; one a round (R-5.1)`,
    );
    return null;
  }
  if (state) state.freebieRow = r.row;
  const firedHere =
    weapons === 'all'
      ? (workingWeapons(attacker)[spec.name] ?? 0) > 0
      : Array.isArray(weapons) && weapons.indexOf(spec.name) >= 0;
  if (!firedHere && weapons !== undefined) {
    const where =
      weapons === 'all' ? `${attacker.id} has no working ${spec.name}` : `it is not among this row's Weapons`;
    r.report(
      'freebie',
      'freebie_not_fired',
      `Freebie ${spec.name}: ${where}; the freebie must be one of the weapons fired at this target`,
    );
    return null;
  }
  return spec.name;
}

/** Melee and Angle cells: undefined when there is no melee, null after reporting a problem. */
export function readMelee(r: RowReader): MeleeDeclaration | undefined | null {
  const angleCell = r.raw('angle');
  if (r.blank('melee')) {
    if (!isBlank(angleCell)) {
      r.report(
        'angle',
        'angle_without_melee',
        `Angle ${describeGot(angleCell)} is set but Melee is blank: choose Fast, Fast x2, Strong or DFA, or clear Angle`,
      );
      return null;
    }
    return undefined;
  }
  const melee = parseMelee(r.text('melee'));
  if (!melee) {
    r.report(
      'melee',
      'bad_melee',
      `Melee must be Fast, Fast x2, Strong or DFA (Death from Above), got ${describeGot(r.raw('melee'))}${didYouMean(nearest(r.text('melee'), MELEE_WORDS))}`,
    );
    return null;
  }
  if (melee.kind === 'dfa') {
    const angle = isBlank(angleCell) ? 'High' : r.choice('angle', ANGLE_CHOICES);
    if (angle === undefined) return null;
    if (angle !== 'High') {
      r.report('angle', 'bad_angle', 'Angle: Death from Above always strikes High (R-12.3), got "Low"');
      return null;
    }
    return { kind: 'dfa', angle: 'high' };
  }
  if (isBlank(angleCell)) {
    r.report(
      'angle',
      'bad_angle',
      `Angle must be High or Low for a ${melee.kind === 'fast' ? 'Fast' : 'Strong'} attack, got nothing`,
    );
    return null;
  }
  const angle = r.choice('angle', ANGLE_CHOICES);
  if (angle === undefined) return null;
  return {
    kind: melee.kind,
    angle: angle.toLowerCase() as MeleeAngle,
    ...(melee.count !== undefined ? { count: melee.count } : {}),
  };
}
