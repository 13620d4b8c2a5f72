// words typed into the Rolls tab's For column that name no roll a round could make are
// reported with the words most likely meant, or with none when nothing is close.
import { describe, expect, it } from 'vitest';
import { rollWordsProblem } from '../../../src/rules/dice/rollWords';

const mechs = [
  { id: 'Griffin', equipment: [{ name: 'LRM-5', kind: 'weapon' }] },
  { id: 'Rifleman', equipment: [{ name: 'Large Laser', kind: 'weapon' }] },
];

describe('R-0.5: roll words that name no roll', () => {
  it('R-0.5: words a round could ask for are fine', () => {
    expect(rollWordsProblem('Griffin: piloting check', mechs)).toBeUndefined();
    expect(rollWordsProblem('Griffin: LRM-5 #2 at Rifleman — cluster hits', mechs)).toBeUndefined();
  });

  it('R-0.5: a misspelt mech name is answered with the words meant', () => {
    expect(rollWordsProblem('Grifin: piloting check', mechs)).toBe('Griffin: piloting check');
  });

  it('R-0.5: words close to no mech, or with no mech at all, are answered with nothing meant', () => {
    expect(rollWordsProblem('Zzzzzzzzzz: piloting check', mechs)).toBe('');
    expect(rollWordsProblem('a lucky roll', mechs)).toBe('');
    // The mech is known, but nothing it rolls reads like this.
    expect(rollWordsProblem('Griffin: the quick brown fox jumps over the lazy dog', mechs)).toBe('');
  });
});
