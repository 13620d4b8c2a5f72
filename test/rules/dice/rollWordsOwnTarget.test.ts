// words typed into the Rolls tab's For column must name a roll a round could make. No mech aims at itself, so
// roll words naming the roller as its own target are a typo, answered with a roll at another mech.
import { describe, expect, it } from 'vitest';
import { rollWordsProblem } from '../../../src/rules/dice/rollWords';

const mechs = [
  { id: 'Griffin', equipment: [{ name: 'LRM-5', kind: 'weapon' }] },
  { id: 'Rifleman', equipment: [{ name: 'Large Laser', kind: 'weapon' }] },
];

describe('R-0.5: a mech never rolls at itself', () => {
  it('R-0.5: `Griffin: LRM-5 #1 at Griffin — to-hit` names no roll; the words meant aim at the other mech', () => {
    expect(rollWordsProblem('Griffin: LRM-5 #1 at Griffin — to-hit', mechs)).toBe(
      'Griffin: LRM-5 #1 at Rifleman — to-hit',
    );
  });

  it('R-0.5: a melee roll on itself names no roll either; the same roll at another mech is fine', () => {
    expect(rollWordsProblem('Rifleman: Fast attack at Rifleman — to-hit', mechs)).toBe(
      'Rifleman: Fast attack at Griffin — to-hit',
    );
    expect(rollWordsProblem('Rifleman: Fast attack at Griffin — to-hit', mechs)).toBeUndefined();
  });
});
