// the outflank step rolls only for outflankers able to act when it comes.
import { describe, expect, it } from 'vitest';
import type { MechState } from '../../../src/rules/model/mech';
import type { Movements } from '../../../src/rules/round/movement/movements';
import { rollOutflanks } from '../../../src/rules/round/movement/outflank';
import { makeContext, makeMech, rollsOf } from '../../support/mechs';
import { askingDice } from '../../support/recordedRolls';
import { stay } from './plannedMoves';

const still = (mech: MechState): Movements[string] => ({
  mode: 'stand',
  evasive: false,
  position: mech.position,
  tmm: { source: 'tmm', value: 0, label: 'target TMM' },
});

/** Hunter stands next to Prey and outflanks it; TN 4 + 0 TMM. */
function outflankStep(hunter: MechState, faces: number[]) {
  const prey = makeMech({ id: 'Prey', side: 'NPC', position: '0506' });
  const dice = askingDice(faces);
  const ctx = makeContext({ round: 1, mechs: [hunter, prey], catalog: {} }, dice);
  ctx.step = 'outflank';
  const won = rollOutflanks(
    ctx,
    { Hunter: stay(hunter, 'Prey'), Prey: stay(prey) },
    {
      Hunter: still(hunter),
      Prey: still(prey),
    },
  );
  return { won, events: rollsOf(ctx, 'outflank'), requests: dice.requests };
}

describe('R-4.2 who rolls the outflank', () => {
  it('an active pilot in position rolls it: 2d6 ≥ 4', () => {
    const r = outflankStep(makeMech({ id: 'Hunter', side: 'PC', position: '0505' }), [2, 2]);
    expect(r.won).toEqual({ Hunter: { target: 'Prey', rear: false } });
    expect(r.requests).toHaveLength(1);
  });

  it('R-13.4: a shut-down outflanker rolls nothing and wins nothing', () => {
    const r = outflankStep(makeMech({ id: 'Hunter', side: 'PC', position: '0505', shutdown: true }), []);
    expect([r.won, r.events, r.requests]).toEqual([{}, [], []]);
  });

  it('R-11.2: an outflanker whose pilot stayed unconscious rolls nothing and wins nothing', () => {
    const r = outflankStep(
      makeMech({ id: 'Hunter', side: 'PC', position: '0505', pilotStatus: 'unconscious', wounds: 2 }),
      [],
    );
    expect([r.won, r.events, r.requests]).toEqual([{}, [], []]);
  });
});
