// the Rules tab's advancement settings — XP per battle, kill and assist, the skill step's cost and the
// damage that earns an assist. A row left out or blank takes its default; a bad value is a problem of its cell.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADVANCEMENT, readAdvancement } from '../../src/sheet/read/advancement';
import { SheetProblems } from '../../src/sheet/tab/problems';

function read(rows: unknown[][], tabs: Record<string, unknown[][]> = { Rules: [['Setting', 'Value'], ...rows] }) {
  const problems = new SheetProblems();
  const advancement = readAdvancement(tabs, problems);
  return { advancement, messages: problems.located.map((p) => p.problem.message) };
}

describe('R-16.3, R-16.4: advancement settings', () => {
  it('the defaults: 1 XP a battle, 2 a kill, 1 an assist; a step costs 8; an assist takes 10 damage', () => {
    expect(DEFAULT_ADVANCEMENT).toEqual({ xpBattle: 1, xpKill: 2, xpAssist: 1, stepCost: 8, assistDamage: 10 });
  });

  it('a Rules tab without the rows, or with them blank, gives the defaults and no problem', () => {
    expect(read([])).toEqual({ advancement: DEFAULT_ADVANCEMENT, messages: [] });
    expect(
      read([
        ['XP per kill', ''],
        ['Skill step cost', '  '],
      ]),
    ).toEqual({
      advancement: DEFAULT_ADVANCEMENT,
      messages: [],
    });
  });

  it('no Rules tab at all: the defaults, and no problem (the settings read tells of the missing tab)', () => {
    expect(read([], {})).toEqual({ advancement: DEFAULT_ADVANCEMENT, messages: [] });
  });

  it('each row sets its value; "Step cost" is the skill step cost too; XP may be 0, a step and an assist 1', () => {
    expect(
      read([
        ['XP per battle', 0],
        ['XP per kill', 3],
        ['XP per assist', 0],
        ['Step cost', 1],
        ['Assist damage', 1],
      ]).advancement,
    ).toEqual({ xpBattle: 0, xpKill: 3, xpAssist: 0, stepCost: 1, assistDamage: 1 });
  });

  it('a step or an assist cannot be free, and a value must be a whole number: the cell is named, the default kept', () => {
    expect(
      read([
        ['Skill step cost', 0],
        ['Assist damage', 0],
        ['XP per kill', 'three'],
        ['XP per battle', -1],
      ]),
    ).toEqual({
      advancement: DEFAULT_ADVANCEMENT,
      messages: [
        'Rules!B2: Skill step cost must be a whole number 1 or more, got 0',
        'Rules!B3: Assist damage must be a whole number 1 or more, got 0',
        'Rules!B4: XP per kill must be a whole number 0 or more, got "three"',
        'Rules!B5: XP per battle must be a whole number 0 or more, got -1',
      ],
    });
  });
});
