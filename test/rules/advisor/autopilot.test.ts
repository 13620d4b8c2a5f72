// Autopilot holds fire, and says why, when the advisor has nothing for it.
import { describe, expect, it } from 'vitest';
import { autopilotAttack } from '../../../src/rules/advisor/autopilot';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';

const rules = defaultRules({ playersAdvantage: false });

function duel(hunter: Parameters<typeof makeMech>[0] = {}) {
  return makeBattle([
    makeMech({
      id: 'Hunter',
      side: 'NPC',
      position: '0505',
      equipment: [{ name: 'Medium Laser', location: 'RA' }],
      ...hunter,
    }),
    makeMech({ id: 'Prey', side: 'PC', position: '0509' }),
  ]);
}

describe('R-17.3: Autopilot holds fire when its mech cannot attack at all', () => {
  it('R-17.3, R-13.4: a mech shut down for the round holds fire, for the reason the advisor gives', () => {
    const order = autopilotAttack(duel({ shutdown: true, heat: 30 }), [], 'Hunter', rules);
    expect(order).toEqual({ kind: 'holdFire', why: 'Hunter is shut down and cannot attack.' });
  });

  it('R-17.3: with the enemy out of every weapon\'s reach it holds fire: "no enemy in range"', () => {
    const b = duel();
    b.mechs[1].position = { col: 5, row: 20 };
    expect(autopilotAttack(b, [], 'Hunter', rules)).toEqual({ kind: 'holdFire', why: 'no enemy in range' });
  });
});
