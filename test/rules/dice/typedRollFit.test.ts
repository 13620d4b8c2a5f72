// typed dice, R-4.1: a roll typed into the sheet fits the dice its roll throws, or is refused in words that
// say what to type; one that fits is shown in the Log as typed, its total only when only the total was typed.
import { describe, expect, it } from 'vitest';
import { type RollRequest, rollKey } from '../../../src/rules/dice/requests';
import { RollsNeeded, TypedDice, TypedRollRefused, type TypedRoll } from '../../../src/rules/dice/typed';
import { pilotingCheck } from '../../../src/rules/pilot/checks';
import { describeDice, diceFaces } from '../../../src/log/faces';
import { describeRollEvent } from '../../../src/log/describeRoll';
import { PLAIN } from '../../../src/log/style';
import { makeBattle, makeContext, makeMech, rollsOf } from '../../support/mechs';

function typed(request: RollRequest, roll: { faces: number[] } | { total: number }, by?: string): TypedRoll {
  const text = 'faces' in roll ? roll.faces.join('+') : String(roll.total);
  return { for: { key: rollKey(request) }, ...roll, ...(by ? { by } : {}), cell: 'Rolls!C4', text };
}

function refusal(dice: TypedDice, request: RollRequest): string | undefined {
  try {
    dice.answer(request);
  } catch (stop) {
    if (stop instanceof TypedRollRefused) return stop.problem.message;
    throw stop;
  }
  return undefined;
}

const ownLegs: RollRequest = {
  purpose: 'hitLocation',
  mech: 'Griffin',
  weapon: 'Death from Above (own legs)',
  dice: '1d6',
};

describe('R-4.1 two faces typed for a Disadvantage roll: the refusal says three faces, the lowest two kept', () => {
  it('"a 3d6 roll with Disadvantage (R-4.1)"', () => {
    const request: RollRequest = {
      purpose: 'attack',
      mech: 'Griffin',
      target: 'Locust',
      weapon: 'PPC',
      shot: 1,
      dice: '3d6',
      mode: 'disadvantage',
    };
    expect(refusal(new TypedDice([typed(request, { faces: [4, 5] })]), request)).toBe(
      'Rolls!C4: Griffin: PPC #1 at Locust — to-hit is a 3d6 roll with Disadvantage (R-4.1): type its three faces ' +
        '(6 3 2) or the total of the two kept, 2 to 12; got two faces 4+5',
    );
  });
});

describe('R-0.5 a lone number typed for a 1d6 roll is its one face, 1 to 6', () => {
  it('7 is refused: "a 1d6 roll: type its one face, 1 to 6; got the total 7"', () => {
    expect(refusal(new TypedDice([typed(ownLegs, { total: 7 })]), ownLegs)).toBe(
      'Rolls!C4: Griffin: Death from Above (own legs) — hit location is a 1d6 roll: type its one face, 1 to 6; got ' +
        'the total 7',
    );
  });

  it.each([1, 6])('%i is the face thrown', (face) => {
    const roll = new TypedDice([typed(ownLegs, { total: face })]).answer(ownLegs);
    expect(roll?.total).toBe(face);
    expect(diceFaces(roll!)).toBe(`${face} (typed)`);
  });

  it('the Log shows the face and who typed it: "4 (typed by Anna)" in the Dice column and the line', () => {
    const roll = new TypedDice([typed(ownLegs, { total: 4 }, 'Anna')]).answer(ownLegs)!;
    expect(diceFaces(roll)).toBe('4 (typed by Anna)');
    expect(describeDice(roll)).toBe('4 (typed by Anna)');
  });
});

describe('R-0.5 a check typed as a total is a roll made, shown as its total', () => {
  it('a piloting check typed 5 against 6 failed on the dice, not "not rolled"', () => {
    const mech = makeMech({ id: 'Blackjack', tonnage: 45, wounds: 2 });
    const check: RollRequest = { purpose: 'piloting', mech: 'Blackjack', dice: '2d6' };
    const ctx = makeContext(makeBattle([mech]), new TypedDice([typed(check, { total: 5 }, 'Ben')]));
    expect(pilotingCheck(ctx, 'Blackjack', { reason: 'Strong attack' })).toBe(false);
    const [roll] = rollsOf(ctx, 'piloting');
    expect(roll.roll.faces).toHaveLength(2);
    const line = describeRollEvent(roll, PLAIN);
    expect(line).toContain('5 (typed by Ben)');
    expect(line).not.toContain('not rolled');
  });
});

describe('R-0.5 looking ahead counts the rolls of the same words already made this round', () => {
  it('after one consciousness check, the next one asked for is "#2"', () => {
    const check: RollRequest = { purpose: 'consciousness', mech: 'Blackjack', dice: '2d6' };
    const dice = new TypedDice([typed(check, { total: 9 })]);
    expect(dice.answer(check)?.total).toBe(9);
    let asked: RollsNeeded | undefined;
    try {
      dice.expect([check]);
    } catch (stop) {
      if (!(stop instanceof RollsNeeded)) throw stop;
      asked = stop;
    }
    expect(asked?.needed.map((n) => n.key)).toEqual(['Blackjack: consciousness check #2']);
    expect(asked?.needed.map((n) => n.asked)).toEqual(['Blackjack: roll 2d6 for consciousness check #2']);
  });

  it('and a second one typed in those words is the one looked at ahead', () => {
    const check: RollRequest = { purpose: 'consciousness', mech: 'Blackjack', dice: '2d6' };
    const second: TypedRoll = {
      for: { key: 'Blackjack: consciousness check #2' },
      total: 4,
      cell: 'Rolls!C5',
      text: '4',
    };
    const dice = new TypedDice([typed(check, { total: 9 }), second]);
    dice.answer(check);
    expect(dice.peek(check)?.total).toBe(4);
    expect(() => dice.expect([check])).not.toThrow();
  });
});

describe('R-0.5 the rules core refuses what no die shows, whoever hands it the roll', () => {
  const check: RollRequest = { purpose: 'piloting', mech: 'Blackjack', dice: '2d6' };
  const wants =
    'Rolls!C4: Blackjack: piloting check is a 2d6 roll: type its two faces (4+5) or the total, 2 to 12; got';

  it.each([
    [[0, 5], 'two faces 0+5'],
    [[7, 1], 'two faces 7+1'],
    [[4.5, 3], 'two faces 4.5+3'],
    [[3, 9], 'two faces 3+9'],
    [[5], 'one face 5'],
  ])('faces %j: "got %s"', (faces, got) => {
    expect(refusal(new TypedDice([typed(check, { faces })]), check)).toBe(`${wants} ${got}`);
  });

  it('a 2d6 total of 13, or a 1d6 face of 0', () => {
    expect(refusal(new TypedDice([typed(check, { total: 13 })]), check)).toBe(`${wants} the total 13`);
    expect(refusal(new TypedDice([typed(ownLegs, { total: 0 })]), ownLegs)).toBe(
      'Rolls!C4: Griffin: Death from Above (own legs) — hit location is a 1d6 roll: type its one face, 1 to 6; got ' +
        'the total 0',
    );
  });
});
