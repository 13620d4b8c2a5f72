import { describe, expect, it } from 'vitest';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { describeTargetNumber, type TargetNumber } from '../../../src/rules/model/targetNumber';
import { attackTargetNumber, weaponTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { AttackTargetNumberOptions } from '../../../src/rules/round/attacks/attackTargetNumber';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { duel, fire, move, npcRules, of, rolls, run } from './helpers';
import { hex, seedBattle } from './seedBattle';

const rules = defaultRules();
const everyoneRan: MoveDeclaration[] = ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((mech) => ({
  mech,
  mode: 'run' as const,
}));

function tn(target: string, weapon: string): number | string {
  const r = attackTargetNumber(seedBattle(), everyoneRan, 'Griffin', target, STANDARD_CATALOG[weapon], {
    rules,
    equipmentLocation: weapon === 'LRM-5' ? 'LT' : 'RA',
  });
  return r.ok ? r.total : r.problem.code;
}

describe('seed ranged examples through attackTargetNumber (R-3, R-3.1–R-3.3)', () => {
  it('example 1, Blackjack at 5 hexes: Large Laser 6, LRM-5 7 (+1 minimum range), Medium Laser 8', () => {
    expect([tn('Blackjack', 'Large Laser'), tn('Blackjack', 'LRM-5'), tn('Blackjack', 'Medium Laser')]).toEqual([
      6, 7, 8,
    ]);
  });

  it('example 2, Rifleman at 7 hexes through 1 light + 1 heavy woods (+3): LRM-5 8, Large Laser 10, Medium Laser 12', () => {
    expect([tn('Rifleman', 'LRM-5'), tn('Rifleman', 'Large Laser'), tn('Rifleman', 'Medium Laser')]).toEqual([
      8, 10, 12,
    ]);
  });

  it('example 3, Locust at 11 hexes: LRM-5 9, Large Laser 11, Medium Laser out of range', () => {
    expect([tn('Locust', 'LRM-5'), tn('Locust', 'Large Laser'), tn('Locust', 'Medium Laser')]).toEqual([
      9,
      11,
      'attack/out_of_range',
    ]);
  });

  it('R-3.4: the breakdown names every term: the Rifleman LRM reads 3 gunnery + 1 ran + 1 target TMM + 3 woods', () => {
    const r = attackTargetNumber(seedBattle(), everyoneRan, 'Griffin', 'Rifleman', STANDARD_CATALOG['LRM-5'], {
      rules,
    });
    if (!r.ok) throw new Error(r.problem.message);
    expect(describeTargetNumber(r.tn)).toBe('3 gunnery + 1 ran + 1 target TMM + 3 woods (1 light, 1 heavy) = 8');
  });
});

function preview(
  battle: ReturnType<typeof duel>,
  weapon: string,
  moves: MoveDeclaration[] = [],
  opts: Partial<AttackTargetNumberOptions> = {},
) {
  return attackTargetNumber(battle, moves, 'Hunter', 'Prey', STANDARD_CATALOG[weapon], {
    rules: npcRules,
    equipmentLocation: 'RA',
    ...opts,
  });
}

function terms(
  battle: ReturnType<typeof duel>,
  weapon = 'Medium Laser',
  moves: MoveDeclaration[] = [],
  opts: Partial<AttackTargetNumberOptions> = {},
): string {
  const r = preview(battle, weapon, moves, opts);
  return r.ok ? describeTargetNumber(r.tn) : r.problem.code;
}

describe('R-3.1 Other', () => {
  it('wounds +1 each (R-0.3)', () => {
    expect(terms(duel({ wounds: 2 }))).toBe('3 gunnery - 1 stood still + 2 wounds = 4');
  });

  it('sensor hits +2 each', () => {
    const b = duel();
    b.mechs[0].crits.sensorHits = 2;
    expect(terms(b)).toBe('3 gunnery - 1 stood still + 4 2 sensor hits = 6');
  });

  it('actuator hits in the arm carrying the weapon +1 each; none for a torso weapon', () => {
    const b = duel();
    b.mechs[0].crits.actuatorHits.RA = 2;
    expect(terms(b)).toBe('3 gunnery - 1 stood still + 2 RA actuator hits = 4');
    expect(terms(b, 'Medium Laser', [], { equipmentLocation: 'LT' })).toBe('3 gunnery - 1 stood still = 2');
  });

  it("the heat-scale to-hit at the attacker's heat (R-13.4): heat 8 is +1", () => {
    expect(terms(duel({ heat: 8 }))).toBe('3 gunnery - 1 stood still + 1 heat 8 = 3');
  });

  it("the GM's number", () => {
    expect(terms(duel(), 'Medium Laser', [], { gmOther: 2 })).toBe('3 gunnery - 1 stood still + 2 GM other = 4');
  });

  it('woods in the target hex count, woods in the attacker hex do not (R-1.3)', () => {
    const map = {
      cols: 10,
      rows: 10,
      terrain: { '0505': { woods: 'heavy' as const }, '0508': { woods: 'light' as const } },
    };
    const b = makeBattle(duel().mechs, { map });
    expect(terms(b)).toBe('3 gunnery - 1 stood still + 1 woods (1 light) = 3');
  });
});

describe('R-3.2 range brackets and R-3.3 minimum range', () => {
  const at = (row: string, weapon: string) => terms(duel({}, { position: `05${row}` }), weapon);

  it('Medium Laser 3/6/9: +0 at 3, +2 at 6, +4 at 9, out of range at 10', () => {
    expect([
      at('08', 'Medium Laser'),
      at('11', 'Medium Laser'),
      at('14', 'Medium Laser'),
      at('15', 'Medium Laser'),
    ]).toEqual([
      '3 gunnery - 1 stood still = 2',
      '3 gunnery - 1 stood still + 2 medium range = 4',
      '3 gunnery - 1 stood still + 4 long range = 6',
      'attack/out_of_range',
    ]);
    const r = preview(duel({}, { position: '0515' }), 'Medium Laser');
    expect(r.ok ? '' : r.problem.message).toBe(
      'Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9.',
    );
  });

  it('LRM-5 minimum 6: +1 at 5 hexes, +4 at 2; still in range', () => {
    expect(at('10', 'LRM-5')).toBe('3 gunnery - 1 stood still + 1 inside minimum range 6 = 3');
    expect(at('07', 'LRM-5')).toBe('3 gunnery - 1 stood still + 4 inside minimum range 6 = 6');
  });
});

describe('R-0.1 a TN of 13 or more is reported, not rolled', () => {
  it('the attack is impossible: no roll, no heat', () => {
    const r = run(
      duel({ equipment: [{ name: 'Large Laser', location: 'RA' }] }),
      { attacks: [fire('Hunter', 'Prey', ['Large Laser'], { other: 11 })] },
      [],
      npcRules,
    );
    expect(of(r, 'attack')).toEqual([
      expect.objectContaining({
        weapon: 'Large Laser',
        outcome: 'impossible',
        reason: 'TN 13: 13 or more cannot hit (R-0.1)',
      }),
    ]);
    expect(rolls(r, 'attack')).toEqual([]);
    expect(of(r, 'heat').find((h) => h.mech === 'Hunter')!.generated).toEqual([]);
  });
});

describe('target TMM when the target cannot be moving (R-11.2, R-10.2, R-13.4, R-9.5)', () => {
  const running: MoveDeclaration[] = [move('Prey', 'run')];
  it('a running target gives its TMM', () => {
    expect(terms(duel(), 'Medium Laser', running)).toBe('3 gunnery - 1 stood still + 1 target TMM = 3');
  });
  it.each([
    ['prone', { prone: true }, 'prone'],
    ['shut down', { shutdown: true }, 'shut down'],
    ['immobile', { destroyedLocations: ['LL' as const, 'RL' as const] }, 'immobile'],
  ])('%s: TMM 0', (_name, prey, label) => {
    const r = preview(duel({}, prey), 'Medium Laser', running);
    expect(r.ok && r.tn.modifiers.find((m) => m.source === 'tmm')).toEqual({
      source: 'tmm',
      value: 0,
      label: `target TMM (${label})`,
    });
  });
});

describe('R-11.2: a target whose pilot is unconscious, seen before the round', () => {
  const unconscious = { pilotStatus: 'unconscious' as const, wounds: 2 };
  const running: MoveDeclaration[] = [move('Prey', 'run')];
  const tnOf = (r: ReturnType<typeof preview> | undefined) =>
    r === undefined ? 'same' : r.ok ? describeTargetNumber(r.tn) : r.problem.message;

  it('R-11.2: it wakes at the start of the round and moves as declared: its TMM as declared; the TN if it stays unconscious (TMM 0) beside it', () => {
    const r = preview(duel({}, unconscious), 'Medium Laser', running);
    expect(tnOf(r)).toBe('3 gunnery - 1 stood still + 1 target TMM = 3');
    // Wake roll 3 + 2 for the second wound = 5: 30 of 36.
    expect(r.ifTargetStaysOut?.wake).toEqual({ tn: 5, chance: 30 / 36 });
    const staysOut = r.ifTargetStaysOut?.attack;
    expect(tnOf(staysOut)).toBe('3 gunnery - 1 stood still = 2');
    expect(staysOut?.ok && staysOut.tn.modifiers.find((m) => m.source === 'tmm')).toEqual({
      source: 'tmm',
      value: 0,
      label: 'target TMM (pilot unconscious)',
    });
  });

  it('R-11.2: staying unconscious it stands still in its hex: a move into range, or out of it, is measured both ways', () => {
    const comesClose = [move('Prey', 'walk', { to: hex('0508') })];
    // 10 hexes off, beyond the Medium Laser's long range of 9; it walks to 3 hexes.
    const closing = preview(duel({}, { ...unconscious, position: '0515' }), 'Medium Laser', comesClose);
    expect(tnOf(closing)).toBe('3 gunnery - 1 stood still = 2');
    expect(tnOf(closing.ifTargetStaysOut?.attack)).toBe(
      'Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9.',
    );
    const leaving = preview(duel({}, unconscious), 'Medium Laser', [move('Prey', 'walk', { to: hex('0515') })]);
    expect(tnOf(leaving)).toBe('Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9.');
    expect(tnOf(leaving.ifTargetStaysOut?.attack)).toBe('3 gunnery - 1 stood still = 2');
  });

  it('R-11.2: declared to stand still, the TN is the same either way: nothing beside it', () => {
    expect(preview(duel({}, unconscious), 'Medium Laser').ifTargetStaysOut).toBeUndefined();
  });

  it('R-9.8: knocked out by life support until after this round it does not move (TMM 0, its own hex); one whose round is over wakes and moves, with nothing beside it', () => {
    const out = duel({}, unconscious);
    out.mechs[1].pilot.unconsciousUntilRound = out.round;
    const r = preview(out, 'Medium Laser', [move('Prey', 'run', { to: hex('0515') })]);
    // From its own hex, 3 hexes off (its Move to, 10 hexes off, would be out of range).
    expect([tnOf(r), r.ifTargetStaysOut]).toEqual(['3 gunnery - 1 stood still = 2', undefined]);
    const waking = duel({}, unconscious);
    waking.mechs[1].pilot.unconsciousUntilRound = waking.round - 1;
    const w = preview(waking, 'Medium Laser', running);
    expect([tnOf(w), w.ifTargetStaysOut]).toEqual(['3 gunnery - 1 stood still + 1 target TMM = 3', undefined]);
  });

  it('R-11.2, R-14.1: the round rolls the TN the preview gave for the outcome of the wake roll', () => {
    const decl = { moves: running, attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] };
    const before = preview(duel({}, unconscious), 'Medium Laser', running);
    if (!before.ok || !before.ifTargetStaysOut) throw new Error('expected a TN and its other outcome');
    // Wake roll 7 ≥ 5: the Prey wakes and runs. To-hit 7, hit location 7.
    const woke = run(duel({}, unconscious), decl, [3, 4, 3, 4, 3, 4], npcRules);
    expect(describeTargetNumber(rolls(woke, 'attack')[0].tn!)).toBe(describeTargetNumber(before.tn));
    // Wake roll 2 < 5: it stays unconscious and stands still.
    const stayed = run(duel({}, unconscious), decl, [1, 1, 3, 4, 3, 4], npcRules);
    expect(describeTargetNumber(rolls(stayed, 'attack')[0].tn!)).toBe(tnOf(before.ifTargetStaysOut.attack));
  });
});

describe('attackers that cannot attack (a problem, not a number)', () => {
  it.each([
    [{ shutdown: true, heat: 30 }, 'attack/shutdown'],
    [{ destroyed: true }, 'attack/attacker_destroyed'],
  ])('%o → %s', (hunter, code) => {
    expect(terms(duel(hunter))).toBe(code);
  });

  it('R-13.4: a shut-down mech cool enough to restart at the start of the round gets its TN', () => {
    expect(terms(duel({ shutdown: true, heat: 0 }))).toBe('3 gunnery - 1 stood still = 2');
  });

  it('R-11.2: an unconscious pilot rolls to wake at the start of the round, so the TN is given — only if the wake roll succeeds', () => {
    const r = preview(duel({ pilotStatus: 'unconscious', wounds: 2 }), 'Medium Laser');
    // Wake TN 3 + 2 for the second wound = 5: 30 of 36 rolls.
    expect(r.ok && [describeTargetNumber(r.tn), r.onlyIfWakes]).toEqual([
      '3 gunnery - 1 stood still + 2 wounds = 4',
      { tn: 5, chance: 30 / 36 },
    ]);
  });

  it('R-9.8: a pilot knocked out by life support until after this round cannot attack at all', () => {
    const b = duel({ pilotStatus: 'unconscious' });
    b.mechs[0].pilot.unconsciousUntilRound = b.round;
    const r = preview(b, 'Medium Laser');
    expect(r.ok ? 'ok' : [r.problem.code, r.problem.message]).toEqual([
      'attack/unconscious',
      `Hunter cannot attack this round: its pilot is unconscious until after round ${b.round} (life support, R-9.8).`,
    ]);
  });

  it('a mech cannot target itself', () => {
    const b = makeBattle([makeMech({ id: 'Hunter', position: '0505' })]);
    const r = attackTargetNumber(b, [], 'Hunter', 'Hunter', STANDARD_CATALOG['Medium Laser'], { rules: npcRules });
    expect(r.ok ? 'ok' : r.problem.code).toBe('attack/self');
  });
});

describe('R-2.9: prone and immobile targets have TMM 0, like a mech standing still', () => {
  const tmmOf = (tn: TargetNumber | undefined) => tn?.modifiers.find((m) => m.source === 'tmm');
  it('R-2.9: a target that falls in its own movement (a failed gyro check) is attacked at TMM 0 (prone), though it declared Run', () => {
    const b = duel({}, { walkMP: 8 });
    b.mechs[1].crits.gyroHits = 1;
    const faces = [
      1,
      1, // Prey's gyro check, TN 5: 2 fails, it falls
      3,
      4, // fall damage, 5 in one group: Center Torso
      3,
      3, // consciousness after the fall's wound: 6 ≥ 3
      4,
      4, // Hunter's Medium Laser: 8 hits
      3,
      4, // hit location: Center Torso
    ];
    const r = run(
      b,
      { moves: [move('Prey', 'run')], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      faces,
      npcRules,
    );
    expect(of(r, 'fall').map((f) => f.mech)).toEqual(['Prey']);
    const attack = rolls(r, 'attack')[0];
    // Walk 8 runs 12, TMM 3 running; prone, it is 0.
    expect(tmmOf(attack.tn)).toEqual({ source: 'tmm', value: 0, label: 'target TMM (prone)' });
    expect(describeTargetNumber(attack.tn!)).toBe('3 gunnery - 1 stood still = 2');
  });

  it('R-2.9: an immobile target (both legs gone, R-9.5) gives TMM 0, in the preview and in the round', () => {
    const b = duel({}, { destroyedLocations: ['LL', 'RL'] });
    const immobile = { source: 'tmm', value: 0, label: 'target TMM (immobile)' };
    const before = preview(b, 'Medium Laser', [move('Prey', 'stand')]);
    expect(before.ok && tmmOf(before.tn)).toEqual(immobile);
    // Hit on 2 (TN 2), Center Torso.
    const r = run(
      b,
      { moves: [move('Prey', 'stand')], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 1, 3, 4],
      npcRules,
    );
    expect(tmmOf(rolls(r, 'attack')[0].tn)).toEqual(immobile);
  });

  it('R-2.9: a prone target standing up this round counts as standing still: TMM 0 (prone)', () => {
    const r = run(
      duel({}, { prone: true }),
      { moves: [move('Prey', 'stand', { standUp: true })], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 1, 3, 4],
      npcRules,
    );
    expect(tmmOf(rolls(r, 'attack')[0].tn)).toEqual({ source: 'tmm', value: 0, label: 'target TMM' });
  });
});

describe('attacks the TN cannot be measured for (a problem naming why)', () => {
  it('a mech not on the Mechs tab, attacker or target, is named in the problem', () => {
    const b = duel();
    const ml = STANDARD_CATALOG['Medium Laser'];
    const byAttacker = attackTargetNumber(b, [], 'Ghost', 'Prey', ml, { rules: npcRules });
    const byTarget = attackTargetNumber(b, [], 'Hunter', 'Ghost', ml, { rules: npcRules });
    expect(byAttacker.ok ? 'ok' : [byAttacker.problem.code, byAttacker.problem.message]).toEqual([
      'attack/unknown_mech',
      'There is no mech named "Ghost" on the Mechs tab.',
    ]);
    expect(byTarget.ok ? 'ok' : byTarget.problem.message).toBe('There is no mech named "Ghost" on the Mechs tab.');
  });

  it('a mech with no hex, attacker or target, is the one named as not on the map', () => {
    const offTarget = preview(duel({}, { position: null }), 'Medium Laser');
    expect(offTarget.ok ? 'ok' : [offTarget.problem.code, offTarget.problem.mech, offTarget.problem.message]).toEqual([
      'attack/no_position',
      'Hunter',
      'Hunter cannot fire Medium Laser at Prey: Prey is not on the map.',
    ]);
    const offAttacker = preview(duel({ position: null }), 'Medium Laser');
    expect(offAttacker.ok ? 'ok' : offAttacker.problem.message).toBe(
      'Hunter cannot fire Medium Laser at Prey: Hunter is not on the map.',
    );
  });
});

describe('weaponTargetNumber: a mech the movements leave out stands still in its own hex', () => {
  it('R-3: no movement given for either mech reads as both standing still: −1 stood still, target TMM 0, rolled plain', () => {
    const b = duel();
    const [hunter, prey] = b.mechs;
    const r = weaponTargetNumber(b, {}, hunter, prey, STANDARD_CATALOG['Medium Laser'], { rules: npcRules });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.tn.modifiers.map((m) => [m.source, m.value, m.label])).toEqual([
      ['gunnery', 3, 'gunnery'],
      ['amm', -1, 'stood still'],
      ['tmm', 0, 'target TMM'],
      ['range', 0, 'short range'],
    ]);
    expect([r.total, r.distance, r.mode]).toEqual([2, 3, 'normal']);
  });
});
