// a Major Ammo Explosion needs a bin with shots left: an empty bin in the torso cannot explode, so
// the critical is an Internal Explosion, and a bin with shots beside it is the only one named and lost.
import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

function explode(equipment: MechOptions['equipment']) {
  const mech = makeMech({ id: 'Target', tonnage: 50, equipment });
  const ctx = makeContext(makeBattle([mech]), facesForTotals(7));
  applyCriticalEffect(ctx, 'Target', 'RT', 6);
  return { mech, critical: eventsOf(ctx, 'critical')[0] };
}

describe('R-19.3 an empty bin cannot explode', () => {
  it('a torso whose only bin is empty takes an Internal Explosion, and the mech stands', () => {
    const { mech, critical } = explode([{ name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5', shots: 0 }]);
    expect(critical.effect).toBe('Internal Explosion');
    expect(mech.destroyed).toBe(false);
    expect(mech.destroyedLocations).toEqual(['RT', 'RA']);
  });

  it('beside a bin with shots, the empty one is neither named in the explosion nor destroyed by it', () => {
    const { mech, critical } = explode([
      { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5', shots: 0 },
      { name: 'Ammo (SRM-6)', location: 'RT', ammoFor: 'SRM-6', shots: 5 },
    ]);
    expect(critical.detail).toBe('Ammo (SRM-6) explodes: mech destroyed; piloting check 7 to survive');
    expect(mech.destroyed).toBe(true);
  });
});
