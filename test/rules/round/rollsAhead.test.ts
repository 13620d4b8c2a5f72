import { describe, expect, it } from 'vitest';
import { rollAsked, rollKey, type RollRequest } from '../../../src/rules/dice/requests';
import type { NeededRoll } from '../../../src/rules/dice/typed';
import { rollsAhead } from '../../../src/rules/round/sequence/rollsAhead';

/** A roll the round stops for, in the words the GM posts and types back. */
function needed(request: RollRequest, key = rollKey(request)): NeededRoll {
  return { request, key, asked: rollAsked(request, key) };
}

const griffinPiloting = needed({ purpose: 'piloting', mech: 'Griffin', dice: '2d6', mode: 'normal' });
const blackjackPiloting = needed({ purpose: 'piloting', mech: 'Blackjack', dice: '2d6', mode: 'normal' });
const blackjackConsciousness = needed({ purpose: 'consciousness', mech: 'Blackjack', dice: '2d6', mode: 'normal' });
const griffinFallLocation = needed({ purpose: 'hitLocation', mech: 'Griffin', weapon: 'fall', dice: '2d6' });

/**
 * A round that stopped at `stop` and, replayed with it assumed, stops next at what `after` gives
 * for the assumed total; with two rolls assumed it resolves.
 */
function replayOf(after: (total: number) => readonly NeededRoll[]) {
  return (assumed: readonly { key: string; total: number }[]) => (assumed.length === 1 ? after(assumed[0].total) : []);
}

describe('R-0.5: typed rolls only — a roll the round makes whatever the roll it waits for comes up is asked for at once', () => {
  it("another mech's roll that every total leads to is asked for with the roll the round stopped at", () => {
    expect(
      rollsAhead(
        [griffinPiloting],
        replayOf(() => [blackjackPiloting]),
      ),
    ).toEqual([blackjackPiloting]);
  });

  it('every roll all the paths reach is asked for, in the order the round makes them', () => {
    const ahead = rollsAhead(
      [griffinPiloting],
      replayOf(() => [blackjackPiloting, blackjackConsciousness]),
    );
    expect(ahead).toEqual([blackjackPiloting, blackjackConsciousness]);
  });

  it('a roll only some totals lead to is not asked for: the round may never make it', () => {
    const ahead = rollsAhead(
      [griffinPiloting],
      replayOf((total) => (total <= 4 ? [griffinFallLocation, blackjackPiloting] : [blackjackPiloting])),
    );
    expect(ahead).toEqual([blackjackPiloting]);
  });

  it('the roll the round stopped at, still waited for in other spacing, is not asked for twice', () => {
    const sameWords = needed(griffinPiloting.request, 'griffin:  Piloting Check.');
    expect(
      rollsAhead(
        [griffinPiloting],
        replayOf(() => [sameWords, blackjackPiloting]),
      ),
    ).toEqual([blackjackPiloting]);
  });

  it('a roll reached one and two rolls deep is asked for once', () => {
    // Every total of the Griffin's check leads to the Blackjack's; every total of that to the
    // Blackjack's consciousness check; with the two assumed, the round resolves. Two rolls deep
    // takes 11 replays and 11 × 12 more: a budget that covers them.
    const replay = (assumed: readonly { key: string; total: number }[]) =>
      assumed.length === 1 ? [blackjackPiloting] : assumed.length === 2 ? [blackjackConsciousness] : [];
    expect(rollsAhead([griffinPiloting], replay, 143)).toEqual([blackjackPiloting, blackjackConsciousness]);
  });

  it('paths the budget does not reach prove nothing: one replay short, only the roll one deep is asked for', () => {
    const replay = (assumed: readonly { key: string; total: number }[]) =>
      assumed.length === 1 ? [blackjackPiloting] : assumed.length === 2 ? [blackjackConsciousness] : [];
    expect(rollsAhead([griffinPiloting], replay, 142)).toEqual([blackjackPiloting]);
  });
});

describe('R-0.5, R-4.1: a roll is the same on every path only in the same words and thrown with the same dice', () => {
  it('a check thrown with Advantage on some paths and Disadvantage on others is not asked for: its dice are not known yet', () => {
    const advantage = needed({ purpose: 'piloting', mech: 'Blackjack', dice: '3d6', mode: 'advantage' });
    const disadvantage = needed({ purpose: 'piloting', mech: 'Blackjack', dice: '3d6', mode: 'disadvantage' });
    expect(advantage.key).toBe(disadvantage.key);
    const ahead = rollsAhead(
      [griffinPiloting],
      replayOf((total) => (total <= 7 ? [advantage] : [disadvantage])),
    );
    expect(ahead).toEqual([]);
  });

  it('the same words thrown as one die on some paths and two on others are not asked for', () => {
    const oneDie = needed({
      purpose: 'hitLocation',
      mech: 'Blackjack',
      weapon: 'Kick',
      target: 'Griffin',
      dice: '1d6',
    });
    const twoDice = needed({
      purpose: 'hitLocation',
      mech: 'Blackjack',
      weapon: 'Kick',
      target: 'Griffin',
      dice: '2d6',
    });
    expect(oneDie.key).toBe(twoDice.key);
    const ahead = rollsAhead(
      [griffinPiloting],
      replayOf((total) => (total <= 7 ? [oneDie] : [twoDice])),
    );
    expect(ahead).toEqual([]);
  });

  it("the stopped roll's words thrown with other dice are another roll, and are asked for", () => {
    // The Griffin's check stopped as 2d6; the replays all reach the same words as 3d6 with Advantage.
    const withAdvantage = needed({ purpose: 'piloting', mech: 'Griffin', dice: '3d6', mode: 'advantage' });
    expect(
      rollsAhead(
        [griffinPiloting],
        replayOf(() => [withAdvantage]),
      ),
    ).toEqual([withAdvantage]);
  });
});
