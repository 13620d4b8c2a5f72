// How readMtfUnits sorts an .mtf's lines (MegaMek `MtfFile.readLines`): the fields MegaMek writes, the free-text
// fields whose paragraphs run on, the eight biped blocks and their twelve slots, the quad and tripod headers, the
// `Weapons:` summary, and the line endings of every system.
import { describe, expect, it } from 'vitest';
import { readMtfUnits } from '../../../src/rules/data/mtfText';

const NAME = 'chassis:Atlas\nmodel:AS7-D\n';
const only = (text: string) => {
  const units = readMtfUnits(text);
  expect(units).toHaveLength(1);
  return units[0];
};

describe('every field MegaMek writes is read as a field, its key in lower case with single spaces', () => {
  const lines = [
    'Generator:MegaMekLab',
    'clanname:Hellbringer',
    'MUL ID:140',
    'Config:Biped',
    'TechBase:Inner Sphere',
    'Era:2755',
    'Source:TRO 3025',
    'Rules Level:2',
    'role:Juggernaut',
    'quirk:command_mech',
    'weaponquirk:accurate:LA:0:Medium Laser',
    'Mass:100',
    'Engine:300 Fusion Engine',
    'Structure:IS Standard',
    'Myomer:Standard',
    'Cockpit:Standard Cockpit',
    'Gyro:Standard Gyro',
    'Motive:None',
    'Ejection:Standard',
    'Heat Sink Kit:None',
    'lam:Standard',
    'Heat Sinks:20 Single',
    'Base Chassis Heat Sinks:10',
    'Walk MP:3',
    'Jump MP:0',
    'Armor:Standard(Inner Sphere)',
    'LA Armor:34',
    'RA Armor:34',
    'LT Armor:32',
    'RT Armor:32',
    'CT Armor:47',
    'HD Armor:9',
    'LL Armor:41',
    'RL Armor:41',
    'RTL Armor:10',
    'RTR Armor:10',
    'RTC Armor:14',
    'FLL Armor:1',
    'FRL Armor:1',
    'RLL Armor:1',
    'RRL Armor:1',
    'CL Armor:1',
    'systemmanufacturer:CHASSIS:Foundation Type 10X',
    'systemmode:CHASSIS:10X',
    'bv:1897',
    'nocrit:Standard:LA',
    'imagefile:atlas.png',
    'fluffdescription:A big one',
    'Weapons:0',
  ];

  it('each line is a field of its own, in file order, none a stray line', () => {
    const unit = only(`${NAME}${lines.join('\n')}\n`);
    expect(unit.fields.map((f) => f.key)).toEqual([
      'generator',
      'clanname',
      'mul id',
      'config',
      'techbase',
      'era',
      'source',
      'rules level',
      'role',
      'quirk',
      'weaponquirk',
      'mass',
      'engine',
      'structure',
      'myomer',
      'cockpit',
      'gyro',
      'motive',
      'ejection',
      'heat sink kit',
      'lam',
      'heat sinks',
      'base chassis heat sinks',
      'walk mp',
      'jump mp',
      'armor',
      'la armor',
      'ra armor',
      'lt armor',
      'rt armor',
      'ct armor',
      'hd armor',
      'll armor',
      'rl armor',
      'rtl armor',
      'rtr armor',
      'rtc armor',
      'fll armor',
      'frl armor',
      'rll armor',
      'rrl armor',
      'cl armor',
      'systemmanufacturer',
      'systemmode',
      'bv',
      'nocrit',
      'imagefile',
      'fluffdescription',
      'weapons',
    ]);
    expect(unit.fields[0]).toEqual({ key: 'generator', value: 'MegaMekLab', line: 3 });
    expect(unit.fields.find((f) => f.key === 'weaponquirk')).toEqual({
      key: 'weaponquirk',
      value: 'accurate:LA:0:Medium Laser',
      line: 13,
    });
    expect(unit.warnings).toEqual([]);
  });

  it('a key spaced and cased oddly is the same key', () => {
    const unit = only(`${NAME}  WALK   MP :  4 \n`);
    expect(unit.fields).toEqual([{ key: 'walk mp', value: '4', line: 3 }]);
  });

  it('inside a block, a field line is a field and takes no slot', () => {
    const unit = only(`${NAME}Left Arm:\nShoulder\nMass:100\nBV:1897\nUpper Arm Actuator\n`);
    expect(unit.blocks).toEqual([
      {
        location: 'LA',
        line: 3,
        slots: [
          { name: 'Shoulder', line: 4 },
          { name: 'Upper Arm Actuator', line: 7 },
        ],
      },
    ]);
    expect(unit.fields.map((f) => f.key)).toEqual(['mass', 'bv']);
  });

  it.each([
    ['xla armor:5', 'a key that only ends like an armor key'],
    ['la armor plating:5', 'a key that only begins like one'],
    ['ammo:LRM', 'a key MegaMek does not write'],
    ['my fluff:text', 'a key with "fluff" not at its start'],
  ])('"%s" is no field (%s): ignored, without a warning', (line) => {
    const unit = only(`${NAME}${line}\n`);
    expect(unit.fields).toEqual([]);
    expect(unit.warnings).toEqual([]);
  });
});

describe('the free-text fields: the lines after one, without a key, are its paragraph, not stray lines or slots', () => {
  it.each([
    'overview',
    'capabilities',
    'deployment',
    'history',
    'notes',
    'manufacturer',
    'primaryfactory',
    'fluffimage',
    'icon',
  ])('%s: a paragraph runs on, even after a block header was left', (key) => {
    const unit = only(`${NAME}Left Arm:\nShoulder\n${key}:First words\nmore words, and more\nand more\nMass:100\n`);
    expect(unit.warnings).toEqual([]);
    expect(unit.blocks[0].slots).toEqual([{ name: 'Shoulder', line: 4 }]);
    expect(unit.fields.map((f) => [f.key, f.value, f.line])).toEqual([
      [key, 'First words', 5],
      ['mass', '100', 8],
    ]);
  });

  it('a line after another field is a stray line, warned of', () => {
    const unit = only(`${NAME}Source:TRO 3025\nmore words\n`);
    expect(unit.warnings).toEqual(['line 4: "more words" is not an .mtf field or slot: ignored']);
  });

  it('a block header ends the paragraph: the lines under it are slots', () => {
    const unit = only(`${NAME}overview:A big one\nRight Leg:\nHip\n`);
    expect(unit.blocks).toEqual([{ location: 'RL', line: 4, slots: [{ name: 'Hip', line: 5 }] }]);
  });

  it('a quad leg header ends the paragraph too', () => {
    const unit = only(`${NAME}overview:A big one\nFront Left Leg:\nHip\n`);
    expect(unit.otherLegs).toEqual({ name: 'Front Left Leg:', line: 4 });
  });

  it('a bare line before any field is no paragraph: it is warned of', () => {
    const unit = only(`stray words\n${NAME}`);
    expect(unit.warnings).toEqual(['line 1: "stray words" is not an .mtf field or slot: ignored']);
  });

  it('a field ends the paragraph: a line after it outside a block is warned of', () => {
    const unit = only(`${NAME}history:Long ago\nMass:100\nstray\n`);
    expect(unit.warnings).toEqual(['line 5: "stray" is not an .mtf field or slot: ignored']);
  });
});

describe("the eight blocks of a biped 'Mech, by their headers in any case", () => {
  it('each header opens a block of its location, on its line', () => {
    const headers = [
      'Left Arm:',
      'RIGHT ARM:',
      'left torso:',
      'Right Torso:',
      'Center Torso:',
      'Head:',
      'Left Leg:',
      'Right Leg:',
    ];
    const unit = only(`${NAME}${headers.map((h) => `${h}\n-Empty-`).join('\n')}\n`);
    expect(unit.blocks.map((b) => [b.location, b.line, b.slots.length])).toEqual([
      ['LA', 3, 1],
      ['RA', 5, 1],
      ['LT', 7, 1],
      ['RT', 9, 1],
      ['CT', 11, 1],
      ['HD', 13, 1],
      ['LL', 15, 1],
      ['RL', 17, 1],
    ]);
  });

  it('a block listed twice is a problem naming both lines; both blocks are kept', () => {
    const unit = only(`${NAME}Head:\nSensors\nHead:\nCockpit\n`);
    expect(unit.problems).toEqual([{ line: 5, message: 'Head: is listed twice (lines 3 and 5)' }]);
    expect(unit.blocks.map((b) => [b.location, b.line])).toEqual([
      ['HD', 3],
      ['HD', 5],
    ]);
  });

  it('a slot line past the twelfth is warned of and ignored; -Empty- past it is not warned of', () => {
    const slots = Array.from({ length: 12 }, (_, i) => `Slot ${i + 1}`);
    const unit = only(`${NAME}Center Torso:\n${slots.join('\n')}\n-empty-\nMedium Laser\n`);
    expect(unit.blocks[0].slots.map((s) => s.name)).toEqual(slots);
    expect(unit.warnings).toEqual(['line 17: "Medium Laser" is past the 12 slots of the block on line 3: ignored']);
  });

  it('a slot with a :SIZE: mark is a slot; any other "key:value" line in a block is ignored', () => {
    const unit = only(`${NAME}Left Torso:\nHatchet:SIZE:4.0\nHatchet: size:4.0\nOdd Header:value\n1st:slot\n`);
    expect(unit.blocks[0].slots).toEqual([
      { name: 'Hatchet:SIZE:4.0', line: 4 },
      { name: 'Hatchet: size:4.0', line: 5 },
      { name: '1st:slot', line: 7 },
    ]);
    expect(unit.warnings).toEqual([]);
  });

  it('comments and blank lines in a block take no slot', () => {
    const unit = only(`${NAME}Head:\n# a comment\n\nSensors\n   \nCockpit\n`);
    expect(unit.blocks[0].slots).toEqual([
      { name: 'Sensors', line: 6 },
      { name: 'Cockpit', line: 8 },
    ]);
  });
});

describe("the legs of a quad or tripod 'Mech are noted, not read as blocks", () => {
  it.each(['Front Left Leg:', 'front right leg:', 'Rear Left Leg:', 'REAR RIGHT LEG:', 'Center Leg:'])(
    '%s is the first other leg; its slots are no slots of any block',
    (header) => {
      const unit = only(`${NAME}Left Arm:\nShoulder\n${header}\nHip\nFront Left Leg:\n`);
      expect(unit.otherLegs).toEqual({ name: header, line: 5 });
      expect(unit.blocks).toEqual([{ location: 'LA', line: 3, slots: [{ name: 'Shoulder', line: 4 }] }]);
      expect(unit.warnings).toEqual(['line 6: "Hip" is not an .mtf field or slot: ignored']);
    },
  );
});

describe('the Weapons: summary is skipped, the slot blocks being the record', () => {
  it('"Weapons:2" skips the two summary lines that follow; a third is a stray line', () => {
    const unit = only(`${NAME}Weapons:2\nMedium Laser, Left Arm\nLRM 20, Left Torso\nAC/20, Right Torso\n`);
    expect(unit.warnings).toEqual(['line 6: "AC/20, Right Torso" is not an .mtf field or slot: ignored']);
  });

  it('a summary line without a comma ends the summary', () => {
    const unit = only(`${NAME}Weapons:2\nstray\nLRM 20, Left Torso\n`);
    expect(unit.warnings).toEqual([
      'line 4: "stray" is not an .mtf field or slot: ignored',
      'line 5: "LRM 20, Left Torso" is not an .mtf field or slot: ignored',
    ]);
  });

  it('a count of ten or more skips that many', () => {
    const unit = only(`${NAME}Weapons:10\nMedium Laser, Left Arm\nLRM 20, Left Torso\n`);
    expect(unit.warnings).toEqual([]);
  });

  it('a count that is no whole number skips nothing', () => {
    const unit = only(`${NAME}Weapons:two\nMedium Laser, Left Arm\n`);
    expect(unit.warnings).toEqual(['line 4: "Medium Laser, Left Arm" is not an .mtf field or slot: ignored']);
  });

  it('a field in the summary ends it', () => {
    const unit = only(`${NAME}Weapons:3\nMedium Laser, Left Arm\nMass:100\nLRM 20, Left Torso\n`);
    expect(unit.fields.map((f) => f.key)).toEqual(['weapons', 'mass']);
    expect(unit.warnings).toEqual(['line 6: "LRM 20, Left Torso" is not an .mtf field or slot: ignored']);
  });
});

describe('line endings and the byte order mark', () => {
  it.each([
    ['Windows', '\r\n'],
    ['old Mac', '\r'],
    ['Unix', '\n'],
  ])('%s line endings: the same lines', (_system, eol) => {
    const unit = only(`\uFEFFchassis:Atlas${eol}model:AS7-D${eol}Mass:100${eol}`);
    expect(unit.chassis).toEqual({ key: 'chassis', value: 'Atlas', line: 1 });
    expect(unit.fields).toEqual([{ key: 'mass', value: '100', line: 3 }]);
    expect(unit.startLine).toBe(1);
  });

  it('an empty text is one empty unit starting at line 1', () => {
    expect(readMtfUnits('')).toEqual([{ startLine: 1, fields: [], blocks: [], warnings: [], problems: [] }]);
  });
});

describe('where a unit starts and what it is named', () => {
  it('SSW writes "Generator:" between "Version:" and the chassis: it is a field, not the chassis', () => {
    const unit = only('Version:1.0\nGenerator:SSW\nAtlas\nAS7-D\n');
    expect(unit.chassis).toEqual({ key: 'chassis', value: 'Atlas', line: 3 });
    expect(unit.model).toEqual({ key: 'model', value: 'AS7-D', line: 4 });
    expect(unit.fields.map((f) => f.key)).toEqual(['version']);
  });

  it('"Version:" then "chassis:" and "model:" lines is one header', () => {
    const unit = only('Version:1.0\nchassis:Atlas\nmodel:AS7-D\n');
    expect(unit.chassis).toEqual({ key: 'chassis', value: 'Atlas', line: 2 });
    expect(unit.model).toEqual({ key: 'model', value: 'AS7-D', line: 3 });
  });

  it('a field line after "Version:" stops the name lines: the chassis is then unnamed', () => {
    const unit = only('Version:1.0\nMass:100\nAtlas\n');
    expect(unit.chassis).toBeUndefined();
    expect(unit.warnings).toEqual(['line 3: "Atlas" is not an .mtf field or slot: ignored']);
  });

  it('a second "model:" starts the next file; a "chassis:" after a named unit does too', () => {
    const units = readMtfUnits('model:A\nchassis:Atlas\nmodel:B\nchassis:Locust\nchassis:Griffin\n');
    expect(units.map((u) => [u.startLine, u.chassis?.value, u.model?.value])).toEqual([
      [1, 'Atlas', 'A'],
      [3, 'Locust', 'B'],
      [5, 'Griffin', undefined],
    ]);
  });

  it('a block does not run on into the next file', () => {
    const units = readMtfUnits('chassis:Atlas\nHead:\nSensors\nchassis:Locust\nCockpit\n');
    expect(units[0].blocks[0].slots).toEqual([{ name: 'Sensors', line: 3 }]);
    expect(units[1].blocks).toEqual([]);
    expect(units[1].warnings).toEqual(['line 5: "Cockpit" is not an .mtf field or slot: ignored']);
  });
});
