// a destroyed heat sink takes its own capacity out of the mech's sinking.
import { describe, expect, it } from 'vitest';
import { workingHeatSinks } from '../../../src/rules/mech/heatSinks';
import { makeMech } from '../../support/mechs';

describe('R-13.3: a listed sink that is lost takes away its capacity, whatever its name says', () => {
  it('a destroyed laser heat sink of capacity 2 (it sinks like a double) takes 2 from 20', () => {
    const m = makeMech({
      heatSinks: 20,
      equipment: [{ name: 'Laser Heat Sink', location: 'LT', destroyed: true, capacity: 2 }],
    });
    expect(workingHeatSinks(m)).toBe(18);
  });

  it('without a capacity, a sink named double counts 2 and another 1', () => {
    const m = makeMech({
      heatSinks: 20,
      equipment: [
        { name: 'Double Heat Sink', location: 'LT', destroyed: true },
        { name: 'Heat Sink', location: 'RT', destroyed: true },
      ],
    });
    expect(workingHeatSinks(m)).toBe(17);
  });
});
