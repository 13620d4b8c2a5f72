import { describe, expect, it } from 'vitest';
import { applyCriticalEffect, resolveCritical } from '../../../src/rules/criticals/effects';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import type { Location } from '../../../src/rules/model/location';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

function crit(opts: MechOptions, location: Location, face: number, faces: number[] = []) {
  const mech = makeMech({ id: 'Target', tonnage: 50, ...opts });
  const ctx = makeContext(makeBattle([mech]), faces);
  applyCriticalEffect(ctx, 'Target', location, face);
  return { mech, ctx, critical: eventsOf(ctx, 'critical')[0] };
}

const LT_KIT = [
  { name: 'Medium Laser', location: 'LT' as const },
  { name: 'Heat Sink', location: 'LT' as const, capacity: 1 },
  { name: 'Jump Jet', location: 'LT' as const },
  { name: 'Targeting Computer', kind: 'other' as const, location: 'LT' as const },
  { name: 'Ammo (SRM-6)', location: 'LT' as const, ammoFor: 'SRM-6' },
  { name: 'Heat Sink', location: 'RT' as const, capacity: 1 },
];

describe('R-9.2 the 1d6 effect roll', () => {
  it('R-9.2: resolveCritical rolls 1d6, logs the seed effect name, and applies it', () => {
    const mech = makeMech({ id: 'Target', tonnage: 50 });
    const ctx = makeContext(makeBattle([mech]), [4]);
    resolveCritical(ctx, 'Target', 'CT');
    expect(rollsOf(ctx, 'critEffect')[0]).toMatchObject({
      mech: 'Target',
      result: 'Minor Engine Hit',
      reason: 'Center Torso',
    });
    expect(mech.crits).toMatchObject({ engineHits: 1, count: 1 });
  });

  it('seed: a critical face outside 1–6 is a bug', () => {
    expect(() => crit({}, 'CT', 7)).toThrow();
  });
});

describe('Seed critical table, Left/Right Torso 1–2: Equipment Destroyed', () => {
  for (const face of [1, 2]) {
    it(`face ${face}: heat sinks, jump jets and other non-weapon items in the torso are destroyed; weapons and ammunition stay`, () => {
      const { mech, critical } = crit({ equipment: LT_KIT }, 'LT', face);
      expect(mech.equipment.map((e) => e.destroyed)).toEqual([false, true, true, true, false, false]);
      expect(critical).toMatchObject({
        location: 'LT',
        effect: 'Equipment Destroyed',
        detail: 'Heat Sink, Jump Jet, Targeting Computer destroyed',
      });
      expect(mech.crits.count).toBe(1);
    });
  }

  it('seed: with no such equipment the critical says so and still counts', () => {
    const { mech, critical } = crit({ equipment: [{ name: 'Medium Laser', location: 'RT' }] }, 'RT', 1);
    expect(critical.detail).toBe('no working non-weapon equipment in the Right Torso');
    expect(mech.crits.count).toBe(1);
  });
});

describe('Seed critical table, Left/Right Torso 3–4: Weapon Destroyed (R-9.3)', () => {
  for (const face of [3, 4]) {
    it(`face ${face}: the first working weapon of the torso, in list order, is destroyed`, () => {
      const { mech, critical } = crit(
        {
          equipment: [
            { name: 'Large Laser', location: 'RT', destroyed: true },
            { name: 'Heat Sink', location: 'RT' },
            { name: 'Medium Laser', location: 'RT' },
            { name: 'Small Laser', location: 'RT' },
          ],
        },
        'RT',
        face,
      );
      expect(mech.equipment.map((e) => e.destroyed)).toEqual([true, false, true, false]);
      expect(critical).toMatchObject({ effect: 'Weapon Destroyed', detail: 'Medium Laser destroyed' });
    });
  }

  it('R-9.3: no working weapon in the torso: the critical says so', () => {
    const { critical } = crit({}, 'LT', 3);
    expect(critical).toMatchObject({ effect: 'Weapon Destroyed', detail: 'no working weapon in the Left Torso' });
  });
});

describe('Seed critical table, Left/Right Torso 5: Internal Explosion (R-11.1)', () => {
  it('face 5: the torso and its arm are destroyed with their equipment; the pilot takes a wound and rolls to stay conscious', () => {
    const { mech, ctx, critical } = crit(
      {
        equipment: [
          { name: 'Medium Laser', location: 'LT' },
          { name: 'AC/2', location: 'LA' },
        ],
      },
      'LT',
      5,
      facesForTotals(3),
    );
    expect(mech.destroyedLocations).toEqual(['LT', 'LA']);
    expect(mech.equipment.every((e) => e.destroyed)).toBe(true);
    expect(mech.armor.LT).toBe(0);
    expect(mech.structure.LA).toBe(0);
    expect(mech.pilot.wounds).toBe(1);
    expect(mech.destroyed).toBe(false);
    expect(critical).toMatchObject({
      effect: 'Internal Explosion',
      detail: 'Left Torso and Left Arm destroyed; pilot wounded',
    });
    expect(eventsOf(ctx, 'wound')[0].cause).toBe('Internal Explosion');
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});

describe('Seed critical table, Left/Right Torso 6: Major Ammo Explosion (R-9.7)', () => {
  const ammo = [{ name: 'Ammo (LRM-5)', location: 'RT' as const, ammoFor: 'LRM-5' }];

  it('R-9.7: with ammunition in the torso the mech is destroyed; the pilot passes the check at 7 and lives', () => {
    const { mech, ctx, critical } = crit({ equipment: ammo }, 'RT', 6, facesForTotals(7));
    expect(critical).toMatchObject({ effect: 'Major Ammo Explosion' });
    expect(mech.destroyed).toBe(true);
    const check = rollsOf(ctx, 'ammoExplosionSurvival')[0];
    expect(check.tn?.modifiers.map((m) => m.value)).toEqual([7]);
    expect(check.success).toBe(true);
    expect(mech.pilot.status).toBe('active');
  });

  it('R-9.7/R-0.3: the survival check takes the wound penalty; an NPC who fails dies', () => {
    const { mech, ctx } = crit({ equipment: ammo, wounds: 1 }, 'RT', 6, facesForTotals(7));
    expect(rollsOf(ctx, 'ammoExplosionSurvival')[0]).toMatchObject({ success: false });
    expect(mech.pilot.status).toBe('dead');
    expect(eventsOf(ctx, 'pilot')).toEqual([expect.objectContaining({ status: 'dead' })]);
  });

  it('R-9.7/R-11.3: a PC who fails without having allowed death is out of the battle instead', () => {
    const { mech, ctx } = crit({ side: 'PC', equipment: ammo }, 'RT', 6, facesForTotals(6));
    expect(mech.pilot.status).toBe('out');
    expect(eventsOf(ctx, 'pilot')[0].status).toBe('out');
  });

  it('R-9.7: a PC who allowed death and fails dies', () => {
    const { mech } = crit({ side: 'PC', allowsDeath: true, equipment: ammo }, 'RT', 6, facesForTotals(6));
    expect(mech.pilot.status).toBe('dead');
  });

  it('R-9.7: with no ammunition in that torso it is an Internal Explosion instead', () => {
    const { mech, critical } = crit(
      { equipment: [{ name: 'Ammo (AC/2)', location: 'CT', ammoFor: 'AC/2' }] },
      'RT',
      6,
      facesForTotals(5),
    );
    expect(critical.effect).toBe('Internal Explosion');
    expect(critical.detail).toContain('Major Ammo Explosion with no ammunition in the Right Torso');
    expect(mech.destroyed).toBe(false);
    expect(mech.destroyedLocations).toEqual(['RT', 'RA']);
    expect(mech.pilot.wounds).toBe(1);
  });

  it('R-9.7: ammunition already destroyed does not explode', () => {
    const { mech, critical } = crit({ equipment: [{ ...ammo[0], destroyed: true }] }, 'RT', 6, facesForTotals(5));
    expect(critical.effect).toBe('Internal Explosion');
    expect(mech.destroyed).toBe(false);
  });
});

describe('Internal Explosion in a torso already destroyed', () => {
  it('R-11.1: face 5 on a Left Torso already gone: nothing more is lost, the pilot is still wounded', () => {
    // The wound's consciousness check (TN 3) rolls 3 and holds.
    const { mech, critical } = crit({ destroyedLocations: ['LT', 'LA'] }, 'LT', 5, facesForTotals(3));
    expect(critical).toMatchObject({
      effect: 'Internal Explosion',
      detail: 'Left Torso already destroyed; pilot wounded',
    });
    expect(mech.pilot.wounds).toBe(1);
  });
});
