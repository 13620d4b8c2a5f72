// The sheet on a phone (docs/players.md, "A round on a phone"): a player on the Sheets app has
// cells only — no menu, no sidebar. Set up freezes each tab a player types in up to the column
// naming whose row it is, and lays the Cards tab out to fit a phone held upright; the card shows
// the mech's Ready box. Through the built bundle on the fakes (merged cells and freezes modelled
// as Sheets keeps them: src/fakes/merges.ts).
import { describe, expect, it } from 'vitest';
import { CARD_COLUMNS, CARD_ROWS, CARDS_TAB, CARDS_TITLE, cardRow } from '../../../src/sheet/setup/cardsTab';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PHONE_FROZEN_WIDTH, TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, reset, type Campaign } from '../harness';

/** Each tab's values and formulas: what a player typed or a formula holds, for "nothing lost". */
function contents(c: Campaign): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const sheet of c.fake.book.getSheets())
    out[sheet.getName()] = sheet.peekCells().map((r) => r.map((cell) => [cell.value, cell.formula]));
  return out;
}

/** What a player sees frozen on a tab: [rows, columns]. */
const frozen = (c: Campaign, tab: string) => [
  c.fake.book.sheet(tab).getFrozenRows(),
  c.fake.book.sheet(tab).getFrozenColumns(),
];

/**
 * A campaign as a Set up before this one left it: the header rows frozen, no column; the Cards tab at Sheets' default
 * widths, its title in A1 alone.
 */
function earlierCampaign(): Campaign {
  const c = campaign();
  for (const tab of [TAB.mechs, TAB.attacks, TAB.rolls]) c.fake.book.sheet(tab).setFrozenColumns(0);
  const cards = c.fake.book.sheet(CARDS_TAB);
  cards.getRange(1, 1, 1, CARD_COLUMNS).breakApart();
  cards.setColumnWidths(1, CARD_COLUMNS, 100);
  cards.getRange(1, 1, cards.getMaxRows(), CARD_COLUMNS).setWrap(false);
  reset(c.fake);
  return c;
}

/** The cells of the card's first row: the Orders row of card k is its second. */
const ordersRow = (c: Campaign, k: number) =>
  c.fake.book
    .sheet(CARDS_TAB)
    .getRange(cardRow(k) + 1, 1, 1, CARD_COLUMNS)
    .getValues()[0];

describe("On a phone, the name column stays in view: Set up freezes Mechs' Name, Attacks' Attacker and the Rolls tab's For with the header row", () => {
  it("a new campaign: Mechs, Attacks and Rolls frozen at row 1 and column A — the Rolls tab's For names the mech first", () => {
    const c = campaign();
    expect(frozen(c, TAB.mechs)).toEqual([1, 1]);
    expect(frozen(c, TAB.attacks)).toEqual([1, 1]);
    expect(frozen(c, TAB.rolls)).toEqual([1, 1]);
    expect(c.fake.book.sheet(TAB.rolls).getRange('A1').getValue()).toBe('For');
    // The tabs a player does not type in keep their header frozen only.
    expect(frozen(c, TAB.equipment)).toEqual([1, 0]);
  });

  it('an existing campaign set up again gets the freeze, says so, and loses nothing', () => {
    const c = earlierCampaign();
    const before = contents(c);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(frozen(c, TAB.mechs)).toEqual([1, 1]);
    expect(frozen(c, TAB.attacks)).toEqual([1, 1]);
    expect(frozen(c, TAB.rolls)).toEqual([1, 1]);
    expect(contents(c)).toEqual(before);
    const report = c.fake.ui.alerts.at(-1)?.prompt ?? '';
    expect(report).toContain(
      'Mechs: added a freeze of column A (Name): the name stays in view while the row scrolls sideways.',
    );
    expect(report).toContain('Rolls: added a freeze of column A (For)');
  });

  it('a GM who froze more columns, as wide as a phone can spare, keeps them; set up again, nothing is frozen anew', () => {
    const c = campaign();
    // Name and Model: 200 px, the phone's budget.
    c.fake.book.sheet(TAB.mechs).setFrozenColumns(2);
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(frozen(c, TAB.mechs)).toEqual([1, 2]);
    expect(c.fake.log.calls['Sheet.setFrozenColumns'] ?? 0).toBe(0);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain('Mechs: already complete.');
  });

  it("a merged cell of the GM's across the freeze: Set up names it, freezes nothing through it and repairs the rest", () => {
    const c = earlierCampaign();
    c.fake.book.sheet(TAB.rolls).getRange('A1:B1').merge();
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(frozen(c, TAB.rolls)).toEqual([1, 0]);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain(
      "Rolls: not repaired. Rolls: Set up could not freeze column A (For) — You can't freeze columns which contain only part of a merged cell. Run Set up again once that is fixed.",
    );
    expect(frozen(c, TAB.mechs)).toEqual([1, 1]);
  });
});

/** The width of a tab's frozen columns, in pixels, as Sheets draws them. */
function frozenWidth(c: Campaign, tab: string): number {
  const sheet = c.fake.book.sheet(tab);
  let width = 0;
  for (let col = 1; col <= sheet.getFrozenColumns(); col++) width += sheet.getColumnWidth(col);
  return width;
}

describe(`A phone held upright shows more than the frozen columns: no tab is frozen wider than ${PHONE_FROZEN_WIDTH} px`, () => {
  const everyTab = (c: Campaign) => c.fake.book.getSheets().map((s) => s.getName());

  it('after Set up with the demo, every tab — Mechs, Attacks, Rolls, the Map, the Cards … — and a new battle after it', () => {
    const c = campaign();
    for (const tab of everyTab(c)) expect(frozenWidth(c, tab), tab).toBeLessThanOrEqual(PHONE_FROZEN_WIDTH);
    expect(c.gas.startNewBattle({ repair: true, heal: true }).ok).toBe(true);
    for (const tab of everyTab(c)) expect(frozenWidth(c, tab), tab).toBeLessThanOrEqual(PHONE_FROZEN_WIDTH);
  });

  it('the Rolls tab: For frozen, wrapping its words, and the Roll beside it still on the screen', () => {
    const c = campaign();
    const rolls = c.fake.book.sheet(TAB.rolls);
    expect(frozenWidth(c, TAB.rolls)).toBeLessThanOrEqual(PHONE_FROZEN_WIDTH);
    // A phone held upright of 360 px, some 40 of them Sheets' row numbers.
    expect(frozenWidth(c, TAB.rolls) + rolls.getColumnWidth(2)).toBeLessThanOrEqual(360 - 40);
    // A roll's words longer than the frozen column go on to a second line: `… — cluster hits` is not cut off.
    expect(
      rolls
        .getRange(2, 1, rolls.getMaxRows() - 1, 1)
        .getWraps()
        .flat()
        .every(Boolean),
    ).toBe(true);
  });

  it('an earlier Set up froze the Rolls tab up to its Mech column (520 px): set up again, it is frozen at For alone, and the report says why', () => {
    const c = campaign();
    c.fake.book.sheet(TAB.rolls).setFrozenColumns(4);
    c.fake.book.sheet(TAB.rolls).setColumnWidth(1, 220);
    reset(c.fake);
    const before = contents(c);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(frozen(c, TAB.rolls)).toEqual([1, 1]);
    expect(contents(c)).toEqual(before);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain(
      `Rolls: added a narrower freeze, column A (For) in place of columns A–D (520 px: more than the ${PHONE_FROZEN_WIDTH} px a phone held upright can spare beside the cells typed in).`,
    );
  });

  it("a GM's freeze wider than a phone can spare is brought back to the name column, and said", () => {
    const c = campaign();
    c.fake.book.sheet(TAB.mechs).setFrozenColumns(3);
    reset(c.fake);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(frozen(c, TAB.mechs)).toEqual([1, 1]);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain(
      'Mechs: added a narrower freeze, column A (Name) in place of columns A–C (300 px',
    );
  });
});

describe("A card fits a phone held upright: the Cards tab's six columns are at most 400 px, its title wraps over them", () => {
  const widths = (c: Campaign) =>
    Array.from({ length: CARD_COLUMNS }, (_, i) => c.fake.book.sheet(CARDS_TAB).getColumnWidth(i + 1));

  it("the card's columns add up to 400 px; the title does not widen column A: it is merged across A1:F1 and wraps", () => {
    const c = campaign();
    expect(widths(c).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(400);
    const cards = c.fake.book.sheet(CARDS_TAB);
    expect(cards.getColumnWidth(1)).toBe(100);
    expect(cards.getRange('A1').getValue()).toBe(CARDS_TITLE);
    expect(
      cards
        .getRange('A1')
        .getMergedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['A1:F1']);
    expect(cards.getRange('A1').getWraps()[0][0]).toBe(true);
  });

  it("every cell of every card wraps, so a long word takes a second line instead of being cut at the column's edge", () => {
    const c = campaign();
    const cards = c.fake.book.sheet(CARDS_TAB);
    for (const k of [1, 4])
      expect(cards.getRange(cardRow(k), 1, CARD_ROWS, CARD_COLUMNS).getWraps().flat().every(Boolean), `card ${k}`).toBe(
        true,
      );
  });

  it('a mech added from the library gets a card whose cells wrap too', () => {
    const c = campaign();
    // Nine more mechs than the Mechs tab had room for: the Cards tab grows past its grid.
    const labels: string[] = c.gas.getMechLibrary().units.map((u: { label: string }) => u.label);
    for (const label of labels.slice(0, 9)) expect(c.gas.insertLibraryMech(label, '', '', '').ok, label).toBe(true);
    const cards = c.fake.book.sheet(CARDS_TAB);
    const last = cards.getMaxRows();
    expect(last).toBeGreaterThanOrEqual(cardRow(13) + CARD_ROWS - 1);
    expect(cards.getRange(cardRow(13), 1, CARD_ROWS, CARD_COLUMNS).getWraps().flat().every(Boolean)).toBe(true);
  });

  it('a Cards tab an earlier Set up made gets the layout when set up again, every card where it was', () => {
    const c = earlierCampaign();
    const before = contents(c)[CARDS_TAB];
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(widths(c)).toEqual([100, 60, 60, 60, 60, 60]);
    expect(c.fake.book.sheet(CARDS_TAB).getRange('A1').isPartOfMerge()).toBe(true);
    expect(contents(c)[CARDS_TAB]).toEqual(before);
    expect(c.fake.ui.alerts.at(-1)?.prompt).toContain(
      'Cards: added the phone layout: columns A–F 400 px wide, every cell wrapping, the title across them.',
    );
  });
});

describe("The card shows the mech's Ready box (R-15.1), from the Mechs tab's Ready column", () => {
  it('Not ready until the player ticks Ready; Ready once ticked; Not ready again once unticked', () => {
    const c = campaign();
    const ready = cell(MECHS, 'ready', mechRow(c.fake, 'Griffin'));
    expect(ordersRow(c, 1)).toEqual([
      'Orders',
      'Run in place',
      'Rifleman: All',
      'Freebie: Large Laser at Rifleman',
      '',
      'Not ready',
    ]);
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(ready)
      .setValues([[true]]);
    expect(ordersRow(c, 1)[CARD_COLUMNS - 1]).toBe('Ready');
    // The other cards are not the Griffin's box.
    expect(ordersRow(c, 2)[CARD_COLUMNS - 1]).toBe('Not ready');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(ready)
      .setValues([[false]]);
    expect(ordersRow(c, 1)[CARD_COLUMNS - 1]).toBe('Not ready');
  });
});
