// Protect the campaign (docs/fair-play.md "Who may edit what") keeps a player's lines together: the
// rows it adds for a mech go in right under that mech's rows on Attacks and Rolls, not at the end of
// the tab — the TN column and the cards reach them as they reach every row — and its report names
// every tab it protected and the columns a player types in, unmistakably.
import { describe, expect, it } from 'vitest';
import { CARDS_TAB, cardRow } from '../../../src/sheet/setup/cardsTab';
import { ATTACKS, ROLLS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, type Campaign } from '../harness';
import { ANNA, BEN, benPlaysRifleman } from './players';

const GM = 'gm@example.com';

function protect(c: Campaign): string {
  c.fake.setUser(GM);
  c.fake.ui.answers.push('YES');
  c.gas.protectCampaign();
  return c.fake.ui.alerts.at(-1)?.prompt ?? '';
}

/** The demo with the Rifleman Ben's too (the Griffin is Anna's, the demo's Player account). */
function twoPlayers(): Campaign {
  const c = campaign({ editors: [ANNA, BEN] });
  benPlaysRifleman(c);
  return c;
}

/** Each row's owner cell (Attacker, or Mech on Rolls) from row 2 down, as far as the tab has values. */
function owners(c: Campaign, spec: typeof ATTACKS, key: string): unknown[] {
  const col = spec.columns.findIndex((x) => x.key === key);
  return c.fake.book
    .sheet(spec.name)
    .peekValues()
    .slice(1)
    .map((r) => r[col]);
}

describe("Protect puts a player's extra rows right under their own block, so a player's lines stay together", () => {
  it("Attacks: the Griffin's two new rows under its line, the Rifleman's under its own; the Blackjack's line moves down with them", () => {
    const c = twoPlayers();
    protect(c);
    expect(owners(c, ATTACKS, 'attacker')).toEqual([
      'Griffin',
      'Griffin',
      'Griffin',
      'Rifleman',
      'Rifleman',
      'Rifleman',
      'Blackjack',
    ]);
    // The demo's orders stayed on their lines.
    expect(c.fake.book.sheet(TAB.attacks).getRange('B2:C2').getValues()[0]).toEqual(['Rifleman', 'All']);
    expect(c.fake.book.sheet(TAB.attacks).getRange('B5:B8').getValues().flat()).toEqual(['Griffin', '', '', 'Griffin']);
  });

  it('Rolls: a mech with a row already gets the rest under it; a mech with none gets its block at the end', () => {
    const c = twoPlayers();
    const rolls = c.fake.book.sheet(TAB.rolls);
    const mech = ROLLS.columns.findIndex((x) => x.key === 'mech') + 1;
    rolls.getRange(2, mech, 2, 1).setValues([['Rifleman'], ['Blackjack']]);
    protect(c);
    expect(owners(c, ROLLS, 'mech')).toEqual([...Array(8).fill('Rifleman'), 'Blackjack', ...Array(8).fill('Griffin')]);
  });

  it('the rows it adds work as the rows around them: the Target dropdown, plain-text names, and the grid still fits its data', () => {
    const c = twoPlayers();
    const attacks = c.fake.book.sheet(TAB.attacks);
    const rows = attacks.getMaxRows();
    protect(c);
    expect(attacks.getMaxRows()).toBe(rows);
    expect(
      attacks
        .getRange(cell(ATTACKS, 'target', 3))
        .getDataValidation()
        ?.getCriteriaType(),
    ).toBe('VALUE_IN_RANGE');
    expect(attacks.getRange(cell(ATTACKS, 'attacker', 3)).getNumberFormat()).toBe('@');
  });

  it("the TN column and the cards reach the rows it added: a line typed on one gets its TN, and the Griffin's card lists it", () => {
    const c = twoPlayers();
    protect(c);
    const attacks = c.fake.book.sheet(TAB.attacks);
    c.fake.setUser(ANNA);
    // Named weapons on each line (All on one line and a weapon on another is refused).
    attacks.getRange(cell(ATTACKS, 'weapons', 2)).setValue('Large Laser');
    attacks.getRange(cell(ATTACKS, 'target', 3)).setValue('Blackjack');
    attacks.getRange(cell(ATTACKS, 'weapons', 3)).setValue('Medium Laser');
    const tn = cell(ATTACKS, 'tn', 3);
    expect(c.fake.book.errorAt(attacks, 2, 8)).toBeUndefined();
    expect(typeof attacks.getRange(tn).getValue()).toBe('number');
    // The Rifleman's line moved to row 5, and its TN with it.
    expect(attacks.getRange(cell(ATTACKS, 'tn', 5)).getValue()).not.toBe('');
    const orders = c.fake.book
      .sheet(CARDS_TAB)
      .getRange(cardRow(1) + 1, 3)
      .getValue();
    expect(orders).toBe('Rifleman: Large Laser · Blackjack: Medium Laser');
  });
});

/** Two players, and a mech imported from the library: the Record tab exists (no round to undo). */
function withRecord(): Campaign {
  const c = twoPlayers();
  c.fake.setUser(GM);
  const label: string = c.gas.getMechLibrary().units[1].label;
  expect(c.gas.insertLibraryMech(label, '', '', '').ok).toBe(true);
  return c;
}

describe("Protect's report names every tab it protected and the columns a player types in, unmistakably", () => {
  it('every tab, the Record and the Cards tab included; the Mechs columns by header and letter; where each new block went', () => {
    const report = protect(withRecord()).split('\n');
    expect(report[0]).toBe(
      'Protected for you: Mechs, Equipment, Catalog, Attacks, Rolls, Map, Rules, Log, Record, Cards, Gator undo, Pilots.',
    );
    expect(report[1]).toContain(
      "on Mechs its row's Move, Move to, Evasive, Outflank, Stand up and Ready (columns P–U)",
    );
    expect(report[1]).not.toContain('Move to Ready');
    expect(report).toContain('Added 2 rows for Griffin on Attacks, right under its rows (rows 3–4).');
    expect(report).toContain('Added 2 rows for Rifleman on Attacks, right under its rows (rows 6–7).');
    expect(report).toContain('Added 8 rows for Griffin at the end of Rolls (rows 2–9).');
  });

  it('a player cannot type among the cards, nor in the Record', () => {
    const c = withRecord();
    protect(c);
    c.fake.setUser(ANNA);
    for (const [tab, a1] of [
      [CARDS_TAB, 'B5'],
      [TAB.record, 'A2'],
    ]) {
      expect(() => c.fake.book.sheet(tab).getRange(a1).setValue('x'), `${tab}!${a1}`).toThrow(
        'You are trying to edit a protected cell or object',
      );
    }
  });
});

describe('While Undo can still put a round back, Protect adds rows at the end: rows put in among the lines would move the ones Undo restores', () => {
  it('round 1 resolved, then Protect: the new rows go under the last line, and Undo of round 1 puts every line back where it was', () => {
    const c = campaign({ editors: [ANNA, BEN] });
    // The Blackjack is Ben's: after the round its line keeps its Attacker, below the Rifleman's, cleared.
    const blackjack = mechRow(c.fake, 'Blackjack');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'side', blackjack))
      .setValue('PC');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'playerAccount', blackjack))
      .setValue(BEN);
    const attacks = c.fake.book.sheet(TAB.attacks);
    const before = attacks.getRange('A2:D4').getValues();
    c.fake.setUser(GM);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const report = protect(c).split('\n');
    expect(owners(c, ATTACKS, 'attacker')).toEqual([
      'Griffin',
      '',
      'Blackjack',
      'Griffin',
      'Griffin',
      'Blackjack',
      'Blackjack',
    ]);
    expect(report).toContain(
      'Added 2 rows for Griffin at the end of Attacks (rows 5–6), not under its rows: Undo can still put round 1 back, and rows put in among the lines would move the ones it restores.',
    );
    expect(c.gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true });
    expect(attacks.getRange('A2:D4').getValues()).toEqual(before);
  });
});
