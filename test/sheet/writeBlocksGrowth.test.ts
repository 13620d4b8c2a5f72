// The write's rectangles go around the cells a formula owns (src/sheet/writeBlocks.ts), pure: a
// rectangle that grows into the next column, taller there, never grows down over a left-alone
// cell of the columns it already holds — a cell a player's array formula filled.
import { describe, expect, it } from 'vitest';
import { planWrites } from '../../src/sheet/write/cellValue';

describe("a block that grows downward never covers a cell a player's array formula filled", () => {
  // The Attacks tab after a round's clear: the NPC's Attacker in A3 cleared, the players' kept;
  // A4 holds a player's `=Mechs!A2:A3`, which fills A4:A5; every Target (B2:B5) cleared.
  const before = [
    ['Attacker', 'Target'],
    ['Griffin', 'Rifleman'],
    ['Blackjack', 'Griffin'],
    ['Griffin', 'Blackjack'],
    ['Rifleman', 'Locust'],
  ];
  const after = [
    ['Attacker', 'Target'],
    ['Griffin', ''],
    ['', ''],
    ['Griffin', ''],
    ['Rifleman', ''],
  ];
  const formulas = [
    ['', ''],
    ['', ''],
    ['', ''],
    ['=Mechs!A2:A3', ''],
    ['', ''],
  ];

  it("A3 and B2:B5 are written apart: A3:B5 (or A2:B5) would cover the formula's cells A4:A5", () => {
    expect(planWrites({ Attacks: before }, { Attacks: after }, { Attacks: formulas }).map((w) => w.a1)).toEqual([
      'Attacks!A3',
      'Attacks!B2:B5',
    ]);
  });

  it('the same clear with no formula in the tab: one rectangle, A2:B5', () => {
    expect(
      planWrites({ Attacks: before }, { Attacks: after }, { Attacks: formulas.map((r) => r.map(() => '')) }).map(
        (w) => w.a1,
      ),
    ).toEqual(['Attacks!A2:B5']);
  });
});
