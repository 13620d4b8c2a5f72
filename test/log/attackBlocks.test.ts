import { describe, expect, it } from 'vitest';
import { attackBlocks, blockOutcome, blocksByAttacker } from '../../src/log/attackBlocks';
import type { RoundEvent } from '../../src/rules/model/events';
import { dice } from './round3';

const roll = (weapon: string, faces: [number, number], success: boolean): RoundEvent => ({
  type: 'roll',
  step: 'attacks',
  purpose: 'attack',
  mech: 'Griffin',
  target: 'Rifleman',
  weapon,
  roll: dice(...faces),
  success,
});
const outcome = (
  weapon: string,
  result: 'hit' | 'miss' | 'freebie' | 'impossible',
  attacker = 'Griffin',
): RoundEvent => ({
  type: 'attack',
  attacker,
  target: 'Rifleman',
  weapon,
  outcome: result,
});
const location: RoundEvent = {
  type: 'roll',
  step: 'attacks',
  purpose: 'hitLocation',
  mech: 'Griffin',
  target: 'Rifleman',
  roll: dice(3, 4),
  result: 'Center Torso',
};

describe('R-14.4 attacks and what follows from them', () => {
  it('R-14.4: roll and outcome join whichever comes first; two Medium Lasers stay two attacks', () => {
    const rollFirst = attackBlocks([
      roll('Medium Laser', [4, 5], true),
      outcome('Medium Laser', 'hit'),
      location,
      roll('Medium Laser', [1, 2], false),
      outcome('Medium Laser', 'miss'),
    ]);
    const outcomeFirst = attackBlocks([
      outcome('Medium Laser', 'hit'),
      roll('Medium Laser', [4, 5], true),
      location,
      outcome('Medium Laser', 'miss'),
      roll('Medium Laser', [1, 2], false),
    ]);
    for (const blocks of [rollFirst, outcomeFirst]) {
      expect(blocks.map((b) => [b.weapon, blockOutcome(b), b.roll?.type, b.attack?.type, b.followUps.length])).toEqual([
        ['Medium Laser', 'hit', 'roll', 'attack', 1],
        ['Medium Laser', 'miss', 'roll', 'attack', 0],
      ]);
    }
  });

  it('R-5.2: a freebie never takes the next roll of the same weapon as its own', () => {
    const blocks = attackBlocks([outcome('Medium Laser', 'freebie'), roll('Medium Laser', [1, 2], false)]);
    expect(blocks.map((b) => blockOutcome(b))).toEqual(['freebie', 'miss']);
  });

  it('R-12: melee weapons are recognised by name; attackers are grouped in the order they first attacked', () => {
    const blocks = attackBlocks([
      outcome('Large Laser', 'hit'),
      outcome('Strong attack', 'miss', 'Blackjack'),
      outcome('LRM-5', 'miss'),
    ]);
    expect(blocks.map((b) => b.melee)).toEqual([false, true, false]);
    expect(blocksByAttacker(blocks).map((g) => [g.attacker, g.blocks.map((b) => b.weapon)])).toEqual([
      ['Griffin', ['Large Laser', 'LRM-5']],
      ['Blackjack', ['Strong attack']],
    ]);
  });
});
