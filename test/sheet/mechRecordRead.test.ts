// The Mechs tab read into the round's mechs (docs/sheet-layout.md, Mechs): every cell of a row lands in its own
// place of the mech — each location's armor, rear armor and structure, the pilot, the critical hits — and the
// record's full structure is the tonnage's (reference §5) unless the sheet holds more.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readMap } from '../../src/sheet/read/map';
import { readMechs } from '../../src/sheet/read/mechs';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, readOk, set, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin (PC, 55 tons, hex 0609), Rifleman (0415), Blackjack (0111), Locust (1516).

function setRow(tabs: Sheets, row: number, cells: Record<string, unknown>): Sheets {
  for (const header of Object.keys(cells)) set(tabs, 'Mechs', header, row, cells[header]);
  return tabs;
}

/** The mech as read, its Equipment aside; with no attack lines, which would hold a mech's state against its orders. */
function mech(tabs: Sheets, id: string) {
  tabs.Attacks = [tabs.Attacks[0]];
  const { equipment: _gear, ...rest } = readOk(tabs).battle.mechs.find((m) => m.id === id)!;
  return rest;
}

function mechsMessages(tabs: Sheets): string[] {
  return readCampaignParts(tabs)
    .located.filter((p) => p.tab === 'Mechs')
    .map((p) => p.problem.message);
}

describe('every cell of a Mechs row lands in its place', () => {
  it('a Griffin with every cell off its default is read cell for cell', () => {
    const tabs = setRow(demo(), 2, {
      Side: 'pc',
      Pilot: ' Lady Ada ',
      Gunnery: 2,
      Piloting: 5,
      Jump: 4,
      'Heat sinks': 12,
      Size: 3,
      'Allows death': 'Yes',
      Heat: 7,
      Status: 'Shutdown',
      Prone: 'Yes',
      'Pilot status': 'Unconscious',
      Wounds: 2,
      'Wakes after': 3,
      'HD Armor': 1,
      'CT Armor': 2,
      'LT Armor': 3,
      'RT Armor': 4,
      'LA Armor': 5,
      'RA Armor': 6,
      'LL Armor': 7,
      'RL Armor': 8,
      'CT Rear': 9,
      'LT Rear': 10,
      'RT Rear': 11,
      'HD IS': 0,
      'CT IS': 12,
      'LT IS': 13,
      'RT IS': 14,
      'LA IS': 15,
      'RA IS': 0,
      'LL IS': 16,
      'RL IS': 17,
      'Sensor hits': 1,
      'Life support': 'Damaged',
      'Gyro hits': 1,
      'Engine hits': 2,
      'LA actuator hits': 1,
      'RA actuator hits': 2,
      'LL actuator hits': 3,
      'RL actuator hits': 0,
      'Crits total': 5,
    });
    const armor = { HD: 1, CT: 2, LT: 3, RT: 4, LA: 5, RA: 6, LL: 7, RL: 8 };
    const rear = { CT: 9, LT: 10, RT: 11 };
    expect(mech(tabs, 'Griffin')).toEqual({
      id: 'Griffin',
      side: 'PC',
      pilot: {
        name: 'Lady Ada',
        gunnery: 2,
        piloting: 5,
        wounds: 2,
        status: 'unconscious',
        allowsDeath: true,
        unconsciousUntilRound: 3,
      },
      tonnage: 55,
      walkMP: 5,
      jumpMP: 4,
      heatSinks: 12,
      size: 3,
      armor,
      rearArmor: rear,
      structure: { HD: 0, CT: 12, LT: 13, RT: 14, LA: 15, RA: 0, LL: 16, RL: 17 },
      maxArmor: armor,
      maxRearArmor: rear,
      // A 55-ton record holds HD 3, CT 18, LT/RT 13, LA/RA 9, LL/RL 13; more on the sheet stands.
      maxStructure: { HD: 3, CT: 18, LT: 13, RT: 14, LA: 15, RA: 9, LL: 16, RL: 17 },
      destroyedLocations: ['HD', 'RA'],
      crits: {
        sensorHits: 1,
        lifeSupport: true,
        gyroHits: 1,
        engineHits: 2,
        actuatorHits: { LA: 1, RA: 2, LL: 3, RL: 0 },
        count: 5,
      },
      heat: 7,
      position: { col: 6, row: 9 },
      prone: true,
      shutdown: true,
      destroyed: false,
    });
  });

  it('blank optional cells take their defaults: no jump, no heat, active, standing, unhurt', () => {
    const tabs = setRow(demo(), 3, {
      Jump: '',
      Size: '',
      'Allows death': '',
      Heat: '',
      Status: '',
      Prone: '',
      'Pilot status': '',
      Wounds: '',
      'Wakes after': '',
      'Sensor hits': '',
      'Life support': '',
      'Gyro hits': '',
      'Engine hits': '',
      'LA actuator hits': '',
      'Crits total': '',
    });
    const rifleman = mech(tabs, 'Rifleman');
    expect(rifleman.jumpMP).toBe(0);
    expect(rifleman.heat).toBe(0);
    expect(rifleman.pilot).toEqual({
      name: 'Raider Lead',
      gunnery: 3,
      piloting: 4,
      wounds: 0,
      status: 'active',
      allowsDeath: false,
    });
    expect('size' in rifleman).toBe(false);
    expect([rifleman.shutdown, rifleman.destroyed, rifleman.prone, 'wreck' in rifleman]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(rifleman.crits).toEqual({
      sensorHits: 0,
      lifeSupport: false,
      gyroHits: 0,
      engineHits: 0,
      actuatorHits: { LA: 0, RA: 0, LL: 0, RL: 0 },
      count: 0,
    });
  });

  it('a mech of a tonnage the structure table lacks keeps the structure the sheet holds as its full structure', () => {
    const tabs = setRow(demo(), 5, { Tons: 22, 'HD IS': 1 });
    expect(mech(tabs, 'Locust').maxStructure).toEqual({ HD: 1, CT: 6, LT: 5, RT: 5, LA: 3, RA: 3, LL: 4, RL: 4 });
  });
});

describe('R-2.8 Status: a destroyed mech is gone; a wreck stays', () => {
  it('Destroyed: destroyed, no wreck; Wreck: destroyed and a wreck (R-V.3)', () => {
    const tabs = setRow(demo(), 3, { Status: 'Destroyed' });
    setRow(tabs, 4, { Status: 'wreck' });
    const rifleman = mech(tabs, 'Rifleman');
    const blackjack = mech(tabs, 'Blackjack');
    expect([rifleman.destroyed, rifleman.shutdown, 'wreck' in rifleman]).toEqual([true, false, false]);
    expect([blackjack.destroyed, blackjack.wreck]).toEqual([true, true]);
  });

  it("a destroyed mech leaves its hex free; a wreck, or a mech standing, shares the Griffin's hex", () => {
    const destroyed = setRow(demo(), 3, { Position: '0609', Status: 'Destroyed' });
    expect(mechsMessages(destroyed)).toEqual([]);
    const wreck = setRow(demo(), 3, { Position: '0609', Status: 'Wreck' });
    expect(mechsMessages(wreck)).toHaveLength(1);
    const active = setRow(demo(), 3, { Position: '0609' });
    expect(mechsMessages(active)).toHaveLength(1);
  });
});

describe('names and orders between mechs', () => {
  it('a name used twice, in any case, is refused on its second row, quoting the first', () => {
    const tabs = set(demo(), 'Mechs', 'Name', 3, 'GRIFFIN');
    expect(mechsMessages(tabs)).toEqual([
      'Mechs!A3: Name "GRIFFIN" is used twice (also on row 2); each mech needs its own name',
    ]);
    expect(readCampaignParts(tabs).located[0].problem.code).toBe('sheet/duplicate_mech');
  });

  it('R-2.1: Run must be ceil(1.5 × Walk); a blank Run is worked out', () => {
    expect(mechsMessages(set(demo(), 'Mechs', 'Run', 2, 7))).toEqual([
      'Mechs!J2: Run must be ceil(1.5 × Walk) = 8 (R-2.1), got 7; fix Walk or leave Run blank',
    ]);
    expect(mechsMessages(set(demo(), 'Mechs', 'Run', 2, 8))).toEqual([]);
    expect(mechsMessages(set(demo(), 'Mechs', 'Run', 2, ''))).toEqual([]);
  });

  it('R-4.2 Outflank names a mech further down, in any case; an unknown name or the mech itself is refused', () => {
    const tabs = set(demo(), 'Mechs', 'Outflank', 2, 'locust');
    expect(readOk(tabs).declarations.moves[0]).toEqual({ mech: 'Griffin', mode: 'run', outflank: 'Locust' });
    expect(mechsMessages(set(demo(), 'Mechs', 'Outflank', 2, 'Locsut'))).toEqual([
      'Mechs!S2: Outflank "Locsut" is not a mech on the Mechs tab — did you mean Locust?',
    ]);
    expect(mechsMessages(set(demo(), 'Mechs', 'Outflank', 2, 'griffin'))).toEqual([
      'Mechs!S2: Griffin cannot outflank itself',
    ]);
  });
});

/** The Mechs tab read alone, over the demo's rules and map, with the problems it found. */
function mechsTab(tabs: Sheets) {
  const problems = new SheetProblems();
  const { rules } = readRules(tabs, problems);
  const map = readMap(tabs, problems);
  const read = readMechs(tabs, rules, map, problems);
  return { read, messages: problems.list.map((p) => p.message) };
}

describe('a Mechs row with a bad cell is no mech of the round, though its name stays known', () => {
  it.each([
    ['Side', 'Both'],
    ['Gunnery', 9],
    ['Piloting', 9],
    ['Tons', 5],
    ['Walk', -1],
    ['Jump', -1],
    ['Heat sinks', -1],
    ['Size', 9],
    ['Allows death', 'Maybe'],
    ['Position', 'ZZ'],
    ['Heat', -1],
    ['Status', 'Gone'],
    ['Prone', 'Maybe'],
    ['Pilot status', 'Gone'],
    ['Wounds', 9],
    ['Wakes after', 0],
    ['RL Armor', -1],
    ['RT Rear', -1],
    ['RL IS', -1],
    ['Sensor hits', -1],
    ['Life support', 'Gone'],
    ['Gyro hits', 9],
    ['Engine hits', 9],
    ['RL actuator hits', 9],
    ['Crits total', -1],
  ])('%s %j: one problem, on that cell; no Griffin', (header, value) => {
    const { read, messages } = mechsTab(set(demo(), 'Mechs', header, 2, value));
    expect(messages).toHaveLength(1);
    expect(read.mechs.map((m) => m.id)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    expect(read.byName.griffin).toBeUndefined();
    expect(read.known.griffin).toBe('Griffin');
  });

  it('R-2.8 two mechs whose Positions are both unreadable do not share a hex: one problem each', () => {
    const tabs = set(set(demo(), 'Mechs', 'Position', 2, 'ZZ'), 'Mechs', 'Position', 3, 'ZZ');
    expect(mechsTab(tabs).messages).toHaveLength(2);
  });

  it('R-2.8 a mech whose Status cannot be read is not placed: its hex shared is not a second problem', () => {
    const tabs = set(set(demo(), 'Mechs', 'Position', 3, '0609'), 'Mechs', 'Status', 3, 'Gone');
    expect(mechsTab(tabs).messages).toHaveLength(1);
  });

  it('a cell showing an error value is its only problem: the rest of the row is not read', () => {
    const { read, messages } = mechsTab(set(demo(), 'Mechs', 'Heat', 2, '#REF!'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Mechs!V2: the cell shows #REF!/);
    expect(read.known.griffin).toBe('Griffin');
  });

  it('a Name showing an error value names no mech', () => {
    const { read, messages } = mechsTab(set(demo(), 'Mechs', 'Name', 2, '#REF!'));
    expect(messages).toHaveLength(1);
    expect(Object.values(read.known)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
  });

  it('R-2.1: a bad Walk is the only problem, not a Run mismatch too; a bad Run is not a mismatch either', () => {
    expect(mechsTab(set(demo(), 'Mechs', 'Walk', 2, 'x')).messages).toEqual([
      'Mechs!I2: Walk must be a whole number from 0 to 30, got "x"',
    ]);
    expect(mechsTab(set(demo(), 'Mechs', 'Run', 2, 'x')).messages).toEqual([
      'Mechs!J2: Run must be a whole number from 0 to 45, got "x"',
    ]);
  });

  it('a mech read carries no equipment of its own: the Equipment tab mounts it', () => {
    expect(mechsTab(demo()).read.mechs.map((m) => m.equipment)).toEqual([[], [], [], []]);
  });

  it('no Mechs tab: the tab is named, and no name is checked against it', () => {
    const tabs = demo();
    delete tabs.Mechs;
    const { read, messages } = mechsTab(tabs);
    expect(messages).toEqual(['Mechs: the tab is missing; Set up campaign creates it']);
    expect(read).toEqual({ mechs: [], byName: {}, known: {}, moves: [], complete: false });
  });
});
