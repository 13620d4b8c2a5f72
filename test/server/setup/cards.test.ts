// Set up's Cards tab — every mech's card from one MECHCARDS formula in A2, card k where
// it has always been (cardRow(k)), each range inside its tab's grid; a Cards tab an earlier Set up
// made (one MECHCARD per card, eight at most) gets the one formula, every cell the GM typed kept.
import { describe, expect, it } from 'vitest';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, cardRow } from '../../../src/sheet/setup/cardsTab';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB, headerRow } from '../../../src/sheet/schema/columns';
import { scaledTabs } from '../scaled';
import { blank, campaign, dump, reset, typeGrid, writes, type Campaign } from '../harness';

/** The Cards tab's formulas, by A1 address. */
function cardFormulas(c: Campaign): Map<string, string> {
  const sheet = c.fake.book.sheet(CARDS_TAB);
  const out = new Map<string, string>();
  sheet
    .getRange(1, 1, sheet.getMaxRows(), CARD_COLUMNS)
    .getFormulas()
    .forEach((r, i) => r.forEach((f, j) => (f ? out.set(`${'ABCDEF'[j]}${i + 1}`, f) : undefined)));
  return out;
}

/** The first cell of card k: the mech's name. */
const cardName = (c: Campaign, k: number) => c.fake.book.sheet(CARDS_TAB).getRange(cardRow(k), 1).getValue();

/** The last column (A1 letters) the formula's range of `tab` reaches. */
function lastColumnOf(formula: string, tab: string): string {
  const m = new RegExp(`${tab}!\\$A\\$1:\\$([A-Z]+)`).exec(formula);
  if (!m) throw new Error(`no ${tab} range in ${formula}`);
  return m[1];
}

const columnNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** Card k's formula as a Set up before MECHCARDS wrote it. */
const oldCard = (k: number) =>
  `=MECHCARD(INDEX(Mechs!$A$2:$A, ${k}), Attacks!$A$1:$I, Mechs!$A$1:$BE, Equipment!$A$1:$E, Catalog!$A$1:$O, Map!$A$1:$Q$18, Rules!$A$1:$H)`;

/**
 * A campaign as an earlier Set up left it: every tab 1,000 rows, eight MECHCARD formulas on the
 * Cards tab, and `mechs` mechs of the scaled demo pasted in (the TN column left to its formula).
 */
function earlierCampaign(mechs: number): Campaign {
  const c = campaign({ demo: false });
  for (const sheet of c.fake.book.getSheets())
    if (sheet.getMaxRows() < 1000) sheet.insertRowsAfter(sheet.getMaxRows(), 1000 - sheet.getMaxRows());
  const tabs = scaledTabs(mechs / 4);
  typeGrid(c.fake, TAB.mechs, 1, 1, tabs[TAB.mechs]);
  typeGrid(c.fake, TAB.equipment, 1, 1, tabs[TAB.equipment]);
  const tn = ATTACKS.columns.findIndex((col) => col.key === 'tn');
  typeGrid(
    c.fake,
    TAB.attacks,
    1,
    1,
    tabs[TAB.attacks].map((r) => r.slice(0, tn)),
  );
  const cards = c.fake.book.sheet(CARDS_TAB);
  cards.getRange('A2').setValue('');
  for (let k = 1; k <= 8; k++) cards.getRange(cardRow(k), 1).setValue(oldCard(k));
  reset(c.fake);
  return c;
}

describe("Set up makes the Cards tab: every mech's card from one MECHCARDS formula in A2", () => {
  it('with the demo: the one formula, card k the k-th mech at cardRow(k), CARD_ROWS + 1 rows below the one before', () => {
    const c = campaign();
    const formulas = cardFormulas(c);
    expect([...formulas.keys()]).toEqual(['A2']);
    expect(formulas.get('A2')).toMatch(/^=MECHCARDS\(Attacks!\$A\$1:\$G, Mechs!\$A\$1:\$BE, /);
    expect([1, 2, 3, 4].map((k) => cardName(c, k))).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(cardRow(2) - cardRow(1)).toBe(CARD_ROWS + 1);
    expect(
      c.fake.book
        .sheet(CARDS_TAB)
        .getRange(cardRow(2) - 1, 1, 1, CARD_COLUMNS)
        .getValues(),
    ).toEqual([['', '', '', '', '', '']]);
  });

  it("every range ends inside its tab's grid: at the tab's last column, the Attacks tab's before its TN column, the Map as wide as its grid", () => {
    const c = campaign();
    const f = cardFormulas(c).get('A2') as string;
    for (const tab of ['Equipment', 'Catalog', 'Rules'])
      expect(columnNumber(lastColumnOf(f, tab)), tab).toBe(c.fake.book.sheet(tab).getLastColumn());
    // Mechs up to Player account: Notify, its last column, is the server's alone (no formula is handed it).
    expect(columnNumber(lastColumnOf(f, 'Mechs'))).toBe(c.fake.book.sheet('Mechs').getLastColumn() - 1);
    expect(lastColumnOf(f, 'Attacks')).toBe('G');
    expect(columnNumber(lastColumnOf(f, 'Map'))).toBe(c.fake.book.sheet('Map').getMaxColumns());
  });

  it('a Mechs tab with its Name column elsewhere: the cards find the names by their header', () => {
    const c = blank();
    const mechs = c.fake.book.insertSheet('Mechs');
    mechs.insertColumnsAfter(26, MECHS.columns.length - 26);
    mechs.getRange(1, 1, 1, MECHS.columns.length).setValues([[...headerRow(MECHS)].reverse()]);
    c.gas.setupCampaign();
    expect(cardName(c, 1)).toBe('Griffin');
  });
});

describe('every mech has a card: a campaign an earlier Set up made gets the one formula', () => {
  it('24 mechs and the eight old MECHCARD formulas: Set up again shows 24 cards, the old formulas gone', () => {
    const c = earlierCampaign(24);
    expect(cardName(c, 9)).toBe('');
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    const formulas = cardFormulas(c);
    expect([...formulas.keys()]).toEqual(['A2']);
    expect(c.fake.book.errorAt(c.fake.book.sheet(CARDS_TAB), 2, 1)).toBeUndefined();
    const names = scaledTabs(6)
      [TAB.mechs].slice(1)
      .map((r) => r[0]);
    expect(Array.from({ length: 24 }, (_, i) => cardName(c, i + 1))).toEqual(names);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain(
      "Cards: added every mech's card, from one MECHCARDS formula in A2.",
    );
  });

  it('a note the GM typed on the Cards tab, and every cell of the other tabs, stay as they were', () => {
    const c = earlierCampaign(8);
    c.fake.book.sheet(CARDS_TAB).getRange('H5').setValue("Mine: the GM's note");
    const before = dump(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    const after = dump(c.fake) as Record<string, { cells: { value: unknown }[][] }>;
    expect(after[CARDS_TAB].cells[4][7].value).toBe("Mine: the GM's note");
    const typed = (d: Record<string, unknown>, tab: string) =>
      (d[tab] as { cells: { value: unknown; formula: string }[][] }).cells.map((r) =>
        r.map((cell) => [cell.value, cell.formula]),
      );
    for (const tab of [TAB.mechs, TAB.equipment, TAB.attacks, TAB.catalog, TAB.rules, TAB.map])
      expect(typed(after, tab), tab).toEqual(typed(before, tab));
  });

  it("a Cards tab holding a formula of the GM's own is left as it is, and the report says where", () => {
    const c = campaign();
    c.fake.book
      .sheet(CARDS_TAB)
      .getRange('A2')
      .setValue(
        '=MECHCARD("Griffin", Attacks!$A$1:$G, Mechs!$A$1:$BE, Equipment!$A$1:$D, Catalog!$A$1:$O, Map!$A$1:$Q$18)',
      );
    const before = dump(c.fake)[CARDS_TAB];
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(dump(c.fake)[CARDS_TAB]).toEqual(before);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain(
      "Cards: not repaired. Cards!A2 holds a cell of your own where Gator's cards go",
    );
  });

  it('a second Set up, or Load demo, leaves a Cards tab with its MECHCARDS as it is', () => {
    const c = campaign();
    const before = dump(c.fake);
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(writes(c.fake)).toBe(0);
    expect(dump(c.fake)).toEqual(before);
  });
});
