// The Cards tab's MECHCARDS formula, evaluated as Sheets would (the playground's
// HyperFormula mirror over the built bundle), stay evaluating and follow the sheet through a
// round, its Undo and a new battle: nothing Gator writes lands in a card's cells.
import { beforeEach, describe, expect, it } from 'vitest';
import { readDist } from '../../playground/bundle';
import { Session } from '../../playground/session';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, cardRow } from '../../src/sheet/setup/cardsTab';

let session: Session;
beforeEach(() => {
  session = Session.demo(readDist());
});

/** Card k as the sheet shows it: its CARD_ROWS × CARD_COLUMNS cells, evaluated. */
function card(k: number): unknown[][] {
  const sheet = session.fake.book.sheet(CARDS_TAB);
  const top = cardRow(k);
  return Array.from({ length: CARD_ROWS }, (_, r) =>
    Array.from({ length: CARD_COLUMNS }, (_, c) => session.formulas.value(sheet, top + r, c + 1).value),
  );
}

/** The cells of a card holding an error value (`#REF!`: a spill blocked, `#ERROR!`…). */
const errors = (grid: unknown[][]) =>
  grid.flat().filter((v) => typeof v === 'string' && /^#[A-Z/]+[!?]?$|^#N\/A$/.test(v));

const row = (grid: unknown[][], label: string) => grid.find((r) => r[0] === label)?.slice(1);

function formulas(): string[] {
  const sheet = session.fake.book.sheet(CARDS_TAB);
  return Array.from({ length: 8 }, (_, i) => sheet.getRange(cardRow(i + 1), 1).getFormula());
}

describe("the Cards tab, every mech's card", () => {
  it('Set up makes every mech of the demo a card, in Mechs order, from one MECHCARDS in A2; nothing below the last', () => {
    expect(card(1)[0][0]).toBe('Griffin');
    expect(card(2)[0][0]).toBe('Rifleman');
    expect(card(3)[0][0]).toBe('Blackjack');
    expect(card(4)[0][0]).toBe('Locust');
    expect(
      card(5)
        .flat()
        .every((v) => v === ''),
    ).toBe(true);
    expect(formulas()[0]).toMatch(/^=MECHCARDS\(Attacks!\$A\$1:\$G, Mechs!\$A\$1:\$[A-Z]+, /);
    expect(
      formulas()
        .slice(1)
        .every((f) => f === ''),
    ).toBe(true);
  });

  it("the Griffin's card shows the seed's TNs at the Blackjack, 6 / 7 / 8, with no error cell", () => {
    const griffin = card(1);
    expect(errors(griffin)).toEqual([]);
    const at = (row(griffin, 'TN at') ?? []).indexOf('Blackjack');
    expect([
      row(griffin, 'Large Laser')?.[at],
      row(griffin, 'LRM-5 ×2 (24 shots)')?.[at],
      row(griffin, 'Medium Laser ×2')?.[at],
    ]).toEqual(['6 (72%)', '7 (58%)', '8 (42%)']);
  });

  it('a round: every card still evaluates, now of round 2 with the orders cleared; Undo brings back every card as it was', () => {
    const before = [1, 2, 3, 4].map(card);
    const written = formulas();
    const resolved = session.call('resolveRound', [1]) as { ok: boolean };
    expect(resolved.ok).toBe(true);
    const after = [1, 2, 3, 4].map(card);
    for (const grid of after) expect(errors(grid)).toEqual([]);
    expect(after[0][0][5]).toBe('Round 2');
    // The round cleared the orders: the demo's run and its attack line are gone from the card.
    expect(row(after[0], 'Orders')?.[0]).toBe('No move yet (TNs below: if it stands)');
    expect(row(after[0], 'Orders')?.[1]).toBe('No attack yet');
    // The round's damage and heat are on the cards (the Rifleman and Blackjack fired at the Griffin).
    expect(after).not.toEqual(before);
    expect(formulas()).toEqual(written);

    const undone = session.call('undoLast', [{ kind: 'round', expected: 1 }]) as { ok: boolean };
    expect(undone.ok).toBe(true);
    expect([1, 2, 3, 4].map(card)).toEqual(before);
    expect(formulas()).toEqual(written);
  });

  it('a new battle: the cards follow the repaired mechs at round 1', () => {
    session.call('resolveRound', [1]);
    const r = session.call('startNewBattle', [{ repair: true, heal: true }]) as { ok: boolean };
    expect(r.ok).toBe(true);
    const griffin = card(1);
    expect(errors(griffin)).toEqual([]);
    expect(griffin[0][5]).toBe('Round 1');
    expect(row(griffin, 'Center Torso')?.[0]).toBe('20 / 20');
  });

  it('a mech typed on the Mechs tab gets the next card, without anyone editing a formula', () => {
    const mechs = session.fake.book.sheet('Mechs');
    const copy = mechs.getRange(2, 1, 1, mechs.getLastColumn()).getValues()[0];
    copy[0] = 'Griffin 2';
    copy[mechs.getRange(1, 1, 1, mechs.getLastColumn()).getValues()[0].indexOf('Position')] = '0610';
    // Through the services, as a paste does: the fake evaluates the formulas afresh at the next read.
    session.fake.SpreadsheetApp.getActiveSpreadsheet()
      .getSheetByName('Mechs')!
      .getRange(6, 1, 1, copy.length)
      .setValues([copy]);
    expect(card(5)[0][0]).toBe('Griffin 2');
  });
});
