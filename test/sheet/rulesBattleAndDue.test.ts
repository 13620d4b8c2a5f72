// The Rules tab's Battle and Orders due settings as the GM types them (docs/campaign.md, R-15.4).
import { describe, expect, it } from 'vitest';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

/** The demo's Rules tab with one setting's Value (by its Setting) typed. */
function rulesWith(setting: string, value: unknown) {
  const tabs = demo();
  const row = tabs.Rules.findIndex((r) => r[0] === setting) + 1;
  set(tabs, 'Rules', 'Value', row, value);
  const problems = new SheetProblems();
  const read = readRules(tabs, problems);
  return { read, row, messages: problems.located.map((p) => p.problem.message) };
}

describe('Battle: a name keeps its words, its spaces as one', () => {
  it('"Ambush  at Fort\\nHope" is the battle "Ambush at Fort Hope"', () => {
    const { read, messages } = rulesWith('Battle', 'Ambush  at Fort\nHope');
    expect(read.battle).toBe('Ambush at Fort Hope');
    expect(messages).toEqual([]);
  });
});

describe('R-15.4: Orders due that is no date and time', () => {
  it('is a problem of its cell, saying what to type', () => {
    const { row, messages } = rulesWith('Orders due', 'tomorrow');
    expect(messages).toEqual([
      `Rules!B${row}: Orders due must be a date and time such as 2026-12-03 20:00 (year-month-day hour:minute, or 03.12.2026 20:00, in the spreadsheet's time zone), or blank for no deadline, got "tomorrow"`,
    ]);
  });
});
