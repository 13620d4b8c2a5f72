// a check is 2d6; only with advantage or disadvantage are three dice thrown, two kept.
import { describe, expect, it } from 'vitest';
import { rollCheck } from '../../../src/rules/dice/dice';
import { ScriptedDice } from '../../../src/rules/dice/scripted';

describe('R-4.1 how many dice a check throws', () => {
  it('a plain check throws two dice and keeps both: 3 and 4 make 7, the third face is not used', () => {
    const dice = new ScriptedDice([3, 4, 5]);
    expect(rollCheck(dice, 'normal')).toEqual({ faces: [3, 4], kept: [3, 4], total: 7 });
    expect(dice.remaining).toBe(1);
  });

  it('with advantage, three dice, the highest two kept in the order thrown', () => {
    expect(rollCheck(new ScriptedDice([3, 4, 5]), 'advantage')).toEqual({ faces: [3, 4, 5], kept: [4, 5], total: 9 });
  });
});
