// A player's whole part of a round with cells alone — what Sheets' phone apps allow
// (no menu, sidebar or dialog): choosing a move from its dropdown, typing the hex, writing the
// attack line, reading the TN column and the card, typing the to-hit roll. Every step is a cell
// typed into the playground's grid (Session.edit, as a player types into Sheets); only the GM
// resolves. The walkthrough of docs/players.md, step by step.
import { beforeEach, describe, expect, it } from 'vitest';
import { readDist } from '../../playground/bundle';
import { Session } from '../../playground/session';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, cardRow } from '../../src/sheet/setup/cardsTab';

let s: Session;
beforeEach(() => {
  s = Session.demo(readDist());
});

const header = (tab: string) =>
  s.fake.book.sheet(tab).getRange(1, 1, 1, s.fake.book.sheet(tab).getLastColumn()).getValues()[0];
const colOf = (tab: string, name: string) => header(tab).indexOf(name) + 1;
const shown = (tab: string, row: number, col: number) => s.formulas.value(s.fake.book.sheet(tab), row, col).value;

/** The Griffin's card (card 1 on the Cards tab), evaluated. */
function griffinCard(): unknown[][] {
  const sheet = s.fake.book.sheet(CARDS_TAB);
  return Array.from({ length: CARD_ROWS }, (_, r) =>
    Array.from({ length: CARD_COLUMNS }, (_, c) => s.formulas.value(sheet, cardRow(1) + r, c + 1).value),
  );
}
const cardLine = (label: string) =>
  griffinCard()
    .find((r) => r[0] === label)
    ?.slice(1);

describe("a player's round with cells only (docs/players.md)", () => {
  it('declare from the dropdowns, read the TN and the card, type the roll; the GM resolves and the Log marks the typed roll', () => {
    // The GM lets players roll their own to-hit dice.
    const dice =
      s.fake.book
        .sheet('Rules')
        .getDataRange()
        .getValues()
        .findIndex((r) => r[0] === 'Dice') + 1;
    s.edit('Rules', dice, colOf('Rules', 'Value'), 'Typed rolls first');

    // 1. Move: Walk from the Move dropdown (one of its choices), to 0610 in Move to.
    const moveRule = s.fake.book.sheet('Mechs').getRange(2, colOf('Mechs', 'Move')).getDataValidation();
    expect(moveRule?.getCriteriaValues()[0]).toContain('Walk');
    s.edit('Mechs', 2, colOf('Mechs', 'Move'), 'Walk');
    s.edit('Mechs', 2, colOf('Mechs', 'Move to'), '0610');

    // 2. Attack: the Griffin's line on the Attacks tab, the Target and the Freebie from their dropdowns.
    s.edit('Attacks', 2, colOf('Attacks', 'Target'), 'Blackjack');
    s.edit('Attacks', 2, colOf('Attacks', 'Weapons'), 'Large Laser, LRM-5');
    s.edit('Attacks', 2, colOf('Attacks', 'Freebie'), 'LRM-5');

    // 3. Read: the TN column answers the line as typed; the card shows the orders and the same TN.
    const tn = String(shown('Attacks', 2, colOf('Attacks', 'TN')));
    const laser = /^Large Laser (\d+) · LRM-5 freebie$/.exec(tn);
    expect(laser, tn).not.toBeNull();
    expect(cardLine('Orders')?.slice(0, 2)).toEqual(['Walk to 0610', 'Blackjack: Large Laser, LRM-5']);
    const at = (cardLine('TN at') ?? []).indexOf('Blackjack');
    expect(String(cardLine('Large Laser')?.[at])).toMatch(new RegExp(`^${laser?.[1]} \\(\\d+%\\)$`));

    // 4. Roll: the player types the faces thrown on the forum's roller into the Roll column (the freebie takes none).
    s.edit('Attacks', 2, colOf('Attacks', 'Roll'), '6+6');

    // The GM's part: one Resolve. The Griffin walked, and its Large Laser used the typed 12.
    const r = s.call('resolveRound', [1]) as { ok: boolean };
    expect(r.ok).toBe(true);
    const log = s.fake.book
      .sheet('Log')
      .getDataRange()
      .getValues()
      .map((row) => row.join(' | '));
    expect(log.some((line) => /Griffin/.test(line) && /Large Laser/.test(line) && /6\+6 \(typed/.test(line))).toBe(
      true,
    );
    expect(shown('Mechs', 2, colOf('Mechs', 'Position'))).toBe('0610');
    // The card already shows round 2: the next round's state, read on the phone.
    expect(griffinCard()[0][5]).toBe('Round 2');
  });
});
