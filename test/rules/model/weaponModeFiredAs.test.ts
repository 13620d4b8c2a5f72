// How each mode fires its weapon: Ultra twice the heat and a 2-shot cluster, LB-X cluster ammunition
// −1 to hit in 1-point pellets, inferno heat on the target; and how the attack line writes
// the modes that name no number of shots.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { WeaponSpec } from '../../../src/rules/model/weapon';
import { firedInMode, firesInferno, modeWords, namedWithMode } from '../../../src/rules/model/weaponMode';

describe('R-18.2 an Ultra autocannon fired (ultra)', () => {
  it('makes heat for both shots and rolls the cluster table for 2 one-shot hits', () => {
    const uac = STANDARD_CATALOG['Ultra AC/5'];
    expect(firedInMode(uac, { kind: 'ultra' })).toEqual({
      ...uac,
      heat: uac.heat * 2,
      cluster: { size: 2, missilesPerGroup: 1 },
    });
  });
});

describe('R-18.3 an LB-X autocannon firing cluster ammunition', () => {
  it('is a cluster of 1-point pellets, as many as its size, −1 to hit and no targeting computer (R-18.9)', () => {
    const lbx = STANDARD_CATALOG['LB 10-X AC'];
    expect(firedInMode(lbx, { kind: 'cluster' })).toEqual({
      ...lbx,
      damage: 1,
      cluster: { size: 10, missilesPerGroup: 1 },
      toHit: -1,
      directFire: false,
    });
  });
});

describe('R-18.8 an SRM launcher firing inferno warheads', () => {
  it('heats its target; its damage, heat and salvo are the launcher’s own', () => {
    const srm = STANDARD_CATALOG['SRM-6'];
    expect(firedInMode(srm, { kind: 'inferno' })).toEqual({ ...srm, heatsTarget: true });
  });

  it('a house weapon named SRM that fires no salvo has no inferno warheads', () => {
    const gun: WeaponSpec = { ...STANDARD_CATALOG['SRM-6'], name: 'SRM Spike Gun', cluster: undefined };
    expect(firesInferno(gun)).toBe(false);
  });
});

describe('the attack line writes a mode with no number of shots by its name', () => {
  it.each([
    [{ kind: 'ultra' } as const, '(ultra)'],
    [{ kind: 'cluster' } as const, '(cluster)'],
    [{ kind: 'inferno' } as const, '(inferno)'],
  ])('%o is written %s', (mode, words) => {
    expect(modeWords(mode)).toBe(words);
    expect(namedWithMode('Gun', mode)).toBe(`Gun ${words}`);
  });
});
