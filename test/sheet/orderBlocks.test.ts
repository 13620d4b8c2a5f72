// Protect the campaign: the mechs a player plays (a Player account on the Mechs row), and the Mechs columns they type
// their orders in, named so no one can misread them.
import { describe, expect, it } from 'vitest';
import { playerMechs } from '../../src/sheet/play/orderBlocks';
import { colOf, demo } from './fixtures';

// Demo Mechs: only the Griffin (row 2) has a Player account, player1@example.com, Player "Player 1".

describe('the mechs players play', () => {
  it("the demo: the Griffin, Player 1's", () => {
    expect(playerMechs(demo())).toEqual([
      { mech: 'Griffin', account: 'player1@example.com', player: 'Player 1', row: 1 },
    ]);
  });

  it('a row that ends before its Player account cell has no player', () => {
    const tabs = demo();
    const account = colOf(tabs, 'Mechs', 'Player account');
    tabs.Mechs[1] = tabs.Mechs[1].slice(0, account);
    expect(playerMechs(tabs)).toEqual([]);
  });

  it('without a Player column, the player is unnamed', () => {
    const tabs = demo();
    const player = colOf(tabs, 'Mechs', 'Player');
    const without = { ...tabs, Mechs: tabs.Mechs.map((row) => row.filter((_, i) => i !== player)) };
    expect(playerMechs(without).map((p) => p.player)).toEqual(['']);
  });
});
