// the 1d6 effect roll of a confirmed critical: which column of the seed's table each location reads, how the
// roll is asked for (typed dice name the location and, for an attack, whose die it is), and faces that cannot be.
import { describe, expect, it } from 'vitest';
import { applyCriticalEffect, resolveCritical } from '../../../src/rules/criticals/effects';
import type { Location } from '../../../src/rules/model/location';
import { makeBattle, makeContext, makeMech, rollsOf } from '../../support/mechs';
import { askingDice } from '../../support/recordedRolls';

function effect(location: Location, face: number, attacker?: string) {
  const target = makeMech({
    id: 'Target',
    equipment: [
      { name: 'Medium Laser', location: 'LA' },
      { name: 'Medium Laser', location: 'RA' },
    ],
  });
  const dice = askingDice([face]);
  const ctx = makeContext(makeBattle([target]), dice);
  resolveCritical(ctx, 'Target', location, attacker);
  return { result: rollsOf(ctx, 'critEffect')[0].result, requests: dice.requests };
}

describe("R-9.2 each location reads its own part of the seed's critical table", () => {
  it.each([
    ['LT', 1, 'Equipment Destroyed'],
    ['RT', 2, 'Equipment Destroyed'],
    ['CT', 1, 'Gyro Damaged'],
    ['LA', 1, 'Actuators Damaged'],
    ['RA', 4, 'Weapon Destroyed'],
    ['LL', 4, 'Equipment Destroyed'],
    ['RL', 1, 'Actuators Damaged'],
    ['HD', 1, 'Sensors Damaged'],
  ] as const)('%s, face %i: %s', (location, face, name) => {
    expect(effect(location, face).result).toBe(name);
  });
});

describe('R-9.2 the effect roll as it is asked for', () => {
  it("from an attack: 1d6 about the Right Torso, the attacker's die", () => {
    expect(effect('RT', 1, 'Hunter').requests).toEqual([
      { purpose: 'critEffect', mech: 'Target', dice: '1d6', about: 'Right Torso', owner: 'Hunter' },
    ]);
  });

  it('with no attacker (a fall, a cool-down check): nobody owns the die', () => {
    expect(effect('LL', 1).requests).toEqual([
      { purpose: 'critEffect', mech: 'Target', dice: '1d6', about: 'Left Leg' },
    ]);
  });
});

describe('R-9.2 a face outside 1–6 is a bug, and says so', () => {
  it.each([0, 2.5, -1])('face %s', (face) => {
    const ctx = makeContext(makeBattle([makeMech({ id: 'Target' })]), []);
    expect(() => applyCriticalEffect(ctx, 'Target', 'LT', face)).toThrow(`critical effect face ${face} is not 1–6`);
  });
});
