// Set up adds a roster row for each pilot of the Mechs tab not on the Pilots tab yet: every value under its
// own header, a service record of zeros, and the cells of the GM's own columns (and of those Gator fills later) blank.
import { describe, expect, it } from 'vitest';
import { pilotsWithMechPilots } from '../../src/sheet/setup/pilotRoster';
import { demo } from './fixtures';

describe('R-16.1: the roster rows added under a Pilots header', () => {
  it('each row as wide as the header, in its order, a column Gator does not know blank, one it lacks not written', () => {
    // The GM's own column first; no XP spent column.
    const header = ['Mine', 'Name', 'Player', 'Player account', 'Gunnery', 'Piloting', 'Wounds', 'Status', 'XP earned'];
    const added = (name: string, player: string, account: string) => ['', name, player, account, 3, 4, 0, 'Active', 0];
    const grid = pilotsWithMechPilots([[...header, 'Battles', 'Step asked', 'Notes']], demo().Mechs);
    expect(grid).toEqual([
      [...header, 'Battles', 'Step asked', 'Notes'],
      [...added('Sir Percival', 'Player 1', 'player1@example.com'), 0, '', ''],
      [...added('Raider Lead', '', ''), 0, '', ''],
      [...added('Raider Two', '', ''), 0, '', ''],
      [...added('Raider Scout', '', ''), 0, '', ''],
    ]);
    // Each row holds one cell a header column and nothing else beside them.
    for (const row of grid ?? [])
      expect(Object.keys(row)).toEqual(header.concat(['', '', '']).map((_, i) => String(i)));
  });
});
