// The Equipment tab's Shots column (docs/sheet-layout.md, Equipment; ): read into each bin,
// blank = full, half a ton half; a bad cell is a problem naming it; a round writes the count back.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { addRow, colOf, demo, readOk, type Sheets } from './fixtures';

/** The Griffin's bins, as the round reads them. */
function griffinBins(tabs: Sheets) {
  return readOk(tabs)
    .battle.mechs.find((m) => m.id === 'Griffin')!
    .equipment.filter((e) => e.kind === 'ammo');
}

/** The messages a read reports. */
function problems(tabs: Sheets): string[] {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => p.message);
}

describe('R-19.1 the Shots column: each bin its shots left', () => {
  it("R-19.1: the demo writes its bins full — the Griffin's ton of LRM-5 ammunition holds 24", () => {
    const tabs = demo();
    const row = tabs.Equipment.findIndex((r) => r[1] === 'Ammo (LRM-5)');
    expect(tabs.Equipment[row][colOf(tabs, 'Equipment', 'Shots')]).toBe(24);
  });

  it('R-19.1: a typed count is read; a blank cell is a full bin; an Equipment tab without the column is all full', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Ammo (LRM-5)', Location: 'LT', Shots: 7 });
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'LRM-5 Ammo', Location: 'CT', Shots: '' });
    expect(griffinBins(tabs).map((b) => b.shots)).toEqual([24, 7, 24]);
    const old = demo();
    const shots = colOf(old, 'Equipment', 'Shots');
    for (const r of old.Equipment) r.splice(shots, 1);
    expect(griffinBins(old).map((b) => b.shots)).toEqual([24]);
  });

  it('R-19.1: half a ton, `Ammo (Machine Gun) (half)` or `Half Machine Gun Ammo`, holds half: 100', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Ammo (Machine Gun) (half)', Location: 'CT' });
    addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Half Machine Gun Ammo', Location: 'CT' });
    expect(griffinBins(tabs).slice(1)).toEqual([
      {
        name: 'Ammo (Machine Gun) (half)',
        kind: 'ammo',
        ammoFor: 'Machine Gun',
        half: true,
        location: 'CT',
        destroyed: false,
        shots: 100,
      },
      {
        name: 'Ammo (Machine Gun) (half)',
        kind: 'ammo',
        ammoFor: 'Machine Gun',
        half: true,
        location: 'CT',
        destroyed: false,
        shots: 100,
      },
    ]);
  });

  it('a bad Shots cell is a problem naming its cell and what a full bin holds; Shots on an item that is no bin must be blank', () => {
    const tabs = demo();
    const over = addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Ammo (AC/20)', Location: 'LT', Shots: 6 });
    const laser = addRow(tabs, 'Equipment', { Mech: 'Griffin', Item: 'Medium Laser', Location: 'LA', Shots: 3 });
    const col = String.fromCharCode(65 + colOf(tabs, 'Equipment', 'Shots'));
    expect(problems(tabs)).toEqual(
      expect.arrayContaining([
        `Equipment!${col}${over}: Shots must be a whole number from 0 to 5 (a full ton of AC/20 ammunition holds 5), or blank for a full bin, got 6`,
        `Equipment!${col}${laser}: Shots is for ammunition bins; Medium Laser holds none, so leave it blank`,
      ]),
    );
  });
});

describe("R-19.1 a round writes each bin's shots back", () => {
  it("R-19.1: a spent shot is written to its bin's Shots cell; a full bin left blank stays blank", () => {
    const tabs = demo();
    const shots = colOf(tabs, 'Equipment', 'Shots');
    const row = tabs.Equipment.findIndex((r) => r[1] === 'Ammo (LRM-5)');
    tabs.Equipment[row][shots] = '';
    const campaign = readOk(tabs);
    const unchanged = battleToTabUpdates(tabs, campaign.battle);
    expect(unchanged.Equipment).toBeUndefined();
    campaign.battle.mechs.find((m) => m.id === 'Griffin')!.equipment.find((e) => e.kind === 'ammo')!.shots = 23;
    expect(battleToTabUpdates(tabs, campaign.battle).Equipment[row][shots]).toBe(23);
  });
});
