// which weapons fire inferno warheads (an SRM launcher's salvo, not a Streak's, not an LRM's), and a
// Rotary declared at one shot fires as the plain weapon.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { firedInMode, firesInferno } from '../../../src/rules/model/weaponMode';

describe('R-18.8 inferno warheads: SRM launchers only', () => {
  it.each([
    ['SRM-6', true],
    ['Clan SRM-2', true],
    ['Streak SRM-4', false],
    ['LRM-5', false],
    ['Medium Laser', false],
  ])('%s: %s', (name, fires) => {
    expect(firesInferno(STANDARD_CATALOG[name])).toBe(fires);
  });
});

describe('R-18.2 a Rotary at one shot', () => {
  it('is the Catalog weapon itself: its own heat, no cluster roll', () => {
    const rac = STANDARD_CATALOG['Rotary AC/5'];
    expect(firedInMode(rac, { kind: 'rotary', shots: 1 })).toBe(rac);
  });

  it('at four shots: four times the heat, and the cluster table for 4 one-shot hits', () => {
    const rac = STANDARD_CATALOG['Rotary AC/5'];
    expect(firedInMode(rac, { kind: 'rotary', shots: 4 })).toEqual({
      ...rac,
      heat: rac.heat * 4,
      cluster: { size: 4, missilesPerGroup: 1 },
    });
  });
});
