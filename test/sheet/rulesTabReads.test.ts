// The Rules tab read on its own (src/sheet/read/rules.ts): a heat scale with a problem is not played — the standard
// Total Warfare scale is — a Setting written by a formula is the setting it names, a Value without a Setting
// is a problem, and each refusal carries its code.
import { describe, expect, it } from 'vitest';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { readAdvancement } from '../../src/sheet/read/advancement';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { colOf, demo, set, type Sheets } from './fixtures';

// Demo Rules rows 2–32 hold heat levels 0–30 (row 17 is heat 15); row 2 is Round, row 21 Skill step cost.
const HEAT_15 = 17;

/** The demo with its heat scale made the GM's own: To-hit +1 from heat 0. */
function ownScale(): Sheets {
  return set(demo(), 'Rules', 'To-hit', 2, 1);
}

function read(tabs: Sheets, problems = new SheetProblems()) {
  const rules = readRules(tabs, problems);
  return { rules, problems: problems.list.map((p) => [p.code, p.message]) };
}

describe('R-13.4 the GM’s heat scale', () => {
  it('read whole when every row is right', () => {
    const { rules, problems } = read(ownScale());
    expect(problems).toEqual([]);
    expect(rules.rules.heatScale[0]).toEqual({
      heat: 0,
      mpReduction: 0,
      toHit: 1,
      shutdownAvoid: null,
      ammoAvoid: null,
    });
  });

  it('a heat level out of order: the problem is said and the standard scale is played, not the GM’s', () => {
    const { rules, problems } = read(set(ownScale(), 'Rules', 'Heat', HEAT_15, 14));
    expect(problems).toEqual([
      [
        'sheet/heat_order',
        'Rules!D17: Heat must be more than the row above (14): heat levels go up row by row, got 14',
      ],
    ]);
    expect(rules.rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
  });

  it('an Ammo avoid that cannot be rolled: coded as a bad heat scale, and the standard scale is played', () => {
    const { rules, problems } = read(set(ownScale(), 'Rules', 'Ammo avoid', HEAT_15, 'maybe'));
    expect(problems).toEqual([
      [
        'sheet/bad_heat_scale',
        'Rules!H17: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+), got "maybe"',
      ],
    ]);
    expect(rules.rules.heatScale).toEqual(STANDARD_HEAT_SCALE);
  });

  it('Ammo avoid "Automatic" is told Auto is for Shutdown avoid only', () => {
    const { problems } = read(set(ownScale(), 'Rules', 'Ammo avoid', HEAT_15, 'Automatic'));
    expect(problems).toEqual([
      [
        'sheet/bad_heat_scale',
        'Rules!H17: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+), got "Automatic" (Auto is for Shutdown avoid only)',
      ],
    ]);
  });

  it('"1+4" is no target: not read as 14, so no word about 13 or more', () => {
    const { problems } = read(set(ownScale(), 'Rules', 'Ammo avoid', HEAT_15, '1+4'));
    expect(problems).toEqual([
      [
        'sheet/bad_heat_scale',
        'Rules!H17: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+), got "1+4"',
      ],
    ]);
  });
});

describe('the settings beside the heat scale', () => {
  it('a Setting cell whose formula answers a setting’s name is that setting', () => {
    const tabs = set(demo(), 'Rules', 'Value', 2, 5);
    const formulas: unknown[][] = [[], []];
    formulas[1][colOf(tabs, 'Rules', 'Setting')] = '=IF(TRUE, "Round")';
    const { rules, problems } = read(tabs, new SheetProblems({ formulas: { Rules: formulas as string[][] } }));
    expect(problems).toEqual([]);
    expect(rules.round).toBe(5);
  });

  it('a Value on a row without a Setting is a problem of the Setting cell', () => {
    const tabs = demo();
    const spare = tabs.Rules.findIndex((row, i) => i > 0 && row[0] === '' && row[1] === '') + 1;
    set(tabs, 'Rules', 'Value', spare, 7);
    expect(read(tabs).problems).toEqual([
      ['sheet/blank', `Rules!A${spare}: Setting must name the option the Value 7 is for`],
    ]);
  });

  it('R-16.4 a Skill step cost of 0 is refused, coded as a bad setting', () => {
    const tabs = set(demo(), 'Rules', 'Value', 21, 0);
    const problems = new SheetProblems();
    expect(readAdvancement(tabs, problems).stepCost).toBe(8);
    expect(problems.list.map((p) => [p.code, p.message])).toEqual([
      ['sheet/bad_setting', 'Rules!B21: Skill step cost must be a whole number 1 or more, got 0'],
    ]);
  });
});
