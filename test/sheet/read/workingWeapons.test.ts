// the weapons a mech can fire this round, counted by name: not destroyed, not jammed, in a location still
// standing — and weapons only, not an `Other:` item the GM named like one.
import { describe, expect, it } from 'vitest';
import { workingWeapons } from '../../../src/sheet/read/attackCells';
import { makeMech } from '../../support/mechs';

describe('R-18.2: the working weapons of a mech', () => {
  it('every weapon not lost, jammed or in a destroyed location, by name', () => {
    const mech = makeMech({
      id: 'Rifleman',
      equipment: [
        { name: 'Large Laser', location: 'RA' },
        { name: 'Large Laser', location: 'LA', destroyed: true },
        { name: 'AC/5', location: 'RA' },
        { name: 'AC/5', location: 'LT', jammed: true },
        { name: 'Medium Laser', location: 'RT' },
      ],
    });
    expect(workingWeapons(mech)).toEqual({ 'Large Laser': 1, 'AC/5': 1, 'Medium Laser': 1 });
  });

  it('an Other item named like a weapon is no working weapon', () => {
    const mech = makeMech({
      id: 'Rifleman',
      equipment: [
        { name: 'Large Laser', location: 'RA' },
        { name: 'Large Laser', kind: 'other', location: 'LT' },
      ],
    });
    expect(workingWeapons(mech)).toEqual({ 'Large Laser': 1 });
  });
});
