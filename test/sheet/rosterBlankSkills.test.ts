// R-16.4 (docs/campaign.md): at Start a new battle a roster pilot with blank skills leaves their Mechs row's skills blank
// (the Rules tab's defaults) — exactly as the sheet gave them, a cell of spaces or an empty cell the sheet gave as null.
import { describe, expect, it } from 'vitest';
import { type MechService, rosterAfterBattle } from '../../src/sheet/setup/rosterAfterBattle';
import { cloneTabs, colOf, demo, set } from './fixtures';

const RATES = { xpBattle: 1, xpKill: 2, xpAssist: 1 };

describe('a roster pilot with blank Gunnery and Piloting', () => {
  it("the Mechs row's blank skills are left as the sheet gave them: spaces stay spaces, null stays null", () => {
    const tabs = demo();
    set(tabs, 'Pilots', 'Gunnery', 2, '');
    set(tabs, 'Pilots', 'Piloting', 2, '');
    set(tabs, 'Mechs', 'Gunnery', 2, '  ');
    set(tabs, 'Mechs', 'Piloting', 2, null);
    const result = rosterAfterBattle(tabs, cloneTabs(tabs).Mechs, new Map<string, MechService>(), RATES, false);
    if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
    const griffin = result.updates.Mechs[1];
    expect([griffin[colOf(tabs, 'Mechs', 'Gunnery')], griffin[colOf(tabs, 'Mechs', 'Piloting')]]).toEqual(['  ', null]);
  });
});
