// A mech card's weapons table (src/table/cardTargets.ts): each kind of weapon, working or why not, its best TN at
// each enemy in range with the chance to hit, a Melee row when an enemy is adjacent, and a mech with more
// kinds than the card has rows naming the rest on its last weapon row — on the demo campaign of the seed.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { targetRows } from '../../src/table/cardTargets';
import { WEAPON_ROWS } from '../../src/table/cardWords';
import { setCell } from '../sidebar/fixtures';

/** The weapons table of `mech`'s card, on the demo's tabs changed by `change`; trailing blank cells dropped. */
function tableOf(mech: string, change: (tabs: ReturnType<typeof demoTabs>) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const state = read.value.battle.mechs.find((m) => m.id === mech);
  if (!state) throw new Error(`no ${mech}`);
  return targetRows(read.value, state).map((row) => {
    const cells = [...row];
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}

describe('the Griffin beside the Rifleman, its right arm disabled and one LRM shot left', () => {
  const rows = tableOf('Griffin', (tabs) => {
    setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
    setCell(tabs, 'Mechs', 'RA actuator hits', (r) => r[0] === 'Griffin', 3);
    setCell(tabs, 'Equipment', 'Shots', (r) => r[0] === 'Griffin' && r[1] === 'Ammo (LRM-5)', 1);
  });

  it('enemies nearest first, with their distance in hexes', () => {
    expect(rows.slice(0, 2)).toEqual([
      ['TN at', 'Rifleman', 'Blackjack', 'Locust'],
      ['Hexes', 1, 5, 11],
    ]);
  });

  it('R-19.1: a kind fed by a bin with one shot left says "1 shot"; working kinds first', () => {
    // At the adjacent Rifleman: 3 gunnery − 1 stood still + 1 TMM + 5 inside minimum range = 8, 15/36.
    expect(rows[2][0]).toBe('LRM-5 ×2 (1 shot)');
    expect(rows[2][1]).toBe('8 (42%)');
  });

  it('seed, Arms 1–3: three actuator hits disable the arm — its weapons are "Arm disabled", with no TN', () => {
    expect(rows.slice(3, 5)).toEqual([
      ['Large Laser', 'Arm disabled'],
      ['Medium Laser ×2', 'Arm disabled'],
    ]);
  });

  it("R-12.1: the Melee row gives the adjacent Rifleman's best melee TN: Fast, 4 piloting − 1 stood + 1 TMM − 1 = 3", () => {
    expect(rows[5]).toEqual(['Melee', 'Fast 3 (97%)']);
  });
});

describe(`more kinds of weapon than the card's ${WEAPON_ROWS} weapon rows`, () => {
  it('the first seven kinds get a row each; the last row names the rest, one out of action saying why', () => {
    const rows = tableOf('Griffin', (tabs) => {
      for (const name of ['Small Laser', 'PPC', 'Flamer', 'AC/10', 'SRM-2', 'SRM-4', 'ER Small Laser'])
        tabs.Equipment.push(['Griffin', name, 'LA', 'OK', '']);
      tabs.Equipment.push(['Griffin', 'ER Medium Laser', 'LA', 'Destroyed', '']);
    });
    const weaponRows = rows.slice(2, -1);
    expect(weaponRows).toHaveLength(WEAPON_ROWS);
    expect(weaponRows.map((r) => r[0])).toEqual([
      'Large Laser',
      'Medium Laser ×2',
      'LRM-5 ×2 (24 shots)',
      'Small Laser',
      'PPC',
      'Flamer',
      'AC/10',
      '+ 4 more',
    ]);
    expect(weaponRows[WEAPON_ROWS - 1]).toEqual([
      '+ 4 more',
      'SRM-2, SRM-4, ER Small Laser, ER Medium Laser (destroyed)',
    ]);
  });

  it('a Locust stripped of its weapons says "No weapons"', () => {
    const rows = tableOf('Locust', (tabs) => {
      tabs.Equipment = tabs.Equipment.filter((r) => r[0] !== 'Locust' || !/Laser|Machine Gun/.test(String(r[1])));
    });
    // Nothing to fire and no enemy adjacent for melee: no TN column either.
    expect(rows).toEqual([['TN at', 'No enemy in range'], [], ['No weapons'], []]);
  });
});
