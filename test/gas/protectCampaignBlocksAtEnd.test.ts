// Protect the campaign called directly on the fakes (src/gas/protectCampaign.ts, docs/fair-play.md "Who may edit
// what"): a player's mech with no line yet gets its blocks at the end of Attacks and Rolls, the grid grown to hold
// them and its room; a campaign without a Rolls tab is protected all the same; the protections say they are Gator's,
// and a block protection is never left open to the owner's domain.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, FakeSheet } from '../../src/fakes';
import { protectCampaign } from '../../src/gas/protectCampaign';
import { Workbook } from '../../src/gas/workbook';
import { TAB } from '../../src/sheet/schema/columns';
import { demoTabs } from '../../src/sheet/setup/demo';

const OWNER = 'owner@x.org';
const GM = 'gm@x.org';
const ANNA = 'player1@example.com';

type Tabs = ReturnType<typeof demoTabs>;

/** The demo (`change`d first) in a fake book the GM and Anna (the Griffin's player) edit, the GM running. */
function book(change: (tabs: Tabs) => void = () => {}) {
  const fake = createFakeServices({ owner: OWNER, editors: [GM, ANNA], user: GM });
  const tabs = demoTabs();
  change(tabs);
  for (const [name, grid] of Object.entries(tabs)) {
    const sheet = fake.book.insertSheet(name);
    const width = Math.max(...grid.map((r) => r.length));
    if (grid.length > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), grid.length - sheet.getMaxRows());
    if (width > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
    sheet
      .getRange(1, 1, grid.length, width)
      .setValues(grid.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')));
  }
  const services = fake as unknown as Parameters<typeof protectCampaign>[0];
  const protect = () => protectCampaign(services, new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()), GM);
  /** A column of a tab from row 2 down, as far as the tab has values. */
  const column = (name: string, header: string) => {
    const grid = fake.book.sheet(name).peekValues();
    const c = grid[0].indexOf(header);
    return grid.slice(1).map((r) => r[c]);
  };
  return { fake, protect, column };
}

/** The demo's Attacks without the Griffin's line: the Rifleman's and the Blackjack's only. */
const withoutGriffinsLine = (tabs: Tabs) => {
  tabs.Attacks = tabs.Attacks.filter((row) => row[0] !== 'Griffin');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a player's mech with no line yet: its blocks go at the end", () => {
  it('the Griffin without an Attacks line gets its Attacks block under the last line and its Rolls block on the empty tab', () => {
    const b = book(withoutGriffinsLine);
    expect(b.protect().added).toEqual([
      { tab: TAB.attacks, mech: 'Griffin', rows: 3, first: 4, beside: false },
      { tab: TAB.rolls, mech: 'Griffin', rows: 8, first: 2, beside: false },
    ]);
    expect(b.column(TAB.attacks, 'Attacker')).toEqual(['Rifleman', 'Blackjack', 'Griffin', 'Griffin', 'Griffin']);
  });

  it('an Attacks grid with no row to spare grows to hold the block and its room of 10 rows, and no more', () => {
    const b = book(withoutGriffinsLine);
    const attacks = b.fake.book.sheet(TAB.attacks);
    // The header and the two lines: nothing below them.
    attacks.deleteRows(4, attacks.getMaxRows() - 3);
    b.protect();
    // The block's 3 rows from row 4, then at least the room of 10 blank rows. (It grows to 17: one row more than
    // Set up's fit of a tab gives, which is used rows + room.)
    expect(attacks.getMaxRows()).toBeGreaterThanOrEqual(6 + 10);
    expect(attacks.getMaxRows()).toBeLessThanOrEqual(6 + 10 + 1);
    expect(b.column(TAB.attacks, 'Attacker').slice(0, 5)).toEqual([
      'Rifleman',
      'Blackjack',
      'Griffin',
      'Griffin',
      'Griffin',
    ]);
  });
});

describe('a campaign without a Rolls tab', () => {
  it("is protected all the same: the Griffin's Attacks block goes in, and the report says Rolls has no Mech column", () => {
    const b = book((tabs) => {
      delete (tabs as Partial<Tabs>).Rolls;
    });
    const report = b.protect();
    expect(report.added).toEqual([{ tab: TAB.attacks, mech: 'Griffin', rows: 2, after: 1, first: 3, beside: true }]);
    expect(report.problems).toEqual([
      'Rolls: no column headed "Mech" to say whose rows are whose; run Set up campaign to add it',
    ]);
    expect(report.tabs).not.toContain(TAB.rolls);
  });
});

describe("the protections are Gator's and say so", () => {
  it("each tab's protection is described as the GM's, but each player's own orders", () => {
    const b = book();
    b.protect();
    for (const name of [TAB.mechs, TAB.rules, TAB.log])
      expect(b.fake.book.sheet(name).protect().getDescription()).toBe(
        "Gator: only the GM edits this tab, but each player's own orders (Protect the campaign).",
      );
  });

  it("a block protection Sheets starts open to the owner's domain is closed to it", () => {
    const b = book();
    // In a Workspace domain a new protection may start editable by everyone of the domain.
    const protectRange = FakeSheet.prototype.protectRange;
    vi.spyOn(FakeSheet.prototype, 'protectRange').mockImplementation(function (this: FakeSheet, range) {
      return protectRange.call(this, range).setDomainEdit(true);
    });
    b.protect();
    const open = b.fake.book
      .getProtections('RANGE')
      .filter((p) => p.canDomainEdit())
      .map((p) => p.getDescription());
    expect(open).toEqual([]);
    expect(b.fake.book.getProtections('RANGE').length).toBeGreaterThan(0);
  });
});
