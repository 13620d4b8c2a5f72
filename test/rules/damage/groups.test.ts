import { describe, expect, it } from 'vitest';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { splitIntoGroups, weaponDamageGroups } from '../../../src/rules/damage/groups';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

function ctxWith(faces: number[]) {
  return makeContext(
    makeBattle([makeMech({ id: 'Griffin', tonnage: 55 }), makeMech({ id: 'Rifleman', tonnage: 60 })]),
    faces,
  );
}

describe('R-8.1 damage groups of 5', () => {
  it('R-8.1: 22 points (a Griffin DFA) split into 5, 5, 5, 5, 2', () => {
    expect(splitIntoGroups(22)).toEqual([5, 5, 5, 5, 2]);
  });

  it('R-8.1: 4 points (a 45 t fall) are one group of 4; 10 are two of 5; nothing is no group', () => {
    expect(splitIntoGroups(4)).toEqual([4]);
    expect(splitIntoGroups(10)).toEqual([5, 5]);
    expect(splitIntoGroups(0)).toEqual([]);
  });

  it('R-8.1: other group sizes', () => {
    expect(splitIntoGroups(7, 2)).toEqual([2, 2, 2, 1]);
  });
});

describe('R-8.1 weapon hits', () => {
  it('R-8.1: a Large Laser lands one group of 8 and rolls no dice', () => {
    const ctx = ctxWith([]);
    expect(weaponDamageGroups(ctx, 'Griffin', 'Rifleman', STANDARD_CATALOG['Large Laser'])).toEqual([8]);
    expect(ctx.events).toEqual([]);
  });
});

describe('R-8.3 cluster roll', () => {
  it('R-8.3: LRM-15 rolling 9 → 12 missiles → groups 5, 5, 2 (seed)', () => {
    const ctx = ctxWith(facesForTotals(9));
    expect(weaponDamageGroups(ctx, 'Griffin', 'Rifleman', STANDARD_CATALOG['LRM-15'])).toEqual([5, 5, 2]);
    const [roll] = rollsOf(ctx, 'cluster');
    expect(roll).toMatchObject({ mech: 'Griffin', target: 'Rifleman', weapon: 'LRM-15', result: '12 missiles' });
    expect(roll.roll.total).toBe(9);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-8.3: SRM-6 rolling 8 → 4 missiles → four groups of 2 (seed)', () => {
    const ctx = ctxWith(facesForTotals(8));
    expect(weaponDamageGroups(ctx, 'Griffin', 'Rifleman', STANDARD_CATALOG['SRM-6'])).toEqual([2, 2, 2, 2]);
    expect(rollsOf(ctx, 'cluster')[0].result).toBe('4 missiles');
  });

  it('R-8.3: LRM-5 rolling 2 → 1 missile, one group of 1', () => {
    const ctx = ctxWith(facesForTotals(2));
    expect(weaponDamageGroups(ctx, 'Griffin', 'Rifleman', STANDARD_CATALOG['LRM-5'])).toEqual([1]);
    expect(rollsOf(ctx, 'cluster')[0].result).toBe('1 missile');
  });

  it('R-8.3: LRM-20 rolling 11 → all 20 missiles in four groups of 5', () => {
    const ctx = ctxWith(facesForTotals(11));
    expect(weaponDamageGroups(ctx, 'Griffin', 'Rifleman', STANDARD_CATALOG['LRM-20'])).toEqual([5, 5, 5, 5]);
  });
});
