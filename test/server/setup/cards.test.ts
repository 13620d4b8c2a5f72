// Set up's Cards tab — one MECHCARD per mech, spaced so no card spills into the
// next, each range inside its tab's grid; made once, and never touched again.
import { describe, expect, it } from 'vitest';
import { CARD_ROWS, CARDS_TAB, MIN_CARDS, cardRow } from '../../../src/sheet/setup/cardsTab';
import { MECHS } from '../../../src/sheet/schema/tabs';
import { headerRow } from '../../../src/sheet/schema/columns';
import { scaledTabs } from '../scaled';
import { blank, campaign, dump, reset, writes } from '../harness';

/** The Cards tab's formulas in column A, by row (1-based). */
function cardFormulas(c: ReturnType<typeof blank>): Map<number, string> {
  const sheet = c.fake.book.sheet(CARDS_TAB);
  const out = new Map<number, string>();
  const formulas = sheet.getRange(1, 1, sheet.getLastRow(), 1).getFormulas();
  formulas.forEach((r, i) => (r[0] ? out.set(i + 1, r[0]) : undefined));
  return out;
}

/** The last column (A1 letters) a range of a card formula reaches on `tab`. */
function lastColumnOf(formula: string, tab: string): string {
  const m = new RegExp(`${tab}!\\$A\\$1:\\$([A-Z]+)`).exec(formula);
  if (!m) throw new Error(`no ${tab} range in ${formula}`);
  return m[1];
}

const columnNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

describe('Set up makes the Cards tab', () => {
  it('with the demo: eight cards, card k the k-th mech, each CARD_ROWS + 1 rows below the one before', () => {
    const c = campaign();
    const formulas = cardFormulas(c);
    expect([...formulas.keys()]).toEqual(Array.from({ length: MIN_CARDS }, (_, i) => cardRow(i + 1)));
    expect(cardRow(2) - cardRow(1)).toBe(CARD_ROWS + 1);
    formulas.forEach((f, row) => expect(f).toContain(`INDEX(Mechs!$A$2:$A, ${(row - 2) / (CARD_ROWS + 1) + 1})`));
  });

  it("every range ends inside its tab's grid: at the tab's last column, the Map at its last row", () => {
    const c = campaign();
    const f = cardFormulas(c).get(2) as string;
    for (const tab of ['Attacks', 'Mechs', 'Equipment', 'Catalog', 'Rules']) {
      const sheet = c.fake.book.sheet(tab);
      expect(columnNumber(lastColumnOf(f, tab)), tab).toBe(sheet.getLastColumn());
      expect(columnNumber(lastColumnOf(f, tab)), tab).toBeLessThanOrEqual(sheet.getMaxColumns());
    }
    const map = c.fake.book.sheet('Map');
    expect(f).toContain(`Map!$A$1:$Q$${map.getLastRow()}`);
    expect(map.getLastColumn()).toBe(17);
  });

  it('an existing campaign with more mechs than eight gets a card for each', () => {
    const c = blank();
    const tabs = scaledTabs(3);
    const mechs = c.fake.book.insertSheet('Mechs');
    mechs.insertColumnsAfter(26, MECHS.columns.length - 26);
    mechs.getRange(1, 1, tabs.Mechs.length, MECHS.columns.length).setValues(tabs.Mechs);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(cardFormulas(c).size).toBe(12);
  });

  it('a Mechs tab with its Name column elsewhere: the cards list that column', () => {
    const c = blank();
    const mechs = c.fake.book.insertSheet('Mechs');
    mechs.insertColumnsAfter(26, MECHS.columns.length - 26);
    mechs.getRange(1, 1, 1, MECHS.columns.length).setValues([[...headerRow(MECHS)].reverse()]);
    c.gas.setupCampaign();
    const last = String.fromCharCode(64 + Math.floor((MECHS.columns.length - 1) / 26)) + String.fromCharCode(65 + ((MECHS.columns.length - 1) % 26));
    expect(cardFormulas(c).get(2)).toContain(`INDEX(Mechs!$${last}$2:$${last}, 1)`);
  });

  it('a second Set up, or Load demo, leaves the Cards tab as it is — the GM may have changed it', () => {
    const c = campaign();
    c.fake.book.sheet(CARDS_TAB).getRange('A2').setValue('=MECHCARD("Griffin", Attacks!$A$1:$I, Mechs!$A$1:$BC, Equipment!$A$1:$D, Catalog!$A$1:$K, Map!$A$1:$Q$18)');
    const before = dump(c.fake);
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(writes(c.fake)).toBe(0);
    expect(dump(c.fake)).toEqual(before);
  });
});
