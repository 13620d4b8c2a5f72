// R-0.5 (docs/typed-dice.md): looking ahead, the round is replayed with the roll it waits for taken as each total
// its dice can show — 1 to 6 for one die, 2 to 12 for two (or the two kept of three) — and stops following a roll
// as soon as one total leads nowhere further, so the replay budget is not spent on a question already answered.
import { describe, expect, it } from 'vitest';
import { rollAsked, rollKey, type RollRequest } from '../../../src/rules/dice/requests';
import type { NeededRoll } from '../../../src/rules/dice/typed';
import { rollsAhead } from '../../../src/rules/round/sequence/rollsAhead';

function needed(request: RollRequest): NeededRoll {
  const key = rollKey(request);
  return { request, key, asked: rollAsked(request, key) };
}

const blackjackPiloting = needed({ purpose: 'piloting', mech: 'Blackjack', dice: '2d6', mode: 'normal' });

/** The totals the first roll is taken as, one roll deep, when every total leads to the Blackjack's check. */
function totalsTried(stop: NeededRoll): number[] {
  const tried: number[] = [];
  rollsAhead([stop], (assumed) => {
    if (assumed.length === 1) tried.push(assumed[0].total);
    return assumed.length === 1 ? [blackjackPiloting] : [];
  });
  return tried.slice(0, 13).filter((t, i, all) => all.indexOf(t) === i);
}

describe('R-0.5: every total the dice can show is tried', () => {
  it('a roll of one die is tried at 1 to 6', () => {
    const d6 = needed({ purpose: 'hitLocation', mech: 'Griffin', weapon: 'fall', dice: '1d6' });
    expect(totalsTried(d6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a roll of two dice is tried at 2 to 12', () => {
    const twoD6 = needed({ purpose: 'piloting', mech: 'Griffin', dice: '2d6', mode: 'normal' });
    expect(totalsTried(twoD6)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('a roll of three dice keeping two is tried at 2 to 12', () => {
    const threeD6 = needed({ purpose: 'piloting', mech: 'Griffin', dice: '3d6', mode: 'advantage' });
    expect(totalsTried(threeD6)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('R-0.5: a total that leads nowhere ends the look-ahead', () => {
  it('when the lowest total resolves the round, no other total is replayed', () => {
    const griffinPiloting = needed({ purpose: 'piloting', mech: 'Griffin', dice: '2d6', mode: 'normal' });
    const replayed: number[] = [];
    const ahead = rollsAhead([griffinPiloting], (assumed) => {
      replayed.push(assumed[assumed.length - 1].total);
      return assumed[0].total === 2 ? [] : [blackjackPiloting];
    });
    expect(ahead).toEqual([]);
    // One replay each pass, one roll deep and then two: both stop at the first total.
    expect(replayed).toEqual([2, 2]);
  });
});
