// .mtf files as MegaMekLab writes them today (docs/importing-mechs.md): its heat-sink spellings,
// split weapons, armor/structure/myomer slots, Clan and advanced equipment side by side, the
// header lines it adds, and the 'Mechs Gator does not play refused for what they are. The
// fixtures are invented units written from the format (test/fixtures/mtf/).
import { describe, expect, it } from 'vitest';
import { describeMtfProblem, parseMtf, type ImportedUnit, type MtfResult } from '../../../src/rules/data/mtf';
import { fixture, smallMtf } from './fixtures';

function unitOf(result: MtfResult): ImportedUnit {
  if (!result.ok) throw new Error(`expected a unit, got problems: ${JSON.stringify(result.problems)}`);
  return result.unit;
}

function problemsOf(result: MtfResult): string[] {
  if (result.ok) throw new Error('expected problems, got a unit');
  return result.problems.map(describeMtfProblem);
}

const items = (unit: ImportedUnit) => unit.equipment.map((e) => `${e.name} @${e.location}`);
const unknownOf = (result: MtfResult) =>
  result.ok ? result.unknownEquipment.map((u) => `${u.name} @${u.location} ×${u.slots} slots`) : [];
const warningsOf = (result: MtfResult) => (result.ok ? result.warnings : []);
const withSinks = (value: string) => `chassis:Sample\nmodel:HS\nMass:50\nHeat Sinks:${value}\nWalk MP:4`;

describe('R-13.3: "Heat Sinks:" as MegaMekLab writes it — the tech base in brackets or before the kind', () => {
  it.each([
    ['13 Double (Inner Sphere)', 'double', 13, 26],
    ['15 Double (Clan)', 'double', 15, 30],
    ['14 IS Double', 'double', 14, 28],
    ['12 Clan Double', 'double', 12, 24],
    ['10 Single', 'single', 10, 10],
    ['10 Single (Inner Sphere)', 'single', 10, 10],
    ['11 Laser (Clan)', 'double', 11, 22],
    ['10 Compact (Inner Sphere)', 'single', 10, 10],
  ])('"Heat Sinks:%s" imports as %s sinks, %i of them, capacity %i', (value, type, count, capacity) => {
    const unit = unitOf(parseMtf(smallMtf('', withSinks(value))));
    expect([unit.heatSinkType, unit.heatSinkCount, unit.heatSinks]).toEqual([type, count, capacity]);
  });

  it('the Crabapple ("13 Double (Inner Sphere)") and the Lynx ("15 Double (Clan)") import whole', () => {
    expect(unitOf(parseMtf(fixture('crabapple-crp-1.mtf'))).heatSinks).toBe(26);
    expect(unitOf(parseMtf(fixture('lynx-prime.mtf'))).heatSinks).toBe(30);
  });

  it('a kind Gator does not know is refused, naming its line and the kinds it knows', () => {
    expect(problemsOf(parseMtf(smallMtf('', withSinks('12 Frozen (Clan)'))))).toEqual([
      'line 4: Heat Sinks "12 Frozen (Clan)": "Frozen" is not a kind of heat sink Gator knows (Single, Double, Laser or Compact, as in "Heat Sinks:10 Double")',
    ]);
  });
});

describe('a weapon split across two locations is one weapon, where MegaMek places it (MtfFile reads (Split) slots outside in)', () => {
  const crabapple = parseMtf(fixture('crabapple-crp-1.mtf'));

  it('an AC/20 with 8 slots in the right arm and 2 in the right torso is one AC/20, in the right torso, without a warning', () => {
    expect(items(unitOf(crabapple)).filter((i) => i.startsWith('AC/20'))).toEqual(['AC/20 @RT']);
    expect(warningsOf(crabapple)).toEqual([]);
  });

  it('a Gauss rifle split between the left arm and the left torso is one Gauss Rifle (7 slots), in the left torso', () => {
    expect(items(unitOf(crabapple)).filter((i) => i.startsWith('Gauss Rifle'))).toEqual(['Gauss Rifle @LT']);
    expect(unknownOf(crabapple).filter((u) => /Gauss/.test(u))).toEqual([]);
  });

  it('between a side torso and the center torso the weapon is in the center torso; between a leg and its torso, in the leg', () => {
    const torso = parseMtf(
      smallMtf(`Left Torso:\n${'Autocannon/20\n'.repeat(3)}Center Torso:\n${'Autocannon/20\n'.repeat(7)}`),
    );
    expect(items(unitOf(torso))).toEqual(['AC/20 @CT']);
    const leg = parseMtf(
      smallMtf(`Right Leg:\nHip\nAC/5 (Split)\nAC/5 (Split)\nRight Torso:\nAC/5 (Split)\nAC/5 (Split)`),
    );
    expect(items(unitOf(leg))).toEqual(['AC/5 @RL']);
  });

  it('two parts that do not add up to one weapon are one weapon still, with a warning naming both locations', () => {
    const result = parseMtf(
      smallMtf(
        `Right Arm:\nShoulder\n${'Autocannon/20 (Split)\n'.repeat(6)}Right Torso:\n${'Autocannon/20 (Split)\n'.repeat(2)}`,
      ),
    );
    expect(items(unitOf(result))).toEqual(['AC/20 @RT']);
    expect(warningsOf(result)).toEqual(['line 28: AC/20 in RA and RT fills 8 of the 10 slots one takes: counted once']);
  });

  it('parts in locations that do not join (an arm and the other side torso) stay two, each with its warning', () => {
    const result = parseMtf(
      smallMtf(`Left Arm:\nShoulder\n${'Autocannon/20\n'.repeat(6)}Right Torso:\n${'Autocannon/20\n'.repeat(4)}`),
    );
    expect(items(unitOf(result))).toEqual(['AC/20 @RT', 'AC/20 @LA']);
    expect(warningsOf(result)).toHaveLength(2);
  });
});

describe("armor, structure and myomer slots are part of the 'Mech, not equipment", () => {
  it.each([
    'IS Ferro-Fibrous',
    'Clan Ferro-Fibrous',
    'IS Light Ferro-Fibrous',
    'IS Heavy Ferro-Fibrous',
    'Ferro-Lamellor',
    'Clan Ferro-Lamellor',
    'IS Stealth',
    'Stealth',
    'IS Endo Steel',
    'Clan Endo Steel',
    'IS Endo-Composite',
    'Clan Endo-Composite',
    'IS Reflective',
    'Clan Reflective',
    'IS Reactive',
    'Clan Reactive',
    'TSM',
    'ISTSM',
    'Triple Strength Myomer',
    'IS Ferro-Fibrous Prototype',
  ])('%s: no Equipment row and not unknown', (name) => {
    const result = parseMtf(smallMtf(`Left Torso:\n${name}\n${name}\n${name}`));
    expect(unitOf(result).equipment).toEqual([]);
    expect(unknownOf(result)).toEqual([]);
  });

  it('each such slot still takes its place among the twelve of its block', () => {
    const result = parseMtf(smallMtf(`Left Torso:\n${'Clan Ferro-Lamellor\n'.repeat(11)}Medium Laser\nMedium Laser`));
    expect(items(unitOf(result))).toEqual(['Medium Laser @LT']);
    expect(warningsOf(result)).toEqual([
      'line 32: "Medium Laser" is past the 12 slots of the block on line 19: ignored',
    ]);
  });

  it("the Crabapple's Stealth, Endo-Composite and TSM slots and the Lynx's Ferro-Lamellor and Endo Steel are neither rows nor unknown", () => {
    for (const file of ['crabapple-crp-1.mtf', 'lynx-prime.mtf']) {
      const names = [...unknownOf(parseMtf(fixture(file))), ...items(unitOf(parseMtf(fixture(file))))];
      expect(names.filter((n) => /stealth|endo|tsm|ferro/i.test(n))).toEqual([]);
    }
  });
});

describe('R-18.1: advanced and Clan weapons are cut into items by the slots MegaMek gives them', () => {
  const lynx = parseMtf(fixture('lynx-prime.mtf'));

  it('two one-slot Clan ER medium lasers side by side are two lasers; two one-slot Clan ER large lasers two', () => {
    expect(items(unitOf(lynx)).filter((i) => /Laser/.test(i))).toEqual([
      'Clan ER Medium Laser @LA',
      'Clan ER Medium Laser @LA',
      'Clan ER Large Laser @RA',
      'Clan ER Large Laser @RA',
    ]);
  });

  it('a two-slot Clan Streak SRM 6 is one launcher; each slot of its ammunition is one bin', () => {
    expect(items(unitOf(lynx)).filter((i) => /Streak/.test(i))).toEqual([
      'Clan Streak SRM-6 @LT',
      'Ammo (Clan Streak SRM-6) @LT',
      'Ammo (Clan Streak SRM-6) @LT',
    ]);
  });

  it("an Inner Sphere ER large laser takes two slots: four in a row are two; a plain name is of the file's tech base", () => {
    const is = parseMtf(smallMtf(`Left Torso:\n${'ISERLargeLaser\n'.repeat(4)}`));
    expect(items(unitOf(is))).toEqual(['ER Large Laser @LT', 'ER Large Laser @LT']);
    const clanHeader = 'chassis:Sample\nmodel:C\nTechBase:Clan\nMass:50\nHeat Sinks:10 Double\nWalk MP:4';
    const clan = parseMtf(smallMtf(`Left Torso:\nER Large Laser\nER Large Laser`, clanHeader));
    expect(items(unitOf(clan))).toEqual(['Clan ER Large Laser @LT', 'Clan ER Large Laser @LT']);
  });

  it('an item whose size Gator does not know (a hatchet, sized in tons) stays one item over its run', () => {
    expect(unknownOf(parseMtf(smallMtf(`Right Arm:\nShoulder\n${'Hatchet\n'.repeat(4)}`)))).toEqual([
      'Hatchet @RA ×4 slots',
    ]);
  });
});

describe('header lines MegaMekLab adds are ignored, never read as a slot', () => {
  const HEADERS = [
    'imagefile:Sample.png',
    'source:TRO 3150',
    'role:Brawler',
    'quirk:command_mech',
    'weaponquirk:jam_weapon:LT:1:Medium Laser',
    'history:A line of history.',
    'manufacturer:Somewhere',
    'primaryfactory:Elsewhere',
    'systemmanufacturer:ENGINE:Vlar',
    'systemmode:ENGINE:300',
    'notes:None',
    'capabilities:Fights',
    'deployment:Everywhere',
    'overview:A unit.',
    'fluffimage:',
    'fluffsomething:new in a later MegaMekLab',
  ];

  it.each(HEADERS)('"%s" after a block that lists only its filled slots is no slot', (header) => {
    const result = parseMtf(smallMtf(`Left Torso:\nMedium Laser\n${header}`));
    expect(items(unitOf(result))).toEqual(['Medium Laser @LT']);
    expect(unknownOf(result)).toEqual([]);
    expect(warningsOf(result)).toEqual([]);
  });

  it('all of them between two blocks and after the last: the slots around them read as before', () => {
    const result = parseMtf(
      smallMtf(`Left Torso:\nMedium Laser\n${HEADERS.join('\n')}\nRight Torso:\nSmall Laser\n${HEADERS.join('\n')}`),
    );
    expect(items(unitOf(result))).toEqual(['Medium Laser @LT', 'Small Laser @RT']);
    expect(unknownOf(result)).toEqual([]);
  });

  it("the Crabapple's and the Lynx's header and fluff lines bring no unknown equipment and no warning", () => {
    for (const file of ['crabapple-crp-1.mtf', 'lynx-prime.mtf']) {
      const result = parseMtf(fixture(file));
      expect(unknownOf(result).filter((u) => u.includes(':'))).toEqual([]);
      expect(warningsOf(result)).toEqual([]);
    }
  });
});

describe("the 'Mechs Gator does not play are refused for what they are, that reason first and alone", () => {
  const QUAD_ARMOR = ['FLL Armor:20', 'FRL Armor:20', 'RLL Armor:20', 'RRL Armor:20'];
  /** A quad as MegaMekLab writes one: leg armor and leg blocks instead of arms. */
  function quad(config: string): string {
    const armor = [
      'LT Armor:20',
      'RT Armor:20',
      'CT Armor:25',
      'HD Armor:9',
      ...QUAD_ARMOR,
      'RTL Armor:5',
      'RTR Armor:5',
      'RTC Armor:8',
    ];
    return `chassis:Goliath\nmodel:GOL-1H\n${config}Mass:80\nHeat Sinks:10 Single\nWalk MP:3\n${armor.join('\n')}\n\nFront Left Leg:\nHip\nRear Right Leg:\nHip\n`;
  }

  it('Config:Quad — four-legged \'Mechs are not supported, and not four "No LA armor" lines', () => {
    expect(problemsOf(parseMtf(quad('Config:Quad\n')))).toEqual([
      "line 3: Config:Quad — four-legged 'Mechs (quads) are not supported: Gator plays biped 'Mechs only",
    ]);
  });

  it('a QuadVee and a quad OmniMech are quads too', () => {
    expect(problemsOf(parseMtf(quad('Config:QuadVee\n')))[0]).toMatch(/^line 3: Config:QuadVee — four-legged/);
    expect(problemsOf(parseMtf(quad('Config:Quad Omnimech\n')))[0]).toMatch(
      /^line 3: Config:Quad Omnimech — four-legged/,
    );
  });

  it('a quad without a Config line is refused by its first leg block', () => {
    expect(problemsOf(parseMtf(quad('')))).toEqual([
      `line 18: "Front Left Leg:" — four-legged 'Mechs (quads) are not supported: Gator plays biped 'Mechs only`,
    ]);
  });

  it("a tripod and a land-air 'Mech are named as such", () => {
    const tripod = smallMtf(
      'Center Leg:\nHip',
      'chassis:Tri\nmodel:T\nConfig:Tripod\nMass:60\nHeat Sinks:10 Single\nWalk MP:4',
    );
    expect(problemsOf(parseMtf(tripod))).toEqual([
      "line 3: Config:Tripod — three-legged 'Mechs (tripods) are not supported: Gator plays biped 'Mechs only",
    ]);
    const lam = smallMtf(
      'Left Torso:\nLanding Gear\nAvionics',
      'chassis:Lam\nmodel:L\nConfig:LAM\nLAM:Standard\nMass:50\nHeat Sinks:10 Single\nWalk MP:4',
    );
    expect(problemsOf(parseMtf(lam))).toEqual([
      "line 3: Config:LAM — land-air 'Mechs (LAMs) are not supported: Gator plays biped 'Mechs only",
    ]);
  });

  it('a superheavy (over 100 tons) and an ultralight (10 or 15 tons) are named as such', () => {
    expect(problemsOf(parseMtf(smallMtf('').replace('Mass:50', 'Mass:150')))).toEqual([
      "line 3: Mass 150: superheavy 'Mechs (over 100 tons) are not supported: Gator plays 20 to 100 tons (reference §5)",
    ]);
    expect(problemsOf(parseMtf(smallMtf('').replace('Mass:50', 'Mass:15')))).toEqual([
      "line 3: Mass 15: ultralight 'Mechs (under 20 tons) are not supported: Gator plays 20 to 100 tons (reference §5)",
    ]);
  });
});
