// with: the damage rolls the attack step asks the players for together with the
// to-hit rolls, because they are made whatever else happens (hitDamageRequests): the freebie's,
// and those of a typed to-hit roll that hits — cluster, hit location per group, a Flamer's heat.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { Roll } from '../../../src/rules/dice/dice';
import { rollKey, type RollRequest } from '../../../src/rules/dice/requests';
import type { MountedWeapon } from '../../../src/rules/mech/weapons';
import type { WeaponMode } from '../../../src/rules/model/weaponMode';
import { firedInMode } from '../../../src/rules/model/weaponMode';
import type { AttackTargetNumberResult } from '../../../src/rules/round/attacks/attackTargetNumber';
import { attackTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import { hitDamageRequests, type LineBeforeFire } from '../../../src/rules/round/attacks/damageWave';
import { duel, npcRules } from './helpers';

/** Two faces making `total`. */
const roll = (total: number): Roll => {
  const first = Math.min(6, total - 1);
  return { faces: [first, total - first], kept: [first, total - first], total };
};

/** Hunter's weapon (Equipment line 0, right arm) at Prey 3 hexes away: its TN, with `other` added. */
function tnOf(weapon: MountedWeapon, other = 0): AttackTargetNumberResult {
  return attackTargetNumber(duel(), [], 'Hunter', 'Prey', weapon.spec, {
    rules: npcRules,
    equipmentLocation: 'RA',
    ...(other ? { gmOther: other } : {}),
  });
}

function mounted(name: string, mode?: WeaponMode): MountedWeapon {
  const spec = STANDARD_CATALOG[name];
  return mode ? { index: 0, location: 'RA', spec: firedInMode(spec, mode), mode } : { index: 0, location: 'RA', spec };
}

/**
 * The words of the damage rolls asked ahead for one line firing `weapon`, with the rolls typed so
 * far (by their words) and whether the weapon is the freebie.
 */
function asked(
  weapon: MountedWeapon,
  typed: Record<string, number>,
  more: Partial<Omit<LineBeforeFire, 'attack'>> & { other?: number; coolDown?: boolean; ams?: boolean } = {},
): string[] {
  const line: LineBeforeFire = {
    attack: {
      line: 0,
      attacker: 'Hunter',
      target: 'Prey',
      weapons: [weapon],
      unreachable: [],
      other: more.other ?? 0,
      ...(more.coolDown ? { coolDown: true } : {}),
    },
    weapons: more.weapons ?? [tnOf(weapon, more.other)],
    shots: [{ line: 0, shot: 1 }],
    blocked: more.blocked ?? false,
    isFreebie: more.isFreebie ?? (() => false),
    bonus: more.bonus ?? (() => 0),
  };
  const peek = (r: RollRequest) => (typed[rollKey(r)] !== undefined ? roll(typed[rollKey(r)]) : undefined);
  return hitDamageRequests([line], { peek }, () => more.ams === true).map((r) => rollKey(r));
}

const laser = mounted('Medium Laser');
const toHit = (weapon: string) => `Hunter: ${weapon} #1 at Prey — to-hit`;

describe('R-5.1 a freebie hits without a roll: its damage rolls are asked from the start', () => {
  it('Medium Laser freebie: its hit location', () => {
    expect(asked(laser, {}, { isFreebie: () => true })).toEqual(['Hunter: Medium Laser #1 at Prey — hit location']);
  });

  it('a freebie at TN 13 hits too', () => {
    expect(asked(laser, {}, { isFreebie: () => true, other: 11 })).toEqual([
      'Hunter: Medium Laser #1 at Prey — hit location',
    ]);
  });
});

describe('R-0.5 a typed to-hit roll decides whether the damage rolls are asked', () => {
  // Medium Laser at Prey: TN 2 (3 gunnery − 1 stood still); +5 GM other: TN 7.
  it('typed 7 against TN 7: a hit, its location asked', () => {
    expect(asked(laser, { [toHit('Medium Laser')]: 7 }, { other: 5 })).toEqual([
      'Hunter: Medium Laser #1 at Prey — hit location',
    ]);
  });

  it('typed 6 against TN 7: a miss, nothing asked', () => {
    expect(asked(laser, { [toHit('Medium Laser')]: 6 }, { other: 5 })).toEqual([]);
  });

  it('not typed yet: nothing asked', () => {
    expect(asked(laser, {}, { other: 5 })).toEqual([]);
  });

  it('TN 13: never rolled, so nothing follows it, even with a 12 typed', () => {
    expect(asked(laser, { [toHit('Medium Laser')]: 12 }, { other: 11 })).toEqual([]);
  });

  it('a line that makes no attack (its attacker shut down, its target gone): nothing asked, even for the freebie', () => {
    expect(asked(laser, {}, { isFreebie: () => true, blocked: true })).toEqual([]);
  });

  it('a weapon with no TN (out of range, no shots): nothing asked', () => {
    const refused: AttackTargetNumberResult = {
      ok: false,
      problem: { code: 'attack/out_of_range', message: 'out of range' },
    };
    expect(asked(laser, {}, { isFreebie: () => true, weapons: [refused] })).toEqual([]);
  });
});

describe('R-8.3, R-8.1 a missile rack: its cluster roll, then a location per group once the groups are known', () => {
  it('LRM-5: always one group of 5 or fewer, so its location is asked with the cluster roll', () => {
    expect(asked(mounted('LRM-5'), {}, { isFreebie: () => true })).toEqual([
      'Hunter: LRM-5 #1 at Prey — cluster hits',
      'Hunter: LRM-5 #1 at Prey — hit location',
    ]);
  });

  it('LRM-10, cluster not typed: one group or two, so only the cluster roll is asked', () => {
    expect(asked(mounted('LRM-10'), {}, { isFreebie: () => true })).toEqual([
      'Hunter: LRM-10 #1 at Prey — cluster hits',
    ]);
  });

  it('LRM-10, cluster typed 8 (6 missiles): two groups, a location each', () => {
    expect(
      asked(mounted('LRM-10'), { 'Hunter: LRM-10 #1 at Prey — cluster hits': 8 }, { isFreebie: () => true }),
    ).toEqual([
      'Hunter: LRM-10 #1 at Prey — cluster hits',
      'Hunter: LRM-10 #1 at Prey — hit location, group 1',
      'Hunter: LRM-10 #1 at Prey — hit location, group 2',
    ]);
  });

  it('R-18.5: LRM-10 with an Artemis IV, cluster typed 3: read as 5, 6 missiles, two groups (3 missiles without it)', () => {
    expect(
      asked(
        mounted('LRM-10'),
        { 'Hunter: LRM-10 #1 at Prey — cluster hits': 3 },
        { isFreebie: () => true, bonus: () => 2 },
      ),
    ).toEqual([
      'Hunter: LRM-10 #1 at Prey — cluster hits',
      'Hunter: LRM-10 #1 at Prey — hit location, group 1',
      'Hunter: LRM-10 #1 at Prey — hit location, group 2',
    ]);
    expect(
      asked(mounted('LRM-10'), { 'Hunter: LRM-10 #1 at Prey — cluster hits': 3 }, { isFreebie: () => true }),
    ).toEqual(['Hunter: LRM-10 #1 at Prey — cluster hits', 'Hunter: LRM-10 #1 at Prey — hit location']);
  });

  it('R-18.6: at a mech whose anti-missile system may engage, the groups wait for the step', () => {
    expect(asked(mounted('LRM-5'), {}, { isFreebie: () => true, ams: true })).toEqual([
      'Hunter: LRM-5 #1 at Prey — cluster hits',
    ]);
  });

  it('R-18.4: a Streak SRM-2 rolls no cluster: both missiles hit, a location each', () => {
    expect(asked(mounted('Streak SRM-2'), {}, { isFreebie: () => true })).toEqual([
      'Hunter: Streak SRM-2 #1 at Prey — hit location, group 1',
      'Hunter: Streak SRM-2 #1 at Prey — hit location, group 2',
    ]);
  });
});

describe('R-13.2 a Flamer hit: its location, then its heat', () => {
  it('Flamer freebie', () => {
    expect(asked(mounted('Flamer'), {}, { isFreebie: () => true })).toEqual([
      'Hunter: Flamer #1 at Prey — hit location',
      'Hunter: Flamer #1 at Prey — heat',
    ]);
  });
});

describe('R-18.8 an inferno salvo that hits does no damage: only its heat is asked', () => {
  it('SRM-2 firing inferno, the freebie: no cluster, no location, its heat', () => {
    expect(asked(mounted('SRM-2', { kind: 'inferno' }), {}, { isFreebie: () => true })).toEqual([
      'Hunter: SRM-2 #1 at Prey — heat',
    ]);
  });
});

describe('R-V.2 a cool-down line attacks nothing', () => {
  it('no damage roll is asked for it', () => {
    expect(asked(laser, {}, { isFreebie: () => true, coolDown: true })).toEqual([]);
  });
});
