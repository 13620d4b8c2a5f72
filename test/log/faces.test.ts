import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rollCheck } from '../../src/rules/dice/dice';
import { ScriptedDice } from '../../src/rules/dice/scripted';
import { describeDice, diceFaces } from '../../src/log/faces';

describe('R-0.4 every die face is visible', () => {
  it('R-0.4: 1d6 shows its face, 2d6 both faces', () => {
    expect(diceFaces({ faces: [4], kept: [4], total: 4 })).toBe('4');
    expect(diceFaces({ faces: [4, 5], kept: [4, 5], total: 9 })).toBe('4+5');
    expect(describeDice({ faces: [4], kept: [4], total: 4 })).toBe('4');
    expect(describeDice({ faces: [4, 5], kept: [4, 5], total: 9 })).toBe('9 (4+5)');
  });
});

describe('R-4.1 advantage and disadvantage dice', () => {
  it('R-4.1: advantage 6, 5, 2 keeps 6+5 = 11 and brackets the dropped 2', () => {
    const roll = rollCheck(new ScriptedDice([6, 5, 2]), 'advantage');
    expect(diceFaces(roll)).toBe('6,5,[2]');
    expect(describeDice(roll, 'advantage')).toBe('Advantage: rolled 6, 5, 2, kept 6+5 = 11');
  });

  it('R-4.1: disadvantage 6, 2, 5 keeps 2+5 = 7; the dropped die is the first one thrown', () => {
    const roll = rollCheck(new ScriptedDice([6, 2, 5]), 'disadvantage');
    expect(diceFaces(roll)).toBe('[6],2,5');
    expect(describeDice(roll, 'disadvantage')).toBe('Disadvantage: rolled 6, 2, 5, kept 2+5 = 7');
  });

  it('R-4.1: among equal dice the earlier are kept; kept dice need not be adjacent', () => {
    expect(diceFaces(rollCheck(new ScriptedDice([5, 5, 5]), 'advantage'))).toBe('5,5,[5]');
    expect(diceFaces(rollCheck(new ScriptedDice([2, 6, 2]), 'disadvantage'))).toBe('2,[6],2');
  });

  it('R-4.1: any 3d6 keep-2 roll shows all three faces, exactly one in brackets, and the kept total', () => {
    const face = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(face, face, face, fc.constantFrom('advantage' as const, 'disadvantage' as const), (a, b, c, mode) => {
        const roll = rollCheck(new ScriptedDice([a, b, c]), mode);
        const shown = diceFaces(roll);
        expect(shown.replace(/[[\]]/g, '')).toBe(`${a},${b},${c}`);
        expect(shown.match(/\[\d\]/g)?.length).toBe(1);
        const dropped = Number(/\[(\d)\]/.exec(shown)?.[1]);
        expect(a + b + c - dropped).toBe(roll.total);
        expect(describeDice(roll, mode)).toContain(`= ${roll.total}`);
      }),
    );
  });
});
