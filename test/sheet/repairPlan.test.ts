// R-16.6 (docs/campaign.md, Repairs): the Repairs tab's price table, the ticked lines mended on the grids, and what the
// GM is told was repaired. Pure functions of grids, read here directly.
import { describe, expect, it } from 'vitest';
import { PRICE_COLUMN, REPAIR_KINDS } from '../../src/sheet/schema/repairsTab';
import type { RepairLine } from '../../src/sheet/setup/repairList';
import {
  mendLines,
  readPrices,
  repairedText,
  repairsGrid,
  withPriceRows,
  type Prices,
} from '../../src/sheet/setup/repairPlan';
import { SheetProblems } from '../../src/sheet/tab/problems';

const FREE = Object.fromEntries(REPAIR_KINDS.map((k) => [k, { cost: 0, hours: 0 }])) as unknown as Prices;

const line = (l: Partial<RepairLine>): RepairLine => ({
  mech: 'Griffin',
  repair: 'LA armor',
  kind: 'armor',
  points: 1,
  cells: [],
  ...l,
});

describe('what the GM is told was repaired', () => {
  it('one shot refilled is "1 shot", several "shots"', () => {
    const bin = (points: number) =>
      line({ repair: `Ammo (LRM-5) (RT): ${24 - points} of 24 shots left`, kind: 'ammo', points });
    expect(repairedText([bin(1)], FREE)).toBe('Griffin: Ammo (LRM-5) (RT) (1 shot); free and instant');
    expect(repairedText([bin(6)], FREE)).toBe('Griffin: Ammo (LRM-5) (RT) (6 shots); free and instant');
  });

  it('critical hits cleared are counted when more than one: "Engine hits (2)", "Life support"', () => {
    const lines = [
      line({ repair: 'Engine hits', kind: 'critical', points: 2 }),
      line({ repair: 'Life support', kind: 'critical', points: 1 }),
    ];
    expect(repairedText(lines, FREE)).toBe('Griffin: Engine hits (2), Life support; free and instant');
  });
});

describe('the price table', () => {
  it('hours that are not a number are a problem of their cell, saying a blank is instant', () => {
    const grid = repairsGrid([], [], FREE);
    // The labels go down column H from row 2 in REPAIR_KINDS order: armor first.
    grid[1][PRICE_COLUMN + 2] = 'soon';
    const problems = new SheetProblems();
    const prices = readPrices({ Repairs: grid }, problems);
    expect(prices.armor).toEqual({ cost: 0, hours: 0 });
    expect(problems.list.map((p) => p.message)).toEqual([
      'Repairs!J2: the hours of a repaired Armor point must be a number 0 or more (blank = instant); got "soon"',
    ]);
  });
});

describe('mending the ticked lines', () => {
  it('a blank cell that already reads as mended (0 hits, status OK) is left blank; one that does not is written', () => {
    const equipment = [
      ['Mech', 'Item', 'Location', 'Status', 'Shots'],
      ['Griffin', 'Medium Laser', 'RA', '', ''],
      ['Griffin', 'Large Laser', 'RT', 'Destroyed', ''],
      ['Griffin', 'Ammo (LRM-5)', 'RT', 'OK', ''],
    ];
    const grids = { Equipment: equipment };
    const lines = [
      line({
        repair: 'Medium Laser (RA)',
        kind: 'equipment',
        cells: [{ tab: 'Equipment', row: 1, col: 3, value: 'OK' }],
      }),
      line({
        repair: 'Large Laser (RT)',
        kind: 'equipment',
        cells: [{ tab: 'Equipment', row: 2, col: 3, value: 'OK' }],
      }),
      line({ repair: 'hits', kind: 'critical', cells: [{ tab: 'Equipment', row: 1, col: 4, value: 0 }] }),
      line({ repair: 'bin', kind: 'ammo', cells: [{ tab: 'Equipment', row: 3, col: 4, value: 24 }] }),
    ];
    mendLines(grids, lines, lines);
    expect(equipment.slice(1).map((r) => [r[3], r[4]])).toEqual([
      ['', ''],
      ['OK', ''],
      ['OK', 24],
    ]);
  });
});

describe('price rows an older Repairs tab lacks', () => {
  it('are added under its table, short rows padded with blank cells', () => {
    const values = [
      ['Mech', 'Repair', 'Points', 'Tick', 'Cost', 'Hours', '', 'Price per', 'Cost each', 'Hours each'],
      ['', '', '', '', '', '', '', 'Armor point', 10, 1],
      ['Griffin'],
    ];
    const grid = withPriceRows(values);
    if (!grid) return expect.fail('no rows added');
    expect(grid.every((r) => r.length === 10)).toBe(true);
    expect(grid[2]).toEqual(['Griffin', '', '', '', '', '', '', 'Structure point', '', '']);
    expect(grid.slice(1).map((r) => r[7])).toEqual([
      'Armor point',
      'Structure point',
      'Equipment item',
      'Critical hit',
      'Ammunition shot',
    ]);
  });
});
