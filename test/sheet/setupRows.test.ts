// Set up on an existing campaign adds what the sheet lacks — Rules settings, roster pilots — without disturbing what
// the GM typed: new cells are blank unless Gator fills them.
import { describe, expect, it } from 'vitest';
import { withMissingSettings } from '../../src/sheet/setup/missingSettings';
import { pilotsWithMechPilots, rosterRowsFromMechs } from '../../src/sheet/setup/pilotRoster';
import { colOf, demo } from './fixtures';

describe('Rules settings a campaign lacks', () => {
  it('are added under the GM’s own first column, which stays blank on the new rows', () => {
    const values = [
      ['Mine', 'Setting', 'Value', 'Notes'],
      ['keep', 'Round', 1, ''],
    ];
    const result = withMissingSettings(values);
    if (!result) return expect.fail('nothing added');
    expect(result.grid[1]).toEqual(['keep', 'Round', 1, '']);
    const added = result.grid.slice(2);
    expect(added.length).toBe(result.added.length);
    for (const row of added) expect(row[0]).toBe('');
    expect(added.map((r) => r[1])).toEqual(result.added);
  });
});

describe('R-16.1: roster rows from the Mechs tab', () => {
  it('without a Player account column, a pilot has no account; a row ending before Wounds is unhurt', () => {
    const tabs = demo();
    const account = colOf(tabs, 'Mechs', 'Player account');
    const mechs = tabs.Mechs.map((row) => row.filter((_, i) => i !== account));
    const wounds = colOf({ Mechs: mechs }, 'Mechs', 'Wounds');
    mechs[1] = mechs[1].slice(0, wounds);
    const rows = rosterRowsFromMechs(mechs);
    expect(rows[0]).toMatchObject({ name: 'Sir Percival', player: 'Player 1', playerAccount: '', wounds: 0 });
  });

  it("pilots added to a roster whose rows are short: the old rows padded with blanks to the tab's width", () => {
    const tabs = demo();
    const header = tabs.Pilots[0];
    const pilots = [header, ['Old Hand']];
    const grid = pilotsWithMechPilots(pilots, tabs.Mechs);
    if (!grid) return expect.fail('nothing added');
    expect(grid[1]).toEqual(['Old Hand', ...header.slice(1).map(() => '')]);
    expect(grid.slice(2).map((r) => r[0])).toEqual(['Sir Percival', 'Raider Lead', 'Raider Two', 'Raider Scout']);
  });
});
