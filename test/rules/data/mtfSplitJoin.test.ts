// How the parts of a weapon split across locations are joined (MegaMek MtfFile.parseCrits and
// Mek.mostRestrictiveLoc), on the runs of slots an .mtf's location blocks were read into.
import { describe, expect, it } from 'vitest';
import { type SlotRun, joinSplits } from '../../../src/rules/data/mtfSplit';
import type { Location } from '../../../src/rules/model/location';
import { parseMtf } from '../../../src/rules/data/mtf';
import { smallMtf } from './fixtures';

const run = (key: string, location: Location, line: number, filled: number, size: number | undefined): SlotRun => ({
  key,
  location,
  line,
  filled,
  size,
});

describe('a short part joins the same item in the next location inwards; the weapon goes to the narrower arc', () => {
  it('a side torso and the center torso: the AC/20 is in the center torso, at the center torso line', () => {
    expect(joinSplits([run('AC/20', 'RT', 30, 4, 10), run('AC/20', 'CT', 45, 6, 10)])).toEqual([
      { key: 'AC/20', location: 'CT', line: 45, filled: 10, size: 10, split: ['RT', 'CT'] },
    ]);
    expect(joinSplits([run('AC/20', 'LT', 30, 4, 10), run('AC/20', 'CT', 45, 6, 10)])).toEqual([
      { key: 'AC/20', location: 'CT', line: 45, filled: 10, size: 10, split: ['LT', 'CT'] },
    ]);
  });

  it('the center torso and the head: the weapon is in the head', () => {
    expect(joinSplits([run('PPC', 'CT', 40, 1, 3), run('PPC', 'HD', 55, 2, 3)])).toEqual([
      { key: 'PPC', location: 'HD', line: 55, filled: 3, size: 3, split: ['CT', 'HD'] },
    ]);
  });

  it('an arm and its side torso: the weapon is in the side torso', () => {
    expect(joinSplits([run('AC/20', 'RA', 10, 6, 10), run('AC/20', 'RT', 30, 4, 10)])).toEqual([
      { key: 'AC/20', location: 'RT', line: 30, filled: 10, size: 10, split: ['RA', 'RT'] },
    ]);
    expect(joinSplits([run('Gauss Rifle', 'LA', 10, 4, 7), run('Gauss Rifle', 'LT', 30, 3, 7)])).toEqual([
      { key: 'Gauss Rifle', location: 'LT', line: 30, filled: 7, size: 7, split: ['LA', 'LT'] },
    ]);
  });

  it('a leg and its side torso: the weapon stays in the leg', () => {
    expect(joinSplits([run('AC/5', 'LL', 60, 2, 4), run('AC/5', 'LT', 20, 2, 4)])).toEqual([
      { key: 'AC/5', location: 'LL', line: 60, filled: 4, size: 4, split: ['LL', 'LT'] },
    ]);
  });
});

describe('parts are read outside in, as MegaMek reads the blocks, whatever order the file lists them in', () => {
  it('the right torso block comes before the right leg block in the file: the leg part is still the outer one', () => {
    // MegaMekLab writes the legs last; MtfFile reads them first.
    const torso = run('AC/5', 'RT', 20, 2, 4);
    const leg = run('AC/5', 'RL', 60, 2, 4);
    expect(joinSplits([torso, leg])).toEqual([
      { key: 'AC/5', location: 'RL', line: 60, filled: 4, size: 4, split: ['RL', 'RT'] },
    ]);
  });
});

describe('parts that cannot be one mounting stay apart', () => {
  it('two different items short in an arm and its torso are not joined', () => {
    const arm = run('AC/20', 'RA', 10, 6, 10);
    const torso = run('Ultra AC/20', 'RT', 30, 4, 10);
    expect(joinSplits([arm, torso])).toEqual([
      { key: 'AC/20', location: 'RA', line: 10, filled: 6, size: 10 },
      { key: 'Ultra AC/20', location: 'RT', line: 30, filled: 4, size: 10 },
    ]);
  });

  it('parts filling more slots together than one mounting takes (8 and 4 of a 10-slot AC/20) are not joined', () => {
    expect(joinSplits([run('AC/20', 'RA', 10, 8, 10), run('AC/20', 'RT', 30, 4, 10)])).toEqual([
      { key: 'AC/20', location: 'RA', line: 10, filled: 8, size: 10 },
      { key: 'AC/20', location: 'RT', line: 30, filled: 4, size: 10 },
    ]);
  });
});

describe('a joined part still short goes on to the next location inwards', () => {
  it('3 slots in the right arm, 3 in the right torso and 4 in the center torso are one AC/20, in the center torso', () => {
    expect(
      joinSplits([run('AC/20', 'RA', 10, 3, 10), run('AC/20', 'RT', 30, 3, 10), run('AC/20', 'CT', 45, 4, 10)]),
    ).toEqual([{ key: 'AC/20', location: 'CT', line: 45, filled: 10, size: 10, split: ['RT', 'CT'] }]);
  });
});

describe('unknown equipment is listed in file order, a split one at the line of the part it was placed in', () => {
  it("a Clan file's unknown LB-X (5 slots: 3 in the right arm, 2 in the right torso) is one item, listed after the left torso's", () => {
    const header = 'chassis:Sample\nmodel:SMP-1\nMass:50\nTechBase:Clan\nHeat Sinks:10 Single\nWalk MP:4';
    const result = parseMtf(
      smallMtf(
        'Right Arm:\nShoulder\nLBXAC10\nLBXAC10\nLBXAC10\nLeft Torso:\nHatchet\nRight Torso:\nLBXAC10\nLBXAC10',
        header,
      ),
    );
    expect(result.ok && result.unknownEquipment).toEqual([
      { name: 'Hatchet', location: 'LT', line: 25, slots: 1 },
      { name: 'LBXAC10', location: 'RT', line: 27, slots: 5 },
    ]);
  });
});
