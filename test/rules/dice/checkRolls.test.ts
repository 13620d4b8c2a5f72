// a check is 2d6, or 3d6 keeping the highest two (advantage) or the lowest two
// (disadvantage); the kept faces are listed in the order thrown.
import { describe, expect, it } from 'vitest';
import { keepTwo, rollCheck, throwRoll } from '../../../src/rules/dice/dice';
import { checkDice, rollAsked, rollKey, type RollRequest } from '../../../src/rules/dice/requests';
import { ScriptedDice } from '../../../src/rules/dice/scripted';

describe('R-4.1: the dice a check throws', () => {
  it('a normal check throws two dice, no third', () => {
    const dice = new ScriptedDice([3, 5, 6]);
    expect(rollCheck(dice, 'normal')).toEqual({ faces: [3, 5], kept: [3, 5], total: 8 });
    expect(dice.remaining).toBe(1);
  });

  it('disadvantage keeps the lowest two, in the order thrown', () => {
    expect(rollCheck(new ScriptedDice([5, 2, 1]), 'disadvantage')).toEqual({
      faces: [5, 2, 1],
      kept: [2, 1],
      total: 3,
    });
    expect(keepTwo([1, 6, 2], 'disadvantage')).toEqual({ faces: [1, 6, 2], kept: [1, 2], total: 3 });
  });

  it('advantage keeps the highest two, in the order thrown', () => {
    expect(rollCheck(new ScriptedDice([2, 6, 5]), 'advantage')).toEqual({ faces: [2, 6, 5], kept: [6, 5], total: 11 });
  });

  it('of two equal faces, the one thrown first is kept', () => {
    expect(keepTwo([4, 6, 4], 'advantage').kept).toEqual([4, 6]);
    expect(keepTwo([3, 1, 3], 'disadvantage').kept).toEqual([3, 1]);
  });

  it('the roll keeps its own copy of the faces: changing the thrown list afterwards changes no roll', () => {
    const thrown = [6, 1, 4];
    const roll = keepTwo(thrown, 'advantage');
    thrown[0] = 1;
    expect(roll).toEqual({ faces: [6, 1, 4], kept: [6, 4], total: 10 });
  });

  it('checkDice: a normal check is 2d6, advantage and disadvantage 3d6', () => {
    expect([checkDice('normal'), checkDice('advantage'), checkDice('disadvantage')]).toEqual(['2d6', '3d6', '3d6']);
  });
});

describe('R-4.1: a described 3d6 roll keeps the two its mode says', () => {
  const request: RollRequest = { purpose: 'piloting', mech: 'Griffin', dice: '3d6', mode: 'disadvantage' };

  it('with disadvantage the lowest two count', () => {
    expect(throwRoll(new ScriptedDice([5, 2, 1]), request)).toEqual({ faces: [5, 2, 1], kept: [2, 1], total: 3 });
  });

  it('with advantage, or no mode given, the highest two count', () => {
    expect(throwRoll(new ScriptedDice([5, 2, 1]), { ...request, mode: 'advantage' }).kept).toEqual([5, 2]);
    expect(throwRoll(new ScriptedDice([5, 2, 1]), { ...request, mode: undefined }).kept).toEqual([5, 2]);
  });

  it('the line asking for it says which two count; a 3d6 roll of no mode is asked as advantage', () => {
    expect(rollAsked(request, rollKey(request))).toBe(
      'Griffin: roll 3d6 (Disadvantage: the lowest two count) for piloting check',
    );
    const noMode = { ...request, mode: undefined };
    expect(rollAsked(noMode, rollKey(noMode))).toBe(
      'Griffin: roll 3d6 (Advantage: the highest two count) for piloting check',
    );
  });
});
