// R-16.6 (docs/campaign.md, Repairs): the Repairs tab written again after a new battle or Repair list — the list's
// columns rewritten and rows past it blanked, the GM's own columns and price table kept, and the price rows an older
// table lacks added under it without moving or writing over anything the GM typed.
import { describe, expect, it } from 'vitest';
import { REPAIR_KINDS } from '../../src/sheet/schema/repairsTab';
import type { RepairLine } from '../../src/sheet/setup/repairList';
import { repairsGrid, withPriceRows, type Prices } from '../../src/sheet/setup/repairPlan';

const FREE = Object.fromEntries(REPAIR_KINDS.map((k) => [k, { cost: 0, hours: 0 }])) as unknown as Prices;
const PRICES: Prices = { ...FREE, armor: { cost: 5, hours: 2 } };

const LIST = ['Mech', 'Repair', 'Points', 'Repair it', 'Cost', 'Hours'];
const BLANK_LIST = ['', '', '', '', '', ''];

const armor: RepairLine = { mech: 'Griffin', repair: 'LA armor', kind: 'armor', points: 6, cells: [] };

describe('R-16.6 the list written again', () => {
  it('a tab without a price table: the list rewritten, old rows blanked, the GM’s column G kept, the table added', () => {
    // An older list of three lines, the GM's notes in column G; one line is left to repair.
    const before = [
      [...LIST, 'Notes'],
      ['Griffin', 'LA armor', 6, true, 0, 0, 'call Bob'],
      ['Griffin', 'CT structure', 3, false, 0, 0, ''],
      ['Rifleman', 'Engine hits', 1, false, 0, 0, ''],
    ];
    // Six rows: the header and one a price label; ten columns: the list, G, and the table in H–J.
    expect(repairsGrid(before, [armor], PRICES)).toEqual([
      [...LIST, 'Notes', 'Price per', 'Cost each', 'Hours each'],
      // 6 points at 5 each and 2 hours each; the tick cleared.
      ['Griffin', 'LA armor', 6, false, 30, 12, 'call Bob', 'Armor point', '', ''],
      [...BLANK_LIST, '', 'Structure point', '', ''],
      [...BLANK_LIST, '', 'Equipment item', '', ''],
      [...BLANK_LIST, '', 'Critical hit', '', ''],
      [...BLANK_LIST, '', 'Ammunition shot', '', ''],
    ]);
  });

  it('a column of the GM’s past the price table widens every row to it', () => {
    const before = [
      [...LIST, '', 'Price per', 'Cost each', 'Hours each', '', 'Mechanic'],
      ['Griffin', 'LA armor', 6, false, 30, 12, '', 'Armor point', 5, 2, '', 'Ana'],
      ['', '', '', '', '', '', '', 'Structure point'],
      ['', '', '', '', '', '', '', 'Equipment item'],
      ['', '', '', '', '', '', '', 'Critical hit'],
      ['', '', '', '', '', '', '', 'Ammunition shot'],
    ];
    expect(repairsGrid(before, [], PRICES)).toEqual([
      [...LIST, '', 'Price per', 'Cost each', 'Hours each', '', 'Mechanic'],
      [...BLANK_LIST, '', 'Armor point', 5, 2, '', 'Ana'],
      [...BLANK_LIST, '', 'Structure point', '', '', '', ''],
      [...BLANK_LIST, '', 'Equipment item', '', '', '', ''],
      [...BLANK_LIST, '', 'Critical hit', '', '', '', ''],
      [...BLANK_LIST, '', 'Ammunition shot', '', '', '', ''],
    ]);
  });

  it('a price table the GM moved to column L stays there, whole, and no second table is written in H', () => {
    const pad = ['', '', '', '', ''];
    const before = [
      [...LIST, ...pad, 'Price per', 'Cost each', 'Hours each'],
      [...BLANK_LIST, ...pad, 'Armor point', 5, 2],
      [...BLANK_LIST, ...pad, 'Structure point', 10, 3],
      [...BLANK_LIST, ...pad, 'Equipment item', 50, 8],
      [...BLANK_LIST, ...pad, 'Critical hit', 80, 12],
      [...BLANK_LIST, ...pad, 'Ammunition shot', 1, ''],
    ];
    expect(repairsGrid(before, [], PRICES)).toEqual(before);
  });
});

describe('R-16.6 the price rows an older table lacks, placed under it', () => {
  const head = ['Price per', 'Cost each', 'Hours each'];
  /** The rows as they stand in the price table's columns, H onwards: the list in A–F and column G left of them. */
  const atH = (...rows: unknown[][]): unknown[][] =>
    rows.map((r, i) => [...(i === 0 ? [...LIST, ''] : [...BLANK_LIST, '']), ...r]);

  it('a table with its header alone gets every row, from the row under the header', () => {
    expect(withPriceRows(atH(head))).toEqual(
      atH(
        head,
        ['Armor point', '', ''],
        ['Structure point', '', ''],
        ['Equipment item', '', ''],
        ['Critical hit', '', ''],
        ['Ammunition shot', '', ''],
      ),
    );
  });

  it('the new rows go under the table’s last row, not into a blank row the GM left inside it', () => {
    expect(
      withPriceRows(
        atH(head, ['Armor point', 5, 2], ['', '', ''], ['Structure point', 10, 3], ['Critical hit', 80, 12]),
      ),
    ).toEqual(
      atH(
        head,
        ['Armor point', 5, 2],
        ['', '', ''],
        ['Structure point', 10, 3],
        ['Critical hit', 80, 12],
        ['Equipment item', '', ''],
        ['Ammunition shot', '', ''],
      ),
    );
  });

  it('a note the GM wrote under the table is not written over: the new rows go below it', () => {
    expect(withPriceRows(atH(head, ['Armor point', 5, 2], ['', 'cash only', ''], ['', '', '']))).toEqual(
      atH(
        head,
        ['Armor point', 5, 2],
        ['', 'cash only', ''],
        ['Structure point', '', ''],
        ['Equipment item', '', ''],
        ['Critical hit', '', ''],
        ['Ammunition shot', '', ''],
      ),
    );
  });
});
