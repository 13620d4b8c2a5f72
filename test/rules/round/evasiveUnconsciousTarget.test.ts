// with: an unconscious target declared to stand still Evasive is rolled against with
// Disadvantage only if its pilot wakes; staying unconscious it takes no stance, so the TN the
// preview gives beside it for that outcome is rolled normally.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { attackTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import { duel, move, npcRules } from './helpers';

describe('R-11.2, R-2.3: an Evasive stance is taken only by a pilot who wakes', () => {
  it('the same TN either way, Disadvantage as declared and a plain roll if the pilot stays out: the other outcome is shown', () => {
    const battle = duel({}, { pilotStatus: 'unconscious', wounds: 2 });
    const r = attackTargetNumber(
      battle,
      [move('Prey', 'stand', { evasive: true })],
      'Hunter',
      'Prey',
      STANDARD_CATALOG['Medium Laser'],
      { rules: npcRules, equipmentLocation: 'RA' },
    );
    if (!r.ok) throw new Error(r.problem.message);
    expect([describeTargetNumber(r.tn), r.mode]).toEqual(['3 gunnery - 1 stood still = 2', 'disadvantage']);
    // Wake roll 3 + 2 for the second wound = 5: 30 of 36.
    expect(r.ifTargetStaysOut?.wake).toEqual({ tn: 5, chance: 30 / 36 });
    const staysOut = r.ifTargetStaysOut?.attack;
    expect(staysOut?.ok && [describeTargetNumber(staysOut.tn), staysOut.mode]).toEqual([
      '3 gunnery - 1 stood still = 2',
      'normal',
    ]);
  });
});
