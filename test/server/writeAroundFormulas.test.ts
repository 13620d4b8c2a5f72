// Writes around the players' formulas, through the built bundle on fakes that evaluate and spill
// formulas as Sheets does: a round's write never covers a cell a player's array formula filled
// (one would show #REF! until the cell is cleared), and a formula a player typed in an order
// cell is an order like any other, cleared with the rest when the round is played.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, cell, mechRow, type } from './harness';

/** Types a formula as a player does, into a cell formatted General (in a plain-text cell Sheets keeps it as text). */
function typeFormula(fake: FakeServices, tab: string, a1: string, formula: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setNumberFormat('General')
    .setValues([[formula]]);
}

describe("a block that grows downward never covers a cell a player's array formula filled", () => {
  // The Griffin's and the Rifleman's players (each with a Player account) name the attackers of
  // two more lines with one array formula in A5, `=Mechs!A2:A3`, which fills A5:A6. After the
  // round the Blackjack's Attacker (A4) is cleared, the players' kept, and the Targets, Weapons
  // and Freebies of every line (B2:D6) are cleared: a rectangle that, grown from A4 down to
  // row 6, would cover A5 and A6.
  const ARRAY = '=Mechs!A2:A3';

  it('round 1 with lines at rows 2 to 6: A5 keeps its formula, A6 is still filled by it, and the write of column A is A4 alone', () => {
    const c = campaign();
    type(c.fake, MECHS, cell(MECHS, 'playerAccount', mechRow(c.fake, 'Rifleman')), 'ben@example.com');
    const attacks = c.fake.book.sheet(TAB.attacks);
    attacks.getRange('C2:C3').setValues([['Large Laser'], ['Large Laser x2']]);
    typeFormula(c.fake, TAB.attacks, 'A5', ARRAY);
    attacks.getRange('B5:C6').setValues([
      ['Blackjack', 'Medium Laser x2'],
      ['Griffin', 'AC/5 x2'],
    ]);
    expect(attacks.getRange('A5:A6').getValues()).toEqual([['Griffin'], ['Rifleman']]);
    expect(c.gas.getSidebarState().status.problems).toEqual([]);

    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect((r.report.written as string[]).filter((w) => w.startsWith('Attacks!A'))).toEqual(['Attacks!A4']);
    expect(attacks.getRange('A5').getFormula()).toBe(ARRAY);
    expect(attacks.getRange('A6').getFormula()).toBe('');
    expect(attacks.getRange('A2:A6').getValues()).toEqual([['Griffin'], ['Rifleman'], [''], ['Griffin'], ['Rifleman']]);
    expect(c.fake.book.errorAt(attacks, 5, 1)).toBeUndefined();
    expect(
      attacks
        .getRange('B2:D6')
        .getValues()
        .flat()
        .every((v) => v === ''),
    ).toBe(true);
  });
});

describe('a formula a player typed in an order cell is cleared with the other orders after the round, like a value', () => {
  it("Target `=Mechs!A3` (the Rifleman) on the Griffin's line: the round attacks the Rifleman, then the cell is empty, its formula gone", () => {
    const c = campaign();
    typeFormula(c.fake, TAB.attacks, 'B2', '=Mechs!A3');
    const attacks = c.fake.book.sheet(TAB.attacks);
    expect(attacks.getRange('B2').getValue()).toBe('Rifleman');
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.report.log.some((row: unknown[]) => row[2] === 'Griffin' && row[3] === 'Rifleman')).toBe(true);
    expect(attacks.getRange('B2').getFormula()).toBe('');
    expect(
      attacks
        .getRange('B2:D4')
        .getValues()
        .flat()
        .every((v) => v === ''),
    ).toBe(true);
    // The Griffin's Attacker is kept: its player's row stays theirs.
    expect(attacks.getRange('A2').getValue()).toBe('Griffin');
  });
});
