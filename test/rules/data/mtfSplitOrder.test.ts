// Which parts of a split weapon are joined when a location holds more than one short part of it (MegaMek reads a
// block's slots top to bottom), and which runs are never joined: whole mountings, and items of unknown size.
import { describe, expect, it } from 'vitest';
import { type SlotRun, joinSplits } from '../../../src/rules/data/mtfSplit';
import type { Location } from '../../../src/rules/model/location';

const run = (key: string, location: Location, line: number, filled: number, size: number | undefined): SlotRun => ({
  key,
  location,
  line,
  filled,
  size,
});

describe('two short parts in one location: the one higher in the block is continued inwards', () => {
  it('an AC/20 of 6 slots on line 10 and one of 3 on line 12 of the right arm: the torso part joins the first', () => {
    const lower = run('AC/20', 'RA', 12, 3, 10);
    const upper = run('AC/20', 'RA', 10, 6, 10);
    const torso = run('AC/20', 'RT', 30, 4, 10);
    expect(joinSplits([lower, upper, torso])).toEqual([
      { key: 'AC/20', location: 'RA', line: 12, filled: 3, size: 10 },
      { key: 'AC/20', location: 'RT', line: 30, filled: 10, size: 10, split: ['RA', 'RT'] },
    ]);
  });
});

describe('runs that are no part of a split weapon pass through as they are, in their order', () => {
  it('a whole mounting in an arm is not joined with a short one in its torso', () => {
    const arm = run('AC/20', 'RA', 10, 10, 10);
    const torso = run('AC/20', 'RT', 30, 4, 10);
    expect(joinSplits([torso, arm])).toEqual([
      { key: 'AC/20', location: 'RT', line: 30, filled: 4, size: 10 },
      { key: 'AC/20', location: 'RA', line: 10, filled: 10, size: 10 },
    ]);
  });

  it('an item of unknown size is one mounting however many slots it fills: never joined', () => {
    const arm = run('?hatchet', 'RA', 10, 2, undefined);
    const torso = run('?hatchet', 'RT', 30, 2, undefined);
    expect(joinSplits([arm, torso])).toEqual([
      { key: '?hatchet', location: 'RA', line: 10, filled: 2, size: undefined },
      { key: '?hatchet', location: 'RT', line: 30, filled: 2, size: undefined },
    ]);
  });

  it('a short part is only continued in the next location inwards: an arm is not continued in the center torso', () => {
    expect(joinSplits([run('AC/20', 'LA', 10, 6, 10), run('AC/20', 'CT', 30, 4, 10)])).toEqual([
      { key: 'AC/20', location: 'LA', line: 10, filled: 6, size: 10 },
      { key: 'AC/20', location: 'CT', line: 30, filled: 4, size: 10 },
    ]);
  });

  it('a left arm part is not continued in the right torso', () => {
    expect(joinSplits([run('AC/20', 'LA', 10, 6, 10), run('AC/20', 'RT', 30, 4, 10)])).toEqual([
      { key: 'AC/20', location: 'LA', line: 10, filled: 6, size: 10 },
      { key: 'AC/20', location: 'RT', line: 30, filled: 4, size: 10 },
    ]);
  });

  it('a joined weapon that is whole takes no third part: the next short part stays apart', () => {
    const arm = run('AC/20', 'RA', 10, 6, 10);
    const torso = run('AC/20', 'RT', 30, 4, 10);
    const center = run('AC/20', 'CT', 45, 2, 10);
    expect(joinSplits([arm, torso, center])).toEqual([
      { key: 'AC/20', location: 'RT', line: 30, filled: 10, size: 10, split: ['RA', 'RT'] },
      { key: 'AC/20', location: 'CT', line: 45, filled: 2, size: 10 },
    ]);
  });

  it('the right leg continues in the right torso, where the weapon stays in the leg', () => {
    expect(joinSplits([run('AC/5', 'RL', 60, 1, 4), run('AC/5', 'RT', 20, 3, 4)])).toEqual([
      { key: 'AC/5', location: 'RL', line: 60, filled: 4, size: 4, split: ['RL', 'RT'] },
    ]);
  });
});
