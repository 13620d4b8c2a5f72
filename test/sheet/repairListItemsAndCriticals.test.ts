// R-16.6 (docs/campaign.md, Repairs): besides armor and structure, a mech's repair list holds each destroyed item
// on the Equipment tab and each critical effect on its Mechs row, each line with the cells that mend it.
import { describe, expect, it } from 'vitest';
import { repairLines } from '../../src/sheet/setup/repairList';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, colOf, demo, set, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin, Rifleman, Blackjack, Locust, none damaged. Demo Equipment rows 2–4: the Griffin's
// Large Laser (RA) and two Medium Lasers (RA), all OK.

const read = (tabs: Sheets) => {
  const problems = new SheetProblems();
  const lines = repairLines(tabs, problems);
  return { lines, messages: problems.list.map((p) => p.message) };
};
const mechCell = (tabs: Sheets, header: string, row: number, value: string | number) => ({
  tab: 'Mechs',
  row: row - 1,
  col: colOf(tabs, 'Mechs', header),
  value,
});
const statusOk = (tabs: Sheets, row: number) => ({
  tab: 'Equipment',
  row: row - 1,
  col: colOf(tabs, 'Equipment', 'Status'),
  value: 'OK',
});

describe('R-16.6: each destroyed item is a repair that sets its Status back to OK', () => {
  it("a mech's items, the second of a name and location #2 (counting the whole ones); another mech's are its own", () => {
    const tabs = demo();
    set(tabs, 'Equipment', 'Status', 4, 'Destroyed');
    set(tabs, 'Equipment', 'Status', 2, 'Jammed');
    const rifleman = addRow(tabs, 'Equipment', {
      Mech: 'Rifleman',
      Item: 'Searchlight',
      Location: 'CT',
      Status: 'Destroyed',
    });
    const { lines, messages } = read(tabs);
    expect(messages).toEqual([]);
    expect(lines).toEqual([
      { mech: 'Griffin', repair: 'Medium Laser (RA) #2', kind: 'equipment', points: 1, cells: [statusOk(tabs, 4)] },
      { mech: 'Rifleman', repair: 'Searchlight (CT)', kind: 'equipment', points: 1, cells: [statusOk(tabs, rifleman)] },
    ]);
  });

  it('the first of a name and location destroyed is named without a number', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 3, 'Destroyed');
    expect(read(tabs).lines.map((l) => l.repair)).toEqual(['Medium Laser (RA)']);
  });

  it('a sheet without an Equipment tab lists the Mechs repairs and no problem', () => {
    const tabs = set(demo(), 'Mechs', 'Gyro hits', 3, 1);
    delete tabs.Equipment;
    const { lines, messages } = read(tabs);
    expect(messages).toEqual([]);
    expect(lines).toEqual([
      {
        mech: 'Rifleman',
        repair: 'Gyro hits',
        kind: 'critical',
        points: 1,
        cells: [mechCell(tabs, 'Gyro hits', 3, 0)],
      },
    ]);
  });
});

describe('R-16.6: each critical effect is a repair that sets its column back to 0', () => {
  it('engine, gyro, sensor and actuator hits, in record-sheet order, the points the hits', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'RL actuator hits', 2, 1);
    set(tabs, 'Mechs', 'Engine hits', 2, 2);
    set(tabs, 'Mechs', 'Sensor hits', 2, 1);
    set(tabs, 'Mechs', 'LA actuator hits', 2, 3);
    const hit = (header: string, points: number) => ({
      mech: 'Griffin',
      repair: header,
      kind: 'critical',
      points,
      cells: [mechCell(tabs, header, 2, 0)],
    });
    expect(read(tabs).lines).toEqual([
      hit('Engine hits', 2),
      hit('Sensor hits', 1),
      hit('LA actuator hits', 3),
      hit('RL actuator hits', 1),
    ]);
  });

  it('a row with no mech name is no mech and has nothing to repair', () => {
    const tabs = demo();
    addRow(tabs, 'Mechs', { Name: '  ', 'Engine hits': 1, 'Gyro hits': 2 });
    expect(read(tabs)).toEqual({ lines: [], messages: [] });
  });
});

describe("R-16.6: a torso's armor is one repair, front and rear", () => {
  it('the points are front and rear together, the cells both; a torso hit only behind is repaired too', () => {
    // The Griffin's record: CT 20+7, LT 20+6, RT 20+6.
    const tabs = demo();
    set(tabs, 'Mechs', 'CT Armor', 2, 15);
    set(tabs, 'Mechs', 'CT Rear', 2, 4);
    set(tabs, 'Mechs', 'RT Rear', 2, 1);
    expect(read(tabs).lines).toEqual([
      {
        mech: 'Griffin',
        repair: 'CT armor',
        kind: 'armor',
        points: 8,
        cells: [mechCell(tabs, 'CT Armor', 2, 20), mechCell(tabs, 'CT Rear', 2, 7)],
      },
      {
        mech: 'Griffin',
        repair: 'RT armor',
        kind: 'armor',
        points: 5,
        cells: [mechCell(tabs, 'RT Armor', 2, 20), mechCell(tabs, 'RT Rear', 2, 6)],
      },
    ]);
  });
});
