// Gator never writes into a formula's cells (docs/platform-contracts.md): through the BUILT bundle
// on fakes that evaluate formulas as Sheets does, the demo with the players' formulas in place —
// the ATTACKTN column Set up writes into the Attacks tab's TN column, and a player's own GATOR and
// HITCHANCE cells in columns the GM added — through a round with typed rolls in the Roll
// column, its Undo, a new battle and an import: after each step every formula still evaluates
// and shows what it showed, or the new TNs. A write into the TN column's array would make it
// show #REF! ("Array result was not expanded because it would overwrite data in H3").
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { ATTACKS } from '../../src/sheet/schema/playTabs';
import { TAB } from '../../src/sheet/schema/columns';
import { fixture } from '../rules/data/fixtures';
import { campaign, cell, type, type Campaign } from './harness';
import { OWN_CHECKS, TN_FORMULA, typedRound, typePlayersFormulas } from './playersFormulas';

/** What the players see of their formulas: the TN column and the own checks, as displayed. */
function shown(fake: FakeServices): { tn: string[]; own: string[][] } {
  const attacks = fake.book.sheet(TAB.attacks);
  return {
    tn: attacks
      .getRange('H2:H6')
      .getDisplayValues()
      .map((row) => row[0]),
    own: attacks.getRange('J2:K4').getDisplayValues(),
  };
}

/** The formulas are still there, each in its cell, and no cell of theirs shows an error. */
function formulasIntact(fake: FakeServices): void {
  const attacks = fake.book.sheet(TAB.attacks);
  expect(
    attacks
      .getRange('H2:H6')
      .getFormulas()
      .map((row) => row[0]),
  ).toEqual([TN_FORMULA, '', '', '', '']);
  expect(attacks.getRange('J1:K4').getFormulas().slice(1)).toEqual(OWN_CHECKS.slice(1));
  const errors = ['H2', 'J2', 'J3', 'J4', 'K2'].map((a1) => [
    a1,
    fake.book.errorAt(attacks, Number(a1.slice(1)), a1.charCodeAt(0) - 64)?.message,
  ]);
  expect(errors.filter(([, e]) => e !== undefined)).toEqual([]);
}

function withFormulas(): Campaign & { before: ReturnType<typeof shown> } {
  const c = campaign();
  typePlayersFormulas(c.fake);
  return { ...c, before: shown(c.fake) };
}

describe("the players' formulas on the demo: the ATTACKTN column Set up wrote, and a player's own cells", () => {
  it("Set up writes the TN formula into Attacks!H2 (every range inside its tab's grid): the TNs of the three attack lines; the own checks and their chances", () => {
    const { fake, before } = withFormulas();
    formulasIntact(fake);
    expect(before.tn[0]).toMatch(/^Large Laser \d+ \(freebie\)|\d/);
    expect(before.tn[1]).toMatch(/^Large Laser ×2 \d+ · AC\/5 ×2 \d+$/);
    expect(before.tn[2]).not.toBe('');
    expect(before.tn.slice(3)).toEqual(['', '']);
    expect(before.own.map((row) => row[0])).toEqual(['5', '8', '6']);
    // 2d6 meets 5 in 30 of 36 throws, 8 in 15, 6 in 26: one HITCHANCE over the column, spilled down it.
    expect(before.own.map((row) => Number(row[1]))).toEqual(
      [30 / 36, 15 / 36, 26 / 36].map((p) => expect.closeTo(p, 3)),
    );
  });
});

describe("a round, its Undo, a new battle and an import never write a formula's cells", () => {
  it("a round with typed rolls in the Roll column: no write reaches the TN column; the TN column is blank with the orders spent, then shows next round's TNs", () => {
    const c = withFormulas();
    typedRound(c);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.used).toBe(5);
    formulasIntact(c.fake);
    // Two rectangles on the Attacks tab, one each side of the TN column: orders A–G and the rolls in I.
    expect(r.report.written.filter((w: string) => w.startsWith('Attacks!'))).toEqual([
      'Attacks!A2:D4',
      'Attacks!I3:I4',
    ]);
    expect(shown(c.fake)).toEqual({ tn: ['', '', '', '', ''], own: c.before.own });
    // Round 2's orders: the TN column fills again.
    type(c.fake, ATTACKS, cell(ATTACKS, 'attacker', 2), 'Locust');
    type(c.fake, ATTACKS, cell(ATTACKS, 'target', 2), 'Griffin');
    type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', 2), 'All');
    formulasIntact(c.fake);
    expect(shown(c.fake).tn[0]).not.toBe('');
  });

  it("Undo puts the orders and the typed rolls back: the TN column shows the round's TNs again", () => {
    const c = withFormulas();
    typedRound(c);
    const before = shown(c.fake);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(c.gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1 });
    formulasIntact(c.fake);
    expect(shown(c.fake)).toEqual(before);
    // Typed into the plain-text Roll column: text, as typed.
    expect(c.fake.book.sheet(TAB.attacks).getRange('I3:I4').getValues()).toEqual([['7, 7, 7, 7'], ['8']]);
  });

  it('Start a new battle after a round, and its Undo: the formulas evaluate throughout', () => {
    const c = withFormulas();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const afterRound = shown(c.fake);
    expect(c.gas.startNewBattle({ repair: true, heal: true }).ok).toBe(true);
    formulasIntact(c.fake);
    expect(shown(c.fake).own).toEqual(c.before.own);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    formulasIntact(c.fake);
    expect(shown(c.fake)).toEqual(afterRound);
  });

  it('a new battle with rolls typed for a round never resolved clears the orders and the rolls around the TN column', () => {
    const c = withFormulas();
    typedRound(c);
    const typed = shown(c.fake);
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    formulasIntact(c.fake);
    expect(shown(c.fake).tn).toEqual(['', '', '', '', '']);
    expect(c.fake.book.sheet(TAB.attacks).getRange('I3:I4').getValues()).toEqual([[''], ['']]);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    formulasIntact(c.fake);
    expect(shown(c.fake)).toEqual(typed);
  });

  it('an import adds a mech and its equipment: the TN column still shows the same TNs, and so after its Undo', () => {
    const c = withFormulas();
    const r = c.gas.importMechs(fixture('locust-lct-1v.mtf'), false);
    expect(r.ok).toBe(true);
    formulasIntact(c.fake);
    expect(shown(c.fake)).toEqual(c.before);
    expect(c.gas.undoLast({ kind: 'import' }).ok).toBe(true);
    formulasIntact(c.fake);
    expect(shown(c.fake)).toEqual(c.before);
  });
});
