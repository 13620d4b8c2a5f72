// Start a new battle reads the finished battle's sheet and returns the tabs as they will be; the sheet it
// read is the record of that battle and stays as it was until the new tabs are written over it.
import { describe, expect, it } from 'vitest';
import { rosterAfterBattle, type MechService } from '../../src/sheet/setup/rosterAfterBattle';
import { TAB } from '../../src/sheet/schema/columns';
import { cloneTabs, demo, get, set } from './fixtures';

const RATES = { xpBattle: 1, xpKill: 2, xpAssist: 1 };

describe('R-16.4: the roster update is a new Pilots grid', () => {
  it('the Pilots tab read is not changed while the pilots who fought are credited', () => {
    const tabs = set(demo(), 'Mechs', 'Wounds', 2, 3);
    const pilotsBefore = cloneTabs(tabs).Pilots;
    const service = new Map<string, MechService>([['Griffin', { kills: 1, assists: 0, dealt: 20, taken: 10 }]]);
    const result = rosterAfterBattle(tabs, cloneTabs(tabs).Mechs, service, RATES, false);
    if (!result.ok) return expect.fail('refused');
    expect(tabs.Pilots).toEqual(pilotsBefore);
    const pilots = { [TAB.pilots]: result.updates[TAB.pilots] };
    expect([get(pilots, 'Pilots', 'Kills', 2), get(pilots, 'Pilots', 'Wounds', 2)]).toEqual([1, 3]);
  });
});
