// a roll is named well enough to tell it from every other of the round: a critical check says which
// location it is about, after the words for its purpose.
import { describe, expect, it } from 'vitest';
import { rollKey } from '../../../src/rules/dice/requests';
import { sealedDiceSeed } from '../../../src/rules/dice/seal';
import { seedFromText } from '../../../src/rules/dice/seeded';

describe('R-0.5 a roll about a location names it', () => {
  it('"Atlas: critical check, Left Torso"', () => {
    expect(rollKey({ purpose: 'critConfirm', mech: 'Atlas', about: 'Left Torso', dice: '2d6' })).toBe(
      'Atlas: critical check, Left Torso',
    );
  });
});

describe('sealed dice roll as a fixed Dice seed of the same text would (docs/dice-and-seeds.md)', () => {
  it('the revealed seed gives the PRNG seed its text gives', () => {
    expect(sealedDiceSeed('Tukayyid round 3')).toBe(seedFromText('Tukayyid round 3'));
    expect(typeof sealedDiceSeed('x')).toBe('number');
  });
});
