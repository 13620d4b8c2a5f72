// docs/players.md, "A round on a phone, cell by cell": the player of the demo's Griffin plays round 1
// with cells alone, as the Sheets app on a phone allows (no menu, no sidebar) — through the built
// bundle, cell by cell as the page names them, each showing what the page says it shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_COLUMNS, CARDS_TAB, cardRow } from '../../../src/sheet/setup/cardsTab';
import { columnLetters } from '../../../src/sheet/tab/cells';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, read, setRule, type, type Campaign } from '../harness';

/** The walkthrough's rows: step, tab, cell, do, shows. */
function walkthrough(): string[][] {
  const page = readFileSync(join(process.cwd(), 'docs/players.md'), 'utf8');
  const section = page.slice(page.indexOf('## A round on a phone, cell by cell'));
  return section
    .split('\n')
    .filter((l) => /^\| \d+ \|/.test(l))
    .map((l) => l.split(' | ').map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, '')));
}

/** A card's row as the Cards tab shows it: row `offset` of card 1 (0 = its first). */
const cardLine = (c: Campaign, offset: number) =>
  c.fake.book
    .sheet(CARDS_TAB)
    .getRange(cardRow(1) + offset, 1, 1, CARD_COLUMNS)
    .getValues()[0];

/** The card's row whose first cell is `label`. */
function labelled(c: Campaign, label: string): unknown[] {
  const card = c.fake.book.sheet(CARDS_TAB).getRange(cardRow(1), 1, 28, CARD_COLUMNS).getValues();
  return card.find((r) => r[0] === label) ?? [];
}

describe("docs/players.md's round on a phone names each cell by the header it is under", () => {
  it('every cell of the walkthrough on Mechs, Attacks and Rolls is under the header named beside it', () => {
    const c = campaign();
    const rows = walkthrough();
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    for (const [step, tab, where] of rows) {
      const named = /^([A-Z]+)\d* \(([^)]+)\)$/.exec(where) ?? /^([A-Z]+), .*\(([A-Z]) names it\)$/.exec(where);
      if (tab === CARDS_TAB || !named) continue;
      const header = c.fake.book.sheet(tab).getRange(`${named[1]}1`).getValue();
      if (/^[A-Z]$/.test(named[2]))
        expect(c.fake.book.sheet(tab).getRange(`${named[2]}1`).getValue(), `step ${step}`).toBe('Mech');
      else expect(header, `step ${step}: ${tab}!${where}`).toBe(named[2]);
    }
  });
});

describe("A player's round on a phone, cell by cell (docs/players.md): each cell shows what the page says", () => {
  it("the Griffin declares Walk to 0610 and a line at the Blackjack, reads the card, ticks Ready; after the GM's Resolve the card shows round 2", () => {
    const c = campaign();
    setRule(c.fake, 'Dice', 'Typed rolls first');
    // 1. The card as it starts.
    expect(cardLine(c, 1)).toEqual([
      'Orders',
      'Run in place',
      'Rifleman: All',
      'Freebie: Large Laser at Rifleman',
      '',
      'Not ready',
    ]);
    const tnAt = () => labelled(c, 'TN at');
    expect(labelled(c, 'Large Laser')[tnAt().indexOf('Blackjack')]).toBe('6 (72%)');
    // 2–3. Move and Move to on the Griffin's Mechs row.
    type(c.fake, TAB.mechs, 'P2', 'Walk');
    type(c.fake, TAB.mechs, 'Q2', '0610');
    expect([read(c.fake, TAB.mechs, 'P2'), read(c.fake, TAB.mechs, 'Q2')]).toEqual(['Walk', '0610']);
    // 4–6. The attack line: Target, Weapons, Freebie; its TN in H2.
    type(c.fake, TAB.attacks, 'B2', 'Blackjack');
    type(c.fake, TAB.attacks, 'C2', 'Large Laser, LRM-5');
    type(c.fake, TAB.attacks, 'D2', 'LRM-5');
    expect(read(c.fake, TAB.attacks, 'H2')).toBe('Large Laser 7 · LRM-5 freebie');
    // 7. The card's Orders row and TNs as the declared moves leave them.
    expect(cardLine(c, 1)).toEqual([
      'Orders',
      'Walk to 0610',
      'Blackjack: Large Laser, LRM-5',
      'Freebie: LRM-5 at Blackjack',
      '',
      'Not ready',
    ]);
    expect(tnAt().slice(1, 4)).toEqual(['Blackjack', 'Rifleman', 'Locust']);
    expect(labelled(c, 'Hexes').slice(1, 4)).toEqual([5, 6, 10]);
    expect(labelled(c, 'Large Laser')[1]).toBe('7 (58%)');
    // 8. The to-hit roll typed in I2 (the freebie takes none).
    type(c.fake, TAB.attacks, 'I2', '6+6');
    expect(read(c.fake, TAB.attacks, 'I2')).toBe('6+6');
    // 10. Ready ticked: the card says so.
    c.fake.book
      .sheet(TAB.mechs)
      .getRange('U2')
      .setValues([[true]]);
    expect(cardLine(c, 1)[CARD_COLUMNS - 1]).toBe('Ready');
    // 11. The GM resolves: the card shows round 2, the Griffin in 0610, Ready unticked.
    expect((c.gas.resolveRound(1) as { ok: boolean }).ok).toBe(true);
    expect(cardLine(c, 0)).toEqual(['Griffin', 'GRF-1S', 'Player 1', '0610', 'Active', 'Round 2']);
    expect(cardLine(c, 1)[CARD_COLUMNS - 1]).toBe('Not ready');
    // The cells named are the columns the page names: Move P, Move to Q, Ready U; Target B … Roll I.
    expect(['P', 'Q', 'U'].map((l) => read(c.fake, TAB.mechs, `${l}1`))).toEqual(['Move', 'Move to', 'Ready']);
    expect(Array.from({ length: 9 }, (_, i) => read(c.fake, TAB.attacks, `${columnLetters(i)}1`)).slice(1)).toEqual([
      'Target',
      'Weapons',
      'Freebie',
      'Melee',
      'Angle',
      'Other',
      'TN',
      'Roll',
    ]);
  });
});
