// What the start of the round will make of a pilot, as the sheet's TN
// column and the sidebar show it before the round is played.
import { describe, expect, it } from 'vitest';
import { wakeOutlook } from '../../../src/rules/pilot/wake';
import { makeMech } from '../../support/mechs';

describe("R-11.2: an unconscious pilot's outlook for the coming round", () => {
  it('an awake pilot has nothing to roll', () => {
    expect(wakeOutlook(makeMech({ id: 'Griffin' }), 4)).toEqual({ kind: 'active' });
  });

  it('R-11.2: with two wounds the pilot rolls to wake at 3 + 2 = 5, which 2d6 makes 30 times in 36', () => {
    const outlook = wakeOutlook(makeMech({ id: 'Griffin', wounds: 2, pilotStatus: 'unconscious' }), 4);
    expect(outlook).toMatchObject({ kind: 'roll', total: 5 });
    expect(outlook.kind === 'roll' ? outlook.chance : Number.NaN).toBeCloseTo(30 / 36, 12);
  });

  it('R-9.8: knocked out by life support until round 3, the pilot is out in round 3 and wakes by itself in round 4', () => {
    const mech = makeMech({ id: 'Griffin', wounds: 1, pilotStatus: 'unconscious' });
    mech.pilot.unconsciousUntilRound = 3;
    expect(wakeOutlook(mech, 3)).toEqual({ kind: 'stays', untilRound: 3 });
    expect(wakeOutlook(mech, 4)).toEqual({ kind: 'wakes' });
  });
});

describe('R-9.9, R-11.3: a dead pilot, or one out of the battle, is gone: no roll, no waking', () => {
  it('a dead pilot is gone, though it was knocked out by life support for a round now over', () => {
    const mech = makeMech({ id: 'Griffin', wounds: 6, pilotStatus: 'dead' });
    mech.pilot.unconsciousUntilRound = 2;
    expect(wakeOutlook(mech, 4)).toEqual({ kind: 'gone' });
  });

  it('a pilot out of the battle is gone', () => {
    expect(wakeOutlook(makeMech({ id: 'Griffin', wounds: 2, pilotStatus: 'out' }), 4)).toEqual({ kind: 'gone' });
  });
});
