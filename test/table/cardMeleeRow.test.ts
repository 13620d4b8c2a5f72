// The Melee row of a mech card's weapons table (src/table/cardTargets.ts): under each enemy in range, the
// lowest-TN melee attack the mech could make on it, blank under one not adjacent; and an enemy reached
// only by melee is still a column of the table.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { targetRows } from '../../src/table/cardTargets';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

/** The weapons table of `mech`'s card, every cell kept, on the demo's tabs changed by `change`. */
function tableOf(mech: string, change: (tabs: Tabs) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const state = read.value.battle.mechs.find((m) => m.id === mech);
  if (!state) throw new Error(`no ${mech}`);
  return targetRows(read.value, state);
}

/** The Locust with its lasers and machine guns taken out: it can only punch and kick. */
function unarmedLocust(tabs: Tabs): void {
  tabs.Equipment = tabs.Equipment.filter((r) => r[0] !== 'Locust' || !/Laser|Machine Gun/.test(String(r[1])));
}

/** The Locust moved to 0610, next to the Griffin in 0609. */
function locustBesideGriffin(tabs: Tabs): void {
  setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Locust', '0610');
}

describe('R-12.1: an enemy adjacent at the end of the move can be attacked in melee', () => {
  it('an unarmed Locust beside the Griffin has it as its one column, reached by melee alone', () => {
    // Locust ran (+2), Piloting 4, the Griffin ran (TMM 1), Fast −1: 6, 26/36.
    expect(
      tableOf('Locust', (tabs) => {
        unarmedLocust(tabs);
        locustBesideGriffin(tabs);
      }),
    ).toEqual([
      ['TN at', 'Griffin', '', '', '', ''],
      ['Hexes', 1, '', '', '', ''],
      ['No weapons', '', '', '', '', ''],
      ['Melee', 'Fast 6 (72%)', '', '', '', ''],
      ['', '', '', '', '', ''],
    ]);
  });

  it('the Melee row shows the Fast attack, the lowest TN, though a 20-ton Fast attack does more damage than a Strong one', () => {
    // Fast 6 (72%) ×2 × 2 damage outweighs Strong 7 (58%) × 4: the advisor lists Fast first, Strong last.
    const rows = tableOf('Locust', locustBesideGriffin);
    expect(rows[rows.length - 2]).toEqual(['Melee', 'Fast 6 (72%)', '', '', '', '']);
  });

  it('the Melee row shows the Fast attack though a 55-ton Strong attack does more damage', () => {
    // The Griffin stands beside the Rifleman: Fast 3 (97%) ×2 × 5 is less than Strong 4 (92%) × 11, so the
    // advisor lists Strong first; the row still gives the lowest TN. Blackjack and Locust are not adjacent: blank.
    const rows = tableOf('Griffin', (tabs) => {
      setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
      setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
    });
    expect(rows[0]).toEqual(['TN at', 'Rifleman', 'Blackjack', 'Locust', '', '']);
    expect(rows[rows.length - 2]).toEqual(['Melee', 'Fast 3 (97%)', '', '', '', '']);
  });
});

describe('R-12.1: an enemy that ends the round out of reach is not a column', () => {
  it('the Griffin running away from the unarmed Locust beside it leaves the Locust no enemy in range', () => {
    // The Griffin starts next to the Locust, so the advisor weighs it, but ends its move four hexes off:
    // no weapon and no melee attack reaches it.
    expect(
      tableOf('Locust', (tabs) => {
        unarmedLocust(tabs);
        locustBesideGriffin(tabs);
        setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '0605');
      }),
    ).toEqual([
      ['TN at', 'No enemy in range', '', '', '', ''],
      ['', '', '', '', '', ''],
      ['No weapons', '', '', '', '', ''],
      ['', '', '', '', '', ''],
    ]);
  });
});
