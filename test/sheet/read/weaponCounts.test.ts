// what a row may fire is counted over the mech's weapons only. An `Other:` item the GM names like a weapon
// (a broken-off Large Laser kept as a trophy) is neither a weapon the mech carries nor one that jams.
import { describe, expect, it } from 'vitest';
import { carried, jammedCount } from '../../../src/sheet/read/attackCells';
import { makeMech } from '../../support/mechs';

const mech = makeMech({
  id: 'Rifleman',
  equipment: [
    { name: 'Large Laser', location: 'RA' },
    { name: 'Large Laser', kind: 'other', location: 'LT', jammed: true },
    { name: 'AC/5', location: 'LA', jammed: true },
  ],
});

describe('R-18.2: weapons carried and jammed are counted by name, over weapons only', () => {
  it('an Other item named like a weapon is not carried as one', () => {
    expect(carried(mech, 'Large Laser')).toBe(1);
  });

  it('an Other item named like a weapon is not a jammed one', () => {
    expect(jammedCount(mech, 'Large Laser')).toBe(0);
    expect(jammedCount(mech, 'AC/5')).toBe(1);
  });
});
