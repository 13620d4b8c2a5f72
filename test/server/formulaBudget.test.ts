// The players' formulas cost what a campaign needs, not what a new sheet's 1,000 rows would: on
// Google every custom-function formula an edit reaches is a server call handed all its ranges'
// cells ("Custom Functions in Google Sheets", Optimization). Counted with the fakes' edit-cost
// probe, on campaigns made by Set up and the library — calls and cells, never times.
import { describe, expect, it } from 'vitest';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, cardRow } from '../../src/sheet/setup/cardsTab';
import { ATTACKS } from '../../src/sheet/schema/playTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { TAB } from '../../src/sheet/schema/columns';
import { type } from './harness';
import { libraryCampaign, ORDER_CELL, ROLL_CELL } from './libraryCampaign';

const built = new Map<number, ReturnType<typeof libraryCampaign>>();

/** The library campaign of `mechs` mechs, made once for this file. */
function campaignOf(mechs: number): ReturnType<typeof libraryCampaign> {
  if (!built.has(mechs)) built.set(mechs, libraryCampaign(mechs));
  return built.get(mechs) as ReturnType<typeof libraryCampaign>;
}

describe('every mech has a card, where its player finds it: card k at cardRow(k) on the Cards tab', () => {
  it.each([24, 72])(
    '%i mechs inserted from the library after Set up: a card for each, the last one too, no cell an error',
    (mechs) => {
      const c = campaignOf(mechs);
      const cards = c.fake.book.sheet(CARDS_TAB);
      expect(c.fake.book.errorAt(cards, 2, 1)).toBeUndefined();
      expect(c.names.map((_, i) => cards.getRange(cardRow(i + 1), 1).getValue())).toEqual(c.names);
      const last = cards.getRange(cardRow(mechs), 1, CARD_ROWS, CARD_COLUMNS).getValues().flat();
      expect(last.filter((v) => typeof v === 'string' && /^#[A-Z/]+[!?]?$|^⚠/.test(v))).toEqual([]);
    },
    60000,
  );
});

describe("one edit of a Mechs order cell re-runs at most 2 of Gator's calls: 25,000 cells in all at 24 mechs, 75,000 at 72", () => {
  it.each([
    [24, 25000],
    [72, 75000],
  ])(
    '%i mechs: the TN column and the Cards tab run again, handed at most %i cells',
    (mechs, budget) => {
      const c = campaignOf(mechs);
      const cost = c.fake.book.editCost(() => type(c.fake, MECHS, ORDER_CELL, 'Walk'));
      expect(cost.reruns.map((r) => [r.cell, r.calls.map((call) => call.fn)])).toEqual([
        ['Attacks!H2', ['ATTACKTN']],
        ['Cards!A2', ['MECHCARDS']],
      ]);
      expect(cost.calls).toBeLessThanOrEqual(2);
      expect(cost.cells).toBeLessThanOrEqual(budget);
      // And the edit shows: the first mech's TNs now count a walk.
      expect(c.fake.book.errorAt(c.fake.book.sheet(TAB.attacks), 2, 8)).toBeUndefined();
      expect(c.fake.book.sheet(TAB.attacks).getRange('H2').getValue()).not.toBe('');
    },
    60000,
  );
});

describe("a roll typed in the Attacks tab's Roll column re-runs no card", () => {
  it('24 mechs: no formula runs again — the cards and the TN column read neither the Roll nor the TN column', () => {
    const c = campaignOf(24);
    const cost = c.fake.book.editCost(() => type(c.fake, ATTACKS, ROLL_CELL, '7'));
    expect(cost.reruns).toEqual([]);
  }, 60000);

  it('an attack line typed re-runs the TN column and the cards once each', () => {
    const c = campaignOf(24);
    const cost = c.fake.book.editCost(() => type(c.fake, ATTACKS, 'C3', 'Medium Laser'));
    expect(cost.reruns.map((r) => r.cell)).toEqual(['Attacks!H2', 'Cards!A2']);
  }, 60000);
});

describe("the TN column's array ends at the last attack line, so the Attacks tab's last row is its last line", () => {
  it("24 mechs, a line each: with a spilled blank counted (the fakes' default), getLastRow is row 25", () => {
    const c = campaignOf(24);
    expect(c.fake.book.sheet(TAB.attacks).getLastRow()).toBe(25);
  });
});
