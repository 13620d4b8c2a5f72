import { describe, expect, it } from 'vitest';
import { weaponDestroyed } from '../../../src/rules/criticals/equipment';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

describe('R-18.7 a Gauss rifle destroyed by a critical explodes', () => {
  it("the pilot is wounded by the Gauss Rifle explosion, and 20 damage goes to the location's internal structure, front", () => {
    const mech = makeMech({ id: 'Target', equipment: [{ name: 'Gauss Rifle', location: 'RA' }] });
    // The consciousness roll for the first wound: 6 + 6 stays awake.
    const ctx = makeContext(makeBattle([mech]), [6, 6]);
    const hits = weaponDestroyed(ctx, 'Target', 'RA');
    expect(hits).toEqual([
      {
        target: 'Target',
        groups: [20],
        opts: { source: 'Gauss Rifle explosion', table: 'front', at: { location: 'RA', rear: false }, internal: true },
      },
    ]);
    expect(eventsOf(ctx, 'wound')).toEqual([
      { type: 'wound', mech: 'Target', cause: 'Gauss Rifle explosion', wounds: 1 },
    ]);
  });
});
