// Writing a resolved battle back to the sheet: the Mechs state cells a round changes, Equipment Status and Shots, and
// the refusals when the sheet is not the one the battle was read from (a bug, said plainly).
import { describe, expect, it } from 'vitest';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, colOf, demo, get, readOk, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin, Rifleman, Blackjack, Locust.

const readBack = (tabs: Sheets, updates: Record<string, unknown[][]>): Sheets => ({ ...tabs, ...updates });

describe('R-13: status and critical effects written as the reader reads them back', () => {
  it('a shut-down mech is written Shutdown; damaged life support is written Damaged', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[1].shutdown = true;
    battle.mechs[1].crits.lifeSupport = true;
    const after = readBack(tabs, battleToTabUpdates(tabs, battle));
    expect(get(after, 'Mechs', 'Status', 3)).toBe('Shutdown');
    expect(get(after, 'Mechs', 'Life support', 3)).toBe('Damaged');
    const again = readOk(after).battle.mechs[1];
    expect([again.shutdown, again.crits.lifeSupport]).toEqual([true, true]);
  });
});

describe('R-19.1: shots left', () => {
  it('an Equipment tab without a Shots column gets no shots written anywhere', () => {
    const tabs = demo();
    const shots = colOf(tabs, 'Equipment', 'Shots');
    tabs.Equipment = tabs.Equipment.map((row) => row.filter((_, i) => i !== shots));
    const battle = cloneBattle(readOk(tabs).battle);
    const bin = battle.mechs[0].equipment.find((e) => e.kind === 'ammo');
    if (!bin) return expect.fail('the Griffin carries a bin');
    bin.shots = 12;
    expect(battleToTabUpdates(tabs, battle)).toEqual({});
  });
});

describe('a battle written to a sheet it was not read from is refused, naming what is out of step', () => {
  it('no Mechs tab', () => {
    const tabs = demo();
    const battle = readOk(tabs).battle;
    delete tabs.Mechs;
    expect(() => battleToTabUpdates(tabs, battle)).toThrow('Mechs: the tab is missing');
  });

  it('a mech with no row', () => {
    const tabs = demo();
    const battle = readOk(tabs).battle;
    tabs.Mechs = tabs.Mechs.slice(0, 4);
    expect(() => battleToTabUpdates(tabs, battle)).toThrow('Mechs: no row for Locust');
  });

  it('an Equipment row that is not the mech’s next item', () => {
    const tabs = demo();
    const battle = readOk(tabs).battle;
    const item = colOf(tabs, 'Equipment', 'Item');
    const first = tabs.Equipment.findIndex((row) => row[0] === 'Griffin');
    // The Griffin's first row names another item than its first piece of equipment.
    const own = battle.mechs[0].equipment[0].name;
    tabs.Equipment[first][item] = own === 'Jump Jet' ? 'Heat Sink' : 'Jump Jet';
    expect(() => battleToTabUpdates(tabs, battle)).toThrow(`Equipment row ${first + 1} is not Griffin's item 1`);
  });
});
