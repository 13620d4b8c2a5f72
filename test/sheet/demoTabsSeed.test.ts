// Load demo battle (docs/campaign.md): the seed's worked example as the campaign's tabs — the Griffin in 0609 facing a
// Rifleman in 0415, a Blackjack in 0111 and a Locust in 1516, everyone having run, the Griffin's player and pilots
// named, its two LRM-5 racks, the three attacks, and the four pilots on the roster. Read straight from the tabs.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { colOf, type Sheets } from './fixtures';

/** The cells of `headers` on every data row of a tab. */
const cells = (tabs: Sheets, tab: string, headers: string[]) =>
  tabs[tab].slice(1).map((row) => headers.map((h) => row[colOf(tabs, tab, h)]));

describe('the demo battle’s Mechs tab', () => {
  it('four mechs where the seed puts them, each side, player, pilot and skills, everyone declared to Run', () => {
    const tabs = demoTabs();
    const headers = ['Name', 'Model', 'Side', 'Player', 'Player account', 'Pilot', 'Gunnery', 'Piloting', 'Position'];
    expect(cells(tabs, 'Mechs', [...headers, 'Move'])).toEqual([
      ['Griffin', 'GRF-1S', 'PC', 'Player 1', 'player1@example.com', 'Sir Percival', 3, 4, '0609', 'Run'],
      ['Rifleman', 'RFL-3N', 'NPC', '', '', 'Raider Lead', 3, 4, '0415', 'Run'],
      ['Blackjack', 'BJ-1', 'NPC', '', '', 'Raider Two', 3, 4, '0111', 'Run'],
      ['Locust', 'LCT-1V', 'NPC', '', '', 'Raider Scout', 3, 4, '1516', 'Run'],
    ]);
  });

  it('the Blackjack walks 5 and runs 8 as the seed says; only the Locust, firing at nobody, is Ready', () => {
    const tabs = demoTabs();
    expect(cells(tabs, 'Mechs', ['Name', 'Walk', 'Run', 'Ready', 'Size'])).toEqual([
      ['Griffin', 5, 8, false, ''],
      ['Rifleman', 4, 6, false, ''],
      ['Blackjack', 5, 8, false, ''],
      ['Locust', 8, 12, true, ''],
    ]);
  });
});

describe('the demo battle’s other tabs', () => {
  it('the Griffin carries two LRM-5 racks side by side in its left torso, fed by one full bin', () => {
    const tabs = demoTabs();
    const griffin = cells(tabs, 'Equipment', ['Mech', 'Item', 'Location', 'Shots']).filter((r) => r[0] === 'Griffin');
    expect(griffin.slice(0, 6)).toEqual([
      ['Griffin', 'Large Laser', 'RA', ''],
      ['Griffin', 'Medium Laser', 'RA', ''],
      ['Griffin', 'Medium Laser', 'RA', ''],
      ['Griffin', 'LRM-5', 'LT', ''],
      ['Griffin', 'LRM-5', 'LT', ''],
      ['Griffin', 'Ammo (LRM-5)', 'RT', 24],
    ]);
    expect(griffin.filter((r) => r[1] === 'LRM-5')).toHaveLength(2);
  });

  it('three attacks: the Griffin at the Rifleman with its Large Laser free, the Rifleman and Blackjack at the Griffin', () => {
    expect(cells(demoTabs(), 'Attacks', ['Attacker', 'Target', 'Weapons', 'Freebie'])).toEqual([
      ['Griffin', 'Rifleman', 'All', 'Large Laser'],
      ['Rifleman', 'Griffin', 'Large Laser x2, AC/5 x2', ''],
      ['Blackjack', 'Griffin', 'All', ''],
    ]);
  });

  it('the four pilots on the roster, the Griffin’s with its player; an empty Log and Rolls tab', () => {
    const tabs = demoTabs();
    expect(cells(tabs, 'Pilots', ['Name', 'Player', 'Player account', 'Status'])).toEqual([
      ['Sir Percival', 'Player 1', 'player1@example.com', 'Active'],
      ['Raider Lead', '', '', 'Active'],
      ['Raider Two', '', '', 'Active'],
      ['Raider Scout', '', '', 'Active'],
    ]);
    expect([tabs.Log.length, tabs.Rolls.length]).toEqual([1, 1]);
  });

  it('fresh tabs on every call: a change to one demo is not in the next', () => {
    const first = demoTabs();
    first.Mechs[1][0] = 'Changed';
    expect(demoTabs().Mechs[1][0]).toBe('Griffin');
  });
});
