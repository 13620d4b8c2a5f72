// R-9: the slots a 'Mech's own parts take (actuators, engine, gyro, cockpit, its armor, structure and myomer, CASE)
// are critical effects, never Equipment rows; every spelling MegaMek and MegaMekLab write for them is read as a part.
import { describe, expect, it } from 'vitest';
import { readSlot } from '../../../src/rules/data/mtfNames';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';

const read = (name: string, clanTech = false) => readSlot(name, STANDARD_CATALOG, clanTech);

describe("R-9: a slot of the 'Mech's own parts is no Equipment row", () => {
  it.each([
    '',
    'Empty',
    '-Empty-',
    'shoulder',
    'HIP',
    'Life  Support',
    'Life Support',
    'Landing Gear',
    'Avionics',
    'XL Fusion Engine',
    'Light Engine',
    'Standard Gyro',
    'Compact Gyro',
    'Small Cockpit',
    'Torso-Mounted Cockpit',
    'Sensors',
  ])('%s', (raw) => {
    expect(read(raw)).toEqual({ kind: 'none' });
  });

  it.each(['Actuator Enhancement System', 'Engine Booster', 'Gyro Stabilizer', 'Cockpit Command Console'])(
    "%s only begins with a part's name: it is equipment, unknown to the catalog",
    (raw) => {
      expect(read(raw)).toEqual({ kind: 'unknown', name: raw, rear: false });
    },
  );
});

describe('R-9: CASE, by every tech prefix, is part of the location', () => {
  it.each(['CASE', 'ISCASE', 'IS CASE', 'CLCASE', 'CL CASE', 'Clan CASE', 'CASE II', 'CASEII', 'IS CASE II'])(
    '%s',
    (raw) => {
      expect(read(raw)).toEqual({ kind: 'none' });
    },
  );

  it('CASE with anything before or after it is no CASE: the slot is unknown', () => {
    expect(read('CASE Pod')).toEqual({ kind: 'unknown', name: 'CASE Pod', rear: false });
    expect(read('Spare CASE')).toEqual({ kind: 'unknown', name: 'Spare CASE', rear: false });
    expect(read('ISCASE III')).toEqual({ kind: 'unknown', name: 'ISCASE III', rear: false });
  });
});

describe("R-9: the 'Mech's armor, internal structure and myomer fill slots but are no Equipment row", () => {
  it.each([
    'Endo Steel',
    'EndoSteel',
    'Endo-Steel',
    'ISEndoSteel',
    'CLEndoSteel',
    'Clan Endo Steel',
    'Clan Endo-Composite',
    'IS Endo Composite',
    'IS Endo Steel (Prototype)',
    'Endo Steel(Prototype)',
    'IS Endo Steel Prototype',
    'Industrial Endo Steel',
    'Ferro-Fibrous',
    'FerroFibrous',
    'Ferro Fibrous',
    'IS Light Ferro-Fibrous',
    'IS Heavy Ferro-Fibrous',
    'Prototype Ferro-Fibrous',
    'Clan Ferro-Lamellor',
    'IS Stealth',
    'Stealth Armor',
    'IS Reflective',
    'Laser Reflective',
    'Laser-Reflective Armor',
    'Clan Reactive',
    'Reactive Armor',
    'Heat-Dissipating',
    'Heat Dissipating Armor',
    'Impact-Resistant',
    'Impact Resistant',
    'Ballistic-Reinforced',
    'Ballistic Reinforced Armor',
    'Anti-Penetrative Ablation',
    'Anti Penetrative Ablation Armor',
    'TSM',
    'IS TSM',
    'Industrial TSM',
    'Triple Strength Myomer',
    'Triple-Strength Myomer',
  ])('%s', (raw) => {
    expect(read(raw)).toEqual({ kind: 'none' });
  });

  it.each([
    ['Endo Steel Frame', 'words after the structure'],
    ['Spare Endo Steel', 'a word before it that is no tech prefix or grade'],
    ['Ferro-Fibrous Plate', 'words after the armor'],
    ['Spare Ferro-Fibrous', 'a word before the armor'],
    ['Spare Stealth', 'a word before the armor'],
    ['Stealth Light Armor', 'a grade word that is not at the start'],
    ['Spare TSM', 'a word before the myomer'],
    ['Stealth Field', 'a word after the armor that is not "Armor"'],
    ['TSM Booster', 'words after the myomer'],
    ['Heavy Industrial TSM', 'two grades'],
  ])('%s is not such a part (%s): the slot is unknown', (raw) => {
    expect(read(raw)).toEqual({ kind: 'unknown', name: raw, rear: false });
  });
});

describe("MegaMek's marks after a slot name", () => {
  it.each(['(FL)', '(FR)', '(RL)', '(RR)', '(T)', '(SPLIT)', '(OMNIPOD)', '(ARMORED)', '(omnipod)'])(
    'Medium Laser %s is a front-mounted Medium Laser: the mark is dropped',
    (mark) => {
      expect(read(`Medium Laser ${mark}`)).toEqual({
        kind: 'item',
        item: { name: 'Medium Laser', kind: 'weapon' },
        slots: 1,
        rear: false,
      });
    },
  );

  it('(r) in lower case is rear-mounted, and so is (R) behind other marks', () => {
    for (const raw of ['Medium Laser (r)', 'Medium Laser (R)(OMNIPOD)', 'Medium Laser(R) (ARMORED) (T)'])
      expect(read(raw)).toEqual({ kind: 'item', item: { name: 'Medium Laser', kind: 'weapon' }, slots: 1, rear: true });
  });

  it('a mark not at the end is part of the name', () => {
    expect(read('Medium Laser (R) Mk II')).toEqual({ kind: 'unknown', name: 'Medium Laser (R) Mk II', rear: false });
    expect(read('Medium Laser (R)x')).toEqual({ kind: 'unknown', name: 'Medium Laser (R)x', rear: false });
  });

  it('an unknown item keeps its rear mark', () => {
    expect(read('Hatchet (R)')).toEqual({ kind: 'unknown', name: 'Hatchet', rear: true });
  });

  it(':SIZE: and what follows it is dropped, with the spaces before it', () => {
    expect(read('Hatchet :SIZE:4.0')).toEqual({ kind: 'unknown', name: 'Hatchet', rear: false });
  });

  it(':SIZE: and what follows it is dropped, in any case', () => {
    expect(read('Heat Sink:size:1.0')).toEqual({
      kind: 'item',
      item: { name: 'Heat Sink', kind: 'heatSink', capacity: 1 },
      slots: 1,
      rear: false,
    });
  });

  it('a shared slot (`Jump Jet|Heat Sink`) is its first item; a bar that starts the name is kept', () => {
    expect(read('Jump Jet|Heat Sink')).toEqual({
      kind: 'item',
      item: { name: 'Jump Jet', kind: 'jumpJet' },
      slots: 1,
      rear: false,
    });
    expect(read('|Heat Sink')).toEqual({ kind: 'unknown', name: '|Heat Sink', rear: false });
    expect(read(' |Heat Sink')).toEqual({ kind: 'unknown', name: '|Heat Sink', rear: false });
  });
});
