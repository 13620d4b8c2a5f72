// the movement step as the Log shows it: the gyro check a damaged mech makes when it moves, the heat moving
// makes, a prone mech that does not stand up, and a cool-down check made instead of moving.
import { describe, expect, it } from 'vitest';
import { tnTotal } from '../../../src/rules/model/targetNumber';
import { duel, fire, mechOf, move, npcRules, of, rolls, run } from './helpers';
import { hex } from './seedBattle';

describe('R-9.6, R-10.3 a mech with a damaged gyro that moves checks at 5, +1 per leg actuator hit', () => {
  it('Hunter walks with one gyro hit and one leg actuator hit: TN 6, rolled in the movement step, saying why', () => {
    const b = duel();
    b.mechs[0].crits.gyroHits = 1;
    b.mechs[0].crits.actuatorHits.LL = 1;
    const r = run(b, { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [3, 3]);
    const [check] = rolls(r, 'piloting');
    expect([check.step, check.reason, tnTotal(check.tn!), check.success]).toEqual([
      'movement',
      'gyro damaged: walked',
      6,
      true,
    ]);
  });
});

describe('R-13.1 movement heat', () => {
  it('a mech that declares Stand still makes no movement heat: only its weapon is listed', () => {
    const r = run(
      duel(),
      { moves: [move('Hunter', 'stand')], attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 })] },
      [1, 1],
      npcRules,
    );
    expect(of(r, 'heat').find((h) => h.mech === 'Hunter')!.generated).toEqual([{ label: 'Medium Laser', value: 3 }]);
  });
});

describe('R-10.2 a prone mech stands up only when its line says Stand up', () => {
  it('a prone Hunter declaring Stand still stays prone, and nothing says it stood', () => {
    const r = run(duel({ prone: true }), { moves: [move('Hunter', 'stand')] }, []);
    expect(mechOf(r, 'Hunter').prone).toBe(true);
    expect(of(r, 'status').filter((s) => s.status === 'stood')).toEqual([]);
  });

  it('with Stand up it stands, in its hex', () => {
    const r = run(duel({ prone: true }), { moves: [move('Hunter', 'stand', { standUp: true })] }, []);
    expect([mechOf(r, 'Hunter').prone, mechOf(r, 'Hunter').position]).toEqual([false, hex('0505')]);
  });
});

describe('R-V.2 a cool-down check declared on the movement line', () => {
  it('is rolled in the movement step instead of a move: Piloting 4 + heat 4 = 8, a 9 drops heat by 2', () => {
    const coolRules = { ...npcRules, heatModel: 'cooldown' as const };
    const r = run(duel({ heat: 4 }), { moves: [move('Hunter', 'stand', { coolDown: true })] }, [4, 5], coolRules);
    const [check] = rolls(r, 'coolDown');
    expect([check.step, check.success, check.result]).toEqual(['movement', true, 'heat 4 → 2']);
    expect(of(r, 'move').filter((m) => m.mech === 'Hunter')).toEqual([]);
  });
});
