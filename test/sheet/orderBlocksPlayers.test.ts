// Protect the campaign (docs/fair-play.md "Who may edit what"): who plays which mech, read from the Mechs tab's Name,
// Player and Player account cells as typed (spaces around them do not count), and what a campaign without a Mechs
// tab, or without a Notify column, gives out.
import { describe, expect, it } from 'vitest';
import { campaignGrants, playedMechs, playerMechs } from '../../src/sheet/play/orderBlocks';
import { addRow, colOf, demo, set } from './fixtures';

const P1 = 'player1@example.com';

const cells = (mech: string, account: string, tab: string, row: number, col: number, rows: number, cols: number) => ({
  mech,
  account,
  cells: { tab, row, col, rows, cols },
});

describe('who plays which mech', () => {
  it('the Name, Player and Player account cells are read without the spaces typed around them', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Name', 2, ' Griffin ');
    set(tabs, 'Mechs', 'Player', 2, ' Player 1 ');
    set(tabs, 'Mechs', 'Player account', 2, ` ${P1} `);
    expect(playerMechs(tabs)).toEqual([{ mech: 'Griffin', account: P1, player: 'Player 1', row: 1 }]);
  });

  it('a mech with a Player but no Player account is no one’s to edit', () => {
    const tabs = set(demo(), 'Mechs', 'Player account', 2, '');
    expect(playerMechs(tabs)).toEqual([]);
    expect(campaignGrants(tabs, {}).grants).toEqual([]);
  });

  it('a row with a Player account but no mech name is no mech to give out', () => {
    const tabs = demo();
    addRow(tabs, 'Mechs', { Name: '  ', 'Player account': 'player2@example.com' });
    expect(playerMechs(tabs)).toEqual([{ mech: 'Griffin', account: P1, player: 'Player 1', row: 1 }]);
  });

  it('the mechs a player plays are matched by name in any case: their Attacker is kept after a round', () => {
    const tabs = set(demo(), 'Mechs', 'Name', 2, ' GRIFFIN ');
    expect(playedMechs(tabs)).toEqual(new Set(['griffin']));
    expect(playedMechs(set(demo(), 'Mechs', 'Player account', 2, ''))).toEqual(new Set());
  });
});

describe('a campaign without a Mechs tab', () => {
  it('has no players, gives out no cells and adds no rows, with no problem', () => {
    const tabs = demo();
    delete tabs.Mechs;
    expect(playerMechs(tabs)).toEqual([]);
    expect(campaignGrants(tabs, {})).toEqual({ players: [], grants: [], missing: [], problems: [] });
  });
});

describe('a Mechs tab without a Notify column', () => {
  it('the player still gets Move through Ready on their row, and their Attacks row', () => {
    const tabs = demo();
    tabs.Mechs[0][colOf(tabs, 'Mechs', 'Notify')] = '';
    expect(campaignGrants(tabs, {}).grants).toEqual([
      cells('Griffin', P1, 'Mechs', 1, 15, 1, 6),
      cells('Griffin', P1, 'Attacks', 1, 1, 1, 8),
    ]);
  });
});
