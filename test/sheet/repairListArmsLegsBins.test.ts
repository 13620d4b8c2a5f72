// and R-19.4 (docs/campaign.md, Repairs): every limb's actuator hits are a line of the repair list, and two bins
// of one ammunition in one location are listed apart, the first without a number. Read on the demo's tabs.
import { describe, expect, it } from 'vitest';
import { repairLines } from '../../src/sheet/setup/repairList';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, colOf, demo, set, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin, Rifleman, Blackjack, Locust, none damaged.

const read = (tabs: Sheets, fullBin?: (item: string) => number | undefined) => {
  const problems = new SheetProblems();
  const lines = repairLines(tabs, problems, fullBin);
  return { lines, messages: problems.list.map((p) => p.message) };
};

describe('R-16.6: actuator hits in the right arm and the left leg are repairs too', () => {
  it('each is its own line, named by its column, setting it back to 0', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'RA actuator hits', 3, 2);
    set(tabs, 'Mechs', 'LL actuator hits', 3, 1);
    const hit = (header: string, points: number) => ({
      mech: 'Rifleman',
      repair: header,
      kind: 'critical',
      points,
      cells: [{ tab: 'Mechs', row: 2, col: colOf(tabs, 'Mechs', header), value: 0 }],
    });
    expect(read(tabs)).toEqual({ lines: [hit('RA actuator hits', 2), hit('LL actuator hits', 1)], messages: [] });
  });
});

describe('R-19.4: bins below full', () => {
  const lrm = (item: string) => (item === 'Ammo (LRM-5)' ? 24 : undefined);

  it('two bins of one ammunition in one location, both spent: the first plain, the second #2', () => {
    const tabs = demo();
    const first = addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Ammo (LRM-5)', Location: 'CT', Shots: 20 });
    const second = addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Ammo (LRM-5)', Location: 'CT', Shots: 4 });
    const shots = colOf(tabs, 'Equipment', 'Shots');
    expect(read(tabs, lrm).lines).toEqual([
      {
        mech: 'Locust',
        repair: 'Ammo (LRM-5) (CT): 20 of 24 shots left',
        kind: 'ammo',
        points: 4,
        cells: [{ tab: 'Equipment', row: first - 1, col: shots, value: 24 }],
      },
      {
        mech: 'Locust',
        repair: 'Ammo (LRM-5) (CT) #2: 4 of 24 shots left',
        kind: 'ammo',
        points: 20,
        cells: [{ tab: 'Equipment', row: second - 1, col: shots, value: 24 }],
      },
    ]);
  });

  it('an item with no counted bin is no refill, whatever its Shots cell holds', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Searchlight', Location: 'CT', Shots: 5 });
    expect(read(tabs, lrm)).toEqual({ lines: [], messages: [] });
  });

  it('a bin whose Shots cell is not a number is listed as no refill, not as a bin of "undefined" shots', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Ammo (LRM-5)', Location: 'CT', Shots: 'many' });
    expect(read(tabs, lrm).lines).toEqual([]);
  });
});
