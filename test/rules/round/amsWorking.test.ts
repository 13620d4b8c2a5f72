// an anti-missile system fires only with a working system and working AMS ammunition, each found by its
// name in any case and spacing.
import { describe, expect, it } from 'vitest';
import { hasWorkingAms } from '../../../src/rules/round/attacks/antiMissile';
import { makeMech } from '../../support/mechs';

describe('R-18.6 a working anti-missile system', () => {
  it('named in another case, with spaces around it, beside its ammunition: it fires', () => {
    const mech = makeMech({
      equipment: [
        { name: '  anti-missile system ', kind: 'other', location: 'LT' },
        { name: 'AMS Ammo', kind: 'other', location: 'LT' },
      ],
    });
    expect(hasWorkingAms(mech)).toBe(true);
  });

  it('ammunition and a targeting computer but no system: it does not', () => {
    const mech = makeMech({
      equipment: [
        { name: 'AMS Ammo', kind: 'other', location: 'LT' },
        { name: 'Targeting Computer', kind: 'other', location: 'RT' },
      ],
    });
    expect(hasWorkingAms(mech)).toBe(false);
  });
});
