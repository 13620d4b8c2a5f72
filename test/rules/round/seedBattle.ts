// The seed's example battle (seed "ExampleMap"): Griffin 0609, Rifleman 0415, Blackjack 0111,
// Locust 1516, on DEMO_MAP (1 light + 1 heavy woods hex on the Griffin → Rifleman line).
import { parseHexLabel } from '../../../src/rules/hex/label';
import { DEMO_MAP } from '../../../src/rules/map/demoMap';
import type { Battle } from '../../../src/rules/model/battle';
import type { Hex } from '../../../src/rules/model/hex';
import type { MechState } from '../../../src/rules/model/mech';
import { makeBattle, makeCanonicalMech } from '../../support/mechs';
import type { MechOptions } from '../../support/mechs';

export function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`bad hex ${label}`);
  return h;
}

/**
 * The seed's GRF-1S: Large Laser, two Medium Lasers and two LRM-5s (one more than the canonical record), Walk 5 / Run 8
 * / Jump 5.
 */
export function seedGriffin(opts: MechOptions = {}): MechState {
  return makeCanonicalMech('GRF-1S', {
    side: 'PC',
    position: '0609',
    equipment: [
      { name: 'Large Laser', location: 'RA' },
      { name: 'Medium Laser', location: 'RA' },
      { name: 'Medium Laser', location: 'RA' },
      { name: 'LRM-5', location: 'LT' },
      { name: 'LRM-5', location: 'LT' },
      { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5' },
      { name: 'Heat Sink', location: 'LL', capacity: 1 },
      { name: 'Heat Sink', location: 'LL', capacity: 1 },
      { name: 'Jump Jet', location: 'LT' },
      { name: 'Jump Jet', location: 'LT' },
      { name: 'Jump Jet', location: 'RT' },
      { name: 'Jump Jet', location: 'RT' },
      { name: 'Jump Jet', location: 'CT' },
    ],
    ...opts,
  });
}

/** The seed's Blackjack runs 8 (TMM 2), so Walk 5; otherwise the BJ-1 record. */
export function seedBlackjack(opts: MechOptions = {}): MechState {
  return makeCanonicalMech('BJ-1', { position: '0111', walkMP: 5, ...opts });
}

export function seedRifleman(opts: MechOptions = {}): MechState {
  return makeCanonicalMech('RFL-3N', { position: '0415', ...opts });
}

export function seedLocust(opts: MechOptions = {}): MechState {
  return makeCanonicalMech('LCT-1V', { position: '1516', ...opts });
}

export function seedBattle(): Battle {
  return makeBattle([seedGriffin(), seedRifleman(), seedBlackjack(), seedLocust()], { map: DEMO_MAP });
}

export function mech(battle: Battle, id: string): MechState {
  const m = battle.mechs.find((x) => x.id === id);
  if (!m) throw new Error(`no mech ${id}`);
  return m;
}
