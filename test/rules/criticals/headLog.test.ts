import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

/** The critical lines a head critical with each face in turn logs. */
function headCrits(faces: number[], opts: MechOptions = {}) {
  const mech = makeMech({ id: 'Target', ...opts });
  const ctx = makeContext(makeBattle([mech]), []);
  for (const face of faces) applyCriticalEffect(ctx, 'Target', 'HD', face);
  return eventsOf(ctx, 'critical');
}

describe('Seed critical table, Head 4–5: Life Support Damaged (R-9.8), as logged', () => {
  it('a second hit on damaged life support says so', () => {
    expect(headCrits([4, 5])).toEqual([
      {
        type: 'critical',
        mech: 'Target',
        location: 'HD',
        effect: 'Life Support Damaged',
        detail: 'roll 6+ at the end of each round or pass out',
      },
      {
        type: 'critical',
        mech: 'Target',
        location: 'HD',
        effect: 'Life Support Damaged',
        detail: 'life support already damaged',
      },
    ]);
  });
});

describe('Seed critical table, Head 6: Cockpit Destroyed (R-9.9), with the pilot already gone', () => {
  const gone = {
    type: 'critical',
    mech: 'Target',
    location: 'HD',
    effect: 'Cockpit Destroyed',
    detail: 'cockpit destroyed; pilot already gone',
  };

  it('an NPC whose pilot is already dead', () => {
    expect(headCrits([6], { pilotStatus: 'dead' })).toEqual([gone]);
  });

  it('a PC whose pilot is already out of the battle', () => {
    expect(headCrits([6], { side: 'PC', pilotStatus: 'out' })).toEqual([gone]);
  });

  it('an NPC whose pilot is already out (ejected earlier) is not killed again', () => {
    expect(headCrits([6], { pilotStatus: 'out' })).toEqual([gone]);
  });
});
