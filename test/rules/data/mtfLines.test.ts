// Lines of an .mtf that are read around the edges: heat sinks Gator plays as another kind, a Walk MP
// worked out (or not) from the engine, tonnages outside the structure table, slot lines past a
// block's twelve, stray lines, and where one pasted file ends and the next begins.
import { describe, expect, it } from 'vitest';
import { parseMtf, type MtfResult } from '../../../src/rules/data/mtf';
import { readMtfUnits } from '../../../src/rules/data/mtfText';
import { smallMtf } from './fixtures';

const warningsOf = (result: MtfResult) => {
  if (!result.ok) throw new Error(`expected a unit, got problems: ${JSON.stringify(result.problems)}`);
  return result.warnings;
};
const problemsOf = (result: MtfResult) => {
  if (result.ok) throw new Error('expected problems, got a unit');
  return result.problems;
};
const header = (lines: string) => `chassis:Sample\nmodel:HS\n${lines}`;
const NO_BLOCKS = 'line 1: no critical-slot blocks ("Left Arm:" …): no equipment imported';

describe('R-13.3: laser and compact heat sinks are played as double and single ones, with a warning on their line', () => {
  it('"Heat Sinks:11 Laser (Clan)": 22 capacity, and the warning says they sink like double ones', () => {
    const result = parseMtf(smallMtf('', header('Mass:50\nHeat Sinks:11 Laser (Clan)\nWalk MP:4')));
    expect(warningsOf(result)).toEqual([NO_BLOCKS, 'line 4: laser heat sinks sink like double ones (2 each)']);
  });

  it('"Heat Sinks:10 Compact (Inner Sphere)": the warning says they sink like single ones', () => {
    const result = parseMtf(smallMtf('', header('Mass:50\nHeat Sinks:10 Compact (Inner Sphere)\nWalk MP:4')));
    expect(warningsOf(result)).toEqual([NO_BLOCKS, 'line 4: compact heat sinks sink like single ones (1 each)']);
  });
});

describe('Walk MP is worked out from "Engine:" only when there is a rating and a tonnage to divide it by', () => {
  it('no "Mass:" line: the Walk MP is missing too, not worked out', () => {
    const result = parseMtf(smallMtf('', header('Heat Sinks:10 Single\nEngine:200 Fusion Engine')));
    expect(problemsOf(result)).toEqual([
      { line: 1, message: 'No "Mass:" line (the tonnage)' },
      { line: 1, message: 'No "Walk MP:" line (the Walk MP)' },
    ]);
  });

  it('"Mass:0": nothing to divide by, so the Walk MP is missing beside the tonnage problem', () => {
    const result = parseMtf(smallMtf('', header('Mass:0\nHeat Sinks:10 Single\nEngine:200 Fusion Engine')));
    expect(problemsOf(result)).toEqual([
      { line: 1, message: 'No "Walk MP:" line (the Walk MP)' },
      {
        line: 3,
        message: 'Mass 0 has no row in the internal structure table: 20 to 100 tons in steps of 5 (reference §5)',
      },
    ]);
  });

  it('an engine line that does not start with its rating ("Engine:Fusion 200") gives no Walk MP', () => {
    const result = parseMtf(smallMtf('', header('Mass:50\nHeat Sinks:10 Single\nEngine:Fusion 200')));
    expect(problemsOf(result)).toEqual([{ line: 1, message: 'No "Walk MP:" line (the Walk MP)' }]);
  });

  it('"Engine:200 Fusion Engine" and 50 tons: Walk 4, with the warning on the engine line', () => {
    const result = parseMtf(smallMtf('', header('Mass:50\nHeat Sinks:10 Single\nEngine:200 Fusion Engine')));
    expect(result.ok && result.unit.walkMP).toBe(4);
    expect(warningsOf(result)).toEqual([
      NO_BLOCKS,
      'line 5: no "Walk MP:" line: Walk 4 worked out from the 200 engine and 50 tons',
    ]);
  });
});

describe("reference §5: a tonnage outside 20–100 is refused; only 10 to 19 tons is named an ultralight 'Mech", () => {
  it.each([
    [10, "Mass 10: ultralight 'Mechs (under 20 tons) are not supported: Gator plays 20 to 100 tons (reference §5)"],
    [19, "Mass 19: ultralight 'Mechs (under 20 tons) are not supported: Gator plays 20 to 100 tons (reference §5)"],
    [5, 'Mass 5 has no row in the internal structure table: 20 to 100 tons in steps of 5 (reference §5)'],
    [9, 'Mass 9 has no row in the internal structure table: 20 to 100 tons in steps of 5 (reference §5)'],
    [105, "Mass 105: superheavy 'Mechs (over 100 tons) are not supported: Gator plays 20 to 100 tons (reference §5)"],
  ])('Mass:%i: "%s"', (mass, message) => {
    const result = parseMtf(smallMtf('', header(`Mass:${mass}\nHeat Sinks:10 Single\nWalk MP:4`)));
    expect(problemsOf(result)).toEqual([{ line: 3, message }]);
  });
});

describe('slot lines past the twelve of a block, and stray lines outside any block', () => {
  it('an empty slot past the twelfth is dropped silently, in any case; a piece of equipment there is warned of', () => {
    const result = parseMtf(smallMtf(`Right Arm:\n${'Medium Laser\n'.repeat(12)}-Empty-\n-EMPTY-\nSmall Laser`));
    expect(warningsOf(result)).toEqual([
      'line 34: "Small Laser" is past the 12 slots of the block on line 19: ignored',
    ]);
  });

  it('a bare line outside a block is warned of and ignored; a line with a colon there is an unread field, ignored', () => {
    const result = parseMtf(smallMtf('Stray words\n:colon first\nC3:1\nHatchet:SIZE:4.0\nRight Arm:\nShoulder'));
    expect(warningsOf(result)).toEqual(['line 19: "Stray words" is not an .mtf field or slot: ignored']);
  });
});

describe('the header lines a unit must have once, and its name', () => {
  it('"Heat Sinks:" given twice is named with both its lines', () => {
    const result = parseMtf(smallMtf('', header('Mass:50\nHeat Sinks:10 Single\nHeat Sinks:12 Double\nWalk MP:4')));
    expect(problemsOf(result)).toEqual([{ line: 5, message: 'Heat Sinks is given twice (lines 4 and 5)' }]);
  });

  it('a blank "chassis:" line below a loose field is named at its own line, not where the unit starts', () => {
    const result = parseMtf(smallMtf('', 'Mass:50\nchassis:\nmodel:HS\nHeat Sinks:10 Single\nWalk MP:4'));
    expect(problemsOf(result)).toEqual([
      {
        line: 2,
        message: 'No chassis name: an .mtf names it on a "chassis:" line (or on the line after "Version:")',
      },
    ]);
  });

  it('no "chassis:" line at all: named at the line where the unit starts', () => {
    const result = parseMtf(smallMtf('', 'model:HS\nMass:50\nHeat Sinks:10 Single\nWalk MP:4'));
    expect(problemsOf(result)).toEqual([
      {
        line: 1,
        message: 'No chassis name: an .mtf names it on a "chassis:" line (or on the line after "Version:")',
      },
    ]);
  });
});

describe('where one pasted file ends and the next begins', () => {
  it('a "Version:" file whose name lines were not given is named still: the next "Version:" starts another unit', () => {
    const units = readMtfUnits('Version:1.0\nMass:50\nVersion:1.0\nAtlas\nAS7-D\nMass:100');
    expect(units.map((u) => [u.startLine, u.chassis?.value, u.fields.map((f) => f.key)])).toEqual([
      [1, undefined, ['version', 'mass']],
      [3, 'Atlas', ['version', 'mass']],
    ]);
  });

  it('fields before the first "chassis:" line belong to it: one unit', () => {
    const units = readMtfUnits('Mass:50\nchassis:Atlas\nmodel:AS7-D');
    expect(units.map((u) => [u.startLine, u.chassis?.value, u.model?.value, u.fields.map((f) => f.key)])).toEqual([
      [1, 'Atlas', 'AS7-D', ['mass']],
    ]);
  });
});
