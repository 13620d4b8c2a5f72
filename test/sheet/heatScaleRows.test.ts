// the GM's heat scale on the Rules tab (columns D–H: Heat, MP loss, To-hit, Shutdown avoid, Ammo avoid),
// one row a heat level, going up row by row. A bad cell, or a heat column missing, is refused on its cell: no round
// plays a scale other than the one the GM wrote.
import { describe, expect, it } from 'vitest';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { readCampaign } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { colOf, demo, readOk, set, type Sheets } from './fixtures';

// Demo Rules rows 2–32 hold heat levels 0–30 beside the settings.
const HEAT_HEADERS = ['Heat', 'MP loss', 'To-hit', 'Shutdown avoid', 'Ammo avoid'];

/** The demo with a heat scale of only these rows (Heat, MP loss, To-hit, Shutdown avoid, Ammo avoid), from row 2. */
function withScale(rows: unknown[][]): Sheets {
  const tabs = demo();
  for (let row = 2; row <= tabs.Rules.length; row++) {
    const cells = rows[row - 2] ?? ['', '', '', '', ''];
    HEAT_HEADERS.forEach((h, i) => set(tabs, 'Rules', h, row, cells[i]));
  }
  return tabs;
}

function messages(tabs: Sheets): string[] {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => p.message);
}

describe("R-13.4 the GM's own heat scale", () => {
  it('is read row for row: no roll written blank, a dash or none; 4+ as 4; Auto for a shutdown no roll avoids', () => {
    const tabs = withScale([
      [0, 0, 0, '', ''],
      [5, 1, 1, '4+', 'none'],
      [10, 2, 2, ' 8 ', '–'],
      [20, 4, 3, 'Auto', 6],
      [25, 5, 4, '-', '—'],
    ]);
    expect(readOk(tabs).rules.heatScale).toEqual([
      { heat: 0, mpReduction: 0, toHit: 0, shutdownAvoid: null, ammoAvoid: null },
      { heat: 5, mpReduction: 1, toHit: 1, shutdownAvoid: 4, ammoAvoid: null },
      { heat: 10, mpReduction: 2, toHit: 2, shutdownAvoid: 8, ammoAvoid: null },
      { heat: 20, mpReduction: 4, toHit: 3, shutdownAvoid: 'auto', ammoAvoid: 6 },
      { heat: 25, mpReduction: 5, toHit: 4, shutdownAvoid: null, ammoAvoid: null },
    ]);
  });

  it('blank rows between heat levels are skipped', () => {
    const tabs = withScale([[0, 0, 0, '', ''], [], [], [7, 1, 1, 2, 12]]);
    expect(readOk(tabs).rules.heatScale).toEqual([
      { heat: 0, mpReduction: 0, toHit: 0, shutdownAvoid: null, ammoAvoid: null },
      { heat: 7, mpReduction: 1, toHit: 1, shutdownAvoid: 2, ammoAvoid: 12 },
    ]);
  });

  it('heat columns with every cell blank hold no scale: the standard one is played', () => {
    expect(readOk(withScale([])).rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
  });

  it('a Rules tab without the heat columns plays the standard scale', () => {
    const tabs = demo();
    const heat = colOf(tabs, 'Rules', 'Heat');
    tabs.Rules = tabs.Rules.map((row) => row.slice(0, heat));
    expect(readOk(tabs).rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
  });
});

describe('R-13.4 a heat scale the read refuses', () => {
  it('a heat level not above the row before it: the same level twice', () => {
    const read = readCampaign(
      withScale([
        [0, 0, 0, '', ''],
        [0, 1, 1, '', ''],
      ]),
    );
    expect(read.ok ? [] : read.problems).toEqual([
      {
        code: 'sheet/heat_order',
        message: 'Rules!D3: Heat must be more than the row above (0): heat levels go up row by row, got 0',
      },
    ]);
  });

  it('a heat level below the row before it, after a good second row', () => {
    expect(
      messages(
        withScale([
          [0, 0, 0, '', ''],
          [5, 1, 1, '', ''],
          [3, 1, 1, '', ''],
        ]),
      ),
    ).toEqual(['Rules!D4: Heat must be more than the row above (5): heat levels go up row by row, got 3']);
  });

  it('a negative MP loss or To-hit, and a negative heat', () => {
    expect(messages(withScale([[-1, -1, -1, '', '']]))).toEqual([
      'Rules!D2: Heat must be a whole number 0 or more, got -1',
      'Rules!E2: MP loss must be a whole number 0 or more, got -1',
      'Rules!F2: To-hit must be a whole number 0 or more, got -1',
    ]);
  });

  it('an Ammo avoid of 13 can never be rolled, and Auto is not offered there', () => {
    expect(messages(withScale([[0, 0, 0, '', 13]]))).toEqual([
      'Rules!H2: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+), got 13 (13 or more can never be rolled, R-0.1)',
    ]);
    expect(messages(withScale([[0, 0, 0, '', 1]]))).toEqual([
      'Rules!H2: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+), got 1',
    ]);
  });

  it('a cell showing an error value is reported, and the scale is not used', () => {
    const got = messages(withScale([[0, '#REF!', 0, '', '']]));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/^Rules!E2: the cell shows #REF!/);
  });

  it('a heat column missing is named, each one missing', () => {
    const tabs = demo();
    const shutdown = colOf(tabs, 'Rules', 'Shutdown avoid');
    tabs.Rules = tabs.Rules.map((row) => row.slice(0, shutdown));
    expect(messages(tabs)).toEqual([
      'Rules!1:1: no column headed "Shutdown avoid" (the heat scale needs Heat, MP loss, To-hit, Shutdown avoid and Ammo avoid)',
      'Rules!1:1: no column headed "Ammo avoid" (the heat scale needs Heat, MP loss, To-hit, Shutdown avoid and Ammo avoid)',
    ]);
  });
});

describe('R-13.4 a refused heat scale is not half used', () => {
  const GOOD = [0, 0, 0, '', ''];

  it.each([
    ['Heat', ['x', 0, 0, '', '']],
    ['MP loss', [5, 'x', 0, '', '']],
    ['To-hit', [5, 0, 'x', '', '']],
    ['Shutdown avoid', [5, 0, 0, 'x', '']],
    ['Ammo avoid', [5, 0, 0, '', 'x']],
    ['Ammo avoid Auto', [5, 0, 0, '', 'Auto']],
    ['Heat, not above the row before,', [0, 1, 1, '', '']],
  ])('a bad %s on the second row: the rules read keep the standard scale', (_cell, row) => {
    const problems = new SheetProblems();
    const { rules } = readRules(withScale([GOOD, row as unknown[]]), problems);
    expect(problems.list).toHaveLength(1);
    expect(rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
  });

  it('"1+2" is no avoid number, not 12', () => {
    expect(messages(withScale([[0, 0, 0, '1+2', '']]))).toEqual([
      'Rules!G2: Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll), got "1+2"',
    ]);
  });
});
