import { describe, expect, it } from 'vitest';
import { describeMtfProblem, parseMtf, type MtfResult } from '../../../src/rules/data/mtf';
import { crlf, fixture, smallMtf } from './fixtures';

function problemsOf(result: MtfResult): readonly { line: number; message: string }[] {
  if (result.ok) throw new Error('expected problems, got a unit');
  return result.problems;
}

describe('a malformed file gives clear problems, each with its line, and no unit', () => {
  it('a location\'s armor with text instead of a number: line 14: LA armor must be a whole number, got "abc"', () => {
    const problems = problemsOf(parseMtf(fixture('bad-armor.mtf')));
    expect(problems).toEqual([{ line: 14, message: 'LA armor must be a whole number, got "abc"' }]);
    expect(problems.map(describeMtfProblem)).toEqual(['line 14: LA armor must be a whole number, got "abc"']);
  });

  it('the same with Windows line endings: same line', () => {
    expect(problemsOf(parseMtf(crlf(fixture('bad-armor.mtf'))))).toEqual(
      problemsOf(parseMtf(fixture('bad-armor.mtf'))),
    );
  });

  it('missing mass: named at the line where the unit starts', () => {
    expect(problemsOf(parseMtf(fixture('no-mass.mtf')))).toEqual([
      { line: 1, message: 'No "Mass:" line (the tonnage)' },
    ]);
  });

  it('a mass that is not a number', () => {
    const text = smallMtf('').replace('Mass:50', 'Mass:fifty');
    expect(problemsOf(parseMtf(text))).toEqual([{ line: 3, message: 'Mass must be a whole number, got "fifty"' }]);
  });

  it('a tonnage without a row in the structure table (reference §5)', () => {
    expect(problemsOf(parseMtf(fixture('odd-tonnage.mtf')))).toEqual([
      {
        line: 5,
        message: 'Mass 57 has no row in the internal structure table: 20 to 100 tons in steps of 5 (reference §5)',
      },
    ]);
  });

  it('a file that is not an .mtf (no chassis and no mass): one clear problem', () => {
    const expected = [
      {
        line: 1,
        message: 'This is not a MegaMek .mtf file: it has no "chassis:" (or "Version:") line and no "Mass:" line',
      },
    ];
    expect(problemsOf(parseMtf(fixture('not-an-mtf.txt')))).toEqual(expected);
    expect(problemsOf(parseMtf(''))).toEqual(expected);
    expect(problemsOf(parseMtf('\n\n# only a comment\n'))).toEqual(expected);
  });

  it('a missing armor line is named', () => {
    const text = smallMtf('').replace('RTR Armor:4\n', '');
    expect(problemsOf(parseMtf(text))).toEqual([{ line: 1, message: 'No "RTR armor:" line (its rear armor points)' }]);
  });

  it('Walk MP missing with no engine to work it out from; heat sinks missing', () => {
    const header = 'chassis:Sample\nmodel:X\nMass:50';
    expect(problemsOf(parseMtf(smallMtf('', header)))).toEqual([
      { line: 1, message: 'No "Walk MP:" line (the Walk MP)' },
      { line: 1, message: 'No "Heat Sinks:" line (how many, Single or Double: "Heat Sinks:10 Single")' },
    ]);
  });

  it('heat sinks, walk and jump that are not whole numbers', () => {
    const header = 'chassis:Sample\nmodel:X\nMass:50\nHeat Sinks:ten\nWalk MP:4.5\nJump MP:-1';
    expect(problemsOf(parseMtf(smallMtf('', header)))).toEqual([
      { line: 4, message: 'Heat Sinks must be a whole number and Single or Double, got "ten"' },
      { line: 5, message: 'Walk MP must be a whole number, got "4.5"' },
      { line: 6, message: 'Jump MP must be a whole number, got "-1"' },
    ]);
  });

  it('several problems are all reported, in line order', () => {
    const text = smallMtf('')
      .replace('Mass:50', 'Mass:52')
      .replace('HD Armor:9', 'HD Armor:nine')
      .replace('LL Armor:12', 'LL Armor:');
    expect(problemsOf(parseMtf(text)).map(describeMtfProblem)).toEqual([
      'line 3: Mass 52 has no row in the internal structure table: 20 to 100 tons in steps of 5 (reference §5)',
      'line 12: HD armor must be a whole number, got "nine"',
      'line 13: LL armor must be a whole number, got ""',
    ]);
  });

  it('a field given twice, and a location block given twice', () => {
    const text = `${smallMtf('Head:\nCockpit\nHead:\nCockpit')}Mass:55\n`;
    expect(problemsOf(parseMtf(text))).toEqual([
      { line: 21, message: 'Head: is listed twice (lines 19 and 21)' },
      { line: 23, message: 'Mass is given twice (lines 3 and 23)' },
    ]);
  });

  it('"Heat Sinks" given twice is named as the file spells it', () => {
    const text = `${smallMtf('')}Heat Sinks:12 Double\n`;
    expect(problemsOf(parseMtf(text))).toEqual([{ line: 20, message: 'Heat Sinks is given twice (lines 4 and 20)' }]);
  });

  it("a quad 'Mech: Gator plays bipeds only, said once, for its Config line", () => {
    const header = 'chassis:Goliath\nmodel:GOL-1H\nConfig:Quad\nMass:80\nHeat Sinks:10 Single\nWalk MP:3';
    expect(problemsOf(parseMtf(smallMtf('Front Left Leg:\nHip', header)))).toEqual([
      { line: 3, message: "Config:Quad — four-legged 'Mechs (quads) are not supported: Gator plays biped 'Mechs only" },
    ]);
  });

  it('a quad or tripod known only by its armor lines is refused for that line, as the file writes it', () => {
    const quad = smallMtf('').replace('LL Armor:12', 'FLL Armor:12');
    expect(problemsOf(parseMtf(quad))).toEqual([
      {
        line: 13,
        message: '"FLL Armor:12" — four-legged \'Mechs (quads) are not supported: Gator plays biped \'Mechs only',
      },
    ]);
    const tripod = smallMtf('').replace('RTC Armor:6', 'RTC Armor:6\nCL Armor:10');
    expect(problemsOf(parseMtf(tripod))).toEqual([
      {
        line: 18,
        message: '"CL Armor:10" — three-legged \'Mechs (tripods) are not supported: Gator plays biped \'Mechs only',
      },
    ]);
  });

  it('a Config Gator has no name for is refused as not a biped, without a reason it cannot give', () => {
    const header = 'chassis:Sample\nmodel:X\nConfig:Wheeled\nMass:50\nHeat Sinks:10 Single\nWalk MP:3';
    expect(problemsOf(parseMtf(smallMtf('', header)))).toEqual([
      { line: 3, message: "Config:Wheeled — Gator plays biped 'Mechs only" },
    ]);
  });

  it('a chassis line with no name', () => {
    const text = smallMtf('').replace('chassis:Sample', 'chassis:');
    expect(problemsOf(parseMtf(text))).toEqual([
      { line: 1, message: 'No chassis name: an .mtf names it on a "chassis:" line (or on the line after "Version:")' },
    ]);
  });

  it("two files pasted into the single-file import: the second one's start is named", () => {
    const text = `${fixture('griffin-grf-1s.mtf')}\n${fixture('locust-lct-1v.mtf')}`;
    const second = fixture('griffin-grf-1s.mtf').split('\n').length + 3;
    expect(problemsOf(parseMtf(text))).toEqual([
      {
        line: second,
        message: 'A second unit starts here ("Locust"): import one file at a time, or use the several-files import',
      },
    ]);
  });

  it('fields with no "chassis:", "Version:" or "Mass:" line are not an .mtf file either', () => {
    expect(problemsOf(parseMtf('Heat Sinks:10 Single\nWalk MP:4\n'))).toEqual([
      {
        line: 1,
        message: 'This is not a MegaMek .mtf file: it has no "chassis:" (or "Version:") line and no "Mass:" line',
      },
    ]);
  });

  it('"Version:1.0" with neither a chassis name after it nor a Mass line is read as an .mtf: each missing line is named', () => {
    const messages = problemsOf(parseMtf('Version:1.0\nHeat Sinks:10 Single\nWalk MP:4\n')).map((p) => p.message);
    expect(messages.slice(0, 2)).toEqual([
      'No chassis name: an .mtf names it on a "chassis:" line (or on the line after "Version:")',
      'No "Mass:" line (the tonnage)',
    ]);
  });

  it('"Version:1.0" followed by fields, not the chassis name: no chassis name', () => {
    const text = smallMtf('', 'Version:1.0\nMass:50\nHeat Sinks:10 Single\nWalk MP:4\nJump MP:0');
    expect(problemsOf(parseMtf(text))).toEqual([
      { line: 1, message: 'No chassis name: an .mtf names it on a "chassis:" line (or on the line after "Version:")' },
    ]);
  });

  it('a second unit pasted without its chassis name: its start is named, without a name', () => {
    const second = smallMtf('', 'Version:1.0\nMass:50\nHeat Sinks:10 Single\nWalk MP:4\nJump MP:0');
    const text = `${fixture('griffin-grf-1s.mtf')}\n${second}`;
    expect(problemsOf(parseMtf(text))).toEqual([
      {
        line: fixture('griffin-grf-1s.mtf').split('\n').length + 1,
        message: 'A second unit starts here: import one file at a time, or use the several-files import',
      },
    ]);
  });
});
