// Start a new battle, the sheet's side (docs/sheet-layout.md, Start a new battle): repairing a mech whose Tons cannot
// be read is told once, about its Tons; and a campaign without a Rules tab gets one saying Round 1 and the new battle.
import { describe, expect, it } from 'vitest';
import { newBattleUpdates } from '../../src/sheet/setup/newBattle';
import { colOf, demo, set } from './fixtures';

describe('repairing a mech whose Tons cannot be read', () => {
  it('a blank Tons is one problem, of the Tons cell: no word of a structure for it', () => {
    const tabs = set(demo(), 'Mechs', 'Tons', 3, '');
    const result = newBattleUpdates(tabs, { repair: true, heal: false, next: 2 });
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([
      `Mechs!${String.fromCharCode(65 + colOf(tabs, 'Mechs', 'Tons'))}3: Tons must be a whole number from 10 to 200, got nothing`,
    ]);
  });
});

describe('a campaign without a Rules tab', () => {
  it('gets one holding Round 1 and the new battle', () => {
    const tabs = demo();
    delete tabs.Rules;
    const result = newBattleUpdates(tabs, { repair: false, heal: false, next: 2 });
    if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
    expect(result.updates.Rules).toEqual([
      ['Setting', 'Value'],
      ['Round', 1],
      ['Battle', 2],
    ]);
  });
});
