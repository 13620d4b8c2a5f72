// Protect the campaign called directly on the fakes (src/gas/protectCampaign.ts, docs/fair-play.md "Who may edit
// what"): every tab the GM's alone, each player's own cells carved out and protected for the GM and that player —
// nobody else, not another player, not a colleague the file is shared with. The report says what was done, and which
// Player accounts the file is not shared with.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { protectCampaign } from '../../src/gas/protectCampaign';
import { Workbook } from '../../src/gas/workbook';
import { TAB } from '../../src/sheet/schema/columns';
import { demoTabs } from '../../src/sheet/setup/demo';

const OWNER = 'owner@x.org';
const GM = 'gm@x.org';
const ANNA = 'player1@example.com';
const BEN = 'ben@example.com';
const COLLEAGUE = 'colleague@x.org';

type Tabs = ReturnType<typeof demoTabs>;

/** Sets a Mechs row's cells by header. */
function setMech(tabs: Tabs, mech: string, cells: Record<string, string>): void {
  const row = tabs.Mechs.find((r) => r[0] === mech) as unknown[];
  for (const [h, v] of Object.entries(cells)) row[tabs.Mechs[0].indexOf(h)] = v;
}

/** The demo (`change`d first) in a fake book shared with `editors`, the GM running. */
function book(editors: string[], change: (tabs: Tabs) => void = () => {}) {
  const fake = createFakeServices({ owner: OWNER, editors, user: GM });
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
  /** Every range protection: tab, cells, description and who may edit it. */
  const blocks = () =>
    fake.book.getProtections('RANGE').map((p) => [
      p.getRange().getSheet().getName(),
      p.getRange().getA1Notation(),
      p.getDescription(),
      p
        .getEditors()
        .map((u) => u.getEmail())
        .sort(),
    ]);
  /** A tab's own protection: its carved-out cells and who may edit the rest. */
  const tabProtection = (name: string) => {
    const p = fake.book.sheet(name).protect();
    return {
      unprotected: p.getUnprotectedRanges().map((r) => r.getA1Notation()),
      editors: p
        .getEditors()
        .map((u) => u.getEmail())
        .sort(),
      warningOnly: p.isWarningOnly(),
      domainEdit: p.canDomainEdit(),
    };
  };
  /** A column of a tab from row 2 down, as far as the tab has values. */
  const column = (name: string, header: string) => {
    const grid = fake.book.sheet(name).peekValues();
    const c = grid[0].indexOf(header);
    return grid.slice(1).map((r) => r[c]);
  };
  return { fake, protect, blocks, tabProtection, column };
}

/** Anna plays the Griffin (the demo's Player account), Ben the Rifleman; a colleague edits the file too. */
function twoPlayers() {
  return book([GM, ANNA, BEN, COLLEAGUE], (tabs) => setMech(tabs, 'Rifleman', { Side: 'PC', 'Player account': BEN }));
}

describe("each player's cells: the GM and that player edit them, nobody else", () => {
  it("the Griffin is Anna's and the Rifleman Ben's: their Mechs cells, Attacks and Rolls blocks and Anna's pilot's Step asked, each \"Gator orders: <mech> — <account>\"", () => {
    const b = twoPlayers();
    b.protect();
    const anna = (mech: string) => `Gator orders: ${mech} — ${ANNA}`;
    const ben = `Gator orders: Rifleman — ${BEN}`;
    const forAnna = [ANNA, GM, OWNER].sort();
    const forBen = [BEN, GM, OWNER].sort();
    expect(b.blocks()).toEqual([
      [TAB.mechs, 'P2:U2', anna('Griffin'), forAnna],
      [TAB.mechs, 'BF2', anna('Griffin'), forAnna],
      [TAB.mechs, 'P3:U3', ben, forBen],
      [TAB.mechs, 'BF3', ben, forBen],
      // The Griffin's line and the two rows added under it; the Rifleman's under them.
      [TAB.attacks, 'B2:Z4', anna('Griffin'), forAnna],
      [TAB.attacks, 'B5:Z7', ben, forBen],
      // Rolls was empty: each block at the end, in the Mechs tab's order.
      [TAB.rolls, 'A2:C9', anna('Griffin'), forAnna],
      [TAB.rolls, 'A10:C17', ben, forBen],
      [TAB.pilots, 'P2', anna('Sir Percival'), forAnna],
    ]);
  });

  it("every tab is the GM's (and the owner's) alone, the players' cells carved out of it", () => {
    const b = twoPlayers();
    b.protect();
    const gmOnly = (unprotected: string[]) => ({
      unprotected,
      editors: [GM, OWNER],
      warningOnly: false,
      domainEdit: false,
    });
    expect(b.tabProtection(TAB.mechs)).toEqual(gmOnly(['P2:U2', 'BF2', 'P3:U3', 'BF3']));
    expect(b.tabProtection(TAB.attacks)).toEqual(gmOnly(['B2:Z4', 'B5:Z7']));
    expect(b.tabProtection(TAB.rolls)).toEqual(gmOnly(['A2:C9', 'A10:C17']));
    expect(b.tabProtection(TAB.pilots)).toEqual(gmOnly(['P2']));
    expect(b.tabProtection(TAB.rules)).toEqual(gmOnly([]));
  });

  it('the report: the tabs protected, two players with a mech each, nine blocks, the rows added and where', () => {
    const b = twoPlayers();
    expect(b.protect()).toEqual({
      tabs: [TAB.mechs, TAB.equipment, TAB.catalog, TAB.attacks, TAB.rolls, TAB.map, TAB.rules, TAB.log, TAB.pilots],
      players: 2,
      mechs: 2,
      blocks: 9,
      // The lowest block goes in first, so the rows above stay put; the Griffin's two rows then push the Rifleman's down.
      added: [
        { tab: TAB.attacks, mech: 'Rifleman', rows: 2, after: 2, first: 6, beside: true },
        { tab: TAB.attacks, mech: 'Griffin', rows: 2, after: 1, first: 3, beside: true },
        { tab: TAB.rolls, mech: 'Griffin', rows: 8, first: 2, beside: false },
        { tab: TAB.rolls, mech: 'Rifleman', rows: 8, first: 10, beside: false },
      ],
      mechsColumns: 'Move, Move to, Evasive, Outflank, Stand up and Ready (columns P–U)',
      problems: [],
      unshared: [],
    });
  });

  it("the rows added hold only their owner's name, under each mech's line; the Rolls blocks at the end", () => {
    const b = twoPlayers();
    b.protect();
    expect(b.column(TAB.attacks, 'Attacker')).toEqual([
      'Griffin',
      'Griffin',
      'Griffin',
      'Rifleman',
      'Rifleman',
      'Rifleman',
      'Blackjack',
    ]);
    expect(b.column(TAB.attacks, 'Target')).toEqual(['Rifleman', '', '', 'Griffin', '', '', 'Griffin']);
    expect(b.column(TAB.rolls, 'Mech')).toEqual([...Array(8).fill('Griffin'), ...Array(8).fill('Rifleman')]);
    expect(b.column(TAB.rolls, 'Roll')).toEqual(Array(16).fill(''));
  });

  it('Attacks, with more lines than its blocks need, is fitted after the rows go in: its last line and its room of 10 rows', () => {
    // The GM's own 30 lines for the Blackjack under the demo's three.
    const b = book([GM, ANNA, BEN], (tabs) => {
      setMech(tabs, 'Rifleman', { Side: 'PC', 'Player account': BEN });
      const width = tabs.Attacks[0].length;
      for (let i = 0; i < 30; i++) tabs.Attacks.push(['Blackjack', ...Array(width - 1).fill('')]);
    });
    // The Mechs grid trimmed to its mechs: the blocks they could need are fewer than the lines.
    const mechs = b.fake.book.sheet(TAB.mechs);
    mechs.deleteRows(demoTabs().Mechs.length + 1, mechs.getMaxRows() - demoTabs().Mechs.length);
    b.protect();
    // The header, the 3 demo lines, the 4 rows added and the 30 lines, then the room.
    expect(b.fake.book.sheet(TAB.attacks).getMaxRows()).toBe(1 + 3 + 4 + 30 + 10);
  });
});

describe('Rolls, not a fitted tab, keeps its grid', () => {
  it("the Griffin's Rolls rows go in under its one line, and Rolls grows by those 7 rows, never trimmed; with the blocks at the end it keeps its 1,000", () => {
    const b = book([GM, ANNA]);
    b.fake.book.sheet(TAB.rolls).getRange('D2').setValue('Griffin');
    expect(b.protect().added.filter((a) => a.tab === TAB.rolls)).toEqual([
      { tab: TAB.rolls, mech: 'Griffin', rows: 7, after: 1, first: 3, beside: true },
    ]);
    expect(b.column(TAB.rolls, 'Mech')).toEqual(Array(8).fill('Griffin'));
    // The grid grew by the 7 rows put in among its lines, and is not trimmed back.
    expect(b.fake.book.sheet(TAB.rolls).getMaxRows()).toBe(1007);
    const c = twoPlayers();
    c.protect();
    expect(c.fake.book.sheet(TAB.rolls).getMaxRows()).toBe(1000);
  });
});

describe('a tab the GM had left open is closed', () => {
  it('a Rules tab at "Show a warning" and a Log tab editable by the domain are the GM\'s alone', () => {
    const b = twoPlayers();
    b.fake.book.sheet(TAB.rules).protect().setWarningOnly(true);
    b.fake.book.sheet(TAB.log).protect().setDomainEdit(true);
    b.protect();
    const gmOnly = { unprotected: [], editors: [GM, OWNER], warningOnly: false, domainEdit: false };
    expect(b.tabProtection(TAB.rules)).toEqual(gmOnly);
    expect(b.tabProtection(TAB.log)).toEqual(gmOnly);
  });
});

describe("the cells carved out before: the orders tabs' follow the players, the GM's own elsewhere are kept", () => {
  it('with no player left, Mechs, Attacks and Rolls carve nothing out; the cell the GM opened on Rules stays open', () => {
    const b = book([GM, ANNA, COLLEAGUE], (tabs) => {
      setMech(tabs, 'Griffin', { 'Player account': '' });
      const account = tabs.Pilots[0].indexOf('Player account');
      for (const row of tabs.Pilots.slice(1)) row[account] = '';
    });
    for (const name of [TAB.mechs, TAB.attacks, TAB.rolls, TAB.rules]) {
      const sheet = b.fake.book.sheet(name);
      sheet.protect().setUnprotectedRanges([sheet.getRange('A2')]);
    }
    const report = b.protect();
    expect([report.players, report.mechs, report.blocks]).toEqual([0, 0, 0]);
    expect(b.tabProtection(TAB.mechs).unprotected).toEqual([]);
    expect(b.tabProtection(TAB.attacks).unprotected).toEqual([]);
    expect(b.tabProtection(TAB.rolls).unprotected).toEqual([]);
    expect(b.tabProtection(TAB.rules).unprotected).toEqual(['A2']);
  });
});

describe('while Undo can still put a round back, no block goes in among the lines', () => {
  it('the Griffin has a line on Attacks and on Rolls: both its blocks go to the end, saying round 1', () => {
    const b = book([GM, ANNA]);
    b.fake.book.sheet(TAB.rolls).getRange('D2').setValue('Griffin');
    b.fake.book.insertSheet(TAB.undo).getRange('A1').setValue(1);
    expect(b.protect().added).toEqual([
      { tab: TAB.attacks, mech: 'Griffin', rows: 2, first: 5, beside: false, undoRound: 1 },
      { tab: TAB.rolls, mech: 'Griffin', rows: 7, first: 3, beside: false, undoRound: 1 },
    ]);
    expect(b.column(TAB.rolls, 'Mech')).toEqual(Array(8).fill('Griffin'));
  });
});

describe('the Player accounts the file is not shared with (Protection.addEditor does not share the file)', () => {
  it("an editor however the sharing list spells the address, and the file's owner, are shared; a stranger is named once, as first typed", () => {
    const b = book(['Player1@Example.com', GM], (tabs) => {
      setMech(tabs, 'Rifleman', { Side: 'PC', 'Player account': OWNER });
      setMech(tabs, 'Blackjack', { Side: 'PC', 'Player account': 'stranger@elsewhere.org' });
      setMech(tabs, 'Locust', { Side: 'PC', 'Player account': 'Stranger@Elsewhere.org' });
    });
    const report = b.protect();
    expect(report.unshared).toEqual(['stranger@elsewhere.org']);
    // Their blocks name them all the same, so sharing the file is all it takes.
    const locust = b.blocks().find((p) => p[2] === 'Gator orders: Locust — Stranger@Elsewhere.org');
    expect(locust?.[3]).toEqual([GM, OWNER, 'Stranger@Elsewhere.org'].sort());
    expect([report.players, report.mechs]).toEqual([3, 4]);
  });
});
