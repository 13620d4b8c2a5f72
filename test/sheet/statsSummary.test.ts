// The Stats tab's per-pilot summary (docs/sheet-layout.md, Stats): Gator's three columns `By pilot | Damage per round |
// Total luck`, one blank column past the table the first time (N–P on a tab of Gator's columns only), found again by
// their header wherever the GM moved them; one row per pilot in the order they first appear, rows below blank.
import { describe, expect, it } from 'vitest';
import { writePilotSummary } from '../../src/sheet/setup/statsSummary';
import { headerRow } from '../../src/sheet/schema/columns';
import { STATS } from '../../src/sheet/schema/statsTab';
import { headerMap, type HeaderMap } from '../../src/sheet/tab/headers';
import { SheetProblems } from '../../src/sheet/tab/problems';

type Grid = unknown[][];
const HEADER = headerRow(STATS);
const N = HEADER.length;

/** A Stats row: Battle, Mech, Pilot, Side, Rounds, Damage dealt, Damage taken, Kills, Assists, Hits, Expected, Luck. */
const line = (mech: string, pilot: string, rounds: unknown, dealt: unknown, luck: unknown): unknown[] => [
  '1',
  mech,
  pilot,
  'PC',
  rounds,
  dealt,
  0,
  0,
  0,
  0,
  0,
  luck,
];

function colsOf(grid: Grid): HeaderMap {
  const cols = headerMap(grid, STATS, new SheetProblems());
  if (!cols) return expect.fail('the Stats headers did not read');
  return cols;
}

/** The summary's three cells of each row, header first. */
const summaryOf = (grid: Grid, col: number): unknown[][] => grid.map((r) => r.slice(col, col + 3));

describe('the summary is written one blank column past the table the first time', () => {
  it("N–P on a tab of Gator's columns only: column M is left blank between them, every row as wide", () => {
    const grid: Grid = [HEADER.slice(), line('Griffin', 'Sir Percival', 4, 20, 0.5)];
    expect(writePilotSummary(grid, colsOf(grid))).toEqual({ col: N + 1, rows: 2 });
    expect(grid).toEqual([
      [...HEADER, '', 'By pilot', 'Damage per round', 'Total luck'],
      [...line('Griffin', 'Sir Percival', 4, 20, 0.5), '', 'Sir Percival', 5, 0.5],
    ]);
  });

  it('a tab with no rows at all gets no cells', () => {
    const grid: Grid = [];
    writePilotSummary(grid, colsOf([HEADER.slice()]));
    expect(grid).toEqual([]);
  });
});

describe('the summary is found again by its header wherever it is', () => {
  it("rewritten in place under `By pilot`, the rows past the last pilot blanked, the GM's columns beyond kept", () => {
    const grid: Grid = [
      [...HEADER, '', 'by  PILOT', 'Damage per round', 'Total luck', '', "GM's notes"],
      [...line('Griffin', 'Sir Percival', 4, 20, 1), '', 'Old pilot', 9, 9],
      [...line('Rifleman', 'Raider Lead', 2, 3, -1), '', 'Old two', 8, 8],
      ['', '', '', '', '', '', '', '', '', '', '', '', '', 'Old three', 7, 7],
    ];
    expect(writePilotSummary(grid, colsOf(grid))).toEqual({ col: N + 1, rows: 3 });
    expect(summaryOf(grid, N + 1)).toEqual([
      ['By pilot', 'Damage per round', 'Total luck'],
      ['Sir Percival', 5, 1],
      ['Raider Lead', 1.5, -1],
      ['', '', ''],
    ]);
    expect(grid.map((r) => r.length)).toEqual([N + 6, N + 6, N + 6, N + 6]);
    expect(grid[0][N + 5]).toBe("GM's notes");
  });

  it('even in column A, with the table moved to its right', () => {
    const header = ['By pilot', 'Damage per round', 'Total luck', ...HEADER];
    const grid: Grid = [header, ['', '', '', ...line('Griffin', 'Sir Percival', 2, 7, 0.25)]];
    expect(writePilotSummary(grid, colsOf(grid))).toEqual({ col: 0, rows: 2 });
    expect(summaryOf(grid, 0)).toEqual([
      ['By pilot', 'Damage per round', 'Total luck'],
      ['Sir Percival', 3.5, 0.25],
    ]);
    expect(grid[1].slice(3)).toEqual(line('Griffin', 'Sir Percival', 2, 7, 0.25));
  });
});

describe('one row per pilot: damage dealt over the rounds fought, Luck summed (R-16.7)', () => {
  function summary(...rows: unknown[][]): unknown[][] {
    const grid: Grid = [HEADER.slice(), ...rows];
    const block = writePilotSummary(grid, colsOf(grid));
    expect(block.col).toBe(N + 1);
    return summaryOf(grid, N + 1).slice(1, block.rows);
  }

  it("a pilot's battles are pooled, whatever the spelling of the name; the name is as first written", () => {
    expect(
      summary(
        line('Griffin', 'Sir Percival', 4, 20, 0.5),
        line('Rifleman', 'Raider Lead', 3, 10, -0.25),
        line('Griffin', ' sir  PERCIVAL', 6, 10, 1.25),
      ),
    ).toEqual([
      ['Sir Percival', 3, 1.75],
      ['Raider Lead', 3.33, -0.25],
    ]);
  });

  it('figures are shown to two places', () => {
    expect(summary(line('Griffin', 'Sir Percival', 3, 2, 0.333), line('Griffin', 'Sir Percival', 0, 0, 0.333))).toEqual(
      [['Sir Percival', 0.67, 0.67]],
    );
  });

  it("a row without a pilot is its mech's, never pooled with another mech's; a blank row is nobody's", () => {
    expect(
      summary(
        line('Locust', '', 2, 4, 0),
        ['', '', '', '', '', '', '', '', '', '', '', ''],
        line('Blackjack', '', 2, 6, 0),
        line('Locust', '', 2, 8, 0),
      ),
    ).toEqual([
      ['Locust (no pilot)', 3, 0],
      ['Blackjack (no pilot)', 3, 0],
    ]);
  });

  it('a pilot with no rounds fought has 0 damage per round', () => {
    expect(summary(line('Griffin', 'Sir Percival', 0, 0, 0))).toEqual([['Sir Percival', 0, 0]]);
  });

  it('a cell that is not a number counts as nothing', () => {
    expect(
      summary(
        line('Griffin', 'Sir Percival', 2, 8, 1),
        line('Griffin', 'Sir Percival', '', 'lots', Number.POSITIVE_INFINITY),
        line('Griffin', 'Sir Percival', 2, Number.NaN, '0.5'),
      ),
    ).toEqual([['Sir Percival', 2, 1]]);
  });
});
