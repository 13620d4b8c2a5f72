// R-16.6 (docs/campaign.md, Repairs): where the price table may stand, what a tab without one prices, the list written
// in full over the tab as read, and the tick on a bin that holds whatever its shots. Pure functions of grids.
import { describe, expect, it } from 'vitest';
import { REPAIR_KINDS } from '../../src/sheet/schema/repairsTab';
import type { RepairLine } from '../../src/sheet/setup/repairList';
import { readPrices, repairKey, repairsGrid, withPriceRows, type Prices } from '../../src/sheet/setup/repairPlan';
import { SheetProblems } from '../../src/sheet/tab/problems';

const LIST = ['Mech', 'Repair', 'Points', 'Tick', 'Cost', 'Hours'];
const LABELS = ['Armor point', 'Structure point', 'Equipment item', 'Critical hit', 'Ammunition shot'];
const FREE_AND_INSTANT = Object.fromEntries(REPAIR_KINDS.map((k) => [k, { cost: 0, hours: 0 }]));

const prices = (tabs: Record<string, unknown[][]>) => {
  const problems = new SheetProblems();
  const read = readPrices(tabs, problems);
  return { read, messages: problems.list.map((p) => p.message), codes: problems.list.map((p) => p.code) };
};

describe('R-16.6 a campaign without a price table: every repair free and instant', () => {
  it('no Repairs tab yet prices every kind at 0 cost and 0 hours, with no problem', () => {
    expect(prices({})).toEqual({ read: FREE_AND_INSTANT, messages: [], codes: [] });
  });

  it('a Repairs tab with the list alone prices every kind at 0, with no problem', () => {
    const tabs = { Repairs: [LIST, ['Griffin', 'LA armor (6 points)', 6, false, 0, 0]] };
    expect(prices(tabs)).toEqual({ read: FREE_AND_INSTANT, messages: [], codes: [] });
  });
});

describe('R-16.6 a price table moved into the list’s columns is refused, naming its cell', () => {
  it('a table in column A is a problem of A1, saying where to move it back', () => {
    const tabs = {
      Repairs: [
        ['Price per', 'Cost each', 'Hours each'],
        ['Armor point', 10, 1],
      ],
    };
    const { read, messages, codes } = prices(tabs);
    expect(messages).toEqual([
      'Repairs!A1: the price table (Price per, Cost each, Hours each) must stay right of the list’s columns A–F, which Gator rewrites; move it back to column H, or anywhere right of F',
    ]);
    expect(codes).toEqual(['sheet/repairs/price_table_in_list']);
    // Its prices are not taken: the list would be written over them.
    expect(read.armor).toEqual({ cost: 0, hours: 0 });
  });

  it('a table in column G, right of the list, is read', () => {
    const tabs = {
      Repairs: [
        [...LIST, 'Price per', 'Cost each', 'Hours each'],
        ['', '', '', '', '', '', 'Armor point', 10, 1],
      ],
    };
    const { read, messages } = prices(tabs);
    expect(messages).toEqual([]);
    expect(read.armor).toEqual({ cost: 10, hours: 1 });
  });
});

describe('R-16.6 a price must be a number', () => {
  it('a cost typed as text, even digits, is a problem of its cell and prices nothing', () => {
    const tabs = {
      Repairs: [
        [...LIST, '', 'Price per', 'Cost each', 'Hours each'],
        ['', '', '', '', '', '', '', 'Armor point', '5', 2],
      ],
    };
    const { read, messages } = prices(tabs);
    expect(read.armor).toEqual({ cost: 0, hours: 2 });
    expect(messages).toEqual([
      'Repairs!I2: the cost of a repaired Armor point must be a number 0 or more (blank = free); got "5"',
    ]);
  });
});

describe('R-16.6 Repair list writes every line', () => {
  const line = (i: number): RepairLine => ({
    mech: 'Griffin',
    repair: `Medium Laser (RA) #${i}`,
    kind: 'equipment',
    points: 1,
    cells: [],
  });

  it('more lines than the price table has rows, on a new tab, are all listed under the header', () => {
    const lines = [1, 2, 3, 4, 5, 6, 7].map(line);
    const grid = repairsGrid([], lines, FREE_AND_INSTANT as Prices);
    expect(grid.slice(1).map((r) => r[1])).toEqual(lines.map((l) => l.repair));
    expect(grid.slice(1, 6).map((r) => r[7])).toEqual(LABELS);
  });

  it('the tab as read is left as it was: the list is written as a change over it', () => {
    const before = [
      [...LIST, '', 'Price per', 'Cost each', 'Hours each'],
      ['Griffin', 'LA armor (6 points)', 6, true, 0, 0, '', 'Armor point', '', ''],
    ];
    const copy = JSON.parse(JSON.stringify(before));
    const grid = repairsGrid(before, [line(1)], FREE_AND_INSTANT as Prices);
    expect(before).toEqual(copy);
    expect(grid[1].slice(0, 6)).toEqual(['Griffin', 'Medium Laser (RA) #1', 1, false, 0, 0]);
  });
});

describe('R-16.6 Set up adds the price rows a table in column G lacks', () => {
  it('a table right next to the list gains the rows it lacks, under its own', () => {
    const values = [
      [...LIST, 'Price per', 'Cost each', 'Hours each'],
      ['', '', '', '', '', '', 'Armor point', 10, 1],
    ];
    const grid = withPriceRows(values);
    if (!grid) return expect.fail('no rows added');
    expect(grid.slice(1).map((r) => r[6])).toEqual(LABELS);
    expect(grid[1].slice(6)).toEqual(['Armor point', 10, 1]);
  });
});

describe('R-16.6 a tick on a bin holds whatever its shots', () => {
  it('a bin ticked at 12 shots left is the same line at 3 shots left', () => {
    expect(repairKey('Griffin', 'Ammo (LRM-5) (RT): 12 of 24 shots left')).toBe(
      repairKey('griffin', 'Ammo (LRM-5) (RT): 3 of 24 shots left'),
    );
  });

  it('a line with words after the count is not read as the bin', () => {
    expect(repairKey('Griffin', 'Ammo (LRM-5) (RT): 12 of 24 shots left, refill first')).not.toBe(
      repairKey('Griffin', 'Ammo (LRM-5) (RT): 12 of 24 shots left'),
    );
  });
});
