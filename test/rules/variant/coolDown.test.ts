import { describe, expect, it } from 'vitest';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { codesOf, duel, fire, mechOf, move, of, problemsOf, rolls, run } from '../round/helpers';
import { hex } from '../round/seedBattle';
import { defaultRules } from '../../support/mechs';

const coolRules = defaultRules({ heatModel: 'cooldown', playersAdvantage: false });
const coolDownMove = (mech: string) => move(mech, 'stand', { coolDown: true });
const coolDownLine = (mech: string) => fire(mech, '', [], { coolDown: true });

describe("R-V.2 the seed's cool-down example", () => {
  // Size 3, Piloting 4, heat 4: overheating. Movement step: rolls 5 against TN 8 and fails, so a
  // critical hit: Front hit location 4 (Right Arm), effect 4 (Weapon Destroyed). Attack step: rolls 9
  // against the same TN 8: heat drops by 2 to 2, no longer overheating.
  const battle = duel({ size: 3, piloting: 4, heat: 4 });
  const r = run(
    battle,
    { moves: [coolDownMove('Hunter')], attacks: [coolDownLine('Hunter')] },
    [2, 3, 1, 3, 4, 4, 5],
    coolRules,
  );
  const checks = rolls(r, 'coolDown');

  it('R-V.2: TN = 4 piloting + 4 heat = 8, once in the movement step and once in the attack step', () => {
    expect(checks.map((c) => [c.step, describeTargetNumber(c.tn!)])).toEqual([
      ['movement', '4 piloting + 4 heat = 8'],
      ['attacks', '4 piloting + 4 heat = 8'],
    ]);
  });

  it('R-V.2: a 5 fails while overheating: a critical hit — Front hit location, then straight to the 1d6 effect (no confirmation roll)', () => {
    expect([checks[0].roll.total, checks[0].success, checks[0].result]).toEqual([5, false, 'critical hit']);
    expect(rolls(r, 'critConfirm')).toEqual([]);
    expect(rolls(r, 'hitLocation')[0]).toMatchObject({
      step: 'movement',
      mech: 'Hunter',
      result: 'Right Arm',
      reason: 'failed cool-down check',
    });
    expect(of(r, 'critical')).toEqual([
      expect.objectContaining({ mech: 'Hunter', location: 'RA', effect: 'Weapon Destroyed' }),
    ]);
    expect(mechOf(r, 'Hunter').equipment[0].destroyed).toBe(true);
    expect(mechOf(r, 'Hunter').crits.count).toBe(1);
  });

  it('R-V.2: a 9 in the attack step passes by 1: heat drops by 2 to 2, and the mech is no longer overheating', () => {
    expect([checks[1].roll.total, checks[1].success, checks[1].result]).toEqual([9, true, 'heat 4 → 2']);
    expect(of(r, 'status')).toEqual([
      expect.objectContaining({ mech: 'Hunter', status: 'cooled', reason: 'heat 2, size 3' }),
    ]);
  });

  it('R-V.2, R-V.1: the check replaces the move (no move line); at the heat phase, having built up no heat, it sheds 1 more: heat 1', () => {
    expect(of(r, 'move')).toEqual([]);
    expect(of(r, 'heat').find((h) => h.mech === 'Hunter')).toMatchObject({
      before: 4,
      after: 1,
      sunk: 3,
      cooling: [
        { label: 'cool-down check', value: 2 },
        { label: 'no heat built up', value: 1 },
      ],
    });
    expect(mechOf(r, 'Hunter').heat).toBe(1);
  });
});

describe('R-V.2 cool-down checks', () => {
  it('R-V.2, R-0.3: each wound adds 1 to the TN (a piloting skill check)', () => {
    const r = run(duel({ size: 3, heat: 2, wounds: 2 }), { moves: [coolDownMove('Hunter')] }, [6, 6], coolRules);
    expect(describeTargetNumber(rolls(r, 'coolDown')[0].tn!)).toBe('4 piloting + 2 wounds + 2 heat = 8');
  });

  it('R-V.2: success lowers heat by margin + 1, never below 0', () => {
    const r = run(duel({ heat: 1 }), { moves: [coolDownMove('Hunter')] }, [6, 6], coolRules);
    expect(rolls(r, 'coolDown')[0]).toMatchObject({ success: true, result: 'heat 1 → 0' });
    expect(of(r, 'heat')[0]).toMatchObject({ before: 1, after: 0, cooling: [{ label: 'cool-down check', value: 1 }] });
  });

  it('R-V.2: a failure when not overheating does nothing more (no critical)', () => {
    const r = run(duel({ size: 3, heat: 3 }), { moves: [coolDownMove('Hunter')] }, [1, 2], coolRules);
    expect(rolls(r, 'coolDown')[0]).toMatchObject({ success: false, result: 'no effect' });
    expect(of(r, 'critical')).toEqual([]);
  });

  it('R-V.2, R-0.1: a TN of 13+ is not rolled and fails — while overheating, still a critical hit', () => {
    // Piloting 4 + heat 9 = 13: no dice for the check; hit location 7 (Center Torso), effect 1 (Gyro).
    const r = run(duel({ size: 2, heat: 9 }), { attacks: [coolDownLine('Hunter')] }, [3, 4, 1], coolRules);
    expect(rolls(r, 'coolDown')[0]).toMatchObject({
      roll: { faces: [] },
      success: false,
      result: 'cannot succeed (TN 13+)',
    });
    expect(of(r, 'critical')[0]).toMatchObject({ location: 'CT', effect: 'Gyro Damaged' });
  });

  it('R-V.2, R-8.4: the critical of a failed check passes inward from a destroyed location, as damage does', () => {
    const r = run(
      duel({ size: 1, heat: 3, destroyedLocations: ['RA'] }),
      { moves: [coolDownMove('Hunter')] },
      [1, 1, 2, 1, 3],
      coolRules,
    );
    expect(rolls(r, 'hitLocation')[0].result).toBe('Right Arm, destroyed: critical in the Right Torso');
    expect(of(r, 'critical')[0]).toMatchObject({ location: 'RT' });
  });

  it('R-V.2: an unconscious pilot who does not wake makes no check', () => {
    const r = run(
      duel({ heat: 5, wounds: 2, pilotStatus: 'unconscious' }),
      { moves: [coolDownMove('Hunter')] },
      [1, 1],
      coolRules,
    );
    expect(rolls(r, 'coolDown')).toEqual([]);
  });

  it('R-V.2: a cool-down line in the attack step is made in sheet order among the attack lines', () => {
    const r = run(
      duel({ heat: 2 }, { heat: 2 }),
      { attacks: [fire('Prey', 'Hunter', ['Medium Laser'], { other: 6 }), coolDownLine('Hunter')] },
      [1, 1, 6, 6],
      coolRules,
    );
    const order = r.events
      .filter((e) => e.type === 'attack' || (e.type === 'roll' && e.purpose === 'coolDown'))
      .map((e) => e.type);
    expect(order).toEqual(['attack', 'roll']);
  });

  it('R-V.2: the check may be made instead of moving and instead of attacking in one round', () => {
    expect(
      codesOf(duel({ heat: 8 }), { moves: [coolDownMove('Hunter')], attacks: [coolDownLine('Hunter')] }, coolRules),
    ).toEqual([]);
  });
});

describe('R-V.2 cool-down declarations the rules refuse', () => {
  it.each([
    ['move/cool_down_moves', { moves: [move('Hunter', 'walk', { to: hex('0504'), coolDown: true })] }],
    ['move/cool_down_moves', { moves: [move('Hunter', 'stand', { coolDown: true, evasive: true })] }],
    ['attack/cool_down_with_attack', { attacks: [fire('Hunter', '', ['Medium Laser'], { coolDown: true })] }],
    ['attack/cool_down_twice', { attacks: [coolDownLine('Hunter'), coolDownLine('Hunter')] }],
    ['attack/cool_down_and_attack', { attacks: [coolDownLine('Hunter'), fire('Hunter', 'Prey', 'all')] }],
    ['attack/unknown_mech', { attacks: [coolDownLine('Nobody')] }],
  ] as const)('R-V.2: %s', (code, decl) => {
    const problems = problemsOf(duel(), decl, coolRules);
    expect(problems.map((p) => p.code)).toEqual([code]);
    if (problems[0].mech) expect(problems[0].message).toContain(problems[0].mech);
  });

  it('R-V.2: the check replaces the whole movement: a destination, a stand-up or an outflank beside it is named', () => {
    const refusal = (more: Parameters<typeof move>[2]) =>
      problemsOf(duel(), { moves: [move('Hunter', 'stand', { coolDown: true, ...more })] }, coolRules).map(
        (p) => p.message,
      );
    const because = (what: string) => [
      `Hunter makes a cool-down check instead of moving (R-V.2), so it cannot also declare ${what}.`,
    ];
    expect(refusal({ to: hex('0504') })).toEqual(because('a destination'));
    expect(refusal({ standUp: true })).toEqual(because('Stand up'));
    expect(refusal({ outflank: 'Prey' })).toEqual(because('an outflank'));
  });

  it('R-V.2: a destroyed mech or one with no pilot cannot cool down', () => {
    expect(
      codesOf(
        duel({ destroyed: true }),
        { moves: [coolDownMove('Hunter')], attacks: [coolDownLine('Hunter')] },
        coolRules,
      ),
    ).toEqual(['move/destroyed', 'attack/attacker_destroyed']);
    expect(codesOf(duel({ pilotStatus: 'dead' }), { attacks: [coolDownLine('Hunter')] }, coolRules)).toEqual([
      'attack/no_pilot',
    ]);
  });

  it('R-V.2: under the standard heat model a cool-down line is still refused as before', () => {
    expect(codesOf(duel(), { moves: [coolDownMove('Hunter')] })).toEqual(['move/cool_down_variant']);
  });
});
