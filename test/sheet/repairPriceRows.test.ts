// R-16.6 (docs/campaign.md, Repairs): Set up on an older Repairs tab adds the price rows its table lacks, and only
// then; a price that is not a number is told apart from other problems by its code.
import { describe, expect, it } from 'vitest';
import { readPrices, withPriceRows } from '../../src/sheet/setup/repairPlan';
import { SheetProblems } from '../../src/sheet/tab/problems';

const LIST = ['Mech', 'Repair', 'Points', 'Tick', 'Cost', 'Hours', ''];
/** Columns A–G of a row under the header: the list and the blank column G. */
const PAD = ['', '', '', '', '', '', ''];
const LABELS = ['Armor point', 'Structure point', 'Equipment item', 'Critical hit', 'Ammunition shot'];

describe('R-16.6 the price rows an older table lacks', () => {
  it('a table with every row gains nothing: Set up leaves the tab alone', () => {
    const values = [
      [...LIST, 'Price per', 'Cost each', 'Hours each'],
      ...LABELS.map((label) => ['', '', '', '', '', '', '', label, 10, 1]),
    ];
    expect(withPriceRows(values)).toBeUndefined();
  });

  it('a tab with no price table is left alone: Repair list writes the table', () => {
    expect(withPriceRows([LIST, ['Griffin', 'LA armor (6 points)', 6, false, 0, 0, '']])).toBeUndefined();
    expect(withPriceRows([LIST])).toBeUndefined();
  });

  it('a table the GM moved into the list’s columns is left alone: Repair list refuses it, naming its cell', () => {
    const values = [
      ['Price per', 'Cost each', 'Hours each'],
      ['Armor point', 10, 1],
    ];
    expect(withPriceRows(values)).toBeUndefined();
  });

  it('a table whose Cost each and Hours each columns were cleared still gets rows wide enough for them', () => {
    const values = [
      [...LIST, 'Notes', 'Price per'],
      [...PAD, '', 'Armor point'],
    ];
    expect(withPriceRows(values)).toEqual([
      [...LIST, 'Notes', 'Price per', '', ''],
      [...PAD, '', 'Armor point', '', ''],
      [...PAD, '', 'Structure point', '', ''],
      [...PAD, '', 'Equipment item', '', ''],
      [...PAD, '', 'Critical hit', '', ''],
      [...PAD, '', 'Ammunition shot', '', ''],
    ]);
  });

  it('the values read from the tab are left as they were: the new grid is a copy', () => {
    const values = [
      [...LIST, 'Price per', 'Cost each', 'Hours each'],
      ['Griffin', 'LA armor (6 points)', 6, false, 0, 0, '', 'Armor point'],
    ];
    const copy = JSON.parse(JSON.stringify(values));
    withPriceRows(values);
    expect(values).toEqual(copy);
  });
});

describe('R-16.6 a price that is not a number', () => {
  it('is a problem of the Repairs tab, coded as a bad price', () => {
    const problems = new SheetProblems();
    readPrices(
      {
        Repairs: [
          [...LIST, 'Price per', 'Cost each', 'Hours each'],
          ['', '', '', '', '', '', '', 'Structure point', -5, ''],
        ],
      },
      problems,
    );
    expect(problems.list.map((p) => [p.code, p.message])).toEqual([
      [
        'sheet/repairs/bad_price',
        'Repairs!I2: the cost of a repaired Structure point must be a number 0 or more (blank = free); got -5',
      ],
    ]);
  });
});
