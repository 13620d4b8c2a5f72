import { describe, expect, it } from 'vitest';
import { roundSummary } from '../../src/log/summary';
import type { DamageEvent, RoundEvent } from '../../src/rules/model/events';
import { ROUND_3 } from './round3';

describe("R-8 to R-13 the sidebar's per-mech summary", () => {
  it('R-8.4, R-9, R-10.2, R-11, R-13.3: round 3 per mech, in order of first appearance', () => {
    expect(roundSummary(ROUND_3)).toEqual([
      {
        mech: 'Griffin',
        hitsTaken: 1,
        damageTaken: 5,
        locations: [
          {
            location: 'CT',
            rear: false,
            name: 'Center Torso',
            damage: 5,
            groups: 1,
            armorLeft: 0,
            structureLeft: 16,
            structureHit: true,
            destroyed: false,
          },
        ],
        criticals: [{ location: 'CT', effect: 'Gyro Damaged', detail: 'gyro hits 1' }],
        woundsTaken: 0,
        woundsTotal: null,
        pilotStatus: null,
        heatBefore: 0,
        heatAfter: 5,
        fell: false,
        destroyed: false,
      },
      {
        mech: 'Rifleman',
        hitsTaken: 1,
        damageTaken: 5,
        locations: [
          {
            location: 'LT',
            rear: false,
            name: 'Left Torso',
            damage: 1,
            groups: 1,
            armorLeft: 9,
            structureLeft: 16,
            structureHit: false,
            destroyed: false,
          },
          {
            location: 'LA',
            rear: false,
            name: 'Left Arm',
            damage: 4,
            groups: 1,
            armorLeft: 0,
            structureLeft: 0,
            structureHit: true,
            destroyed: true,
          },
        ],
        criticals: [],
        woundsTaken: 0,
        woundsTotal: null,
        pilotStatus: null,
        heatBefore: null,
        heatAfter: null,
        fell: false,
        destroyed: false,
      },
      {
        mech: 'Blackjack',
        hitsTaken: 1,
        damageTaken: 7,
        locations: [
          {
            location: 'HD',
            rear: false,
            name: 'Head',
            damage: 3,
            groups: 1,
            armorLeft: 0,
            structureLeft: 1,
            structureHit: true,
            destroyed: false,
          },
          {
            location: 'LT',
            rear: false,
            name: 'Left Torso',
            damage: 4,
            groups: 1,
            armorLeft: 11,
            structureLeft: 11,
            structureHit: false,
            destroyed: false,
          },
        ],
        criticals: [],
        woundsTaken: 2,
        woundsTotal: 2,
        pilotStatus: null,
        heatBefore: 4,
        heatAfter: 0,
        fell: true,
        destroyed: false,
      },
      {
        mech: 'Locust',
        hitsTaken: 1,
        damageTaken: 8,
        locations: [
          {
            location: 'CT',
            rear: false,
            name: 'Center Torso',
            damage: 8,
            groups: 1,
            armorLeft: 0,
            structureLeft: 0,
            structureHit: true,
            destroyed: true,
          },
        ],
        criticals: [],
        woundsTaken: 0,
        woundsTotal: null,
        pilotStatus: null,
        heatBefore: null,
        heatAfter: null,
        fell: false,
        destroyed: true,
      },
    ]);
  });

  it('R-8.2, R-8.4: front and rear are kept apart; damage is what armor and structure lost, however a transfer is split', () => {
    const hit = (
      rear: boolean,
      armor: [number, number],
      structure: [number, number],
      amount: number,
      destroyed = false,
    ): DamageEvent => ({
      type: 'damage',
      mech: 'Atlas',
      source: 'AC/20',
      hit: { location: 'CT', rear },
      amount,
      armorBefore: armor[0],
      armorAfter: armor[1],
      structureBefore: structure[0],
      structureAfter: structure[1],
      locationDestroyed: destroyed,
    });
    // The engine logs the whole 20-point group on the side torso and the rest again on the center.
    const events: RoundEvent[] = [
      hit(true, [14, 0], [31, 25], 20),
      hit(false, [47, 42], [25, 25], 5),
      {
        type: 'damage',
        mech: 'Atlas',
        source: 'AC/20',
        hit: { location: 'LT', rear: false },
        amount: 20,
        armorBefore: 0,
        armorAfter: 0,
        structureBefore: 5,
        structureAfter: 0,
        locationDestroyed: true,
      },
      { ...hit(false, [42, 27], [25, 25], 15), transferredFrom: 'LT' },
    ];
    const [atlas] = roundSummary(events);
    expect(atlas.damageTaken).toBe(14 + 6 + 5 + 5 + 15);
    expect(atlas.locations.map((l) => [l.name, l.damage, l.groups, l.armorLeft, l.structureLeft, l.destroyed])).toEqual(
      [
        ['Center Torso', 20, 2, 27, 25, false],
        ['Center Torso (rear)', 20, 1, 0, 25, false],
        ['Left Torso', 5, 1, 0, 0, true],
      ],
    );
    expect(atlas.hitsTaken).toBe(0);
  });

  it('R-5.1, R-11.2, R-9.9: a freebie counts as a hit; the last pilot status is kept; a mech called __proto__ is just a mech', () => {
    const events: RoundEvent[] = [
      { type: 'attack', attacker: 'Griffin', target: '__proto__', weapon: 'Large Laser', outcome: 'freebie' },
      {
        type: 'attack',
        attacker: 'Griffin',
        target: '__proto__',
        weapon: 'Medium Laser',
        outcome: 'impossible',
        reason: 'out of range',
      },
      { type: 'wound', mech: '__proto__', cause: 'head hit', wounds: 3 },
      { type: 'pilot', mech: '__proto__', status: 'unconscious', reason: 'failed consciousness check' },
      { type: 'status', mech: '__proto__', status: 'exploded', reason: 'ammo explosion' },
    ];
    const [griffin, proto] = roundSummary(events);
    expect(griffin.mech).toBe('Griffin');
    expect(griffin.hitsTaken).toBe(0);
    expect(proto).toMatchObject({
      mech: '__proto__',
      hitsTaken: 1,
      woundsTaken: 1,
      woundsTotal: 3,
      pilotStatus: 'unconscious',
      destroyed: true,
    });
  });
});
