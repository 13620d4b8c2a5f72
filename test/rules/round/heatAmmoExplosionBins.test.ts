// → a heat-induced ammo explosion: what it destroys, what the Log says of the pilot, and who rolls at all.
import { describe, expect, it } from 'vitest';
import { duel, mechOf, of, rolls, run } from './helpers';

const lrmWithTwoBins = [
  { name: 'LRM-5', location: 'LT' },
  { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5' },
  { name: 'Ammo (LRM-5)', location: 'LT', ammoFor: 'LRM-5' },
] as const;

describe('R-13.4 heat 19: the ammunition explodes in one location', () => {
  // Shutdown avoid 6: 6 keeps running; ammo avoid 4: 2 explodes; survival TN 7: 2 fails.
  const exploded = () => run(duel({ heat: 19, equipment: lrmWithTwoBins }), {}, [3, 3, 1, 1, 1, 1]);

  it('only the bins in that location are destroyed: the Right Torso bin, not the Left Torso one', () => {
    const r = exploded();
    expect(rolls(r, 'heatAmmoExplosion')[0].result).toBe('ammunition explodes in the Right Torso');
    expect(mechOf(r, 'Hunter').equipment.map((e) => [e.name, e.location, e.destroyed])).toEqual([
      ['LRM-5', 'LT', false],
      ['Ammo (LRM-5)', 'RT', true],
      ['Ammo (LRM-5)', 'LT', false],
    ]);
  });

  it('a pilot failing the survival check is out of the battle, the Log saying why', () => {
    const r = exploded();
    expect(of(r, 'pilot')).toEqual([
      { type: 'pilot', mech: 'Hunter', status: 'out', reason: 'heat ammo explosion in the Right Torso' },
    ]);
  });
});

describe('R-13.4 a destroyed mech makes no heat rolls', () => {
  it('a destroyed Prey at heat 19 with ammunition rolls neither to avoid shutdown nor an explosion', () => {
    const r = run(duel({}, { heat: 19, destroyed: true, equipment: lrmWithTwoBins }), {}, []);
    expect(rolls(r, 'shutdown')).toEqual([]);
    expect(rolls(r, 'heatAmmoExplosion')).toEqual([]);
    expect(mechOf(r, 'Prey').equipment.every((e) => !e.destroyed)).toBe(true);
  });
});
