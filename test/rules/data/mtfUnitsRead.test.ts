// How an .mtf's lines are split into units and their names (src/rules/data/mtfText.ts readMtfUnits): the two bare
// lines after `Version:` are the chassis and the model, a `Version:` right after another starts a new file, and a
// stray line outside a block is warned of unless it has a colon (a field Gator does not read).
import { describe, expect, it } from 'vitest';
import { readMtfUnits } from '../../../src/rules/data/mtfText';

describe('MegaMek\'s header: "Version:" then the chassis and the model on lines of their own', () => {
  it('"Version:1.0", "Atlas", "AS7-D": the chassis is line 2, the model line 3, and the next lines are read as fields', () => {
    const [unit, ...more] = readMtfUnits('Version:1.0\nAtlas\nAS7-D\nMass:100\n');
    expect(more).toEqual([]);
    expect(unit.chassis).toEqual({ key: 'chassis', value: 'Atlas', line: 2 });
    expect(unit.model).toEqual({ key: 'model', value: 'AS7-D', line: 3 });
    expect(unit.fields.map((f) => [f.key, f.value, f.line])).toEqual([
      ['version', '1.0', 1],
      ['mass', '100', 4],
    ]);
  });

  it('only two lines are the name: a third bare line is a stray line, warned of, not a second model', () => {
    const [unit] = readMtfUnits('Version:1.0\nAtlas\nAS7-D\nstray words\n');
    expect(unit.model).toEqual({ key: 'model', value: 'AS7-D', line: 3 });
    expect(unit.warnings).toEqual(['line 4: "stray words" is not an .mtf field or slot: ignored']);
  });

  it('a "Version:" line right after another: the first file stopped there, and the second starts', () => {
    const units = readMtfUnits('Version:1.0\nVersion:1.0\nAtlas\nAS7-D\n');
    expect(units.map((u) => u.startLine)).toEqual([1, 2]);
    expect(units[1].chassis?.value).toBe('Atlas');
    expect(units[1].model?.value).toBe('AS7-D');
  });
});

describe('a bare line outside any block', () => {
  it('without a colon it is warned of, by line, and ignored', () => {
    const [unit] = readMtfUnits('chassis:Atlas\nmodel:AS7-D\nMass:100\nsome stray words\n');
    expect(unit.warnings).toEqual(['line 4: "some stray words" is not an .mtf field or slot: ignored']);
  });

  it('with a colon — even one at its very start — it is taken for a field Gator does not read: no warning', () => {
    const [unit] = readMtfUnits('chassis:Atlas\nmodel:AS7-D\nMass:100\n12:30 odd\n: odd\n');
    expect(unit.warnings).toEqual([]);
  });
});
