// Autopilot never fires itself into the heat scale's to-hit effects; when no weapon in range
// stays that cool it holds fire, and says why.
import { describe, expect, it } from 'vitest';
import { autopilotAttack } from '../../../src/rules/advisor/autopilot';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';

const rules = defaultRules({ playersAdvantage: false });

describe('R-17.3: with no weapon that stays below heat 8, Autopilot holds fire', () => {
  it('a PPC (10 heat) at heat 10 with 10 heat sinks would end the round at 10, past the +1 to hit at 8: it holds fire, saying so', () => {
    const b = makeBattle([
      makeMech({ id: 'Hunter', side: 'NPC', position: '0505', heat: 10, equipment: [{ name: 'PPC', location: 'RA' }] }),
      makeMech({ id: 'Prey', side: 'PC', position: '0509' }),
    ]);
    expect(autopilotAttack(b, [], 'Hunter', rules)).toEqual({
      kind: 'holdFire',
      why: "every weapon in range would heat it into the heat scale's to-hit effects",
    });
  });
});
