import { describe, expect, it } from 'vitest';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { endOfRound, knockdownModifier } from '../../../src/rules/round/sequence/endOfRound';
import { STANDARD_HEAT_MODEL } from '../../../src/rules/round/heat/heatStandard';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';
import { duel, fire, mechOf, npcRules, of, rolls, run } from './helpers';

describe('R-10.1 knockdown thresholds', () => {
  it('no check at 20 damage or less; +0 for 21–40, +2 for 41–60, +4 for 61–80', () => {
    expect([20, 21, 40, 41, 60, 61, 80, 81].map(knockdownModifier)).toEqual([undefined, 0, 0, 2, 2, 4, 4, 6]);
  });

  const heavy = () =>
    duel(
      {
        equipment: [
          { name: 'AC/20', location: 'RT' },
          { name: 'AC/20', location: 'LT' },
          { name: 'Medium Laser', location: 'RA' },
        ],
      },
      { tonnage: 100 },
    );
  const hitCT = [3, 4, 3, 4]; // attack 7, location 7 (Center Torso)

  it('25 damage in a round: a piloting check at Piloting + 0, at the end of the round', () => {
    const r = run(
      heavy(),
      { attacks: [fire('Hunter', 'Prey', ['AC/20', 'Medium Laser'])] },
      [...hitCT, ...hitCT, 2, 2],
      npcRules,
    );
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
    expect(checks.map((c) => [describeTargetNumber(c.tn!), c.success])).toEqual([
      ['4 piloting + 2 45 damage = 6', false],
    ]);
    expect(of(r, 'fall')).toEqual([expect.objectContaining({ mech: 'Prey', damage: 10 })]);
    expect(mechOf(r, 'Prey')).toMatchObject({ prone: true, pilot: expect.objectContaining({ wounds: 1 }) });
  });

  it('R-10.3: leg actuator hits add to the check', () => {
    const b = heavy();
    b.mechs[1].crits.actuatorHits.LL = 1;
    const r = run(
      b,
      { attacks: [fire('Hunter', 'Prey', ['AC/20', 'Medium Laser'])] },
      [...hitCT, ...hitCT, 3, 3],
      npcRules,
    );
    expect(describeTargetNumber(rolls(r, 'piloting')[0].tn!)).toBe('4 piloting + 1 leg actuator hits = 5');
  });
});

describe('R-10.1 damage that arrives after a mech has made its knockdown check', () => {
  // Sheet order: Near (first) took 25 this round, Bomb (second) 21. Bomb fails its check and falls;
  // the fall's 2 damage reaches its bare Center Torso structure, the critical is a Major Engine Hit
  // that destroys its engine, and the engine detonates: Near, 11 hexes away, takes 25 more.
  function endStep(faces: number[]) {
    const near = makeMech({ id: 'Near', tonnage: 100, position: '0101' });
    const bomb = makeMech({ id: 'Bomb', tonnage: 20, position: '1201', armor: { CT: 0 } });
    bomb.crits.engineHits = 1;
    const ctx = makeContext(makeBattle([near, bomb]), faces, { playersAdvantage: false });
    ctx.damageTaken.Near = 25;
    ctx.damageTaken.Bomb = 21;
    endOfRound(ctx, STANDARD_HEAT_MODEL);
    return ctx;
  }
  const bombFalls = [
    ...[1, 1], // Bomb's knockdown check at 4: fails
    ...[3, 4], // fall: 2 damage, Center Torso (structure: a critical chance)
    ...[4, 4], // confirmed
    6, // Major Engine Hit: engine hits 3, destroyed
    ...[5, 5], // 10: the engine detonates
    ...[3, 4, 3, 4, 3, 4, 3, 4, 3, 4], // Near: 25 in five groups, all on its Center Torso armor
    ...[3, 3], // Bomb's pilot stays conscious after the fall's wound
  ];

  it('R-10.1: the mech checks again at its new total — 50 damage, +2 — after the detonation', () => {
    const ctx = endStep([...[3, 3], ...bombFalls, ...[4, 2]]);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
    const checks = rollsOf(ctx, 'piloting').map((c) => [c.mech, c.reason, describeTargetNumber(c.tn!), c.success]);
    expect(checks).toEqual([
      ['Near', 'knockdown: 25 damage this round', '4 piloting = 4', true],
      ['Bomb', 'knockdown: 21 damage this round', '4 piloting = 4', false],
      ['Near', 'knockdown: 50 damage this round', '4 piloting + 2 50 damage = 6', true],
    ]);
  });

  it('R-10.1: damage that does not call for a harder check brings no second one; a mech that fell checks no more', () => {
    // Near had already taken 45 (+2); 70 in all is +4: it checks again, fails, and falls.
    const near = makeMech({ id: 'Near', tonnage: 100, position: '0101' });
    const bomb = makeMech({ id: 'Bomb', tonnage: 20, position: '1201', armor: { CT: 0 } });
    bomb.crits.engineHits = 1;
    const faces = [...[4, 4], ...bombFalls, ...[1, 1], ...[3, 4, 3, 4], ...[3, 3]];
    const ctx = makeContext(makeBattle([near, bomb]), faces, { playersAdvantage: false });
    ctx.damageTaken.Near = 45;
    ctx.damageTaken.Bomb = 21;
    endOfRound(ctx, STANDARD_HEAT_MODEL);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
    expect(rollsOf(ctx, 'piloting').map((c) => [c.mech, describeTargetNumber(c.tn!)])).toEqual([
      ['Near', '4 piloting + 2 45 damage = 6'],
      ['Bomb', '4 piloting = 4'],
      ['Near', '4 piloting + 4 70 damage = 8'],
    ]);
    expect(eventsOf(ctx, 'fall').map((f) => f.mech)).toEqual(['Bomb', 'Near']);
  });
});

describe('R-10.1 rulings silent: losing a leg is no fall by itself', () => {
  it("a leg destroyed by damage brings no piloting check (Total Warfare's automatic fall is not in the seed)", () => {
    // A Medium Laser (5) on a bare left leg with 3 structure left destroys it (hit 7, location 9);
    // the 2 left over strike the left torso's armor, so no critical chance anywhere (R-9.1a).
    const b = duel({}, { armor: { LL: 0 }, structure: { LL: 3 } });
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }, [3, 4, 4, 5], npcRules);
    expect(mechOf(r, 'Prey').destroyedLocations).toEqual(['LL']);
    expect(rolls(r, 'piloting')).toEqual([]);
  });
});
