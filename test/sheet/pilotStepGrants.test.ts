// and docs/fair-play.md: when the GM protects the campaign, a pilot's player may edit that pilot's Step asked
// cell — and only it — on the Pilots tab; a pilot without a Player account (an NPC) is nobody's.
import { describe, expect, it } from 'vitest';
import { pilotGrants } from '../../src/sheet/play/pilotGrants';
import { colOf, demo, set, type Sheets } from './fixtures';

const without = (tabs: Sheets, header: string): Sheets => {
  const col = colOf(tabs, 'Pilots', header);
  return { ...tabs, Pilots: tabs.Pilots.map((row) => row.filter((_, i) => i !== col)) };
};

// Demo Pilots rows 2–5: Sir Percival (player1@example.com), then three NPCs; Step asked is column P (index 15).
const stepAsked = (name: string, account: string, row: number) => ({
  mech: name,
  account,
  cells: { tab: 'Pilots', row, col: 15, rows: 1, cols: 1 },
});

describe("a player's Step asked cell", () => {
  it("the demo: Sir Percival's Step asked is Player 1's; the NPCs' are nobody's", () => {
    expect(pilotGrants(demo())).toEqual([stepAsked('Sir Percival', 'player1@example.com', 1)]);
  });

  it('the name and the account as typed, spaces around them dropped', () => {
    const tabs = set(demo(), 'Pilots', 'Player account', 4, '  p3@example.com ');
    set(tabs, 'Pilots', 'Name', 4, ' Raider Two  ');
    expect(pilotGrants(tabs)).toEqual([
      stepAsked('Sir Percival', 'player1@example.com', 1),
      stepAsked('Raider Two', 'p3@example.com', 3),
    ]);
  });

  it('a row with an account but no name grants nothing', () => {
    const tabs = set(demo(), 'Pilots', 'Name', 2, '');
    expect(pilotGrants(tabs)).toEqual([]);
  });

  it('no Player account column: no one is granted anything', () => {
    expect(pilotGrants(without(demo(), 'Player account'))).toEqual([]);
  });

  it('no Pilots tab: no one is granted anything', () => {
    const tabs = demo();
    delete tabs.Pilots;
    expect(pilotGrants(tabs)).toEqual([]);
  });
});
