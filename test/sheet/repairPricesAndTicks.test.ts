// R-16.6 (docs/campaign.md, Repairs): what the Repairs tab is read for — the price table, wherever the GM keeps it, and
// the lines the GM ticked, a bin's tick holding whatever its count — and what the GM is told was repaired and paid.
import { describe, expect, it } from 'vitest';
import { REPAIR_KINDS } from '../../src/sheet/schema/repairsTab';
import type { RepairLine } from '../../src/sheet/setup/repairList';
import {
  binOf,
  readPrices,
  repairKey,
  repairedText,
  tickedRepairs,
  type Prices,
} from '../../src/sheet/setup/repairPlan';
import { SheetProblems } from '../../src/sheet/tab/problems';

// The list's columns, A–F: a price table sits right of them.
const LIST = ['Mech', 'Repair', 'Points', 'Repair it', 'Cost', 'Hours'];
const BLANK = ['', '', '', '', '', ''];

const FREE = Object.fromEntries(REPAIR_KINDS.map((k) => [k, { cost: 0, hours: 0 }])) as unknown as Prices;

const line = (l: Partial<RepairLine>): RepairLine => ({
  mech: 'Griffin',
  repair: 'LA armor',
  kind: 'armor',
  points: 1,
  cells: [],
  ...l,
});

describe('R-16.6 the price table read', () => {
  it('a table the GM moved to column G, just right of the list, is read there; a 0 typed is a price, a row of notes is no price row', () => {
    const problems = new SheetProblems();
    const prices = readPrices(
      {
        Repairs: [
          [...LIST, 'Price per', 'Cost each', 'Hours each'],
          [...BLANK, 'Armor point', 10, 0],
          [...BLANK, 'Structure point', 20, 2],
          [...BLANK, 'Equipment item', '', 5],
          [...BLANK, 'Critical hit', 50, ''],
          [...BLANK, 'Ammunition shot', 1, 0.5],
          [...BLANK, 'Discounts', 'ask the quartermaster', ''],
        ],
      },
      problems,
    );
    expect(prices).toEqual({
      armor: { cost: 10, hours: 0 },
      structure: { cost: 20, hours: 2 },
      equipment: { cost: 0, hours: 5 },
      critical: { cost: 50, hours: 0 },
      ammo: { cost: 1, hours: 0.5 },
    });
    expect(problems.list).toEqual([]);
  });

  it('a cost that is a word is a problem and counts as free, never as the word', () => {
    const problems = new SheetProblems();
    const prices = readPrices(
      {
        Repairs: [
          [...LIST, 'Price per', 'Cost each', 'Hours each'],
          [...BLANK, 'Equipment item', 'ten', 3],
        ],
      },
      problems,
    );
    expect(prices.equipment).toEqual({ cost: 0, hours: 3 });
    expect(problems.list.map((p) => p.message)).toEqual([
      'Repairs!H2: the cost of a repaired Equipment item must be a number 0 or more (blank = free); got "ten"',
    ]);
  });
});

describe('R-16.6 the lines the GM ticked', () => {
  it('a campaign without a Repairs tab has none ticked, and no problem', () => {
    const problems = new SheetProblems();
    expect([...tickedRepairs({ Mechs: [['Name']] }, problems)]).toEqual([]);
    expect(problems.list).toEqual([]);
  });

  it('a ticked bin stays ticked when shots were spent since the list was written; an unticked line is not ticked', () => {
    const problems = new SheetProblems();
    const ticked = tickedRepairs(
      {
        Repairs: [
          ['Mech', 'Repair', 'Points', 'Repair it', 'Cost', 'Hours'],
          ['Griffin', 'Ammo (SRM-6) (LT): 9 of 15 shots left', 6, true, 0, 0],
          ['Griffin', 'LA armor', 6, false, 0, 0],
        ],
      },
      problems,
    );
    expect(ticked.has(repairKey('Griffin', 'Ammo (SRM-6) (LT): 3 of 15 shots left'))).toBe(true);
    expect(ticked.has(repairKey('Griffin', 'LA armor'))).toBe(false);
    expect(ticked.size).toBe(1);
  });
});

describe('R-16.6 a line’s key on the Repairs tab', () => {
  it('a bin is one line whatever its count, and spaces around the text do not make another', () => {
    expect(repairKey('Griffin', ' Ammo (SRM-6) (LT): 9 of 15 shots left ')).toBe(
      repairKey('Griffin', 'Ammo (SRM-6) (LT): 3 of 15 shots left'),
    );
  });

  it('two bins of one mech are two lines, and neither is its bin’s destroyed line', () => {
    const srm = repairKey('Griffin', 'Ammo (SRM-6) (LT): 9 of 15 shots left');
    expect(srm).not.toBe(repairKey('Griffin', 'Ammo (LRM-5) (RT): 1 of 24 shots left'));
    expect(srm).not.toBe(repairKey('Griffin', 'Ammo (SRM-6) (LT)'));
    expect(srm).not.toBe(repairKey('Rifleman', 'Ammo (SRM-6) (LT): 9 of 15 shots left'));
  });
});

describe('what the GM is told was repaired, and what it cost', () => {
  it('armor and structure are counted in points, each mech’s lines after its name, mechs apart by ";"', () => {
    const lines = [
      line({ repair: 'LA armor', kind: 'armor', points: 6 }),
      line({ repair: 'CT structure', kind: 'structure', points: 3 }),
      line({ mech: 'Rifleman', repair: 'HD armor', kind: 'armor', points: 2 }),
    ];
    expect(repairedText(lines, FREE)).toBe(
      'Griffin: LA armor (6 points), CT structure (3 points); Rifleman: HD armor (2 points); free and instant',
    );
  });

  it('repairs that cost nothing but take time are not free and instant', () => {
    const prices: Prices = { ...FREE, armor: { cost: 0, hours: 2 } };
    expect(repairedText([line({ points: 4 })], prices)).toBe('Griffin: LA armor (4 points); cost 0, 8 hours');
  });

  it('repairs that take no time but cost are not free and instant', () => {
    const prices: Prices = { ...FREE, armor: { cost: 5, hours: 0 } };
    expect(repairedText([line({ points: 4 })], prices)).toBe('Griffin: LA armor (4 points); cost 20, 0 hours');
  });
});

describe('an ammunition line’s bin', () => {
  it('is the line up to its count, or the whole line when it has none', () => {
    expect(binOf(line({ repair: 'Ammo (SRM-6) (LT): 9 of 15 shots left', kind: 'ammo' }))).toBe('Ammo (SRM-6) (LT)');
    expect(binOf(line({ repair: 'Ammo (SRM-6) (LT)', kind: 'ammo' }))).toBe('Ammo (SRM-6) (LT)');
  });
});
