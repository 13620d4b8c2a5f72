// outflanking: only an enemy can be outflanked (not a friend, not the outflanker itself), and an unwounded
// pilot's target number has no wounds term at all.
import { describe, expect, it } from 'vitest';
import { outflankTargetNumber, validateOutflanks } from '../../../src/rules/round/movement/outflank';
import { makeMech } from '../../support/mechs';
import { stay } from './plannedMoves';

describe('R-4.2 only an enemy can be outflanked', () => {
  const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505' });
  const friend = makeMech({ id: 'Friend', side: 'PC', position: '0506' });

  it('a friend adjacent to the outflanker is refused as no enemy, in words', () => {
    expect(validateOutflanks([hunter, friend], { Hunter: stay(hunter, 'Friend') })).toEqual([
      {
        code: 'outflank/not_enemy',
        mech: 'Hunter',
        message: 'Hunter cannot outflank Friend: only an enemy can be outflanked.',
      },
    ]);
  });

  it('a mech outflanking itself is refused the same way', () => {
    expect(validateOutflanks([hunter, friend], { Hunter: stay(hunter, 'Hunter') }).map((p) => p.code)).toEqual([
      'outflank/not_enemy',
    ]);
  });
});

describe('R-4.2, R-0.3 the outflank target number of an unwounded pilot', () => {
  it('4 + target TMM and nothing for wounds', () => {
    const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505' });
    expect(outflankTargetNumber(hunter, {}, 'Prey').modifiers).toEqual([
      { source: 'base', value: 4, label: 'outflank' },
      { source: 'tmm', value: 0, label: 'target TMM' },
    ]);
  });
});
