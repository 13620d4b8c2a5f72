// The Stats tab's summary by pilot (docs/campaign.md, The after-action report; ): an NPC's rows, which name no
// pilot, are their mech's own line; a blank row of the table is nobody's.
import { describe, expect, it } from 'vitest';
import { writePilotSummary } from '../../src/sheet/setup/statsSummary';

// Battle, Mech, Pilot, Rounds, Damage dealt, Luck — the summary goes one blank column past them, from column H.
const cols = { battle: 0, mech: 1, pilot: 2, rounds: 3, dealt: 4, luck: 5 };

describe('R-16.7 the summary by pilot', () => {
  it('a mech without a pilot is its own line, "Locust (no pilot)"; a blank row adds no line', () => {
    const grid: unknown[][] = [
      ['Battle', 'Mech', 'Pilot', 'Rounds', 'Damage dealt', 'Luck'],
      [1, 'Griffin', 'Anna', 4, 30, 0.5],
      ['', '', '', '', '', ''],
      [1, 'Locust', '', 4, 10, -1.25],
      [2, 'Locust', '', 2, 0, 0.25],
    ];
    expect(writePilotSummary(grid, cols)).toEqual({ col: 7, rows: 3 });
    expect(grid.map((row) => row.slice(7))).toEqual([
      ['By pilot', 'Damage per round', 'Total luck'],
      ['Anna', 7.5, 0.5],
      ['Locust (no pilot)', 1.67, -1],
      ['', '', ''],
      ['', '', ''],
    ]);
  });
});
