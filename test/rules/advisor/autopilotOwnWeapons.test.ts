// Autopilot: the attack it declares for a mech with no attack lines — from that mech's own weapons, and
// never one that leaves it in the heat scale's to-hit effects.
import { describe, expect, it } from 'vitest';
import { autopilotAttack } from '../../../src/rules/advisor/autopilot';
import { STANDARD_HEAT_SCALE } from '../../../src/rules/charts/heatScale';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';

const npcRules = () => defaultRules({ playersAdvantage: false });

describe('R-17.3 Autopilot fires the weapons of the mech it plays', () => {
  it('Prey, second on the Mechs tab, fires its Large Laser at Hunter: 6 heat + 8 − 10 sinks ends the round at 4', () => {
    const b = makeBattle([
      makeMech({ id: 'Hunter', side: 'PC', position: '0505', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
      makeMech({ id: 'Prey', position: '0508', heat: 6, equipment: [{ name: 'Large Laser', location: 'RA' }] }),
    ]);
    expect(autopilotAttack(b, [], 'Prey', npcRules())).toEqual({
      kind: 'fire',
      attack: { attacker: 'Prey', target: 'Hunter', weapons: ['Large Laser'] },
      weapons: ['Large Laser'],
      endHeat: 4,
    });
  });
});

describe('R-17.3, R-9.4 a mech whose engine heat alone reaches the first to-hit effect holds fire', () => {
  it('with the Rules tab adding +1 to hit from heat 5, an engine hit keeps it at 5 whatever it fires: it holds fire', () => {
    const heatScale = STANDARD_HEAT_SCALE.map((row) =>
      row.heat >= 5 ? { ...row, toHit: Math.max(1, row.toHit) } : row,
    );
    const hunter = makeMech({ id: 'Hunter', position: '0505', equipment: [{ name: 'Medium Laser', location: 'RA' }] });
    const b = makeBattle([
      { ...hunter, crits: { ...hunter.crits, engineHits: 1 } },
      makeMech({ id: 'Prey', side: 'PC', position: '0508' }),
    ]);
    expect(autopilotAttack(b, [], 'Hunter', defaultRules({ playersAdvantage: false, heatScale }))).toEqual({
      kind: 'holdFire',
      why: "every weapon in range would heat it into the heat scale's to-hit effects",
    });
  });

  it('on the standard scale the same mech fires its Medium Laser, ending the round at the engine’s 5', () => {
    const hunter = makeMech({ id: 'Hunter', position: '0505', equipment: [{ name: 'Medium Laser', location: 'RA' }] });
    const b = makeBattle([
      { ...hunter, crits: { ...hunter.crits, engineHits: 1 } },
      makeMech({ id: 'Prey', side: 'PC', position: '0508' }),
    ]);
    const order = autopilotAttack(b, [], 'Hunter', npcRules());
    expect(order.kind === 'fire' && [order.weapons, order.endHeat]).toEqual([['Medium Laser'], 5]);
  });
});
