// a weapon's own to-hit terms: its Catalog modifier, named for it, and −1 for a working targeting
// computer when it fires directly.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { weaponModifiers } from '../../../src/rules/mech/fireControl';
import { makeMech } from '../../support/mechs';

describe('R-18.1, R-18.9 the weapon terms', () => {
  it('a Medium Pulse Laser on a mech with a targeting computer: "-2 Medium Pulse Laser" and "-1 targeting computer"', () => {
    const mech = makeMech({
      equipment: [
        { name: 'Medium Pulse Laser', location: 'RA' },
        { name: 'Targeting Computer', kind: 'other', location: 'LT' },
      ],
    });
    expect(weaponModifiers(mech, STANDARD_CATALOG['Medium Pulse Laser'])).toEqual([
      { source: 'weapon', value: -2, label: 'Medium Pulse Laser' },
      { source: 'targetingComputer', value: -1, label: 'targeting computer' },
    ]);
  });
});
