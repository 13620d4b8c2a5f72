// The fields parseMtf reads from an .mtf: each read once (a second one is a problem naming both lines, the field
// named as the GM reads it), the ways MegaMekLab writes `Heat Sinks:`, and patchwork armor's number after its kind.
import { describe, expect, it } from 'vitest';
import { parseMtf, parseMtfFiles, type MtfResult } from '../../../src/rules/data/mtf';
import { smallMtf } from './fixtures';

const problemsOf = (result: MtfResult) => {
  if (result.ok) throw new Error('expected problems, got a unit');
  return result.problems;
};
const unitOf = (result: MtfResult) => {
  if (!result.ok) throw new Error(`expected a unit, got problems: ${JSON.stringify(result.problems)}`);
  return result.unit;
};

describe('a field Gator reads may be given once: the second is a problem, named as the GM reads it', () => {
  // smallMtf: Mass on line 3, Heat Sinks 4, Walk MP 5, Jump MP 6, armor from line 7 (LA) to 17 (RTC); extra lines from 19.
  it.each([
    ['Mass:50', 'Mass', 3],
    ['Heat Sinks:10 Single', 'Heat Sinks', 4],
    ['Walk MP:4', 'Walk MP', 5],
    ['Jump MP:0', 'Jump MP', 6],
    ['LA Armor:10', 'LA armor', 7],
    ['RA Armor:10', 'RA armor', 8],
    ['LT Armor:12', 'LT armor', 9],
    ['RT Armor:12', 'RT armor', 10],
    ['CT Armor:16', 'CT armor', 11],
    ['HD Armor:9', 'HD armor', 12],
    ['LL Armor:12', 'LL armor', 13],
    ['RL Armor:12', 'RL armor', 14],
    ['RTL Armor:4', 'RTL armor', 15],
    ['RTR Armor:4', 'RTR armor', 16],
    ['RTC Armor:6', 'RTC armor', 17],
  ])('%s again on line 19: "%s is given twice"', (line, label, first) => {
    expect(problemsOf(parseMtf(smallMtf(line)))).toEqual([
      { line: 19, message: `${label} is given twice (lines ${first} and 19)` },
    ]);
  });

  it.each([
    ['Config:Biped', 'Config'],
    ['TechBase:Inner Sphere', 'Techbase'],
    ['Engine:200 Fusion Engine', 'Engine'],
  ])('%s twice: "%s is given twice"', (line, label) => {
    expect(problemsOf(parseMtf(smallMtf(`${line}\n${line}`)))).toEqual([
      { line: 20, message: `${label} is given twice (lines 19 and 20)` },
    ]);
  });

  it('a field Gator does not read may be given twice', () => {
    expect(parseMtf(smallMtf('Era:3025\nEra:3039')).ok).toBe(true);
  });
});

describe('R-13.3: "Heat Sinks:" as MegaMekLab writes it; a double sink counts 2', () => {
  const withSinks = (value: string) =>
    smallMtf('', `chassis:Sample\nmodel:SMP-1\nMass:50\nHeat Sinks:${value}\nWalk MP:4\nJump MP:0`);

  it.each([
    ['10', 'single', 10, 10],
    ['10 Single', 'single', 10, 10],
    ['14 IS Double', 'double', 14, 28],
    ['12 Clan Double', 'double', 12, 24],
    ['13 Double (Inner Sphere)', 'double', 13, 26],
    ['15 Double (Clan)', 'double', 15, 30],
    ['11 Double(IS)', 'double', 11, 22],
    ['11 Inner Sphere Double', 'double', 11, 22],
    ['11Double', 'double', 11, 22],
    ['11 double ( Clan )', 'double', 11, 22],
    ['12 Laser', 'double', 12, 24],
    ['12 Compact', 'single', 12, 12],
  ])('"Heat Sinks:%s" is %s: %i sinks, capacity %i', (value, type, count, capacity) => {
    const unit = unitOf(parseMtf(withSinks(value)));
    expect([unit.heatSinkType, unit.heatSinkCount, unit.heatSinks]).toEqual([type, count, capacity]);
  });

  it.each(['ten', '10 Double (Star League)', '10 Double extra', 'Double', '10 Double (Clan'])(
    '"Heat Sinks:%s" is no count and kind: a problem on its line',
    (value) => {
      expect(problemsOf(parseMtf(withSinks(value)))).toEqual([
        { line: 4, message: `Heat Sinks must be a whole number and Single or Double, got "${value}"` },
      ]);
    },
  );

  it('a kind Gator does not know is named in the problem', () => {
    expect(problemsOf(parseMtf(withSinks('10 Freezers')))).toEqual([
      {
        line: 4,
        message:
          'Heat Sinks "10 Freezers": "Freezers" is not a kind of heat sink Gator knows (Single, Double, Laser or Compact, as in "Heat Sinks:10 Double")',
      },
    ]);
  });
});

describe('patchwork armor: the number after the last colon', () => {
  it('"LA Armor:Ferro-Fibrous(Inner Sphere):12" is 12 points', () => {
    const text = smallMtf('').replace('LA Armor:10', 'LA Armor:Ferro-Fibrous(Inner Sphere):12');
    expect(unitOf(parseMtf(text)).armor.LA).toBe(12);
  });

  it('the mass is not read that way: "Mass:x:50" is no number', () => {
    const text = smallMtf('').replace('Mass:50', 'Mass:x:50');
    expect(problemsOf(parseMtf(text))).toEqual([{ line: 3, message: 'Mass must be a whole number, got "x:50"' }]);
  });
});

describe('Walk MP worked out from the engine', () => {
  it('a 200 engine in a 55-ton unit: Walk 3, rounded down, with a warning on the engine line', () => {
    const header = 'chassis:Sample\nmodel:SMP-1\nMass:55\nHeat Sinks:10 Single\nEngine:200 Fusion Engine\nJump MP:0';
    const result = parseMtf(smallMtf('', header));
    expect(unitOf(result).walkMP).toBe(3);
    expect(result.ok && result.warnings).toContain(
      'line 5: no "Walk MP:" line: Walk 3 worked out from the 200 engine and 55 tons',
    );
  });

  it('an engine line without a rating leaves the Walk MP missing', () => {
    const header = 'chassis:Sample\nmodel:SMP-1\nMass:50\nHeat Sinks:10 Single\nEngine:Fusion Engine\nJump MP:0';
    expect(problemsOf(parseMtf(smallMtf('', header)))).toEqual([
      { line: 1, message: 'No "Walk MP:" line (the Walk MP)' },
    ]);
  });
});

describe('the unit read', () => {
  it('chassis and model are trimmed; a missing model is empty; no Jump MP line is 0', () => {
    const header = 'chassis:  Sample  \nMass:50\nHeat Sinks:10 Single\nWalk MP:4';
    const unit = unitOf(parseMtf(smallMtf('', header)));
    expect([unit.name, unit.model, unit.jumpMP]).toEqual(['Sample', '', 0]);
  });

  it('several files given apart are each read on their own, in order', () => {
    const results = parseMtfFiles([smallMtf(''), 'not an mtf', smallMtf('').replace('Mass:50', 'Mass:60')]);
    expect(results.map((r) => (r.ok ? r.unit.tonnage : r.problems[0].line))).toEqual([50, 1, 60]);
  });
});
