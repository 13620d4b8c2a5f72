// the anti-missile system is an `Other:` row of the Equipment tab: a row typed with stray spaces around
// the name is still the system.
import { describe, expect, it } from 'vitest';
import { hasWorkingAms } from '../../../src/rules/round/attacks/antiMissile';
import { makeMech } from '../../support/mechs';

describe('R-18.6 an AMS row is read by its name, spaces around it aside', () => {
  it('" Anti-Missile System " fed by " AMS Ammo " can fire', () => {
    const mech = makeMech({
      equipment: [
        { name: ' Anti-Missile System ', kind: 'other', location: 'CT' },
        { name: ' AMS Ammo ', kind: 'other', location: 'CT' },
      ],
    });
    expect(hasWorkingAms(mech)).toBe(true);
  });
});
