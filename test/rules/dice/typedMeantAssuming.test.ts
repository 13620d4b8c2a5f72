// what the typed dice say about rolls nobody asked for, and how they look ahead. A typed row that fits no roll
// is answered with a roll the round asked for and nobody typed — never one already typed; a roll typed on an attack
// line's Roll cell has no words to misspell; dice that fall back to throwing never look ahead (they never stop).
import { describe, expect, it } from 'vitest';
import type { RollRequest } from '../../../src/rules/dice/requests';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import { TypedDice, type TypedRoll } from '../../../src/rules/dice/typed';

const griffinPiloting: RollRequest = { purpose: 'piloting', mech: 'Griffin', dice: '2d6', mode: 'normal' };
const blackjackPiloting: RollRequest = { purpose: 'piloting', mech: 'Blackjack', dice: '2d6', mode: 'normal' };

function typedRow(key: string, total: number, cell: string): TypedRoll {
  return { for: { key }, total, cell, text: String(total) };
}

describe('R-0.5: the roll a stray typed row most likely meant', () => {
  it('is one the round asked for and nobody typed', () => {
    const stray = typedRow('Blackjak: piloting check', 5, 'Rolls!B3');
    const dice = new TypedDice([typedRow('Griffin: piloting check', 7, 'Rolls!B2'), stray], new ScriptedDice([3, 3]));
    dice.answer(griffinPiloting);
    dice.answer(blackjackPiloting);
    expect(dice.meant(stray)).toBe('Blackjack: piloting check');
  });

  it('is never a roll already typed in its own words', () => {
    const stray = typedRow('Grifin: piloting chek', 5, 'Rolls!B3');
    const dice = new TypedDice([typedRow('Griffin: piloting check', 7, 'Rolls!B2'), stray]);
    dice.answer(griffinPiloting);
    expect(dice.meant(stray)).toBeUndefined();
  });

  it("a roll typed on an attack line's Roll cell has no words, so none is meant", () => {
    const onLine: TypedRoll = { for: { line: 0, weaponIndex: 0 }, total: 7, cell: 'Attacks!I2', text: '7' };
    const dice = new TypedDice([onLine]);
    expect(() => dice.answer(griffinPiloting)).toThrow();
    expect(dice.meant(onLine)).toBeUndefined();
  });
});

describe('R-0.5: looking ahead with rolls assumed', () => {
  it('dice that throw what nobody typed do not look ahead: nothing stops their round', () => {
    const dice = new TypedDice([], new ScriptedDice([3, 3]));
    expect(dice.assuming([{ key: 'Griffin: piloting check', total: 7 }])).toBeUndefined();
  });

  it('typed rolls only: the assumed total is the roll the round then takes', () => {
    const dice = new TypedDice([]).assuming([{ key: 'Griffin: piloting check', total: 9 }]);
    expect(dice?.answer(griffinPiloting)?.total).toBe(9);
  });
});
