import { describe, expect, it } from 'vitest';
import { applyHit } from '../../../src/rules/damage/apply';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { mod } from '../../../src/rules/model/targetNumber';
import { pilotingCheck } from '../../../src/rules/pilot/checks';
import { fallDown } from '../../../src/rules/pilot/fall';
import { eventsOf, makeBattle, makeCanonicalMech, makeContext, rollsOf, scriptedDiceOf } from '../../support/mechs';

describe('Seed melee example 3 (Death from Above on the Blackjack), damage part', () => {
  it('R-12.3/R-8.1/R-8.5/R-11.2/R-10.2: 22 damage on the High table, a wound, a failed check at 7, a fall and a second wound', () => {
    const blackjack = makeCanonicalMech('Blackjack BJ-1');
    const ctx = makeContext(makeBattle([blackjack]), [
      1,
      3,
      3,
      2,
      6, // High angle hit locations: RA, CT, CT, RT, HD
      ...facesForTotals(6), // consciousness after the first wound: 6 ≥ 3
      ...facesForTotals(6), // piloting check at 7: fails
      ...facesForTotals(7), // fall: 4 damage to the Center Torso
      ...facesForTotals(8), // consciousness after the second wound: 8 ≥ 5
    ]);
    applyHit(ctx, 'Blackjack', [5, 5, 5, 5, 2], { source: 'Death from Above', table: 'high', attacker: 'Griffin' });
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.result)).toEqual([
      'Right Arm',
      'Center Torso',
      'Center Torso',
      'Right Torso',
      'Head',
    ]);
    expect(blackjack.armor).toMatchObject({ RA: 7, CT: 8, RT: 10, HD: 7 });
    expect(blackjack.pilot.wounds).toBe(1);
    expect(rollsOf(ctx, 'consciousness')[0]).toMatchObject({ success: true, result: 'conscious' });

    const standing = pilotingCheck(ctx, 'Blackjack', {
      reason: 'Death from Above',
      modifiers: [mod('dfa', 2, 'Death from Above')],
    });
    expect(standing).toBe(false);
    const check = rollsOf(ctx, 'piloting')[0];
    expect(check.tn?.modifiers.map((m) => m.value)).toEqual([4, 1, 2]);
    fallDown(ctx, 'Blackjack', 'failed piloting check after Death from Above');
    expect(eventsOf(ctx, 'fall')).toEqual([expect.objectContaining({ damage: 4 })]);
    expect(blackjack.armor.CT).toBe(4);
    expect(blackjack.pilot.wounds).toBe(2);
    expect(blackjack.prone).toBe(true);
    expect(ctx.damageTaken.Blackjack).toBe(26);
    expect(blackjack.pilot.status).toBe('active');
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});
