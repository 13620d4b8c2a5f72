// R-V.1: the GM's heat scale on the Rules tab is used whole or not at all: one bad row and the round falls back on the
// standard scale, the bad cell named.
import { describe, expect, it } from 'vitest';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

function heatScaleOf(tabs: ReturnType<typeof demo>) {
  const problems = new SheetProblems();
  const { rules } = readRules(tabs, problems);
  return { scale: rules.heatScale, messages: problems.located.map((p) => p.problem.message) };
}

describe('R-V.1: a bad heat scale row', () => {
  it('a Shutdown avoid of "1+3" is no target: the standard scale is used, the cell named, no hint of 13', () => {
    expect(heatScaleOf(set(demo(), 'Rules', 'Shutdown avoid', 3, '1+3'))).toEqual({
      scale: STANDARD_HEAT_SCALE,
      messages: [
        'Rules!G3: Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll), got "1+3"',
      ],
    });
  });

  it('a Shutdown avoid of 13+ can never be rolled: Auto is offered', () => {
    expect(heatScaleOf(set(demo(), 'Rules', 'Shutdown avoid', 3, '13+')).messages).toEqual([
      'Rules!G3: Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll), got "13+" (13 or more can never be rolled, R-0.1: write Auto)',
    ]);
  });
});
