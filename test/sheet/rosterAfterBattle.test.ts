// Start a new battle credits the roster and hands each pilot's skills and wounds to the Mechs tab.
// The function is pure (tabs in, tabs out), so it is read here directly on the demo's tabs.
import { describe, expect, it } from 'vitest';
import { rosterAfterBattle, type MechService } from '../../src/sheet/setup/rosterAfterBattle';
import { TAB } from '../../src/sheet/schema/columns';
import { addRow, demo, get, set, type Sheets } from './fixtures';

// Demo Pilots rows 2–5: Sir Percival (Griffin), Raider Lead (Rifleman), Raider Two, Raider Scout; all Active, unhurt.
const RATES = { xpBattle: 1, xpKill: 2, xpAssist: 1 };
const NO_SERVICE = new Map<string, MechService>();

const rosterOf = (tabs: Sheets, heal: boolean) => rosterAfterBattle(tabs, tabs.Mechs, NO_SERVICE, RATES, heal);

describe('R-16.1: no roster, nothing to credit', () => {
  it('a sheet with no Pilots tab changes no tab and credits nobody', () => {
    const tabs = demo();
    delete tabs.Pilots;
    expect(rosterOf(tabs, true)).toEqual({ ok: true, updates: {}, credits: [], returned: [] });
  });

  it('a Pilots tab with a problem stops the new battle with that problem, changing nothing', () => {
    const tabs = set(demo(), 'Pilots', 'Wounds', 2, 'lots');
    const result = rosterOf(tabs, false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^Pilots!F2: Wounds must be a whole number/),
    ]);
  });
});

describe('R-16.5: the GM heals every pilot, but for the dead', () => {
  it('a pilot who sat the battle out is healed; a dead one keeps the wounds they died of', () => {
    const tabs = demo();
    const reserve = addRow(tabs, 'Pilots', { Name: 'Reserve', Gunnery: 4, Piloting: 5, Wounds: 2, Status: 'Active' });
    const fallen = addRow(tabs, 'Pilots', { Name: 'Fallen', Gunnery: 4, Piloting: 5, Wounds: 5, Status: 'Dead' });
    const result = rosterOf(tabs, true);
    if (!result.ok) return expect.fail('refused');
    const pilots = { [TAB.pilots]: result.updates[TAB.pilots] };
    expect(get(pilots, 'Pilots', 'Wounds', reserve)).toBe(0);
    expect(get(pilots, 'Pilots', 'Wounds', fallen)).toBe(5);
    expect(result.returned).toEqual([]);
  });

  it('without healing, a pilot who sat the battle out keeps their wounds', () => {
    const tabs = demo();
    const reserve = addRow(tabs, 'Pilots', { Name: 'Reserve', Gunnery: 4, Piloting: 5, Wounds: 2, Status: 'Active' });
    const result = rosterOf(tabs, false);
    if (!result.ok) return expect.fail('refused');
    expect(get({ [TAB.pilots]: result.updates[TAB.pilots] }, 'Pilots', 'Wounds', reserve)).toBe(2);
  });
});

describe("the roster is the one record of a pilot: the Mechs row takes the pilot's skills", () => {
  it("a roster pilot with blank Gunnery and Piloting leaves the Mechs row's skills blank: the Rules tab's defaults", () => {
    const tabs = demo();
    set(tabs, 'Pilots', 'Gunnery', 2, '');
    set(tabs, 'Pilots', 'Piloting', 2, '');
    const result = rosterOf(tabs, false);
    if (!result.ok) return expect.fail('refused');
    const mechs = { Mechs: result.updates[TAB.mechs] };
    // Sir Percival pilots the Griffin, Mechs row 2, which said gunnery 3 and piloting 4.
    expect([get(mechs, 'Mechs', 'Gunnery', 2), get(mechs, 'Mechs', 'Piloting', 2)]).toEqual(['', '']);
    expect([get(mechs, 'Mechs', 'Gunnery', 3), get(mechs, 'Mechs', 'Piloting', 3)]).toEqual([3, 4]);
  });
});
