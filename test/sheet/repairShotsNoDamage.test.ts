// R-16.6 (docs/campaign.md, Repairs) with: a mech is back in service when no damage is left unticked — shots are
// no damage, so a bin refilled puts no mech back in service and a bin carried over keeps none out of it; and a ticked
// line whose cell is on no tab, or already reads as mended past the tab's end, mends what it can.
import { describe, expect, it } from 'vitest';
import type { RepairLine } from '../../src/sheet/setup/repairList';
import { mendLines } from '../../src/sheet/setup/repairPlan';
import { colOf, demo, get, set, type Sheets } from './fixtures';

/** The demo's Griffin (Mechs row 2) wrecked: Destroyed, prone, hot, crit-hit, its LA armor gone. */
function wrecked(): Sheets {
  const tabs = demo();
  set(tabs, 'Mechs', 'Status', 2, 'Destroyed');
  set(tabs, 'Mechs', 'Prone', 2, 'Yes');
  set(tabs, 'Mechs', 'Heat', 2, 7);
  set(tabs, 'Mechs', 'Crits total', 2, 3);
  set(tabs, 'Mechs', 'LA Armor', 2, 0);
  return tabs;
}

const armor = (tabs: Sheets): RepairLine => ({
  mech: 'Griffin',
  repair: 'LA armor',
  kind: 'armor',
  points: 14,
  cells: [{ tab: 'Mechs', row: 1, col: colOf(tabs, 'Mechs', 'LA Armor'), value: 14 }],
});
const structure: RepairLine = { mech: 'Griffin', repair: 'LA structure', kind: 'structure', points: 2, cells: [] };
const bin: RepairLine = {
  mech: 'Griffin',
  repair: 'Ammo (SRM-6) (LT): 9 of 15 shots left',
  kind: 'ammo',
  points: 6,
  cells: [],
};

const state = (tabs: Sheets) =>
  ['Status', 'Prone', 'Heat', 'Crits total', 'LA Armor'].map((h) => get(tabs, 'Mechs', h, 2));

describe('R-16.6 shots are no damage', () => {
  it('a mech whose only ticked line is a bin refilled stays as it was', () => {
    const tabs = wrecked();
    mendLines(tabs, [bin], [armor(tabs), bin]);
    expect(state(tabs)).toEqual(['Destroyed', 'Yes', 7, 3, 0]);
  });

  it('a mech with no damage at all but a bin refilled stays as it was', () => {
    const tabs = wrecked();
    mendLines(tabs, [bin], [bin]);
    expect(state(tabs)).toEqual(['Destroyed', 'Yes', 7, 3, 0]);
  });

  it('a mech whose damage is all ticked is back in service though a bin of it carries over unticked', () => {
    const tabs = wrecked();
    const la = armor(tabs);
    mendLines(tabs, [la], [la, bin]);
    expect(state(tabs)).toEqual(['Active', 'No', 0, 0, 14]);
  });

  it('a mech with a damaged location left unticked stays out of service, its ticked armor mended', () => {
    const tabs = wrecked();
    const la = armor(tabs);
    mendLines(tabs, [la], [la, structure, bin]);
    expect(state(tabs)).toEqual(['Destroyed', 'Yes', 7, 3, 14]);
  });
});

describe('R-16.6 a ticked line with nothing to write on', () => {
  it('a cell on a tab the campaign lacks is skipped; the other lines are mended', () => {
    const equipment = [
      ['Mech', 'Item', 'Location', 'Status'],
      ['Griffin', 'Medium Laser', 'RA', 'Destroyed'],
    ];
    const grids = { Equipment: equipment };
    const lines: RepairLine[] = [
      { ...structure, cells: [{ tab: 'Mechs', row: 1, col: 20, value: 5 }] },
      {
        mech: 'Griffin',
        repair: 'Medium Laser (RA)',
        kind: 'equipment',
        points: 1,
        cells: [{ tab: 'Equipment', row: 1, col: 3, value: 'OK' }],
      },
    ];
    mendLines(grids, lines, lines);
    expect(grids).toEqual({
      Equipment: [
        ['Mech', 'Item', 'Location', 'Status'],
        ['Griffin', 'Medium Laser', 'RA', 'OK'],
      ],
    });
  });

  it('a cell past the end of its tab that would be mended to OK already reads as OK and is not written', () => {
    const equipment = [['Mech', 'Item', 'Location', 'Status']];
    const grids = { Equipment: equipment };
    const item: RepairLine = {
      mech: 'Griffin',
      repair: 'Medium Laser (RA)',
      kind: 'equipment',
      points: 1,
      cells: [{ tab: 'Equipment', row: 3, col: 3, value: 'OK' }],
    };
    mendLines(grids, [item], [item]);
    expect(grids).toEqual({ Equipment: [['Mech', 'Item', 'Location', 'Status']] });
  });
});
