// R-16.6 (docs/campaign.md, Repairs): a mech with every damaged line ticked is back in service — Status Active,
// standing, cold, no critical hit counted — and a mech with a line left unticked keeps its state.
import { describe, expect, it } from 'vitest';
import type { RepairLine } from '../../src/sheet/setup/repairList';
import { mendLines } from '../../src/sheet/setup/repairPlan';
import { colOf, demo, get, set, type Sheets } from './fixtures';

/** The demo's Mechs tab with Griffin (row 2) and Rifleman (row 3) wrecked, knocked down, hot and crit-hit. */
function battered(): Sheets {
  const tabs = demo();
  for (const row of [2, 3]) {
    set(tabs, 'Mechs', 'Status', row, 'Destroyed');
    set(tabs, 'Mechs', 'Prone', row, 'Yes');
    set(tabs, 'Mechs', 'Heat', row, 7);
    set(tabs, 'Mechs', 'Crits total', row, 3);
    set(tabs, 'Mechs', 'LA Armor', row, 0);
  }
  return tabs;
}

const armorLine = (tabs: Sheets, mech: string, row: number): RepairLine => ({
  mech,
  repair: 'LA armor',
  kind: 'armor',
  points: 14,
  cells: [{ tab: 'Mechs', row: row - 1, col: colOf(tabs, 'Mechs', 'LA Armor'), value: 14 }],
});

const state = (tabs: Sheets, row: number) =>
  ['Status', 'Prone', 'Heat', 'Crits total', 'LA Armor'].map((h) => get(tabs, 'Mechs', h, row));

describe('R-16.6: a mech with nothing left to repair is back in service', () => {
  it('Griffin fully mended is Active, standing, cold, with no crits; Rifleman, a line unticked, stays as it was', () => {
    const tabs = battered();
    const griffin = armorLine(tabs, 'Griffin', 2);
    const rifleman = armorLine(tabs, 'Rifleman', 3);
    mendLines(tabs, [griffin], [griffin, rifleman]);
    expect(state(tabs, 2)).toEqual(['Active', 'No', 0, 0, 14]);
    expect(state(tabs, 3)).toEqual(['Destroyed', 'Yes', 7, 3, 0]);
  });

  it('a Prone checkbox is unticked, not written over with "No"', () => {
    const tabs = battered();
    set(tabs, 'Mechs', 'Prone', 2, true);
    const griffin = armorLine(tabs, 'Griffin', 2);
    mendLines(tabs, [griffin], [griffin]);
    expect(get(tabs, 'Mechs', 'Prone', 2)).toBe(false);
  });

  it('a blank Status already reads as Active and is left blank, as a mended cell is', () => {
    const tabs = battered();
    set(tabs, 'Mechs', 'Status', 2, '');
    const griffin = armorLine(tabs, 'Griffin', 2);
    mendLines(tabs, [griffin], [griffin]);
    expect(state(tabs, 2)).toEqual(['', 'No', 0, 0, 14]);
  });

  it('a Mechs tab whose headers cannot be read has its ticked cells mended and nothing else', () => {
    const tabs = battered();
    const griffin = armorLine(tabs, 'Griffin', 2);
    // Without a Name header no row can be told for whose it is: the grid's cells of status are left alone.
    tabs.Mechs[0][colOf(tabs, 'Mechs', 'Name')] = 'Callsign';
    expect(() => mendLines(tabs, [griffin], [griffin])).not.toThrow();
    const status = tabs.Mechs[0].indexOf('Status');
    const la = tabs.Mechs[0].indexOf('LA Armor');
    expect([tabs.Mechs[1][status], tabs.Mechs[1][la]]).toEqual(['Destroyed', 14]);
  });
});
