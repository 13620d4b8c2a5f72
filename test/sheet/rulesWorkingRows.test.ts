// The Rules tab's spare rows holding a formula (src/sheet/read/rulesWorking.ts): the GM's working — a sum, a seal
// checked — sets nothing and is no problem, while a formula typed as a setting's value is read as that setting. Known
// only from the tab's formulas, when the read is given them.
import { describe, expect, it } from 'vitest';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

// Demo row 23 is the first spare row of the settings; row 12 is Orders due.
const SPARE = 23;

/** Formulas of the Rules tab: `cells` maps a sheet row to its A and B formulas ('' where none). */
function formulas(cells: Record<number, [string, string]>): { Rules: string[][] } {
  const grid: string[][] = [];
  for (const row of Object.keys(cells)) grid[Number(row) - 1] = cells[Number(row)];
  return { Rules: grid };
}

function read(tabs: Record<string, unknown[][]>, aids: { formulas?: Record<string, string[][]> } = {}) {
  const problems = new SheetProblems(aids);
  const rules = readRules(tabs, problems);
  return { rules, messages: problems.located.map((p) => p.problem.message) };
}

describe('a blank Setting beside a formula in Value is working, not a setting', () => {
  it('a sum in Value: no problem when the formulas are known', () => {
    const tabs = set(demo(), 'Rules', 'Value', SPARE, 10);
    expect(read(tabs, { formulas: formulas({ [SPARE]: ['', '=SUM(D2:D5)'] }) }).messages).toEqual([]);
  });

  it('without the formulas, or with only another tab’s, the same Value is a problem of its Setting cell', () => {
    const tabs = set(demo(), 'Rules', 'Value', SPARE, 10);
    const expected = [`Rules!A${SPARE}: Setting must name the option the Value 10 is for`];
    expect(read(tabs).messages).toEqual(expected);
    expect(read(tabs, { formulas: { Mechs: [[], ['', '=SUM(D2:D5)']] } }).messages).toEqual(expected);
  });

  it('a Value typed, not a formula (its formula cell empty), is a problem of its Setting cell', () => {
    const tabs = set(demo(), 'Rules', 'Value', SPARE, 10);
    expect(read(tabs, { formulas: formulas({ [SPARE]: ['', ''] }) }).messages).toEqual([
      `Rules!A${SPARE}: Setting must name the option the Value 10 is for`,
    ]);
  });
});

describe('a formula in a named setting’s Value is that setting', () => {
  it('Orders due =NOW()+2 is read as the deadline it answers', () => {
    const due = new Date(Date.UTC(2026, 11, 5, 18, 0));
    const tabs = set(demo(), 'Rules', 'Value', 12, due);
    const { rules, messages } = read(tabs, { formulas: formulas({ 12: ['', '=NOW()+2'] }) });
    expect(messages).toEqual([]);
    expect(rules.orders.due).toEqual({ kind: 'instant', ms: due.getTime() });
  });
});
