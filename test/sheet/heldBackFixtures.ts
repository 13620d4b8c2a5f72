// The demo read clean and then held back by chosen problems, for the Resolve without them tests (docs/sidebar.md).
import { expect } from 'vitest';
import type { Problem } from '../../src/rules/model/problem';
import { readAttacks } from '../../src/sheet/read/attacks';
import { readCatalog } from '../../src/sheet/read/catalog';
import { readEquipment } from '../../src/sheet/read/equipment';
import { withoutHeldBack } from '../../src/sheet/read/heldBack';
import { readMap } from '../../src/sheet/read/map';
import { readMechs } from '../../src/sheet/read/mechs';
import { readRules } from '../../src/sheet/read/rules';
import { type LocatedProblem, SheetProblems } from '../../src/sheet/tab/problems';
import { demo } from './fixtures';

/** The demo read clean, then held back by the problems given (as a partial read would have located them). */
export function heldBy(...located: LocatedProblem[]) {
  const tabs = demo();
  const problems = new SheetProblems();
  const { rules, round } = readRules(tabs, problems);
  const catalog = readCatalog(tabs, problems);
  const map = readMap(tabs, problems);
  const mechs = readMechs(tabs, rules, map, problems);
  readEquipment(tabs, mechs, catalog, problems);
  const lines = readAttacks(tabs, mechs, catalog, rules, problems);
  expect(problems.located).toEqual([]);
  return withoutHeldBack({ tabs, located, mechs, lines, battle: { round, catalog, ...(map ? { map } : {}) } });
}

/** A problem as a reader reports it, about `mech` when given. */
export const problem = (message: string, mech?: string): Problem => ({
  code: 'sheet/test',
  message,
  ...(mech === undefined ? {} : { mech }),
});
