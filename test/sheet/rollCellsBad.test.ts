// rolls typed into the sheet. A line's Roll cell with one bad roll among several is refused whole, the bad one
// quoted in its cell; a Rolls row is read for dates even before its roll is typed.
import { describe, expect, it } from 'vitest';
import { readRolls } from '../../src/sheet/read/rolls';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

function rollsOf(tabs: ReturnType<typeof demo>) {
  const problems = new SheetProblems({ timeZone: 'Etc/UTC' });
  const rolls = readRolls(tabs, problems);
  return { rolls, messages: problems.located.map((p) => p.problem.message) };
}

describe("R-0.5: an attack line's Roll cell", () => {
  it('two rolls, one bad: the line keeps none of them, and the bad one is quoted in the whole cell', () => {
    const { rolls, messages } = rollsOf(set(demo(), 'Attacks', 'Roll', 2, '4+5, 7+x'));
    expect(rolls.lines).toEqual([]);
    expect(messages).toEqual([
      'Attacks!I2: Roll "7+x" is not a roll: type the total (9) or the faces (4+5) (in "4+5, 7+x")',
    ]);
  });

  it('two good rolls are the line’s, in the order typed', () => {
    const { rolls, messages } = rollsOf(set(demo(), 'Attacks', 'Roll', 2, '4+5, 6+1'));
    expect(messages).toEqual([]);
    expect(rolls.lines.map((l) => [l.row, l.cell, l.rolls.length])).toEqual([[1, 'Attacks!I2', 2]]);
  });
});

describe('R-0.5: the Rolls tab', () => {
  it('a For cell Sheets read as a date is named even while the roll is still to be typed', () => {
    const tabs = demo();
    tabs.Rolls.push([new Date(Date.UTC(2024, 3, 5)), '', '', '']);
    expect(rollsOf(tabs).messages).toEqual([
      `Rolls!A2: holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type it with an apostrophe first ('4/5/2024), or format the column as plain text (Format → Number → Plain text) and type it again`,
    ]);
  });
});
