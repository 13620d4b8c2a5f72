// The Attacks tab read into attack lines: each line's declaration and its row, and the rows a problem keeps
// out of the round — read on their own, beside the problems the GM sees on their cells.
import { describe, expect, it } from 'vitest';
import { isHoldFire, readAttacks } from '../../src/sheet/read/attacks';
import { readCatalog } from '../../src/sheet/read/catalog';
import { readEquipment } from '../../src/sheet/read/equipment';
import { readMap } from '../../src/sheet/read/map';
import { readMechs } from '../../src/sheet/read/mechs';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, demo, set, type Sheets } from './fixtures';

// Demo Attacks rows 2–4: Griffin (a PC) → Rifleman All, freebie Large Laser; Rifleman → Griffin Large Laser x2,
// AC/5 x2; Blackjack → Griffin All. Equipment rows 20–21 are Rifleman's two AC/5, row 24 their ammunition.

/** The Attacks tab read after the tabs it stands on, as the campaign read does. */
function readLines(tabs: Sheets) {
  const problems = new SheetProblems();
  const { rules } = readRules(tabs, problems);
  const catalog = readCatalog(tabs, problems);
  const map = readMap(tabs, problems);
  const mechs = readMechs(tabs, rules, map, problems);
  readEquipment(tabs, mechs, catalog, problems);
  const before = problems.list.length;
  const lines = readAttacks(tabs, mechs, catalog, rules, problems);
  const found = problems.list.slice(before);
  return { lines, messages: found.map((p) => p.message), codes: found.map((p) => p.code), problems: found };
}

describe('R-14: each Attacks row is read as one attack line, with its row', () => {
  it('the demo rows, as written: All with a freebie, named weapons, All', () => {
    expect(readLines(demo())).toStrictEqual({
      lines: [
        { declaration: { attacker: 'Griffin', target: 'Rifleman', weapons: 'all', freebie: 'Large Laser' }, row: 1 },
        {
          declaration: {
            attacker: 'Rifleman',
            target: 'Griffin',
            weapons: ['Large Laser', 'Large Laser', 'AC/5', 'AC/5'],
          },
          row: 2,
        },
        { declaration: { attacker: 'Blackjack', target: 'Griffin', weapons: 'all' }, row: 3 },
      ],
      messages: [],
      codes: [],
      problems: [],
    });
  });

  it('a melee attack with Weapons blank fires no weapon', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, '');
    set(tabs, 'Attacks', 'Melee', 3, 'Strong');
    set(tabs, 'Attacks', 'Angle', 3, 'High');
    const { lines, messages } = readLines(tabs);
    expect(messages).toEqual([]);
    expect(lines[1]).toStrictEqual({
      declaration: { attacker: 'Rifleman', target: 'Griffin', weapons: [], melee: { kind: 'strong', angle: 'high' } },
      row: 2,
    });
  });

  it("Other, the GM's own modifier, is read onto the line from −20 to 20", () => {
    const tabs = set(demo(), 'Attacks', 'Other', 3, -5);
    set(tabs, 'Attacks', 'Other', 4, 2);
    const { lines, messages } = readLines(tabs);
    expect(messages).toEqual([]);
    expect(lines.map((l) => l.declaration.other)).toEqual([undefined, -5, 2]);
    expect(lines[2].declaration).toStrictEqual({ attacker: 'Blackjack', target: 'Griffin', weapons: 'all', other: 2 });
  });

  it('an Other beyond 20 is refused on its cell', () => {
    const tabs = set(demo(), 'Attacks', 'Other', 3, 21);
    const { messages, codes } = readLines(tabs);
    expect(messages).toEqual(['Attacks!G3: Other must be a whole number from -20 to 20, got 21']);
    expect(codes).toEqual(['sheet/not_a_number']);
  });

  it('R-18.2: an Ultra autocannon fired in ultra mode carries its mode', () => {
    const tabs = set(demo(), 'Equipment', 'Item', 20, 'Ultra AC/5');
    set(tabs, 'Equipment', 'Item', 21, 'Ultra AC/5');
    set(tabs, 'Equipment', 'Item', 24, 'Ammo (Ultra AC/5)');
    set(tabs, 'Attacks', 'Weapons', 3, 'Large Laser x2, Ultra AC/5 (ultra) x2');
    const { lines, messages } = readLines(tabs);
    expect(messages).toEqual([]);
    expect(lines[1].declaration).toStrictEqual({
      attacker: 'Rifleman',
      target: 'Griffin',
      weapons: ['Large Laser', 'Large Laser', 'Ultra AC/5', 'Ultra AC/5'],
      modes: { 'Ultra AC/5': { kind: 'ultra' } },
    });
  });

  it('R-19.2: an Ultra autocannon in ultra mode fires two shots: one left in its bin is not enough', () => {
    const tabs = set(demo(), 'Equipment', 'Item', 20, 'Ultra AC/5');
    set(tabs, 'Equipment', 'Item', 24, 'Ammo (Ultra AC/5)');
    set(tabs, 'Equipment', 'Shots', 24, 1);
    set(tabs, 'Attacks', 'Weapons', 3, 'Ultra AC/5 (ultra)');
    const { lines, messages, codes } = readLines(tabs);
    expect(messages).toEqual([
      "Attacks!C3: Weapons: Rifleman's Ultra AC/5 bins hold 1 shot, and its rows fire it 2 times (R-19.2)",
    ]);
    expect(codes).toEqual(['sheet/no_shots']);
    expect(lines.map((l) => l.row + 1)).toEqual([2, 4]);
  });

  it("R-19.2: shots add up over a mech's rows", () => {
    const tabs = set(demo(), 'Equipment', 'Shots', 24, 3);
    set(tabs, 'Attacks', 'Weapons', 3, 'AC/5 x2');
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Blackjack', Weapons: 'Large Laser x2' });
    expect(readLines(tabs).messages).toEqual([]);
    set(tabs, 'Equipment', 'Shots', 24, 1);
    expect(readLines(tabs).messages).toEqual([
      "Attacks!C3: Weapons: Rifleman's AC/5 bins hold 1 shot, and its rows fire it 2 times (R-19.2)",
    ]);
  });

  it('R-V.2: a Cool down row attacks nobody and fires nothing', () => {
    const tabs = set(demo(), 'Rules', 'Value', 6, 'Cool-down');
    set(tabs, 'Attacks', 'Target', 4, '');
    set(tabs, 'Attacks', 'Weapons', 4, 'Cool down');
    const { lines, messages } = readLines(tabs);
    expect(messages).toEqual([]);
    expect(lines[2]).toStrictEqual({
      declaration: { attacker: 'Blackjack', target: '', weapons: [], coolDown: true },
      row: 3,
    });
  });
});

describe('R-14: a row with a problem is no attack line; the rows around it still are', () => {
  it.each([
    ['an attacker not on the Mechs tab', { Attacker: 'Nobody' }],
    ['a target not on the Mechs tab', { Target: 'Nobody' }],
    ['a weapon fired more often than carried', { Weapons: 'Large Laser x3' }],
    ['a freebie named by an NPC', { Freebie: 'AC/5' }],
    ['an Angle without a Melee', { Angle: 'High' }],
    ['an Other out of range', { Other: 25 }],
    ['a Melee no attack is called', { Melee: 'Kick' }],
  ])('%s', (_, cells) => {
    const tabs = demo();
    for (const [header, value] of Object.entries(cells)) set(tabs, 'Attacks', header, 3, value);
    const { lines, messages } = readLines(tabs);
    expect(messages).toHaveLength(1);
    expect(lines.map((l) => l.row + 1)).toEqual([2, 4]);
  });
});

describe('R-14: the attacker and its target', () => {
  it('a mech cannot attack itself', () => {
    const tabs = set(demo(), 'Attacks', 'Target', 3, 'Rifleman');
    const { messages, codes } = readLines(tabs);
    expect(messages).toEqual(['Attacks!B3: Rifleman cannot attack itself']);
    expect(codes).toEqual(['sheet/self_target']);
  });

  it('a blank Attacker is said once: it must not be blank', () => {
    const tabs = set(demo(), 'Attacks', 'Attacker', 3, '');
    expect(readLines(tabs).messages).toEqual(['Attacks!A3: Attacker must not be blank']);
  });

  it('a blank Target is said once: it must not be blank', () => {
    const tabs = set(demo(), 'Attacks', 'Target', 3, '');
    expect(readLines(tabs).messages).toEqual(['Attacks!B3: Target must not be blank']);
  });

  it('an unknown attacker firing All is said once, on the Attacker cell', () => {
    const tabs = set(demo(), 'Attacks', 'Attacker', 3, 'Nobody');
    set(tabs, 'Attacks', 'Weapons', 3, 'All');
    expect(readLines(tabs).messages).toEqual(['Attacks!A3: Attacker "Nobody" is not a mech on the Mechs tab']);
  });

  it('an unknown attacker firing named weapons is said once, on the Attacker cell', () => {
    const tabs = set(demo(), 'Attacks', 'Attacker', 3, 'Nobody');
    expect(readLines(tabs).messages).toEqual(['Attacks!A3: Attacker "Nobody" is not a mech on the Mechs tab']);
  });

  it('a Target typed as a number is no mech, and no Hold fire', () => {
    const tabs = set(demo(), 'Attacks', 'Target', 3, 609);
    expect(readLines(tabs).messages).toEqual(['Attacks!B3: Target "609" is not a mech on the Mechs tab']);
    expect(isHoldFire(609)).toBe(false);
  });

  it("a problem on an attack row is the attacker's: Resolve without them holds that mech back", () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Large Laser x3');
    expect(readLines(tabs).problems).toEqual([
      {
        code: 'sheet/not_carried',
        message: 'Attacks!C3: Weapons: Rifleman has 2 working Large Laser (of 2), got 3',
        mech: 'Rifleman',
      },
    ]);
  });

  it('while the Mechs tab cannot be read, attack rows name no unknown mech', () => {
    const tabs = demo();
    delete tabs.Mechs;
    const { messages } = readLines(tabs);
    expect(messages).toEqual([]);
  });
});

describe('R-14: the Attacks tab itself', () => {
  it('a missing Attacks tab is said, and no line is read', () => {
    const tabs = demo();
    delete tabs.Attacks;
    expect(readLines(tabs)).toMatchObject({
      lines: [],
      messages: ['Attacks: the tab is missing; Set up campaign creates it'],
      codes: ['sheet/missing_tab'],
    });
  });

  it('a row showing an error value is said once, on that cell, and not read further', () => {
    const tabs = set(demo(), 'Attacks', 'Target', 3, '#REF!');
    const { messages, codes, lines } = readLines(tabs);
    expect(messages).toEqual([
      'Attacks!B3: the cell shows #REF! — its formula refers to a cell that was deleted (or to itself); type the value itself, or fix the formula',
    ]);
    expect(codes).toEqual(['sheet/error_value']);
    expect(lines.map((l) => l.row + 1)).toEqual([2, 4]);
  });
});

describe('R-14: weapons counted over every row of a mech', () => {
  it('rows firing more of a weapon than work are named, with the total', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Blackjack', Weapons: 'Large Laser' });
    expect(readLines(tabs).messages).toEqual([
      'Attacks!C5: Weapons: Rifleman has 2 working Large Laser (of 2), and rows 3, 5 fire 3',
    ]);
    expect(readLines(tabs).codes).toEqual(['sheet/not_carried']);
  });

  it('named weapons after a row firing All are refused, naming the All row', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Griffin', Target: 'Blackjack', Weapons: 'Medium Laser' });
    const { messages, codes, lines } = readLines(tabs);
    expect(messages).toEqual([
      'Attacks!C5: Weapons: Griffin already fires All on row 2; All means every weapon, so name them on one row or the other',
    ]);
    expect(codes).toEqual(['sheet/all_and_named']);
    expect(lines.map((l) => l.row + 1)).toEqual([2, 3, 4]);
  });

  it('R-18.2: firing a jammed weapon is refused, saying it is jammed', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 20, 'Jammed');
    expect(readLines(tabs).messages).toEqual([
      "Attacks!C3: Weapons: Rifleman's AC/5 is jammed (Status on the Equipment tab): it cannot fire for the rest of the battle (R-18.2)",
    ]);
  });

  it('R-18.2: firing more than the working and jammed together is a count the mech has not', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 20, 'Jammed');
    set(tabs, 'Attacks', 'Weapons', 3, 'AC/5 x3');
    expect(readLines(tabs).messages).toEqual(['Attacks!C3: Weapons: Rifleman has 1 working AC/5 (of 2), got 3']);
  });

  it('a weapon the Catalog lacks is an unknown weapon, with the name meant', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Large Lazer');
    const { messages, codes } = readLines(tabs);
    expect(messages).toEqual([
      'Attacks!C3: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?',
    ]);
    expect(codes).toEqual(['sheet/unknown_weapon']);
  });

  it('Weapons and Melee both blank fire nothing, and say what to write', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, '');
    const { messages, codes } = readLines(tabs);
    expect(messages).toEqual([
      'Attacks!C3: Weapons is blank and no Melee is chosen: write All, name the weapons (Medium Laser x2, LRM-5) or choose a melee attack',
    ]);
    expect(codes).toEqual(['sheet/nothing_fired']);
  });
});
