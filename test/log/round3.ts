import type { RoundEvent } from '../../src/rules/model/events';
import type { Roll } from '../../src/rules/dice/dice';
import { mod } from '../../src/rules/model/targetNumber';

/** A roll from its faces (all kept). */
export function dice(...faces: number[]): Roll {
  return { faces, kept: faces, total: faces.reduce((a, b) => a + b, 0) };
}

const griffinAt = (tmm: number, range: ReturnType<typeof mod>[]) => ({
  modifiers: [mod('gunnery', 3, 'gunnery'), mod('amm', 1, 'ran'), mod('tmm', tmm, 'target TMM'), ...range],
});

/**
 * A small round 3 written by hand, in the order the engine logs: the seed's Griffin
 * (ran to 0609) against a Blackjack whose damaged gyro drops it in movement, a Locust the
 * Large Laser destroys, a Rifleman hit by the freebie; one miss, one cluster hit to the head,
 * one impossible attack, a transfer, a confirmed critical, heat lines. Critical rolls are the
 * mech hit's, with the location as their reason, as the engine logs them.
 */
export const ROUND_3: RoundEvent[] = [
  { type: 'move', mech: 'Griffin', mode: 'run', from: { col: 6, row: 13 }, to: { col: 6, row: 9 }, hexes: 4, evasive: false, standUp: false },
  { type: 'move', mech: 'Rifleman', mode: 'run', from: { col: 4, row: 18 }, to: { col: 4, row: 15 }, hexes: 3, evasive: false, standUp: false },
  { type: 'move', mech: 'Blackjack', mode: 'walk', from: { col: 1, row: 13 }, to: { col: 1, row: 11 }, hexes: 2, evasive: false, standUp: false },
  {
    type: 'roll', step: 'movement', purpose: 'piloting', mech: 'Blackjack', roll: dice(1, 3),
    tn: { modifiers: [mod('base', 5, 'gyro check')] }, success: false, reason: 'gyro damaged',
  },
  { type: 'fall', mech: 'Blackjack', reason: 'failed gyro check', damage: 4 },
  { type: 'roll', step: 'movement', purpose: 'hitLocation', mech: 'Blackjack', roll: dice(3, 5), result: 'Left Torso', reason: 'fall' },
  {
    type: 'damage', mech: 'Blackjack', source: 'fall', hit: { location: 'LT', rear: false }, amount: 4,
    armorBefore: 15, armorAfter: 11, structureBefore: 11, structureAfter: 11, locationDestroyed: false,
  },
  { type: 'wound', mech: 'Blackjack', cause: 'fall', wounds: 1 },
  {
    type: 'roll', step: 'movement', purpose: 'consciousness', mech: 'Blackjack', roll: dice(3, 4),
    tn: { modifiers: [mod('base', 3, 'base')] }, success: true,
  },
  { type: 'status', mech: 'Blackjack', status: 'prone', reason: 'failed gyro check' },
  { type: 'move', mech: 'Locust', mode: 'run', from: { col: 15, row: 10 }, to: { col: 15, row: 16 }, hexes: 6, evasive: false, standUp: false },

  // Griffin's Large Laser at the Locust, 11 hexes: long range.
  {
    type: 'roll', step: 'attacks', purpose: 'attack', mech: 'Griffin', target: 'Locust', weapon: 'Large Laser', roll: dice(6, 6),
    mode: 'normal', tn: griffinAt(3, [mod('range', 4, 'long range')]), success: true,
  },
  { type: 'attack', attacker: 'Griffin', target: 'Locust', weapon: 'Large Laser', outcome: 'hit', tn: griffinAt(3, [mod('range', 4, 'long range')]) },
  { type: 'roll', step: 'attacks', purpose: 'hitLocation', mech: 'Griffin', target: 'Locust', weapon: 'Large Laser', roll: dice(3, 4), result: 'Center Torso' },
  {
    type: 'damage', mech: 'Locust', source: 'Large Laser', hit: { location: 'CT', rear: false }, amount: 8,
    armorBefore: 2, armorAfter: 0, structureBefore: 6, structureAfter: 0, locationDestroyed: true,
  },
  { type: 'status', mech: 'Locust', status: 'destroyed', reason: 'Center Torso destroyed' },

  // Two LRM-5s at the Blackjack, 5 hexes: inside minimum range 6.
  {
    type: 'roll', step: 'attacks', purpose: 'attack', mech: 'Griffin', target: 'Blackjack', weapon: 'LRM-5', roll: dice(4, 6),
    mode: 'normal', tn: griffinAt(1, [mod('range', 0, 'short range'), mod('minRange', 1, 'minimum range')]), success: true,
  },
  { type: 'attack', attacker: 'Griffin', target: 'Blackjack', weapon: 'LRM-5', outcome: 'hit' },
  { type: 'roll', step: 'attacks', purpose: 'cluster', mech: 'Griffin', target: 'Blackjack', weapon: 'LRM-5', roll: dice(3, 5), result: '3 missiles' },
  { type: 'roll', step: 'attacks', purpose: 'hitLocation', mech: 'Griffin', target: 'Blackjack', weapon: 'LRM-5', roll: dice(6, 6), result: 'Head' },
  {
    type: 'damage', mech: 'Blackjack', source: 'LRM-5', hit: { location: 'HD', rear: false }, amount: 3,
    armorBefore: 1, armorAfter: 0, structureBefore: 3, structureAfter: 1, locationDestroyed: false,
  },
  { type: 'wound', mech: 'Blackjack', cause: 'head hit', wounds: 2 },
  {
    type: 'roll', step: 'attacks', purpose: 'consciousness', mech: 'Blackjack', roll: dice(3, 3),
    tn: { modifiers: [mod('base', 3, 'base'), mod('wounds', 2, 'for 2 wounds')] }, success: true,
  },
  {
    type: 'roll', step: 'attacks', purpose: 'critConfirm', mech: 'Blackjack', roll: dice(2, 3),
    tn: { modifiers: [mod('base', 8, 'critical')] }, success: false, reason: 'Head',
  },
  {
    type: 'roll', step: 'attacks', purpose: 'attack', mech: 'Griffin', target: 'Blackjack', weapon: 'LRM-5', roll: dice(1, 4),
    mode: 'normal', tn: griffinAt(1, [mod('range', 0, 'short range'), mod('minRange', 1, 'minimum range')]), success: false,
  },
  { type: 'attack', attacker: 'Griffin', target: 'Blackjack', weapon: 'LRM-5', outcome: 'miss' },

  // A Medium Laser cannot reach the Locust; the other is the freebie on the Rifleman.
  { type: 'attack', attacker: 'Griffin', target: 'Locust', weapon: 'Medium Laser', outcome: 'impossible', reason: 'out of range (11 hexes, long range 9)' },
  { type: 'attack', attacker: 'Griffin', target: 'Rifleman', weapon: 'Medium Laser', outcome: 'freebie' },
  { type: 'roll', step: 'attacks', purpose: 'hitLocation', mech: 'Griffin', target: 'Rifleman', weapon: 'Medium Laser', roll: dice(4, 6), result: 'Left Arm' },
  {
    type: 'damage', mech: 'Rifleman', source: 'Medium Laser', hit: { location: 'LA', rear: false }, amount: 4,
    armorBefore: 2, armorAfter: 0, structureBefore: 2, structureAfter: 0, locationDestroyed: true,
  },
  {
    type: 'damage', mech: 'Rifleman', source: 'Medium Laser', hit: { location: 'LT', rear: false }, amount: 1,
    armorBefore: 10, armorAfter: 9, structureBefore: 16, structureAfter: 16, transferredFrom: 'LA', locationDestroyed: false,
  },
  {
    type: 'roll', step: 'attacks', purpose: 'critConfirm', mech: 'Rifleman', roll: dice(2, 4),
    tn: { modifiers: [mod('base', 8, 'critical')] }, success: false, reason: 'Left Arm',
  },

  // The Blackjack fires back, prone, with two wounds.
  {
    type: 'roll', step: 'attacks', purpose: 'attack', mech: 'Blackjack', target: 'Griffin', weapon: 'Medium Laser', roll: dice(5, 5),
    mode: 'normal',
    tn: {
      modifiers: [
        mod('gunnery', 4, 'gunnery'), mod('amm', 0, 'walked'), mod('tmm', 2, 'target TMM'),
        mod('wounds', 2, 'wounds'), mod('range', 2, 'medium range'),
      ],
    },
    success: true,
  },
  { type: 'attack', attacker: 'Blackjack', target: 'Griffin', weapon: 'Medium Laser', outcome: 'hit' },
  { type: 'roll', step: 'attacks', purpose: 'hitLocation', mech: 'Blackjack', target: 'Griffin', weapon: 'Medium Laser', roll: dice(1, 1), result: 'Center Torso' },
  {
    type: 'damage', mech: 'Griffin', source: 'Medium Laser', hit: { location: 'CT', rear: false }, amount: 5,
    armorBefore: 3, armorAfter: 0, structureBefore: 18, structureAfter: 16, locationDestroyed: false,
  },
  {
    type: 'roll', step: 'attacks', purpose: 'critConfirm', mech: 'Griffin', roll: dice(4, 5),
    tn: { modifiers: [mod('base', 8, 'critical')] }, success: true, reason: 'Center Torso',
  },
  { type: 'roll', step: 'attacks', purpose: 'critEffect', mech: 'Griffin', roll: dice(1), result: 'Gyro Damaged', reason: 'Center Torso' },
  { type: 'critical', mech: 'Griffin', location: 'CT', effect: 'Gyro Damaged', detail: 'gyro hits 1' },

  {
    type: 'heat', mech: 'Griffin', before: 0, sunk: 12, floor: 0, external: 0, after: 5,
    generated: [
      { label: 'ran', value: 2 }, { label: 'Large Laser', value: 8 }, { label: 'LRM-5', value: 2 },
      { label: 'LRM-5', value: 2 }, { label: 'Medium Laser', value: 3 },
    ],
  },
  {
    type: 'heat', mech: 'Blackjack', before: 4, sunk: 11, floor: 0, external: 0, after: 0,
    generated: [{ label: 'walked', value: 1 }, { label: 'Medium Laser', value: 3 }],
  },
];
