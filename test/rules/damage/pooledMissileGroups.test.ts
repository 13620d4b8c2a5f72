// an ATM's hits are pooled: every missile's damage (2 each) is added up, then landed in 5-point groups.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { missileGroups } from '../../../src/rules/damage/groups';

describe('R-8.1 a pooled rack lands its damage in groups of 5 points', () => {
  it('6 ATM missiles at 2 damage each are 12 points: groups of 5, 5 and 2', () => {
    expect(missileGroups(STANDARD_CATALOG['Clan ATM-6'], 6)).toEqual([5, 5, 2]);
  });
});
