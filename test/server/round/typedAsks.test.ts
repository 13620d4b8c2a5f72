// Typed dice without traps (docs/typed-dice.md), through the BUILT bundle on the demo battle: what a
// round that asks for rolls says, what Add to the Rolls tab writes, and how a round whose every
// die was typed is described.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { ATTACKS, ROLLS } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, type, setRule, typeRolls } from '../harness';

/** The demo with one attack line left: the Blackjack's AC/2 at the Griffin. */
function oneAc2(fake: FakeServices): void {
  for (let row = 2; row <= 4; row++)
    for (const key of ['attacker', 'target', 'weapons', 'freebie', 'melee', 'angle'])
      type(fake, ATTACKS, cell(ATTACKS, key, row), '');
  type(fake, ATTACKS, cell(ATTACKS, 'attacker', 2), 'Blackjack');
  type(fake, ATTACKS, cell(ATTACKS, 'target', 2), 'Griffin');
  type(fake, ATTACKS, cell(ATTACKS, 'weapons', 2), 'AC/2');
}

describe('R-0.5: a roll request gives what the player rolls against', () => {
  it('a to-hit roll is asked with its TN: Blackjack: roll 2d6 for AC/2 #1 at Griffin — to-hit, TN 6', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls only');
    oneAc2(fake);
    const r = gas.resolveRound(1);
    expect(r.needed.map((n: { asked: string }) => n.asked)).toEqual([
      'Blackjack: roll 2d6 for AC/2 #1 at Griffin — to-hit, TN 6',
    ]);
  });
});

describe('R-0.5: Add to the Rolls tab adds only the rolls that have no place yet', () => {
  it("a to-hit roll's place is its line's Roll cell: no Rolls row for it, so typing it there is never typing it twice", () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls only');
    const first = gas.resolveRound(1);
    const keys = first.needed.map((n: { key: string }) => n.key);
    const added = gas.addNeededRolls(keys);
    expect(added).toEqual({ ok: true, added: 1, range: 'Rolls!A2', toHit: 14 });
    expect(
      fake.book
        .sheet(TAB.rolls)
        .peekValues()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Griffin: Large Laser #1 at Rifleman — hit location']);
    // The players type their to-hit rolls on their lines, the GM the faces on the added row: the round goes on.
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), '2, 2, 2, 2');
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 3), '2, 2, 2, 2');
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 4), '2, 2, 2, 2, 2, 2');
    type(fake, ROLLS, cell(ROLLS, 'roll', 2), '3+4');
    const second = gas.resolveRound(1);
    expect(second.ok).toBe(true);
    expect(second.dice.typed).toEqual({ used: 15, unused: [] });
  });
});

describe('R-0.5: a round whose every die was typed says so, and by whom', () => {
  it('Typed rolls only: "Every roll of round 1 was typed, by Anna and …", in the answer and the Log, not the seed', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls only');
    oneAc2(fake);
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), 11);
    typeRolls(fake, [['Blackjack: AC/2 #1 at Griffin — hit location', '3+4', 'Anna']]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const text =
      "Every roll of round 1 was typed, by Anna and the players in the Attacks tab's Roll column; Gator threw no die.";
    expect(r.dice.seedText).toBe(text);
    expect(r.dice.seedText).not.toContain('seed');
    expect(
      fake.book
        .sheet(TAB.log)
        .peekValues()
        .find((row) => row[4] === 'Dice seed')?.[8],
    ).toBe(text);
  });

  it('a Rolls row with no Rolled by: "by the players in the Attacks tab\'s Roll column and someone unnamed on the Rolls tab"', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls only');
    oneAc2(fake);
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), 11);
    typeRolls(fake, [['Blackjack: AC/2 #1 at Griffin — hit location', '3+4']]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const text =
      "Every roll of round 1 was typed, by the players in the Attacks tab's Roll column and someone unnamed on the Rolls tab; Gator threw no die.";
    expect(r.dice.seedText).toBe(text);
    expect(
      fake.book
        .sheet(TAB.log)
        .peekValues()
        .find((row) => row[4] === 'Dice seed')?.[8],
    ).toBe(text);
  });

  it("Typed rolls first with a die of Gator's: the seed that replays it, as before", () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    oneAc2(fake);
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), 11);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.seedText).toMatch(
      /^Dice seeded with \d+ \(Dice seed Random\); the same seed replays this round exactly\.$/,
    );
  });
});

describe('R-0.5: words that name no roll a round could make are flagged before Resolve, with the nearest words', () => {
  const cases: readonly (readonly [string, string])[] = [
    [
      'Grifin: piloting check',
      'Rolls!A2: For "Grifin: piloting check" names no roll a round can make — did you mean Griffin: piloting check?',
    ],
    [
      'Griffin: Medium Lazer #2 at Rifleman — to-hit',
      'Rolls!A2: For "Griffin: Medium Lazer #2 at Rifleman — to-hit" names no roll a round can make — did you mean Griffin: Medium Laser #2 at Rifleman — to-hit?',
    ],
    [
      'Griffin: LRM-5 #1 at Rifleman — clusterhits',
      'Rolls!A2: For "Griffin: LRM-5 #1 at Rifleman — clusterhits" names no roll a round can make — did you mean Griffin: LRM-5 #1 at Rifleman — cluster hits?',
    ],
  ];
  it.each(cases)('%s', (words, message) => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    typeRolls(fake, [[words, '4+4', 'Anna']]);
    const status = gas.getSidebarState().status;
    expect(status.problems.map((p: { message: string }) => p.message)).toEqual([message]);
    expect(status.problems[0].cell).toBe('Rolls!A2');
    const before = fake.book.sheet(TAB.mechs).peekValues();
    expect(gas.resolveRound(1).ok).toBe(false);
    expect(fake.book.sheet(TAB.mechs).peekValues()).toEqual(before);
  });

  it('words a round can make but this one did not are reported after it, with the roll they most likely meant', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    // The demo's Rifleman fires at the Griffin, not at the Blackjack.
    typeRolls(fake, [['Rifleman: Large Laser #1 at Blackjack — to-hit', '4+4', 'Anna']]);
    expect(gas.getSidebarState().status.problems).toEqual([]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.unused).toEqual([
      expect.stringMatching(
        /^Rolls!B2: 4\+4 was not used: no roll of the round was for it .* — did you mean Rifleman: Large Laser #1 at Griffin — to-hit\?$/,
      ),
    ]);
  });
});
