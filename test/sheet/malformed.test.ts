import { describe, expect, it } from 'vitest';
import { parseTerrainCode } from '../../src/rules/map/terrain';
import { readCampaign } from '../../src/sheet/read/campaign';
import { STANDARD_WEAPONS } from '../../src/rules/charts/weapons';

/** The row a weapon added under the standard Catalog takes: its header, then every standard weapon. */
const NEW_CATALOG_ROW = STANDARD_WEAPONS.length + 2;
import { addRow, copyRow, demo, set, type Sheets } from './fixtures';

// Demo layout: Mechs rows 2–5 Griffin, Rifleman, Blackjack, Locust; Equipment rows 41–48 are the
// Locust's (41 Medium Laser, 44 its MG ammo); Attacks rows 2–4 Griffin→Rifleman (All, freebie
// Large Laser), Rifleman→Griffin (Large Laser x2, AC/5 x2), Blackjack→Griffin (All); Rules rows
// 2–11 Round, Players' advantage, Default gunnery, Default piloting, Heat model, Wrecks, Dice seed,
// Dice, Forum post limit (characters), Battle, and heat levels 0–30 on rows 2–32.

const terrainMessage = (text: string): string => {
  const parsed = parseTerrainCode(text);
  if (parsed.ok) throw new Error('expected a bad code');
  return parsed.message;
};

interface Case {
  readonly what: string;
  readonly edit: (t: Sheets) => unknown;
  readonly messages: readonly string[];
}

const CASES: readonly Case[] = [
  // Mechs: records
  {
    what: 'text in Gunnery',
    edit: (t) => set(t, 'Mechs', 'Gunnery', 2, 'three'),
    messages: ['Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"'],
  },
  {
    what: 'Gunnery above 8',
    edit: (t) => set(t, 'Mechs', 'Gunnery', 2, 9),
    messages: ['Mechs!F2: Gunnery must be a whole number from 0 to 8, got 9'],
  },
  {
    what: 'a fraction in Piloting',
    edit: (t) => set(t, 'Mechs', 'Piloting', 3, 2.5),
    messages: ['Mechs!G3: Piloting must be a whole number from 0 to 8, got 2.5'],
  },
  {
    what: 'a blank name',
    edit: (t) => copyRow(t, 'Mechs', 5, { Name: ' ' }),
    messages: ['Mechs!A6: Name must not be blank'],
  },
  {
    what: 'a duplicate name, other case',
    edit: (t) => copyRow(t, 'Mechs', 5, { Name: 'locust' }),
    messages: ['Mechs!A6: Name "locust" is used twice (also on row 5); each mech needs its own name'],
  },
  {
    what: 'a bad side',
    edit: (t) => set(t, 'Mechs', 'Side', 3, 'Enemy'),
    messages: ['Mechs!C3: Side must be PC or NPC, got "Enemy"'],
  },
  {
    what: 'text in Tons',
    edit: (t) => set(t, 'Mechs', 'Tons', 2, 'heavy'),
    messages: ['Mechs!H2: Tons must be a whole number from 10 to 200, got "heavy"'],
  },
  {
    what: 'Run that is not ceil(1.5 × Walk)',
    edit: (t) => set(t, 'Mechs', 'Run', 2, 9),
    messages: ['Mechs!J2: Run must be ceil(1.5 × Walk) = 8 (R-2.1), got 9; fix Walk or leave Run blank'],
  },
  {
    what: 'negative armor',
    edit: (t) => set(t, 'Mechs', 'CT Armor', 2, -3),
    messages: ['Mechs!AC2: CT Armor must be a whole number 0 or more, got -3'],
  },
  {
    what: 'text in rear armor',
    edit: (t) => set(t, 'Mechs', 'LT Rear', 3, 'lots'),
    messages: ['Mechs!AK3: LT Rear must be a whole number 0 or more, got "lots"'],
  },
  {
    what: 'blank structure',
    edit: (t) => set(t, 'Mechs', 'HD IS', 4, ''),
    messages: ['Mechs!AM4: HD IS must be a whole number 0 or more, got nothing'],
  },
  // Mechs: state
  {
    what: 'a pilot status in the mech Status column',
    edit: (t) => set(t, 'Mechs', 'Status', 2, 'Dead'),
    messages: ['Mechs!W2: Status must be Active, Shutdown, Destroyed or Wreck, got "Dead"'],
  },
  {
    what: 'six wounds',
    edit: (t) => set(t, 'Mechs', 'Wounds', 2, 6),
    messages: ['Mechs!Z2: Wounds must be a whole number from 0 to 5, got 6'],
  },
  {
    what: 'Yes in Life support',
    edit: (t) => set(t, 'Mechs', 'Life support', 2, 'Yes'),
    messages: ['Mechs!AV2: Life support must be OK or Damaged, got "Yes"'],
  },
  {
    what: 'a position that is not a hex label',
    edit: (t) => set(t, 'Mechs', 'Position', 2, 'six-nine'),
    messages: ['Mechs!O2: Position must be a hex label like 0609 (column 06, row 09), got "six-nine"'],
  },
  {
    what: 'a position off the map',
    edit: (t) => set(t, 'Mechs', 'Position', 5, 1720),
    messages: ['Mechs!O5: Position 1720 is off the map (16 columns × 17 rows: 0101 to 1617)'],
  },
  // Mechs: movement orders
  {
    what: 'a bad move mode',
    edit: (t) => set(t, 'Mechs', 'Move', 2, 'Fly'),
    messages: ['Mechs!P2: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got "Fly"'],
  },
  {
    what: 'Move to without a Move',
    edit: (t) => set(set(t, 'Mechs', 'Move', 3, ''), 'Mechs', 'Move to', 3, '0710'),
    messages: ['Mechs!P3: Move must be Walk, Run, Jump or Sprint when Move to is set (0710), got nothing'],
  },
  {
    what: 'Move to off the map',
    edit: (t) => set(t, 'Mechs', 'Move to', 2, '0118'),
    messages: ['Mechs!Q2: Move to 0118 is off the map (16 columns × 17 rows: 0101 to 1617)'],
  },
  {
    what: 'Evasive neither Yes nor No',
    edit: (t) => set(t, 'Mechs', 'Evasive', 2, 'maybe'),
    messages: ['Mechs!R2: Evasive must be Yes or No, got "maybe"'],
  },
  {
    what: 'outflanking a mech that does not exist',
    edit: (t) => set(t, 'Mechs', 'Outflank', 2, 'Atlas'),
    messages: ['Mechs!S2: Outflank "Atlas" is not a mech on the Mechs tab'],
  },
  {
    what: 'outflanking itself',
    edit: (t) => set(t, 'Mechs', 'Outflank', 2, 'griffin'),
    messages: ['Mechs!S2: Griffin cannot outflank itself'],
  },
  {
    what: 'Cool down without the variant (R-V.2)',
    edit: (t) => set(t, 'Mechs', 'Move', 2, 'Cool down'),
    messages: [
      'Mechs!P2: Move "Cool down" belongs to the cool-down heat variant (R-V.2); set Heat model to Cool-down on the Rules tab first',
    ],
  },
  // Headers and tabs
  {
    what: 'a renamed header',
    edit: (t) => (t.Mechs[0][5] = 'Gunnary'),
    messages: ['Mechs!1:1: no column headed "Gunnery" (headers are matched by name, in any order)'],
  },
  {
    what: 'a header used twice',
    edit: (t) => t.Mechs.forEach((row, r) => row.push(r === 0 ? 'heat' : 0)),
    messages: ['Mechs!BG1: two columns are headed "Heat" (V1 and BG1); keep one'],
  },
  {
    what: 'a missing Attacks tab',
    edit: (t) => delete t.Attacks,
    messages: ['Attacks: the tab is missing; Set up campaign creates it'],
  },
  // Equipment
  {
    what: 'an unknown weapon',
    edit: (t) => set(t, 'Equipment', 'Item', 41, 'Plasma Rifle'),
    messages: [
      'Equipment!B41: Item must be a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description, got "Plasma Rifle" (not a weapon of the Catalog)',
    ],
  },
  {
    what: 'ammo for an unknown weapon',
    edit: (t) => set(t, 'Equipment', 'Item', 44, 'Ammo (Plasma Rifle)'),
    messages: [
      'Equipment!B44: Item "Ammo (Plasma Rifle)" is ammunition for "Plasma Rifle", which is not a weapon of the Catalog',
    ],
  },
  {
    what: 'ammo for an energy weapon',
    edit: (t) => set(t, 'Equipment', 'Item', 44, 'Medium Laser Ammo'),
    messages: ['Equipment!B44: Item "Medium Laser Ammo": the Medium Laser uses no ammunition (Catalog: Ammo No)'],
  },
  {
    what: 'an unknown location',
    edit: (t) => set(t, 'Equipment', 'Location', 41, 'Torso'),
    messages: [
      'Equipment!C41: Location must be HD, CT, LT, RT, LA, RA, LL or RL (or the full name, Left Torso), got "Torso"',
    ],
  },
  {
    what: 'equipment for a mech that does not exist',
    edit: (t) => set(t, 'Equipment', 'Mech', 41, 'Locus'),
    messages: ['Equipment!A41: Mech "Locus" is not a mech on the Mechs tab — did you mean Locust?'],
  },
  {
    what: 'a bad equipment status',
    edit: (t) => set(t, 'Equipment', 'Status', 41, 'Broken'),
    messages: ['Equipment!D41: Status must be OK, Destroyed or Jammed, got "Broken"'],
  },
  // Attacks
  {
    what: 'an attack by a mech that does not exist',
    edit: (t) => set(t, 'Attacks', 'Attacker', 3, 'Rifleman2'),
    messages: ['Attacks!A3: Attacker "Rifleman2" is not a mech on the Mechs tab — did you mean Rifleman?'],
  },
  {
    what: 'an attack at a mech that does not exist',
    edit: (t) => set(t, 'Attacks', 'Target', 2, 'Warhammer'),
    messages: ['Attacks!B2: Target "Warhammer" is not a mech on the Mechs tab'],
  },
  {
    what: 'an attack at itself',
    edit: (t) => set(t, 'Attacks', 'Target', 2, 'Griffin'),
    messages: ['Attacks!B2: Griffin cannot attack itself'],
  },
  {
    what: 'a blank target',
    edit: (t) => set(t, 'Attacks', 'Target', 3, ''),
    messages: ['Attacks!B3: Target must not be blank'],
  },
  {
    what: 'a weapon the attacker does not carry',
    edit: (t) => set(t, 'Attacks', 'Weapons', 3, 'PPC'),
    messages: ['Attacks!C3: Weapons: Rifleman carries no PPC'],
  },
  {
    what: 'a weapon not in the Catalog',
    edit: (t) => set(t, 'Attacks', 'Weapons', 3, 'Large Laser x2, Laser Cannon'),
    messages: ['Attacks!C3: Weapons: "Laser Cannon" is not a weapon of the Catalog'],
  },
  {
    what: 'more of a weapon than it carries',
    edit: (t) => set(t, 'Attacks', 'Weapons', 3, 'Large Laser x3'),
    messages: ['Attacks!C3: Weapons: Rifleman has 2 working Large Laser (of 2), got 3'],
  },
  {
    what: 'a destroyed weapon fired',
    edit: (t) => set(set(t, 'Equipment', 'Status', 18, 'Destroyed'), 'Attacks', 'Weapons', 3, 'Large Laser x2'),
    messages: ['Attacks!C3: Weapons: Rifleman has 1 working Large Laser (of 2), got 2'],
  },
  {
    what: 'more of a weapon than it carries, across rows',
    edit: (t) => addRow(t, 'Attacks', { Attacker: 'Rifleman', Target: 'Locust', Weapons: 'AC/5' }),
    messages: ['Attacks!C5: Weapons: Rifleman has 2 working AC/5 (of 2), and rows 3, 5 fire 3'],
  },
  {
    what: 'All mixed with named weapons',
    edit: (t) => addRow(t, 'Attacks', { Attacker: 'Griffin', Target: 'Blackjack', Weapons: 'Medium Laser' }),
    messages: [
      'Attacks!C5: Weapons: Griffin already fires All on row 2; All means every weapon, so name them on one row or the other',
    ],
  },
  {
    what: 'no weapons and no melee',
    edit: (t) => set(t, 'Attacks', 'Weapons', 3, ''),
    messages: [
      'Attacks!C3: Weapons is blank and no Melee is chosen: write All, name the weapons (Medium Laser x2, LRM-5) or choose a melee attack',
    ],
  },
  {
    what: 'a freebie for an NPC (R-5.1)',
    edit: (t) => set(t, 'Attacks', 'Freebie', 3, 'AC/5'),
    messages: ['Attacks!D3: Freebie: only PCs have a freebie (R-5.1); Rifleman is an NPC'],
  },
  {
    what: 'a freebie the mech does not carry',
    edit: (t) => set(t, 'Attacks', 'Freebie', 2, 'PPC'),
    messages: [
      'Attacks!D2: Freebie PPC: Griffin has no working PPC; the freebie must be one of the weapons fired at this target',
    ],
  },
  {
    what: 'a freebie not fired on its row',
    edit: (t) => set(t, 'Attacks', 'Weapons', 2, 'Medium Laser x2'),
    messages: [
      "Attacks!D2: Freebie Large Laser: it is not among this row's Weapons; the freebie must be one of the weapons fired at this target",
    ],
  },
  {
    what: 'a second freebie in a round',
    edit: (t) =>
      set(
        set(t, 'Attacks', 'Weapons', 2, 'Large Laser'),
        'Attacks',
        'Freebie',
        addRow(t, 'Attacks', { Attacker: 'Griffin', Target: 'Blackjack', Weapons: 'LRM-5' }),
        'LRM-5',
      ),
    messages: ['Attacks!D5: Freebie: Griffin already names its freebie on row 2; one a round (R-5.1)'],
  },
  {
    what: "a freebie with players' advantage off",
    edit: (t) => set(t, 'Rules', 'Value', 3, 'No'),
    messages: ["Attacks!D2: Freebie: Players' advantage is off on the Rules tab, so nobody has a freebie"],
  },
  {
    what: 'a bad melee type',
    edit: (t) => set(t, 'Attacks', 'Melee', 3, 'Punch'),
    messages: ['Attacks!E3: Melee must be Fast, Fast x2, Strong or DFA (Death from Above), got "Punch"'],
  },
  {
    what: 'a Strong attack without an angle',
    edit: (t) => set(t, 'Attacks', 'Melee', 3, 'Strong'),
    messages: ['Attacks!F3: Angle must be High or Low for a Strong attack, got nothing'],
  },
  {
    what: 'a bad angle',
    edit: (t) => set(set(t, 'Attacks', 'Melee', 3, 'Fast'), 'Attacks', 'Angle', 3, 'Sideways'),
    messages: ['Attacks!F3: Angle must be High or Low, got "Sideways"'],
  },
  {
    what: 'a Low Death from Above (R-12.3)',
    edit: (t) => set(set(t, 'Attacks', 'Melee', 3, 'DFA'), 'Attacks', 'Angle', 3, 'Low'),
    messages: ['Attacks!F3: Angle: Death from Above always strikes High (R-12.3), got "Low"'],
  },
  {
    what: 'an angle without melee',
    edit: (t) => set(t, 'Attacks', 'Angle', 3, 'High'),
    messages: [
      'Attacks!F3: Angle "High" is set but Melee is blank: choose Fast, Fast x2, Strong or DFA, or clear Angle',
    ],
  },
  {
    what: 'text in Other',
    edit: (t) => set(t, 'Attacks', 'Other', 2, 'two'),
    messages: ['Attacks!G2: Other must be a whole number from -20 to 20, got "two"'],
  },
  // Map
  {
    what: 'a bad terrain code',
    edit: (t) => (t.Map[4][2] = 'XW'),
    messages: [`Map!C5: (hex 0204) ${terrainMessage('XW')}`],
  },
  {
    what: 'conflicting terrain codes',
    edit: (t) => (t.Map[10][7] = 'LW HW'),
    messages: [`Map!H11: (hex 0710) ${terrainMessage('LW HW')}`],
  },
  {
    what: 'a gap in the column labels',
    edit: (t) => (t.Map[0][2] = 3),
    messages: ["Map!C1: column label must be 2 (the map's columns are numbered 1, 2, 3 … with no gaps), got 3"],
  },
  {
    what: 'terrain outside the labelled map',
    edit: (t) => (t.Map[1][17] = 'LW'),
    messages: ['Map!R2: terrain "LW" lies outside the map (columns 1–16 along row 1, rows 1–17 down column A)'],
  },
  // Rules and Catalog
  {
    what: 'text in Default gunnery',
    edit: (t) => set(t, 'Rules', 'Value', 4, 'x'),
    messages: ['Rules!B4: Default gunnery must be a whole number from 0 to 8, got "x"'],
  },
  {
    what: 'an unknown setting',
    edit: (t) => set(set(t, 'Rules', 'Setting', 12, 'Knockdown'), 'Rules', 'Value', 12, 'Yes'),
    messages: [
      'Rules!A12: unknown setting "Knockdown"; the settings are Round, Players\' advantage, Default gunnery, Default piloting, Heat model, Wrecks, Dice seed, Dice, Forum post limit (characters), Battle, Orders due, Round length, Missing orders, Discord webhook, At the deadline, Reminder before the deadline, XP per battle, XP per kill, XP per assist, Skill step cost, Assist damage',
    ],
  },
  {
    what: 'a Forum post limit too small for a part',
    edit: (t) => set(t, 'Rules', 'Value', 10, 500),
    messages: ['Rules!B10: Forum post limit (characters) must be a whole number 1000 or more (characters), got 500'],
  },
  {
    what: 'a bad heat model',
    edit: (t) => set(t, 'Rules', 'Value', 6, 'Hot'),
    messages: ['Rules!B6: Heat model must be Standard or Cool-down, got "Hot"'],
  },
  {
    what: 'a round of 0',
    edit: (t) => set(t, 'Rules', 'Value', 2, 0),
    messages: ['Rules!B2: Round must be a whole number 1 or more, got 0'],
  },
  {
    what: 'heat levels out of order',
    edit: (t) => set(t, 'Rules', 'Heat', 4, 1),
    messages: ['Rules!D4: Heat must be more than the row above (1): heat levels go up row by row, got 1'],
  },
  {
    what: 'a bad shutdown number',
    edit: (t) => set(t, 'Rules', 'Shutdown avoid', 17, 'maybe'),
    messages: [
      'Rules!G17: Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll), got "maybe"',
    ],
  },
  {
    what: 'a house weapon whose Medium is below Short',
    edit: (t) =>
      addRow(t, 'Catalog', { Weapon: 'Odd Gun', Damage: 3, Heat: 1, Short: 5, Medium: 3, Long: 9, Ammo: 'No' }),
    messages: [`Catalog!F${NEW_CATALOG_ROW}: Medium must be at least Short (5), got 3`],
  },
  {
    what: 'another spelling of a standard weapon',
    edit: (t) =>
      addRow(t, 'Catalog', { Weapon: 'LRM 5', Damage: 1, Heat: 2, Short: 7, Medium: 14, Long: 21, Ammo: 'Yes' }),
    messages: [
      `Catalog!A${NEW_CATALOG_ROW}: "LRM 5" is another spelling of the standard LRM-5; write LRM-5 to change it, or give a house weapon its own name`,
    ],
  },
];

describe('malformed sheets: every problem with its tab, cell and what was expected; no battle', () => {
  it('has at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    const tabs = demo();
    c.edit(tabs);
    const read = readCampaign(tabs);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => p.message)).toEqual(c.messages);
    for (const p of read.problems) expect(p.code).toMatch(/^sheet\/[a-z_]+$/);
  });

  it('collects every problem of a sheet at once, in tab order', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Gunnery', 2, 'three');
    set(tabs, 'Mechs', 'CT Armor', 3, -1);
    set(tabs, 'Equipment', 'Location', 41, 'Tail');
    set(tabs, 'Attacks', 'Target', 4, 'Nobody');
    const read = readCampaign(tabs);
    expect(read.ok ? [] : read.problems.map((p) => p.message.split(':')[0])).toEqual([
      'Mechs!F2',
      'Mechs!AC3',
      'Equipment!C41',
      'Attacks!B4',
    ]);
  });

  it('names the mech a problem is about', () => {
    const read = readCampaign(set(demo(), 'Mechs', 'Gunnery', 3, 'x'));
    expect(read.ok ? undefined : read.problems[0]).toEqual({
      code: 'sheet/not_a_number',
      message: 'Mechs!F3: Gunnery must be a whole number from 0 to 8, got "x"',
      mech: 'Rifleman',
    });
  });

  it('a missing header stops only its own tab: no flood of unknown-mech messages', () => {
    const tabs = demo();
    tabs.Mechs[0][0] = 'Callsign';
    set(tabs, 'Equipment', 'Location', 41, 'Tail');
    const read = readCampaign(tabs);
    expect(read.ok ? [] : read.problems.map((p) => p.message)).toEqual([
      'Mechs!1:1: no column headed "Name" (headers are matched by name, in any order)',
      'Equipment!C41: Location must be HD, CT, LT, RT, LA, RA, LL or RL (or the full name, Left Torso), got "Tail"',
    ]);
  });

  it('accepts what is allowed: armor above the record (two mechs in one hex are not: test/sheet/sharedHex.test.ts)', () => {
    const tabs = set(demo(), 'Mechs', 'CT Armor', 2, 99);
    expect(readCampaign(tabs).ok).toBe(true);
  });
});
