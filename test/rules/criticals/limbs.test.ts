import { describe, expect, it } from 'vitest';
import { applyCriticalEffect, isArmDisabled, isImmobile, isLegDisabled } from '../../../src/rules/criticals/effects';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

function setup(opts: MechOptions = {}) {
  const mech = makeMech({ id: 'Target', tonnage: 50, ...opts });
  const ctx = makeContext(makeBattle([mech]), []);
  return { mech, ctx, critical: () => eventsOf(ctx, 'critical') };
}

const ARM_KIT = [
  { name: 'AC/2', location: 'RA' as const, destroyed: true },
  { name: 'Medium Laser', location: 'RA' as const },
  { name: 'Small Laser', location: 'RA' as const },
];

describe('Seed critical table, Arms 1–3: Actuators Damaged (R-3.1)', () => {
  for (const face of [1, 2, 3]) {
    it(`face ${face}: one actuator hit, +1 to attacks with that arm's weapons`, () => {
      const { mech, ctx, critical } = setup();
      applyCriticalEffect(ctx, 'Target', 'LA', face);
      expect(mech.crits.actuatorHits.LA).toBe(1);
      expect(critical()[0]).toMatchObject({
        location: 'LA',
        effect: 'Actuators Damaged',
        detail: 'actuator hits 1: +1 to attacks with its weapons',
      });
      expect(isArmDisabled(mech, 'LA')).toBe(false);
    });
  }

  it('seed: the third actuator hit disables the arm (its weapons cannot fire); the other arm is unaffected', () => {
    const { mech, ctx, critical } = setup();
    for (const face of [1, 2, 3]) applyCriticalEffect(ctx, 'Target', 'LA', face);
    expect(isArmDisabled(mech, 'LA')).toBe(true);
    expect(isArmDisabled(mech, 'RA')).toBe(false);
    expect(critical()[2].detail).toBe('actuator hits 3: arm disabled, its weapons cannot fire');
    expect(mech.crits.count).toBe(3);
  });
});

describe('Seed critical table, Arms 4–5: Weapon Destroyed (R-9.3)', () => {
  for (const face of [4, 5]) {
    it(`face ${face}: the first working weapon of the arm is destroyed`, () => {
      const { mech, ctx, critical } = setup({ equipment: ARM_KIT });
      applyCriticalEffect(ctx, 'Target', 'RA', face);
      expect(mech.equipment.map((e) => e.destroyed)).toEqual([true, true, false]);
      expect(critical()[0]).toMatchObject({ effect: 'Weapon Destroyed', detail: 'Medium Laser destroyed' });
    });
  }
});

describe('Seed critical table, Arms 6: Limb Blown Off', () => {
  it('face 6: the arm is destroyed with everything in it; the torso stays', () => {
    const { mech, ctx, critical } = setup({ equipment: [...ARM_KIT, { name: 'Medium Laser', location: 'RT' }] });
    applyCriticalEffect(ctx, 'Target', 'RA', 6);
    expect(mech.destroyedLocations).toEqual(['RA']);
    expect(mech.armor.RA).toBe(0);
    expect(mech.structure.RA).toBe(0);
    expect(mech.equipment.map((e) => e.destroyed)).toEqual([true, true, true, false]);
    expect(critical()[0]).toMatchObject({ effect: 'Limb Blown Off', detail: 'Right Arm destroyed' });
    expect(isArmDisabled(mech, 'RA')).toBe(true);
    expect(mech.destroyed).toBe(false);
  });
});

describe('Seed critical table, Legs 1–3: Actuators Damaged (R-9.5, R-10.3)', () => {
  for (const face of [1, 2, 3]) {
    it(`face ${face}: one leg actuator hit, +1 to movement piloting checks`, () => {
      const { mech, ctx, critical } = setup();
      applyCriticalEffect(ctx, 'Target', 'LL', face);
      expect(mech.crits.actuatorHits.LL).toBe(1);
      expect(critical()[0]).toMatchObject({
        effect: 'Actuators Damaged',
        detail: 'actuator hits 1: +1 to piloting checks related to movement',
      });
      expect(isLegDisabled(mech, 'LL')).toBe(false);
    });
  }

  it('R-9.5: the second hit disables the leg, the third destroys it', () => {
    const { mech, ctx, critical } = setup({ equipment: [{ name: 'Jump Jet', location: 'LL' }] });
    applyCriticalEffect(ctx, 'Target', 'LL', 1);
    applyCriticalEffect(ctx, 'Target', 'LL', 2);
    expect(isLegDisabled(mech, 'LL')).toBe(true);
    expect(critical()[1].detail).toBe('actuator hits 2: leg disabled, Walk MP halved');
    applyCriticalEffect(ctx, 'Target', 'LL', 3);
    expect(mech.destroyedLocations).toEqual(['LL']);
    expect(mech.equipment[0].destroyed).toBe(true);
    expect(critical()[2].detail).toBe('actuator hits 3: Left Leg destroyed');
  });

  it('R-9.5: two destroyed or disabled legs leave the mech immobile', () => {
    const { mech, ctx } = setup();
    applyCriticalEffect(ctx, 'Target', 'LL', 1);
    applyCriticalEffect(ctx, 'Target', 'LL', 1);
    expect(isImmobile(mech)).toBe(false);
    applyCriticalEffect(ctx, 'Target', 'RL', 6);
    expect(isImmobile(mech)).toBe(true);
  });
});

describe('Seed critical table, Legs 4–5: Equipment Destroyed', () => {
  for (const face of [4, 5]) {
    it(`face ${face}: every heat sink, jump jet and weapon in the leg is destroyed; ammunition and other items stay`, () => {
      const { mech, ctx, critical } = setup({
        equipment: [
          { name: 'Heat Sink', location: 'RL' },
          { name: 'Jump Jet', location: 'RL' },
          { name: 'Machine Gun', location: 'RL' },
          { name: 'Ammo (Machine Gun)', location: 'RL', ammoFor: 'Machine Gun' },
          { name: 'Heat Sink', location: 'LL' },
        ],
      });
      applyCriticalEffect(ctx, 'Target', 'RL', face);
      expect(mech.equipment.map((e) => e.destroyed)).toEqual([true, true, true, false, false]);
      expect(critical()[0]).toMatchObject({
        effect: 'Equipment Destroyed',
        detail: 'Heat Sink, Jump Jet, Machine Gun destroyed',
      });
    });
  }

  it('seed: an empty leg: the critical says so', () => {
    const { ctx, critical } = setup();
    applyCriticalEffect(ctx, 'Target', 'RL', 4);
    expect(critical()[0].detail).toBe('no heat sinks, jump jets or weapons in the Right Leg');
  });
});

describe('Seed critical table, Legs 6: Limb Blown Off', () => {
  it('face 6: the leg is destroyed with everything in it', () => {
    const { mech, ctx, critical } = setup({ equipment: [{ name: 'Heat Sink', location: 'LL' }] });
    applyCriticalEffect(ctx, 'Target', 'LL', 6);
    expect(mech.destroyedLocations).toEqual(['LL']);
    expect(mech.equipment[0].destroyed).toBe(true);
    expect(critical()[0]).toMatchObject({ effect: 'Limb Blown Off', detail: 'Left Leg destroyed' });
    expect(isLegDisabled(mech, 'LL')).toBe(false);
  });
});

describe('Limb Blown Off on a limb already destroyed', () => {
  it('face 6 on an arm already gone: the log says it was already destroyed', () => {
    const { ctx, critical } = setup({ destroyedLocations: ['RA'] });
    applyCriticalEffect(ctx, 'Target', 'RA', 6);
    expect(critical()[0]).toMatchObject({ effect: 'Limb Blown Off', detail: 'Right Arm already destroyed' });
  });
});
