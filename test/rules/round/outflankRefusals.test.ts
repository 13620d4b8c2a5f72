// an outflank declared against no mech on the Mechs tab, or against one already destroyed, is refused in
// words the player can act on, even when the outflanker stands right beside where the target is.
import { describe, expect, it } from 'vitest';
import { validateOutflanks } from '../../../src/rules/round/movement/outflank';
import { makeMech } from '../../support/mechs';
import { stay } from './plannedMoves';

const hunter = makeMech({ id: 'Hunter', side: 'PC', position: '0505' });

describe('R-4.2 an outflank needs a living enemy to outflank', () => {
  it('a name no mech has is refused as unknown, quoting the name as typed', () => {
    expect(validateOutflanks([hunter], { Hunter: stay(hunter, 'Pery') })).toEqual([
      {
        code: 'outflank/unknown_mech',
        mech: 'Hunter',
        message: 'Hunter tries to outflank "Pery", but there is no such mech on the Mechs tab.',
      },
    ]);
  });

  it('an enemy already destroyed is refused as such, though the outflanker stands adjacent to it', () => {
    const wreck = makeMech({ id: 'Prey', side: 'NPC', position: '0506', destroyed: true });
    expect(validateOutflanks([hunter, wreck], { Hunter: stay(hunter, 'Prey') })).toEqual([
      {
        code: 'outflank/target_destroyed',
        mech: 'Hunter',
        message: 'Hunter cannot outflank Prey: it is already destroyed.',
      },
    ]);
  });
});
