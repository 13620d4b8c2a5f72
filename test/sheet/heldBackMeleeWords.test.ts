// Resolve without them (docs/sidebar.md): a held-back attack line is shown as the GM typed it — its Weapons, then its
// Melee with the Angle after it in brackets, `All, Strong (High)`.
import { describe, expect, it } from 'vitest';
import { readAttacks } from '../../src/sheet/read/attacks';
import { readCatalog } from '../../src/sheet/read/catalog';
import { readEquipment } from '../../src/sheet/read/equipment';
import { withoutHeldBack } from '../../src/sheet/read/heldBack';
import { readMap } from '../../src/sheet/read/map';
import { readMechs } from '../../src/sheet/read/mechs';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { colOf, demo, set, type Sheets } from './fixtures';

/** The lines held back when a partial read located a problem on Attacks row 2 (the Griffin's line). */
function heldLines(tabs: Sheets) {
  const problems = new SheetProblems();
  const { rules, round } = readRules(tabs, problems);
  const catalog = readCatalog(tabs, problems);
  const map = readMap(tabs, problems);
  const mechs = readMechs(tabs, rules, map, problems);
  readEquipment(tabs, mechs, catalog, problems);
  const lines = readAttacks(tabs, mechs, catalog, rules, problems);
  expect(problems.located).toEqual([]);
  const located = [
    {
      tab: 'Attacks',
      row: 1,
      col: colOf(tabs, 'Attacks', 'Melee'),
      problem: { code: 'sheet/test', message: 'Attacks!E2: a problem', mech: 'Griffin' },
    },
  ];
  const battle = { round, catalog, ...(map ? { map } : {}) };
  return withoutHeldBack({ tabs, located, mechs, lines, battle }).lines;
}

describe('a held-back line as the GM typed it', () => {
  it('Weapons All and Melee Strong at Angle High: "All, Strong (High)"', () => {
    const tabs = set(set(demo(), 'Attacks', 'Melee', 2, 'Strong'), 'Attacks', 'Angle', 2, 'High');
    expect(heldLines(tabs).map((l) => l.weapons)).toEqual(['All, Strong (High)']);
  });

  it('Melee that takes no Angle is the Melee alone, spelt as typed: "All, Death from Above"', () => {
    const tabs = set(demo(), 'Attacks', 'Melee', 2, 'Death from Above');
    expect(heldLines(tabs).map((l) => l.weapons)).toEqual(['All, Death from Above']);
  });
});
