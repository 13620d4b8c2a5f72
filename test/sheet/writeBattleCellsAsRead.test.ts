// Writing a resolved battle back: a cell is rewritten only when it does not already read as the new value (typed
// loosely, left blank for its default), and the write copes with a sheet that holds more or less than the battle.
import { describe, expect, it } from 'vitest';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { addRow, cloneBattle, colOf, demo, get, readOk, set, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin (a player's), Rifleman, Blackjack, Locust. Equipment rows follow them in record order.

const readBack = (tabs: Sheets, updates: Record<string, unknown[][]>): Sheets => ({ ...tabs, ...updates });

describe('a cell that already reads as the value is left exactly as the GM typed it', () => {
  it('blank Status, Pilot status and Life support read Active, Active and OK: an unchanged battle writes nothing', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Status', 3, '');
    set(tabs, 'Mechs', 'Pilot status', 3, '');
    set(tabs, 'Mechs', 'Life support', 3, '');
    expect(battleToTabUpdates(tabs, readOk(tabs).battle)).toEqual({});
  });

  it('a Position typed as text without its leading zero (609) is the hex 0609: not rewritten', () => {
    const tabs = set(demo(), 'Mechs', 'Position', 2, '609');
    expect(battleToTabUpdates(tabs, readOk(tabs).battle)).toEqual({});
  });

  it('a Position of spaces (a mech off the map) stays as it is', () => {
    const tabs = set(demo(), 'Mechs', 'Position', 5, '  ');
    const battle = readOk(tabs).battle;
    expect(battle.mechs[3].position).toBeNull();
    expect(battleToTabUpdates(tabs, battle)).toEqual({});
  });

  it('Wakes after typed as text ("2") for an unconscious pilot, and spaces for an awake one, are not rewritten', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Pilot status', 5, 'Unconscious');
    set(tabs, 'Mechs', 'Wakes after', 5, '2');
    set(tabs, 'Mechs', 'Wakes after', 4, '  ');
    const battle = readOk(tabs).battle;
    expect(battle.mechs[3].pilot.unconsciousUntilRound).toBe(2);
    expect(battleToTabUpdates(tabs, battle)).toEqual({});
  });
});

describe('R-13 and R-18.2: a status written as the reader reads it back', () => {
  it('a wreck is written Wreck (not Destroyed), and reads back a destroyed wreck', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[2].destroyed = true;
    battle.mechs[2].wreck = true;
    const after = readBack(tabs, battleToTabUpdates(tabs, battle));
    expect(get(after, 'Mechs', 'Status', 4)).toBe('Wreck');
    expect(readOk(after).battle.mechs[2]).toMatchObject({ destroyed: true, wreck: true });
  });

  it('a jammed weapon is written Jammed on its Equipment row, nothing else on the tab', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[0].equipment[0].jammed = true;
    const updates = battleToTabUpdates(tabs, battle);
    const status = colOf(tabs, 'Equipment', 'Status');
    expect(updates.Equipment.map((row) => row[status])).toEqual(
      tabs.Equipment.map((row, r) => (r === 1 ? 'Jammed' : row[status])),
    );
  });

  it("a bin's shots left are written wherever the Shots column stands, even first", () => {
    const tabs = demo();
    const shots = colOf(tabs, 'Equipment', 'Shots');
    tabs.Equipment = tabs.Equipment.map((row) => [row[shots], ...row.filter((_, i) => i !== shots)]);
    const battle = cloneBattle(readOk(tabs).battle);
    const index = battle.mechs[0].equipment.findIndex((e) => e.kind === 'ammo');
    if (index < 0) return expect.fail('the Griffin carries a bin');
    battle.mechs[0].equipment[index].shots = 7;
    const after = readBack(tabs, battleToTabUpdates(tabs, battle));
    // The Griffin's rows come first, in the order of its equipment.
    const row = 2 + index;
    expect(get(after, 'Equipment', 'Shots', row)).toBe(7);
    expect(readOk(after).battle.mechs[0].equipment[index].shots).toBe(7);
  });
});

describe('a sheet holding more or less than the battle', () => {
  it('a Mechs row and Equipment rows of a mech the battle does not hold are left alone', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    addRow(tabs, 'Mechs', { Name: 'Atlas', Heat: 9 });
    addRow(tabs, 'Equipment', { Mech: 'Atlas', Item: 'Medium Laser', Status: 'Destroyed' });
    battle.mechs[0].heat = 4;
    const updates = battleToTabUpdates(tabs, battle);
    expect(Object.keys(updates)).toEqual(['Mechs']);
    expect(updates.Mechs[6]).toEqual(tabs.Mechs[6]);
  });

  it('without an Equipment tab the Mechs tab is still written', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    delete tabs.Equipment;
    battle.mechs[1].heat = 5;
    const updates = battleToTabUpdates(tabs, battle);
    expect(Object.keys(updates)).toEqual(['Mechs']);
    expect(get(readBack(tabs, updates), 'Mechs', 'Heat', 3)).toBe(5);
  });

  it('an Equipment row past the last of its mech’s items is refused, naming the row and the item it would be', () => {
    const tabs = demo();
    const battle = readOk(tabs).battle;
    const count = battle.mechs[3].equipment.length;
    const row = addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Medium Laser', Location: 'CT' });
    expect(() => battleToTabUpdates(tabs, battle)).toThrow(`Equipment row ${row} is not Locust's item ${count + 1}`);
  });

  it('a resolved round on a sheet without Attacks and Rolls tabs clears the Mechs orders all the same', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    delete tabs.Attacks;
    delete tabs.Rolls;
    battle.round = 2;
    const updates = battleToTabUpdates(tabs, battle);
    expect(Object.keys(updates).sort()).toEqual(['Mechs', 'Rules']);
    expect(get(readBack(tabs, updates), 'Mechs', 'Move', 2)).toBe('');
  });

  it('a sheet without a Rules tab gets one holding the next Round', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    delete tabs.Rules;
    battle.round = 2;
    expect(battleToTabUpdates(tabs, battle, 1).Rules).toEqual([
      ['Setting', 'Value'],
      ['Round', 2],
    ]);
  });
});

describe("after a resolved round, an Attacks row's Attacker is kept only for a mech a player plays", () => {
  it('an Attacker typed as a number is cleared with the rest of the orders', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    set(tabs, 'Attacks', 'Attacker', 3, 42);
    battle.round = 2;
    const updates = battleToTabUpdates(tabs, battle);
    expect(updates.Attacks.slice(1).map((row) => row[0])).toEqual(['Griffin', '', '']);
  });
});
