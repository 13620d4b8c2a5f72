import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { errorValueText } from '../../src/sheet/tab/cells';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, demo, readOk, set, type Sheets } from './fixtures';

// Demo Rules rows 2–13: Round, Players' advantage, Default gunnery, Default piloting, Heat model (6), Wrecks (7),
// Dice seed, Dice, Forum post limit (characters), Battle (11), Orders due, Round length; the heat scale in
// columns D–H (Heat, MP loss, To-hit, Shutdown avoid, Ammo avoid), heat 0 on row 2.

const problems = (tabs: Sheets): { code: string; message: string }[] => {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => ({ code: p.code, message: p.message }));
};

describe('the Rules tab: each setting once', () => {
  it('a setting set twice names the row it is already on', () => {
    const tabs = demo();
    const row = addRow(tabs, 'Rules', { Setting: 'Wrecks', Value: 'Yes' });
    expect(problems(tabs)).toEqual([
      { code: 'sheet/duplicate_setting', message: `Rules!A${row}: Wrecks is set twice (also on row 7); keep one` },
    ]);
  });
});

describe('R-V.1: Heat model', () => {
  it('a misspelt heat model is refused with the nearest model offered', () => {
    const tabs = set(demo(), 'Rules', 'Value', 6, 'Cooldwn');
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/bad_setting',
        message: 'Rules!B6: Heat model must be Standard or Cool-down, got "Cooldwn" — did you mean Cool-down?',
      },
    ]);
  });
});

describe("Yes/No settings: Players' advantage, Wrecks", () => {
  it('a misspelt Yes is refused with Yes offered', () => {
    const tabs = set(demo(), 'Rules', 'Value', 7, 'Yse');
    expect(problems(tabs)).toEqual([
      { code: 'sheet/bad_setting', message: 'Rules!B7: Wrecks must be Yes or No, got "Yse" — did you mean Yes?' },
    ]);
  });

  it('a misspelt No is refused with No offered', () => {
    const tabs = set(demo(), 'Rules', 'Value', 3, 'Noo');
    expect(problems(tabs).map((p) => p.message)).toContain(
      'Rules!B3: Players\' advantage must be Yes or No, got "Noo" — did you mean No?',
    );
  });
});

describe('Battle: a number 1 or more, or a name', () => {
  const battleOf = (value: unknown) => readOk(set(demo(), 'Rules', 'Value', 11, value)).battleName;

  it('typed as text, "1" and "3" are battles 1 and 3', () => {
    expect(battleOf('1')).toBe(1);
    expect(battleOf('3')).toBe(3);
  });

  it('"0" typed as text is no battle', () => {
    expect(problems(set(demo(), 'Rules', 'Value', 11, '0'))).toEqual([
      { code: 'sheet/bad_setting', message: 'Rules!B11: Battle must be a whole number 1 or more, or a name, got "0"' },
    ]);
  });

  it('a fraction is no battle', () => {
    expect(problems(set(demo(), 'Rules', 'Value', 11, 2.5))).toEqual([
      { code: 'sheet/bad_setting', message: 'Rules!B11: Battle must be a whole number 1 or more, or a name, got 2.5' },
    ]);
  });
});

describe('R-13: the heat scale has all five columns or none', () => {
  it('a heat scale missing a column names that column, once', () => {
    const tabs = demo();
    tabs.Rules[0][7] = '';
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/missing_header',
        message:
          'Rules!1:1: no column headed "Ammo avoid" (the heat scale needs Heat, MP loss, To-hit, Shutdown avoid and Ammo avoid)',
      },
    ]);
  });

  it('two missing columns are named in the scale’s order', () => {
    const tabs = demo();
    tabs.Rules[0][4] = '';
    tabs.Rules[0][6] = '';
    expect(problems(tabs).map((p) => p.message)).toEqual([
      'Rules!1:1: no column headed "MP loss" (the heat scale needs Heat, MP loss, To-hit, Shutdown avoid and Ammo avoid)',
      'Rules!1:1: no column headed "Shutdown avoid" (the heat scale needs Heat, MP loss, To-hit, Shutdown avoid and Ammo avoid)',
    ]);
  });

  it('a heat cell showing a formula error is that error, and no scale is made of the rest', () => {
    const tabs = demo();
    tabs.Rules[4][4] = '#REF!';
    expect(problems(tabs)).toEqual([{ code: 'sheet/error_value', message: `Rules!E5: ${errorValueText('#REF!')}` }]);
    // The GM's scale with heat 3 left out would shift every level above it: the standard scale stands instead.
    const demoScale = readRules(demo(), new SheetProblems()).rules.heatScale;
    const { rules } = readRules(tabs, new SheetProblems());
    expect(rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
    expect(demoScale).toEqual(STANDARD_HEAT_SCALE);
  });
});
