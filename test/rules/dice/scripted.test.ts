// Scripted dice are how tests (and players' own rolls) feed faces to the engine: a script that
// cannot be thrown must say where it is wrong, never throw something else.
import { describe, expect, it } from 'vitest';
import { ScriptedDice, facesForTotals } from '../../../src/rules/dice/scripted';

describe('scripted dice throw exactly the faces they are given', () => {
  it('a face that is no d6 face is refused, counting faces from 1', () => {
    expect(() => new ScriptedDice([3, 7])).toThrow('ScriptedDice: face #2 is 7, not 1–6');
    expect(() => new ScriptedDice([0])).toThrow('ScriptedDice: face #1 is 0, not 1–6');
  });

  it('the faces come in order, and running out is an error naming how many there were', () => {
    const dice = new ScriptedDice([4, 2]);
    expect([dice.d6(), dice.d6(), dice.remaining]).toEqual([4, 2, 0]);
    expect(() => dice.d6()).toThrow('ScriptedDice: ran out after 2 faces');
  });

  it('a 2d6 total becomes two faces, the first as high as it can be; a total outside 2–12 is refused', () => {
    expect(facesForTotals(9, 2, 12)).toEqual([6, 3, 1, 1, 6, 6]);
    expect(() => facesForTotals(13)).toThrow('facesForTotals: 13 is not a 2d6 total');
  });
});
