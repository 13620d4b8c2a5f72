import { describe, expect, it } from 'vitest';
import { inputOf, planWrites, rangeWrites, safeCellValue } from '../../src/sheet/write/cellValue';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, cloneTabs, colOf, demo, get, readOk, set, shuffleColumns, type Sheets } from './fixtures';

/** Every cell that differs between two versions of a tab, as `header@row: before → after`. */
function diff(tabs: Sheets, tab: string, after: unknown[][]): string[] {
  const before = tabs[tab];
  const out: string[] = [];
  for (let r = 0; r < Math.max(before.length, after.length); r++) {
    for (let c = 0; c < Math.max(before[r]?.length ?? 0, after[r]?.length ?? 0); c++) {
      const was = before[r]?.[c] ?? '';
      const now = after[r]?.[c] ?? '';
      if (was !== now) out.push(`${String(before[0][c])}@${r + 1}: ${JSON.stringify(was)} → ${JSON.stringify(now)}`);
    }
  }
  return out;
}

describe('round trip: read, then write an unchanged battle', () => {
  it('gives no update at all for the demo', () => {
    const tabs = demo();
    expect(battleToTabUpdates(tabs, readOk(tabs).battle)).toEqual({});
  });

  it('gives no update for a sheet typed loosely: 609, yes, checkboxes, blanks for zero, columns shuffled', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Position', 2, 609);
    set(tabs, 'Mechs', 'Prone', 3, false);
    set(tabs, 'Mechs', 'Status', 4, 'active');
    set(tabs, 'Mechs', 'Heat', 5, '');
    set(tabs, 'Mechs', 'Crits total', 5, '0');
    set(tabs, 'Equipment', 'Status', 2, '');
    const width = tabs.Mechs[0].length;
    tabs.Mechs = shuffleColumns(
      tabs.Mechs,
      Array.from({ length: width }, (_, i) => (i * 5) % width),
      (h) => h.toLowerCase(),
    );
    const before = cloneTabs(tabs);
    expect(battleToTabUpdates(tabs, readOk(tabs).battle)).toEqual({});
    expect(tabs).toEqual(before);
  });
});

describe('writing a resolved battle', () => {
  function damaged(): { tabs: Sheets; updates: Record<string, unknown[][]> } {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    const g = battle.mechs[0];
    g.armor.CT = 12;
    g.rearArmor.LT = 0;
    g.armor.LA = 0;
    g.structure.LA = 2;
    g.destroyedLocations.push('LA');
    g.heat = 7;
    g.pilot.wounds = 1;
    g.prone = true;
    g.position = { col: 7, row: 10 };
    g.crits.gyroHits = 1;
    g.crits.count = 1;
    g.equipment[1].destroyed = true;
    const l = battle.mechs[3];
    l.destroyed = true;
    l.pilot.status = 'unconscious';
    l.pilot.unconsciousUntilRound = 2;
    return { tabs, updates: battleToTabUpdates(tabs, battle) };
  }

  it('Mechs: only the state cells that changed, with the right values (destroyed location: IS 0, R-8.4)', () => {
    const { tabs, updates } = damaged();
    expect(Object.keys(updates).sort()).toEqual(['Equipment', 'Mechs']);
    expect(diff(tabs, 'Mechs', updates.Mechs)).toEqual([
      'Position@2: "0609" → "0710"',
      'Heat@2: 0 → 7',
      'Prone@2: "No" → "Yes"',
      'Wounds@2: 0 → 1',
      'CT Armor@2: 20 → 12',
      'LA Armor@2: 14 → 0',
      'LT Rear@2: 6 → 0',
      'LA IS@2: 9 → 0',
      'Gyro hits@2: 0 → 1',
      'Crits total@2: 0 → 1',
      'Status@5: "Active" → "Destroyed"',
      'Pilot status@5: "Active" → "Unconscious"',
      'Wakes after@5: "" → 2',
    ]);
  });

  it("Equipment: the destroyed item's Status, nothing else", () => {
    const { tabs, updates } = damaged();
    expect(diff(tabs, 'Equipment', updates.Equipment)).toEqual(['Status@3: "OK" → "Destroyed"']);
  });

  it('what is written reads back as the battle that was written', () => {
    const { tabs, updates } = damaged();
    const again = readOk({ ...tabs, ...updates }).battle;
    expect(again.mechs[0].armor.CT).toBe(12);
    expect(again.mechs[0].destroyedLocations).toEqual(['LA']);
    expect(again.mechs[0].equipment[1].destroyed).toBe(true);
    expect(again.mechs[3].pilot).toMatchObject({ status: 'unconscious', unconsciousUntilRound: 2 });
    expect(battleToTabUpdates({ ...tabs, ...updates }, again)).toEqual({});
  });

  it('keeps checkboxes checkboxes and leaves record columns alone', () => {
    const tabs = set(demo(), 'Mechs', 'Prone', 2, false);
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[0].prone = true;
    battle.mechs[0].pilot.gunnery = 0;
    battle.mechs[0].walkMP = 1;
    expect(diff(tabs, 'Mechs', battleToTabUpdates(tabs, battle).Mechs)).toEqual(['Prone@2: false → true']);
  });

  it('keeps every column the GM added, byte for byte, wherever it is', () => {
    const tabs = demo();
    const extra = (r: number): unknown => (r === 0 ? 'Notes' : ['=SUM(1,2)', '-3 armor', 42, true][r % 4]);
    tabs.Mechs = tabs.Mechs.map((row, r) => [...row.slice(0, 20), extra(r), ...row.slice(20)]);
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs.forEach((m) => (m.heat = 3));
    battle.round = 2;
    const after = battleToTabUpdates(tabs, battle).Mechs;
    const notes = colOf(tabs, 'Mechs', 'Notes');
    expect(after.map((row) => row[notes])).toEqual(tabs.Mechs.map((row) => row[notes]));
  });
});

describe('after a resolved round (battle.round past the Rules Round)', () => {
  function resolved() {
    const tabs = demo();
    set(tabs, 'Mechs', 'Move to', 2, '0710');
    set(tabs, 'Mechs', 'Evasive', 3, 'No');
    set(tabs, 'Attacks', 'TN', 2, 8);
    const battle = cloneBattle(readOk(tabs).battle);
    battle.round = 2;
    return { tabs, updates: battleToTabUpdates(tabs, battle) };
  }

  it('advances Round on the Rules tab', () => {
    const { tabs, updates } = resolved();
    expect(diff(tabs, 'Rules', updates.Rules)).toEqual(['Value@2: 1 → 2']);
  });

  it('clears the movement orders so players declare afresh', () => {
    const { tabs, updates } = resolved();
    expect(diff(tabs, 'Mechs', updates.Mechs)).toEqual([
      'Move@2: "Run" → ""',
      'Move to@2: "0710" → ""',
      'Move@3: "Run" → ""',
      'Evasive@3: "No" → ""',
      'Move@4: "Run" → ""',
      'Move@5: "Run" → ""',
      // A ticked Ready is unticked: it stays a checkbox.
      'Ready@5: true → false',
    ]);
  });

  it("clears the attack orders but keeps the TN column, and the Attacker of a player's row (a mech with a Player account)", () => {
    const { updates } = resolved();
    expect(updates.Attacks.slice(1)).toEqual([
      ['Griffin', '', '', '', '', '', '', 8, ''],
      ['', '', '', '', '', '', '', '', ''],
      ['', '', '', '', '', '', '', '', ''],
    ]);
    expect(updates.Attacks[0]).toEqual([
      'Attacker',
      'Target',
      'Weapons',
      'Freebie',
      'Melee',
      'Angle',
      'Other',
      'TN',
      'Roll',
    ]);
  });

  it('adds a Round row when the Rules tab has none', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    tabs.Rules = [tabs.Rules[0].slice()];
    battle.round = 3;
    const rules = battleToTabUpdates(tabs, battle).Rules;
    expect(rules[1].slice(0, 2)).toEqual(['Round', 3]);
    expect(readOk({ ...tabs, Rules: rules }).battle.round).toBe(3);
  });
});

describe('safe cells: text is never written as a formula, numbers stay numbers', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+1', "'+1"],
    ['-3 armor', "'-3 armor"],
    ['@pilot', "'@pilot"],
    ['0609', "'0609"],
    ['12', "'12"],
    ['3/4', "'3/4"],
    ['TRUE', "'TRUE"],
    ["'quoted", "''quoted"],
    ['Medium Laser', 'Medium Laser'],
    ['', ''],
  ])('%s is written as %s', (value, written) => {
    expect(safeCellValue(value)).toBe(written);
  });

  it('numbers, booleans and dates pass through; null is blank', () => {
    const date = new Date(2024, 0, 1);
    expect([
      safeCellValue(-3),
      safeCellValue(0),
      safeCellValue(true),
      safeCellValue(date),
      safeCellValue(null),
    ]).toEqual([-3, 0, true, date, '']);
  });

  it("one write per block: the rectangle of changed cells, hex labels as text, never over a formula's cell", () => {
    const tabs = demo();
    const pilot = colOf(tabs, 'Mechs', 'Pilot');
    tabs.Mechs[1][pilot] = '=not a formula';
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[0].position = { col: 7, row: 10 };
    battle.mechs[1].heat = 4;
    const updates = battleToTabUpdates(tabs, battle);
    // Without formulas: one rectangle over both changes.
    const [whole] = planWrites(tabs, updates);
    expect(whole.a1).toBe('Mechs!O2:V3');
    const input = inputOf(whole);
    expect(input[0][0]).toBe("'0710");
    expect(input[1][colOf(tabs, 'Mechs', 'Heat') - 14]).toBe(4);
    // In a cell formatted as plain text, the label goes in as it is: an apostrophe would stay.
    expect(inputOf(whole, [['@']])[0][0]).toBe('0710');
    // The Griffin's Heat computed by a formula inside that rectangle: the write goes around it.
    const formulas = tabs.Mechs.map((row) => row.map(() => ''));
    formulas[1][colOf(tabs, 'Mechs', 'Heat')] = '=1+1';
    expect(planWrites(tabs, updates, { Mechs: formulas }).map((w) => w.a1)).toEqual(['Mechs!O2', 'Mechs!V3']);
  });
  it('an unchanged text cell inside the rectangle that looks like a formula is written as text', () => {
    const before = [['a', '=x', 'b']];
    const after = [['c', '=x', 'd']];
    expect(rangeWrites('T', before, after).map((w) => inputOf(w))).toEqual([[['c', "'=x", 'd']]]);
  });

  it('the write rectangle of an unchanged tab is nothing', () => {
    const tabs = demo();
    expect(planWrites(tabs, { Mechs: cloneTabs(tabs).Mechs })).toEqual([]);
    expect(get(tabs, 'Mechs', 'Name', 2)).toBe('Griffin');
  });
});
