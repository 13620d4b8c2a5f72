// Which cells a write leaves alone because a formula owns them, and how the write's rectangles
// go around them (docs/platform-contracts.md). Pure: values and formulas as getValues/getFormulas give them.
import { describe, expect, it } from 'vitest';
import { changedBlocks, planWrites } from '../../src/sheet/write/cellValue';
import { cellsToLeave, mayFillCells } from '../../src/sheet/write/formulaCells';

describe('a formula that may fill other cells with an array result', () => {
  it.each([
    ['=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H)', true],
    ['=HITCHANCE(J2:J4)', true],
    ['=ARRAYFORMULA(A2:A9*2)', true],
    ['=SPLIT("a,b", ",")', true],
    ['={1, 2}', true],
    ['=A2:A9', true],
    ['=A2&" notes"', false],
    ['=SUM(A2:A9)', false],
    ['=IF(Mechs!$P$2="", "Stand", Mechs!$P$2)', false],
    ['=VLOOKUP("Griffin", Roster!A:B, 2, FALSE)', false],
    ['="=SPLIT(x)"', false],
  ])('%s: %s', (formula, may) => {
    expect(mayFillCells(formula)).toBe(may);
  });
});

describe('the cells a write leaves alone', () => {
  // The Attacks tab after a round's clear: orders A–B spent, the TN column's array in C, a roll in D.
  const before = [
    ['Attacker', 'Target', 'TN', 'Roll'],
    ['Griffin', 'Rifleman', 8, '4+5'],
    ['Rifleman', 'Griffin', 'LRM-5 ×2 8', ''],
    ['', '', '', ''],
  ];
  const after = [
    ['Attacker', 'Target', 'TN', 'Roll'],
    ['', '', 8, ''],
    ['', '', 'LRM-5 ×2 8', ''],
    ['', '', '', ''],
  ];
  const formulas = [
    ['', '', '', ''],
    ['', '', '=ATTACKTN(A1:B)', ''],
    ['', '', '', ''],
    ['', '', '', ''],
  ];

  it("the formula's cell and every cell its array may have filled: the TN column; not the empty cells, not the changed ones", () => {
    const leave = cellsToLeave(before, after, formulas);
    const left = before.flatMap((row, r) => row.map((_, c) => (leave(r, c) ? `${r},${c}` : ''))).filter(Boolean);
    expect(left).toEqual(['1,2', '2,2']);
  });

  it('the write goes around them: the orders and the roll in two rectangles, the TN column untouched', () => {
    expect(planWrites({ Attacks: before }, { Attacks: after }, { Attacks: formulas }).map((w) => w.a1)).toEqual([
      'Attacks!A2:B3',
      'Attacks!D2',
    ]);
    // Without the formulas: one rectangle over the TN column.
    expect(planWrites({ Attacks: before }, { Attacks: after }).map((w) => w.a1)).toEqual(['Attacks!A2:D3']);
  });

  it('a changed column is cut into runs around a left-alone cell, and rectangles never meet', () => {
    const grid = (rows: number, cols: number, v: unknown) =>
      Array.from({ length: rows }, () => Array.from({ length: cols }, () => v));
    const b = grid(5, 3, 1);
    const a = grid(5, 3, 2);
    const blocks = changedBlocks(
      b,
      a,
      () => true,
      (r, c) => r === 2 && c === 1,
    );
    expect(blocks).toEqual([
      { row: 0, col: 0, rows: 5, cols: 1 },
      { row: 0, col: 1, rows: 2, cols: 1 },
      { row: 3, col: 1, rows: 2, cols: 1 },
      { row: 0, col: 2, rows: 5, cols: 1 },
    ]);
    const cells = blocks.flatMap((k) =>
      Array.from({ length: k.rows * k.cols }, (_, i) => `${k.row + Math.floor(i / k.cols)},${k.col + (i % k.cols)}`),
    );
    expect(new Set(cells).size).toBe(cells.length);
    expect(cells).toHaveLength(14);
    expect(cells).not.toContain('2,1');
  });
});
