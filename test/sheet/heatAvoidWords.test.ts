// the heat scale's avoid columns on the Rules tab. Auto (or Automatic) is for Shutdown avoid only; a refused
// avoid cell is a bad heat scale, the code the sidebar and the log tell it by.
import { describe, expect, it } from 'vitest';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

/** Row 17 is heat 15 in the demo. */
function problemsOf(header: string, value: unknown) {
  const problems = new SheetProblems();
  readRules(set(demo(), 'Rules', header, 17, value), problems);
  return problems.list;
}

describe('R-13.4: Auto is for Shutdown avoid only', () => {
  it('"Automatic" in Ammo avoid is refused, pointing at Shutdown avoid', () => {
    expect(problemsOf('Ammo avoid', 'Automatic')).toEqual([
      {
        code: 'sheet/bad_heat_scale',
        message:
          'Rules!H17: Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+), got "Automatic" (Auto is for Shutdown avoid only)',
      },
    ]);
  });
});

describe('R-13.4: a refused Shutdown avoid is a bad heat scale', () => {
  it('"often" in Shutdown avoid', () => {
    expect(problemsOf('Shutdown avoid', 'often')).toEqual([
      {
        code: 'sheet/bad_heat_scale',
        message:
          'Rules!G17: Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll), got "often"',
      },
    ]);
  });
});
