import { describe, expect, it } from 'vitest';
import { isImmobile, legDisabled } from '../../../src/rules/mech/condition';
import { heatEffects, lowestShutdownLevel } from '../../../src/rules/mech/heatEffects';
import { workingHeatSinks } from '../../../src/rules/mech/heatSinks';
import { currentJumpMP, currentRunMP, currentSprintMP, currentWalkMP, modeMP } from '../../../src/rules/mech/speed';
import { fireableWeapons } from '../../../src/rules/mech/weapons';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { defaultRules, makeMech } from '../../support/mechs';

const rules = defaultRules();

describe('R-2.1 current speed', () => {
  it('Walk 5 / Run 8 / Sprint 10 when cool', () => {
    const m = makeMech({ walkMP: 5 });
    expect([currentWalkMP(m, rules), currentRunMP(m, rules), currentSprintMP(m, rules)]).toEqual([5, 8, 10]);
  });

  it('R-2.5: the MP of each mode: standing still 0, walk 5, run 8, sprint 10, jump 3', () => {
    const m = makeMech({ walkMP: 5, jumpMP: 3 });
    const modes = ['stand', 'walk', 'run', 'sprint', 'jump'] as const;
    expect(modes.map((mode) => modeMP(m, mode, rules))).toEqual([0, 5, 8, 10, 3]);
  });

  it('heat 5 costs 1 Walk MP, heat 10 costs 2 (R-13.4): Run follows as ceil(1.5 × Walk)', () => {
    expect([
      currentWalkMP(makeMech({ walkMP: 5, heat: 5 }), rules),
      currentRunMP(makeMech({ walkMP: 5, heat: 5 }), rules),
    ]).toEqual([4, 6]);
    expect(currentWalkMP(makeMech({ walkMP: 5, heat: 10 }), rules)).toBe(3);
  });

  it('R-9.5: a disabled leg (2 actuator hits) halves Walk MP, rounded down, after the heat loss', () => {
    const m = makeMech({ walkMP: 5, heat: 5 });
    m.crits.actuatorHits.LL = 2;
    expect(legDisabled(m, 'LL')).toBe(true);
    expect([currentWalkMP(m, rules), currentRunMP(m, rules)]).toEqual([2, 3]);
  });

  it('a destroyed leg halves it too', () => {
    expect(currentWalkMP(makeMech({ walkMP: 6, destroyedLocations: ['RL'] }), rules)).toBe(3);
  });

  it('the cool-down heat model (R-V.1) takes no MP for heat', () => {
    const m = makeMech({ walkMP: 5, heat: 12 });
    expect(currentWalkMP(m, defaultRules({ heatModel: 'cooldown' }))).toBe(5);
    expect(heatEffects(m, defaultRules({ heatModel: 'cooldown' }))).toEqual({ mpReduction: 0, toHit: 0 });
  });
});

describe('R-9.5 / R-9.6 immobile', () => {
  it('two disabled or destroyed legs: immobile, every mode has 0 MP', () => {
    const m = makeMech({ walkMP: 5, jumpMP: 5, destroyedLocations: ['LL'] });
    m.crits.actuatorHits.RL = 2;
    expect(isImmobile(m)).toBe(true);
    expect([modeMP(m, 'walk', rules), modeMP(m, 'run', rules), modeMP(m, 'jump', rules)]).toEqual([0, 0, 0]);
  });

  it('two gyro hits: immobile; one is not', () => {
    const m = makeMech({ walkMP: 5 });
    m.crits.gyroHits = 1;
    expect(isImmobile(m)).toBe(false);
    m.crits.gyroHits = 2;
    expect(isImmobile(m)).toBe(true);
  });
});

describe('jump MP', () => {
  it('record Jump MP less each destroyed jump jet or jet in a lost location', () => {
    const m = makeMech({
      jumpMP: 5,
      equipment: [
        { name: 'Jump Jet', location: 'LT', destroyed: true },
        { name: 'Jump Jet', location: 'RT' },
        { name: 'Jump Jet', location: 'LL' },
      ],
      destroyedLocations: ['LL'],
    });
    expect(currentJumpMP(m)).toBe(3);
  });

  it('heat does not lower Jump MP', () => {
    expect(currentJumpMP(makeMech({ jumpMP: 4, heat: 15 }))).toBe(4);
  });
});

describe('R-13.3 working heat sinks', () => {
  it('a destroyed single sink counts 0 instead of 1, a destroyed double 0 instead of 2', () => {
    const m = makeMech({
      heatSinks: 20,
      equipment: [
        { name: 'Double Heat Sink', location: 'LT', destroyed: true },
        { name: 'Heat Sink', location: 'RT', destroyed: true, capacity: 1 },
        { name: 'Double Heat Sink', location: 'RT' },
      ],
    });
    expect(workingHeatSinks(m)).toBe(17);
  });

  it('sinks in a destroyed location are lost with it', () => {
    const m = makeMech({
      heatSinks: 10,
      equipment: [{ name: 'Heat Sink', location: 'LL' }],
      destroyedLocations: ['LL'],
    });
    expect(workingHeatSinks(m)).toBe(9);
  });
});

describe('R-13.4 heat scale reading', () => {
  it('to-hit +1 at 8, MP −1 at 5; restart below 14 on the standard scale', () => {
    expect(heatEffects(makeMech({ heat: 8 }), rules)).toEqual({ mpReduction: 1, toHit: 1 });
    expect(lowestShutdownLevel(rules)).toBe(14);
  });
});

describe('weapons a mech can fire (R-9.3 order)', () => {
  it('skips destroyed weapons, weapons in a lost location and in an arm with 3 actuator hits', () => {
    const m = makeMech({
      equipment: [
        { name: 'Large Laser', location: 'RA' },
        { name: 'Medium Laser', location: 'LA' },
        { name: 'Medium Laser', location: 'LT', destroyed: true },
        { name: 'LRM-5', location: 'RT' },
        { name: 'SRM-2', location: 'CT' },
      ],
      destroyedLocations: ['RT'],
    });
    m.crits.actuatorHits.LA = 3;
    expect(fireableWeapons(m, STANDARD_CATALOG).map((w) => [w.index, w.spec.name])).toEqual([
      [0, 'Large Laser'],
      [4, 'SRM-2'],
    ]);
  });
});
