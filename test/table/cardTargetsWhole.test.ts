// A mech card's weapons table (src/table/cardTargets.ts) whole, on the demo: a TN with its chance at each enemy, a
// weapon that does not reach one said "Out of range", one that cannot fire said why; with no enemy in range, each
// weapon's state, and an unconscious pilot's wake condition on the last row.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { targetRows } from '../../src/table/cardTargets';
import { setCell } from '../sidebar/fixtures';

function tableOf(mech: string, change: (tabs: ReturnType<typeof demoTabs>) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const state = read.value.battle.mechs.find((m) => m.id === mech);
  if (!state) throw new Error(`no ${mech}`);
  return targetRows(read.value, state);
}

describe("the demo's Griffin: a TN at each enemy, nearest first", () => {
  it('the Medium Lasers do not reach the Locust 11 hexes off: "Out of range", not the reason in full', () => {
    expect(tableOf('Griffin', () => {})).toEqual([
      ['TN at', 'Blackjack', 'Rifleman', 'Locust', '', ''],
      ['Hexes', 5, 7, 11, '', ''],
      ['Large Laser', '6 (72%)', '10 (17%)', '11 (8%)', '', ''],
      ['Medium Laser ×2', '8 (42%)', '12 (3%)', 'Out of range', '', ''],
      ['LRM-5 ×2 (24 shots)', '7 (58%)', '8 (42%)', '9 (28%)', '', ''],
      ['', '', '', '', '', ''],
    ]);
  });

  it('its right arm disabled: the arm\'s Large Laser says "Arm disabled" once, in place of every TN', () => {
    const rows = tableOf('Griffin', (tabs) => setCell(tabs, 'Mechs', 'RA actuator hits', (r) => r[0] === 'Griffin', 3));
    expect(rows.find((r) => r[0] === 'Large Laser')).toEqual(['Large Laser', 'Arm disabled', '', '', '', '']);
  });
});

describe('no enemy in range', () => {
  it("every enemy off the map and the Griffin's pilot unconscious: each weapon Working, the wake condition last", () => {
    const rows = tableOf('Griffin', (tabs) => {
      for (const m of ['Rifleman', 'Blackjack', 'Locust']) setCell(tabs, 'Mechs', 'Position', (r) => r[0] === m, '');
      setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === 'Griffin', 'Unconscious');
    });
    expect(rows).toEqual([
      ['TN at', 'No enemy in range', '', '', '', ''],
      ['', '', '', '', '', ''],
      ['Large Laser', 'Working', '', '', '', ''],
      ['Medium Laser ×2', 'Working', '', '', '', ''],
      ['LRM-5 ×2 (24 shots)', 'Working', '', '', '', ''],
      ["Only if Griffin's pilot wakes (wake roll TN 3, 97%)", '', '', '', '', ''],
    ]);
  });
});
