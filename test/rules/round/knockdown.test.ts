import { describe, expect, it } from 'vitest';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { knockdownModifier } from '../../../src/rules/round/endOfRound';
import { duel, fire, mechOf, npcRules, of, rolls, run } from './helpers';

describe('R-10.1 knockdown thresholds', () => {
  it('no check at 20 damage or less; +0 for 21–40, +2 for 41–60, +4 for 61–80', () => {
    expect([20, 21, 40, 41, 60, 61, 80, 81].map(knockdownModifier)).toEqual([undefined, 0, 0, 2, 2, 4, 4, 6]);
  });

  const heavy = () =>
    duel(
      { equipment: [{ name: 'AC/20', location: 'RT' }, { name: 'AC/20', location: 'LT' }, { name: 'Medium Laser', location: 'RA' }] },
      { tonnage: 100 },
    );
  const hitCT = [3, 4, 3, 4]; // attack 7, location 7 (Center Torso)

  it('25 damage in a round: a piloting check at Piloting + 0, at the end of the round', () => {
    const r = run(heavy(), { attacks: [fire('Hunter', 'Prey', ['AC/20', 'Medium Laser'])] }, [...hitCT, ...hitCT, 2, 2], npcRules);
    const [check] = rolls(r, 'piloting');
    expect([check.mech, check.step, check.reason, describeTargetNumber(check.tn!), check.success]).toEqual([
      'Prey',
      'end',
      'knockdown: 25 damage this round',
      '4 piloting = 4',
      true,
    ]);
  });

  it('45 damage: Piloting + 2; failing it, the mech falls (R-10.2) — and checks no more', () => {
    const faces = [...hitCT, ...hitCT, ...hitCT, 1, 1, 5, 5, 5, 5, 3, 4];
    const r = run(heavy(), { attacks: [fire('Hunter', 'Prey', 'all')] }, faces, npcRules);
    const checks = rolls(r, 'piloting');
    expect(checks.map((c) => [describeTargetNumber(c.tn!), c.success])).toEqual([['4 piloting + 2 45 damage = 6', false]]);
    expect(of(r, 'fall')).toEqual([expect.objectContaining({ mech: 'Prey', damage: 10 })]);
    expect(mechOf(r, 'Prey')).toMatchObject({ prone: true, pilot: expect.objectContaining({ wounds: 1 }) });
  });

  it('R-10.3: leg actuator hits add to the check', () => {
    const b = heavy();
    b.mechs[1].crits.actuatorHits.LL = 1;
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['AC/20', 'Medium Laser'])] }, [...hitCT, ...hitCT, 3, 3], npcRules);
    expect(describeTargetNumber(rolls(r, 'piloting')[0].tn!)).toBe('4 piloting + 1 leg actuator hits = 5');
  });
});
