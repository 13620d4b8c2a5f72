// Malformed campaign inputs, at least 30 of them, each with its message and zero cells
// changed: each is one edit a GM might make to the demo.
import type { FakeServices } from '../../src/fakes';
import { ATTACKS } from '../../src/sheet/schema/playTabs';
import { CATALOG, EQUIPMENT } from '../../src/sheet/schema/gearTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { TAB, type TabSpec } from '../../src/sheet/schema/columns';
import { cell, type } from './harness';

export interface MalformedCase {
  readonly what: string;
  readonly edit: (fake: FakeServices) => void;
  /** The problem's message, exactly, as the sidebar lists it. */
  readonly message: string;
}

const set = (spec: TabSpec, key: string, row: number, value: unknown) => (fake: FakeServices) =>
  type(fake, spec, cell(spec, key, row), value);
const header = (spec: TabSpec, key: string, text: string) => (fake: FakeServices) =>
  type(fake, spec, cell(spec, key, 1), text);

export const CASES: readonly MalformedCase[] = [
  { what: 'a blank mech name', edit: set(MECHS, 'name', 5, ''), message: 'Mechs!A5: Name must not be blank' },
  {
    what: 'text in Gunnery',
    edit: set(MECHS, 'gunnery', 2, 'three'),
    message: 'Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"',
  },
  {
    what: 'Gunnery above 8',
    edit: set(MECHS, 'gunnery', 2, 9),
    message: 'Mechs!F2: Gunnery must be a whole number from 0 to 8, got 9',
  },
  {
    what: 'a negative Piloting',
    edit: set(MECHS, 'piloting', 3, -1),
    message: 'Mechs!G3: Piloting must be a whole number from 0 to 8, got -1',
  },
  {
    what: 'text in Tons',
    edit: set(MECHS, 'tons', 2, 'heavy'),
    message: 'Mechs!H2: Tons must be a whole number from 10 to 200, got "heavy"',
  },
  {
    what: 'a fraction of Walk MP',
    edit: set(MECHS, 'walk', 2, 2.5),
    message: 'Mechs!I2: Walk must be a whole number from 0 to 30, got 2.5',
  },
  {
    what: 'an unknown side',
    edit: set(MECHS, 'side', 2, 'Pirate'),
    message: 'Mechs!C2: Side must be PC or NPC, got "Pirate"',
  },
  {
    what: 'a duplicate mech name',
    edit: set(MECHS, 'name', 5, 'griffin'),
    message: 'Mechs!A5: Name "griffin" is used twice (also on row 2); each mech needs its own name',
  },
  {
    what: 'a position off the map',
    edit: set(MECHS, 'position', 2, '9999'),
    message: 'Mechs!O2: Position 9999 is off the map (16 columns × 17 rows: 0101 to 1617)',
  },
  {
    what: 'a position that is not a hex',
    edit: set(MECHS, 'position', 2, 'abc'),
    message: 'Mechs!O2: Position must be a hex label like 0609 (column 06, row 09), got "abc"',
  },
  {
    what: 'an unknown movement mode',
    edit: set(MECHS, 'move', 2, 'Fly'),
    message: 'Mechs!P2: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got "Fly"',
  },
  {
    what: 'a destination off the map',
    edit: set(MECHS, 'moveTo', 2, '2020'),
    message: 'Mechs!Q2: Move to 2020 is off the map (16 columns × 17 rows: 0101 to 1617)',
  },
  {
    what: 'Evasive neither Yes nor No',
    edit: set(MECHS, 'evasive', 2, 'maybe'),
    message: 'Mechs!R2: Evasive must be Yes or No, got "maybe"',
  },
  {
    what: 'outflanking a mech that does not exist',
    edit: set(MECHS, 'outflank', 2, 'Nobody'),
    message: 'Mechs!S2: Outflank "Nobody" is not a mech on the Mechs tab',
  },
  {
    what: 'negative heat',
    edit: set(MECHS, 'heat', 2, -3),
    message: 'Mechs!V2: Heat must be a whole number 0 or more, got -3',
  },
  {
    what: 'an unknown mech status',
    edit: set(MECHS, 'status', 2, 'Exploded'),
    message: 'Mechs!W2: Status must be Active, Shutdown, Destroyed or Wreck, got "Exploded"',
  },
  {
    what: 'text in an armor cell',
    edit: set(MECHS, 'armor.CT', 2, 'lots'),
    message: 'Mechs!AC2: CT Armor must be a whole number 0 or more, got "lots"',
  },
  {
    what: 'too many wounds',
    edit: set(MECHS, 'wounds', 2, 9),
    message: 'Mechs!Z2: Wounds must be a whole number from 0 to 5, got 9',
  },
  {
    what: 'a header renamed',
    edit: header(MECHS, 'gunnery', 'Gunery'),
    message: 'Mechs!1:1: no column headed "Gunnery" (headers are matched by name, in any order)',
  },
  {
    what: 'a header used twice',
    edit: header(MECHS, 'model', 'Pilot'),
    message: 'Mechs!E1: two columns are headed "Pilot" (B1 and E1); keep one',
  },
  {
    what: 'an unknown weapon on Equipment',
    edit: set(EQUIPMENT, 'item', 2, 'Laser Cannon'),
    message:
      'Equipment!B2: Item must be a Catalog weapon, Heat Sink, Double Heat Sink, Jump Jet, Ammo (weapon) or Other: description, got "Laser Cannon" (not a weapon of the Catalog)',
  },
  {
    what: 'an unknown location on Equipment',
    edit: set(EQUIPMENT, 'location', 2, 'XX'),
    message: 'Equipment!C2: Location must be HD, CT, LT, RT, LA, RA, LL or RL (or the full name, Left Torso), got "XX"',
  },
  {
    what: 'Equipment for a mech that does not exist',
    edit: set(EQUIPMENT, 'mech', 2, 'Nobody'),
    message: 'Equipment!A2: Mech "Nobody" is not a mech on the Mechs tab',
  },
  {
    what: 'an unknown equipment status',
    edit: set(EQUIPMENT, 'status', 2, 'Broken'),
    message: 'Equipment!D2: Status must be OK, Destroyed or Jammed, got "Broken"',
  },
  {
    what: 'a target that does not exist',
    edit: set(ATTACKS, 'target', 2, 'Ghost'),
    message: 'Attacks!B2: Target "Ghost" is not a mech on the Mechs tab',
  },
  {
    what: 'an attacker that does not exist',
    edit: set(ATTACKS, 'attacker', 3, 'Phantom'),
    message: 'Attacks!A3: Attacker "Phantom" is not a mech on the Mechs tab',
  },
  {
    what: 'a weapon the attacker does not carry',
    edit: set(ATTACKS, 'weapons', 3, 'AC/20'),
    message: 'Attacks!C3: Weapons: Rifleman carries no AC/20',
  },
  {
    what: 'an unknown melee attack',
    edit: set(ATTACKS, 'melee', 2, 'Kick'),
    message: 'Attacks!E2: Melee must be Fast, Fast x2, Strong or DFA (Death from Above), got "Kick"',
  },
  {
    what: 'text in Other',
    edit: set(ATTACKS, 'other', 2, 'lots'),
    message: 'Attacks!G2: Other must be a whole number from -20 to 20, got "lots"',
  },
  {
    what: 'a mech attacking itself',
    edit: set(ATTACKS, 'target', 2, 'Griffin'),
    message: 'Attacks!B2: Griffin cannot attack itself',
  },
  {
    what: 'text in a Catalog damage',
    edit: set(CATALOG, 'damage', 2, 'x'),
    message: 'Catalog!B2: Damage must be a whole number 0 or more, got "x"',
  },
  {
    what: 'an unknown terrain code on the Map',
    edit: (fake) => type(fake, TAB.map, 'E5', 'QQ'),
    message:
      'Map!E5: (hex 0404) Unknown terrain code "QQ" in "QQ". Valid codes: LW (light woods), HW (heavy woods), LJ / HJ (light / heavy jungle, read as woods), R (rubble), W1, W2, W3 … (water depth), E1, E2, E-1 … (elevation level), F (fire), L (lava); separate several with spaces or commas.',
  },
  {
    what: 'Round 0 on the Rules tab',
    edit: (fake) => type(fake, TAB.rules, 'B2', 0),
    message: 'Rules!B2: Round must be a whole number 1 or more, got 0',
  },
  {
    what: 'an unknown setting on the Rules tab',
    edit: (fake) => type(fake, TAB.rules, 'A2', 'Rounds'),
    message: 'Rules!A2: unknown setting "Rounds" — did you mean Round?',
  },
  {
    what: 'a move too far for the mode',
    edit: (fake) => {
      set(MECHS, 'move', 5, 'Walk')(fake);
      set(MECHS, 'moveTo', 5, '0101')(fake);
    },
    message: 'Locust cannot walk to 0101: the cheapest path costs 22 MP and it has 8.',
  },
  {
    what: 'the Mechs tab deleted',
    edit: (fake) => fake.book.deleteSheet(fake.book.sheet(TAB.mechs)),
    message: 'Mechs: the tab is missing; Set up campaign creates it',
  },
];
