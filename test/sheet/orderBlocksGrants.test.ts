// Protect the campaign (docs/fair-play.md "Who may edit what"): each player may edit the declaration cells and Notify
// of their own Mechs rows, and every cell but the owner's of their own blocks of rows on Attacks and Rolls; a mech
// with fewer rows there than a block has is given the rest, right under its last row.
import { describe, expect, it } from 'vitest';
import { BLOCK_ROWS, campaignGrants, mechsOrderColumns } from '../../src/sheet/play/orderBlocks';
import { colOf, demo, set, type Sheets } from './fixtures';

const P1 = 'player1@example.com';
const P2 = 'player2@example.com';

const cells = (mech: string, account: string, tab: string, row: number, col: number, rows: number, cols: number) => ({
  mech,
  account,
  cells: { tab, row, col, rows, cols },
});

/** The demo with the Rifleman played too, its Attacks rows split in two runs, and Rolls rows for both players. */
function campaign(): Sheets {
  const tabs = set(demo(), 'Mechs', 'Player account', 3, P2);
  // Attacks rows 2–4 are the Griffin's, the Rifleman's and the Blackjack's; the Rifleman gets rows 5–6 too.
  tabs.Attacks.push(['Rifleman', 'Locust', 'All', '', '', '', '', '', '']);
  tabs.Attacks.push(['Rifleman', 'Blackjack', 'All', '', '', '', '', '', '']);
  // Rolls (For, Roll, Rolled by, Mech): Griffin rows 2–3 (the name typed loosely), Rifleman 4, Griffin 5, a blank
  // row 6, Griffin 7–8.
  for (const mech of ['Griffin', ' griffin ', 'Rifleman', 'Griffin', '', 'Griffin', 'GRIFFIN'])
    tabs.Rolls.push(['', '', '', mech]);
  return tabs;
}

describe("every player's cells in a protected campaign", () => {
  it('the demo: the Griffin gets Move through Ready (P–U) and Notify on its Mechs row, and its Attacks row past the Attacker', () => {
    expect(campaignGrants(demo(), {})).toEqual({
      players: [{ mech: 'Griffin', account: P1, player: 'Player 1', row: 1 }],
      grants: [
        cells('Griffin', P1, 'Mechs', 1, 15, 1, 6),
        cells('Griffin', P1, 'Mechs', 1, 57, 1, 1),
        cells('Griffin', P1, 'Attacks', 1, 1, 1, 8),
      ],
      missing: [
        { tab: 'Attacks', mech: 'Griffin', rows: BLOCK_ROWS.Attacks - 1, after: 1 },
        { tab: 'Rolls', mech: 'Griffin', rows: BLOCK_ROWS.Rolls },
      ],
      problems: [],
    });
  });

  it('each run of consecutive rows of a mech is one block; Attacks reach the last column, Rolls only the Mech header', () => {
    // Attacks is 11 columns wide (the GM added two after Roll), Rolls 6 (two past its Mech header).
    const got = campaignGrants(campaign(), { Attacks: 11, Rolls: 6 });
    expect(got.grants).toEqual([
      cells('Griffin', P1, 'Mechs', 1, 15, 1, 6),
      cells('Griffin', P1, 'Mechs', 1, 57, 1, 1),
      cells('Rifleman', P2, 'Mechs', 2, 15, 1, 6),
      cells('Rifleman', P2, 'Mechs', 2, 57, 1, 1),
      cells('Griffin', P1, 'Attacks', 1, 1, 1, 10),
      cells('Rifleman', P2, 'Attacks', 2, 1, 1, 10),
      cells('Rifleman', P2, 'Attacks', 4, 1, 2, 10),
      // Rolls: For, Roll and Rolled by, left of the Mech column; nothing right of it.
      cells('Griffin', P1, 'Rolls', 1, 0, 2, 3),
      cells('Griffin', P1, 'Rolls', 4, 0, 1, 3),
      cells('Griffin', P1, 'Rolls', 6, 0, 2, 3),
      cells('Rifleman', P2, 'Rolls', 3, 0, 1, 3),
    ]);
    // The Rifleman has its 3 Attacks rows already; the Griffin's new rows go under its last row (0-based).
    expect(got.missing).toEqual([
      { tab: 'Attacks', mech: 'Griffin', rows: 2, after: 1 },
      { tab: 'Rolls', mech: 'Griffin', rows: 3, after: 7 },
      { tab: 'Rolls', mech: 'Rifleman', rows: 7, after: 3 },
    ]);
  });

  it('a mech with more rows than a block has is given none', () => {
    const tabs = campaign();
    tabs.Attacks.push(['Rifleman', 'Locust', 'All', '', '', '', '', '', '']);
    expect(campaignGrants(tabs, {}).missing.filter((m) => m.tab === 'Attacks')).toEqual([
      { tab: 'Attacks', mech: 'Griffin', rows: 2, after: 1 },
    ]);
  });

  it("Rolls' owner column in the middle: the player gets the columns on both sides of it", () => {
    const tabs = campaign();
    // Move Mech to be the second column: For, Mech, Roll, Rolled by.
    tabs.Rolls = tabs.Rolls.map(([a, b, c, d]) => [a, d, b, c]);
    const rolls = campaignGrants(tabs, {}).grants.filter((g) => g.cells.tab === 'Rolls' && g.cells.row === 3);
    expect(rolls).toEqual([cells('Rifleman', P2, 'Rolls', 3, 0, 1, 1), cells('Rifleman', P2, 'Rolls', 3, 2, 1, 2)]);
  });
});

/** The demo Mechs with two columns swapped (by header). */
function swapped(tabs: Sheets, a: string, b: string): Sheets {
  const i = colOf(tabs, 'Mechs', a);
  const j = colOf(tabs, 'Mechs', b);
  tabs.Mechs = tabs.Mechs.map((row) => {
    const r = row.slice();
    [r[i], r[j]] = [r[j], r[i]];
    return r;
  });
  return tabs;
}

/** The demo Mechs with a column moved to the end. */
function movedLast(tabs: Sheets, header: string): Sheets {
  const i = colOf(tabs, 'Mechs', header);
  tabs.Mechs = tabs.Mechs.map((row) => [...row.slice(0, i), ...row.slice(i + 1), row[i]]);
  return tabs;
}

describe('the order columns wherever the GM put them', () => {
  it("Ready and Move swapped: one run still, named in the tab's order", () => {
    const tabs = swapped(demo(), 'Move', 'Ready');
    expect(mechsOrderColumns(tabs)).toBe('Ready, Move to, Evasive, Outflank, Stand up and Move (columns P–U)');
    expect(campaignGrants(tabs, {}).grants.filter((g) => g.cells.tab === 'Mechs')).toEqual([
      cells('Griffin', P1, 'Mechs', 1, 15, 1, 6),
      cells('Griffin', P1, 'Mechs', 1, 57, 1, 1),
    ]);
  });

  it('Ready moved past Notify: two runs, the lone column named by its letter', () => {
    const tabs = movedLast(demo(), 'Ready');
    // Move…Stand up are P–T; Notify slides to column BE (index 56), Ready after it is BF (57).
    expect(mechsOrderColumns(tabs)).toBe('Move, Move to, Evasive, Outflank, Stand up and Ready (columns P–T, BF)');
    expect(campaignGrants(tabs, {}).grants.filter((g) => g.cells.tab === 'Mechs')).toEqual([
      cells('Griffin', P1, 'Mechs', 1, 15, 1, 5),
      cells('Griffin', P1, 'Mechs', 1, 56, 1, 2),
    ]);
  });

  it('Move swapped with Position: a lone first column is still "columns", as there are two runs', () => {
    // Move, Move to…Ready and Position can't be dropped (Mechs needs them), so a single run is always a range.
    expect(mechsOrderColumns(swapped(demo(), 'Move', 'Position'))).toBe(
      'Move, Move to, Evasive, Outflank, Stand up and Ready (columns O, Q–U)',
    );
  });

  it('a header typed with spaces around it is named without them', () => {
    const tabs = demo();
    tabs.Mechs[0][colOf(tabs, 'Mechs', 'Ready')] = ' Ready ';
    expect(mechsOrderColumns(tabs)).toBe('Move, Move to, Evasive, Outflank, Stand up and Ready (columns P–U)');
  });
});
