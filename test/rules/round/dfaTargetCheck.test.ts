import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { COOLDOWN_HEAT_MODEL } from '../../../src/rules/round/heat/heatCooldown';
import { endOfRound } from '../../../src/rules/round/sequence/endOfRound';
import { makeBattle, makeContext, makeMech, rollsOf } from '../../support/mechs';
import { duel, fire, move, npcRules, rolls, run } from './helpers';
import { hex } from './seedBattle';

/** Every die a 5: the Death from Above hits, and every piloting check passes. */
const fives: Dice = { d6: () => 5 };

describe('R-12.3 a Death from Above that hits', () => {
  it('the target checks at the end of the round at +2, "hit by" the attack', () => {
    const r = run(
      duel({ jumpMP: 3 }),
      {
        moves: [move('Hunter', 'jump', { to: hex('0507') })],
        attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'dfa', angle: 'high' } })],
      },
      fives,
      npcRules,
    );
    expect(rolls(r, 'melee')[0].success).toBe(true);
    const prey = rolls(r, 'piloting').filter((c) => c.mech === 'Prey');
    expect(prey.map((c) => [c.reason, describeTargetNumber(c.tn!)])).toEqual([
      ["hit by Hunter's Death from Above", '4 piloting + 2 Death from Above = 6'],
    ]);
  });
});

describe('R-10.3 a piloting check owed at the end of the round', () => {
  it('is movement-related: leg actuator hits add; failing it, the mech falls', () => {
    const prey = makeMech({ id: 'Prey', position: '0508' });
    prey.crits.actuatorHits.LL = 1;
    // Every die a 1: the check (2 against TN 7) fails.
    const ctx = makeContext(makeBattle([prey]), { d6: () => 1 }, { heatModel: 'cooldown' });
    ctx.owedPilotingChecks.push({
      mech: 'Prey',
      reason: "hit by Hunter's Death from Above",
      modifiers: [{ source: 'dfa', value: 2, label: 'Death from Above' }],
    });
    endOfRound(ctx, COOLDOWN_HEAT_MODEL);
    const [check] = rollsOf(ctx, 'piloting');
    expect([check.reason, describeTargetNumber(check.tn!), check.success]).toEqual([
      "hit by Hunter's Death from Above",
      '4 piloting + 1 leg actuator hits + 2 Death from Above = 7',
      false,
    ]);
    expect(prey.prone).toBe(true);
  });
});
