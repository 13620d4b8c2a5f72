// The Equipment tab read onto the mechs (docs/sheet-layout.md, Equipment): one item per row, in sheet order per mech
// with its location, whether it is destroyed or jammed and a bin's shots left. A bad row
// is reported with its cells and holds its mech back; a row naming no mech holds nobody back.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import type { MechState } from '../../src/rules/model/mech';
import { readEquipment } from '../../src/sheet/read/equipment';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, demo, readOk, set, type Sheets } from './fixtures';

// Demo Equipment: the Locust's rows 41–48 (Medium Laser CT; Machine Guns LA, RA; Ammo (Machine Gun) CT, 200 shots;
// four Heat Sinks LL, LL, RL, RL). A row added is row 49.

function locustGear(tabs: Sheets) {
  return readOk(tabs).battle.mechs.find((m) => m.id === 'Locust')!.equipment;
}

/**
 * Equipment rows (Mech, Item, Location, Status) read onto a bare Locust; `complete` false as when the
 * Mechs tab could not be read.
 */
function readRows(...rows: unknown[][]): { gear: unknown[]; messages: string[] };
function readRows(row: unknown[], complete: boolean): { gear: unknown[]; messages: string[] };
function readRows(...args: unknown[]): { gear: unknown[]; messages: string[] } {
  const complete = typeof args[args.length - 1] === 'boolean' ? (args.pop() as boolean) : true;
  const locust = { id: 'Locust', equipment: [] } as unknown as MechState;
  const problems = new SheetProblems();
  const tabs = { Equipment: [['Mech', 'Item', 'Location', 'Status', 'Shots'], ...(args as unknown[][])] };
  const mechs = { mechs: [locust], byName: { locust }, known: { locust: 'Locust' }, moves: [], complete };
  readEquipment(tabs, mechs, STANDARD_CATALOG, problems);
  return { gear: locust.equipment, messages: problems.located.map((p) => p.problem.message) };
}

const LOCATIONS = 'HD, CT, LT, RT, LA, RA, LL or RL';

describe('R-9.3 each row is one item, mounted where its row says, in sheet order', () => {
  it("the Locust's rows, as the round reads them: weapons, its bin with its shots, heat sinks that sink 1 each", () => {
    const sink = (location: string) => ({
      name: 'Heat Sink',
      kind: 'heatSink',
      capacity: 1,
      location,
      destroyed: false,
    });
    expect(locustGear(demo())).toEqual([
      { name: 'Medium Laser', kind: 'weapon', location: 'CT', destroyed: false },
      { name: 'Machine Gun', kind: 'weapon', location: 'LA', destroyed: false },
      { name: 'Machine Gun', kind: 'weapon', location: 'RA', destroyed: false },
      {
        name: 'Ammo (Machine Gun)',
        kind: 'ammo',
        ammoFor: 'Machine Gun',
        location: 'CT',
        destroyed: false,
        shots: 200,
      },
      sink('LL'),
      sink('LL'),
      sink('RL'),
      sink('RL'),
    ]);
  });

  it('a mech named in another case, a jump jet, an Other item and a full location name are read', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: ' locust ', Item: 'Jump Jet', Location: 'Left Torso' });
    addRow(tabs, 'Equipment', { Mech: 'LOCUST', Item: 'Other: Searchlight', Location: 'hd', Status: 'ok' });
    expect(locustGear(tabs).slice(8)).toEqual([
      { name: 'Jump Jet', kind: 'jumpJet', location: 'LT', destroyed: false },
      { name: 'Searchlight', kind: 'other', location: 'HD', destroyed: false },
    ]);
  });
});

describe('R-18.2 Status: OK, Destroyed or Jammed', () => {
  it('Destroyed marks the item destroyed; Jammed marks it jammed but not destroyed', () => {
    const tabs = demo();
    set(tabs, 'Equipment', 'Status', 42, 'Destroyed');
    set(tabs, 'Equipment', 'Status', 43, 'jammed');
    set(tabs, 'Equipment', 'Status', 41, '');
    expect(locustGear(tabs).slice(0, 3)).toEqual([
      { name: 'Medium Laser', kind: 'weapon', location: 'CT', destroyed: false },
      { name: 'Machine Gun', kind: 'weapon', location: 'LA', destroyed: true },
      { name: 'Machine Gun', kind: 'weapon', location: 'RA', destroyed: false, jammed: true },
    ]);
  });

  it('a destroyed bin keeps its shots and is destroyed', () => {
    const tabs = set(demo(), 'Equipment', 'Status', 44, 'Destroyed');
    expect(locustGear(tabs)[3]).toEqual({
      name: 'Ammo (Machine Gun)',
      kind: 'ammo',
      ammoFor: 'Machine Gun',
      location: 'CT',
      destroyed: true,
      shots: 200,
    });
  });
});

describe('a bad Equipment row', () => {
  it('a row naming no mech is reported with the nearest name, and holds no mech back', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Locsut', Item: 'Heat Sink', Location: 'CT' });
    const read = readCampaignParts(tabs);
    expect(read.problems).toEqual([
      {
        code: 'sheet/unknown_mech',
        message: 'Equipment!A49: Mech "Locsut" is not a mech on the Mechs tab — did you mean Locust?',
      },
    ]);
    expect(read.heldBack).toEqual([]);
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
  });

  it("every bad cell of a mech's row is reported, as that mech's, and holds it back", () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Large Lazer', Location: '', Status: 'Broken' });
    const read = readCampaignParts(tabs);
    expect(read.located.map((p) => p.problem)).toEqual([
      {
        code: 'sheet/unknown_item',
        message:
          'Equipment!B49: Item must be a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description, got "Large Lazer" (not a weapon of the Catalog) — did you mean Large Laser?',
        mech: 'Locust',
      },
      { code: 'sheet/blank', message: `Equipment!C49: Location must be ${LOCATIONS}, got nothing`, mech: 'Locust' },
      {
        code: 'sheet/bad_choice',
        message: expect.stringMatching(/^Equipment!D49: Status must be OK, Destroyed or Jammed/),
        mech: 'Locust',
      },
    ]);
    expect(read.heldBack.map((h) => h.mech)).toEqual(['Locust']);
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack']);
  });

  it('a row with a good item in an unknown place, or a bad Status, is left off its mech', () => {
    const { gear, messages } = readRows(
      ['Locust', 'Jump Jet', 'CT (R)', ''],
      ['Locust', 'Jump Jet', 'LT', 'Gone'],
      ['Locust', 'Jump Jet', 'RT', ''],
    );
    expect(messages).toEqual([
      `Equipment!C2: Location must be ${LOCATIONS} (or the full name, Left Torso), got "CT (R)"`,
      expect.stringMatching(/^Equipment!D3: Status must be OK, Destroyed or Jammed/),
    ]);
    expect(gear).toEqual([{ name: 'Jump Jet', kind: 'jumpJet', location: 'RT', destroyed: false }]);
  });

  it('when the Mechs tab could not be read, no Mech cell is checked against it', () => {
    const { gear, messages } = readRows(['Nobody', 'Jump Jet', 'CT', '']);
    expect(messages).toEqual(['Equipment!A2: Mech "Nobody" is not a mech on the Mechs tab']);
    expect(gear).toEqual([]);
    expect(readRows(['Nobody', 'Jump Jet', 'CT', ''], false).messages).toEqual([]);
  });

  it('a blank Item is refused, and the row is still read for its other cells', () => {
    const { gear, messages } = readRows(['Locust', '', 'XX', '']);
    expect(messages).toEqual([
      'Equipment!B2: Item must not be blank',
      `Equipment!C2: Location must be ${LOCATIONS} (or the full name, Left Torso), got "XX"`,
    ]);
    expect(gear).toEqual([]);
  });

  it('a bin with a bad Shots cell is left off its mech', () => {
    const { gear, messages } = readRows(['Locust', 'Ammo (Machine Gun)', 'CT', '', 201]);
    expect(messages).toHaveLength(1);
    expect(gear).toEqual([]);
  });

  it('an Equipment tab that is missing is named; nothing is mounted', () => {
    const problems = new SheetProblems();
    const locust = { id: 'Locust', equipment: [] } as unknown as MechState;
    readEquipment(
      {},
      { mechs: [locust], byName: { locust }, known: {}, moves: [], complete: true },
      STANDARD_CATALOG,
      problems,
    );
    expect(problems.list.map((p) => p.message)).toEqual(['Equipment: the tab is missing; Set up campaign creates it']);
    expect(locust.equipment).toEqual([]);
  });

  it('a Mech cell showing an error value is reported once, as the cell, and the row is not read further', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: '#REF!', Item: 'Large Lazer', Location: 'XX' });
    const read = readCampaignParts(tabs);
    expect(read.problems.map((p) => p.code)).toEqual(['sheet/error_value']);
    expect(read.problems[0].message).toMatch(/^Equipment!A49: /);
    expect(read.heldBack).toEqual([]);
  });

  it('a row of a mech whose Mechs row is not read adds nothing and says nothing more', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Gunnery', 5, 'three');
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Jump Jet', Location: 'CT' });
    const read = readCampaignParts(tabs);
    expect(read.problems.map((p) => p.message)).toEqual([
      'Mechs!F5: Gunnery must be a whole number from 0 to 8, got "three"',
    ]);
  });
});

describe('R-19.1 Shots: from 0 to a full bin', () => {
  const shotsOf = (value: unknown) => {
    const tabs = set(demo(), 'Equipment', 'Shots', 44, value);
    const read = readCampaignParts(tabs);
    return read.problems.length > 0
      ? read.problems.map((p) => p.message)
      : read.campaign!.battle.mechs.find((m) => m.id === 'Locust')!.equipment[3].shots;
  };

  it('0, a full 200, and "7" typed as text are read', () => {
    expect(shotsOf(0)).toBe(0);
    expect(shotsOf(200)).toBe(200);
    expect(shotsOf(' 7 ')).toBe(7);
  });

  it('one over a full bin, below 0, a fraction or a word is refused, quoting what a full ton holds', () => {
    const bad = (got: string) => [
      `Equipment!E44: Shots must be a whole number from 0 to 200 (a full ton of Machine Gun ammunition holds 200), or blank for a full bin, got ${got}`,
    ];
    expect(shotsOf(201)).toEqual(bad('201'));
    expect(shotsOf(-1)).toEqual(bad('-1'));
    expect(shotsOf(2.5)).toEqual(bad('2.5'));
    expect(shotsOf('lots')).toEqual(bad('"lots"'));
  });

  it('an item that is no bin reads with Shots blank, and has no shots (nor a capacity)', () => {
    const tabs = demo();
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Jump Jet', Location: 'CT', Shots: '  ' });
    expect(locustGear(tabs)[8]).toStrictEqual({ name: 'Jump Jet', kind: 'jumpJet', location: 'CT', destroyed: false });
  });

  it('a bin of a house weapon with no shots per ton: any count from 0 up is read; blank is not counted', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', {
      Weapon: 'Needle Gun',
      Damage: 1,
      Heat: 0,
      Short: 1,
      Medium: 2,
      Long: 3,
      Ammo: 'Yes',
    });
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Ammo (Needle Gun)', Location: 'LT', Shots: 500 });
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'Ammo (Needle Gun)', Location: 'RT' });
    expect(locustGear(tabs).slice(8)).toStrictEqual([
      { name: 'Ammo (Needle Gun)', kind: 'ammo', ammoFor: 'Needle Gun', location: 'LT', destroyed: false, shots: 500 },
      { name: 'Ammo (Needle Gun)', kind: 'ammo', ammoFor: 'Needle Gun', location: 'RT', destroyed: false },
    ]);
  });
});
