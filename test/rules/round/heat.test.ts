import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../../src/rules/model/map';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { TypedDice } from '../../../src/rules/dice/typed';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules, makeBattle } from '../../support/mechs';
import { codesOf, duel, fire, mechOf, move, npcRules, of, rolls, run } from './helpers';
import { hex } from './seedBattle';

const heatOf = (r: ReturnType<typeof run>, id: string) => of(r, 'heat').find((h) => h.mech === id)!;

describe('R-13.1 heat generated', () => {
  it('movement, each weapon fired hit or miss, +5 per engine hit', () => {
    const b = duel();
    b.mechs[0].crits.engineHits = 1;
    const r = run(
      b,
      {
        moves: [move('Hunter', 'run', { to: hex('0504') })],
        attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 })],
      },
      [1, 1],
      npcRules,
    );
    expect(heatOf(r, 'Hunter').generated).toEqual([
      { label: 'ran', value: 2 },
      { label: 'Medium Laser', value: 3 },
      { label: 'engine hits 1', value: 5 },
    ]);
  });
});

describe('R-13.2 external heat', () => {
  it('a Flamer hit adds 1d6 to the target after sinking', () => {
    const b = duel({ position: '0507', equipment: [{ name: 'Flamer', location: 'RA' }] }, { heat: 3 });
    // Flamer hits (7), location 7, 1d6 = 4 external heat.
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['Flamer'])] }, [3, 4, 3, 4, 4], npcRules);
    expect(heatOf(r, 'Prey')).toMatchObject({ before: 3, external: 4, after: 4 });
    expect(rolls(r, 'externalHeat')[0]).toMatchObject({ target: 'Prey', result: '+4 heat' });
  });

  it('ending the round in fire adds 2d6', () => {
    const map: BattleMap = { cols: 10, rows: 10, terrain: { '0504': { fire: true } } };
    const b = makeBattle(duel().mechs, { map });
    const r = run(b, { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [2, 3]);
    expect(heatOf(r, 'Hunter')).toMatchObject({ external: 5, after: 5 });
  });
});

describe('R-13.2: the roll for a hex on fire or of lava says which', () => {
  it("R-13.2: ending the round in lava adds 2d6, logged as the lava's roll", () => {
    const map: BattleMap = { cols: 10, rows: 10, terrain: { '0504': { lava: true } } };
    const b = makeBattle(duel().mechs, { map });
    const r = run(b, { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [2, 3]);
    expect(heatOf(r, 'Hunter')).toMatchObject({ external: 5, after: 5 });
    expect(rolls(r, 'externalHeat')[0]).toMatchObject({
      mech: 'Hunter',
      result: '+5 heat',
      reason: 'ends the round in lava',
    });
    // with typed rolls only, the roll is asked for in the lava's words.
    const asked = resolveRound(
      b,
      { moves: [move('Hunter', 'walk', { to: hex('0504') })], attacks: [] },
      defaultRules(),
      new TypedDice([]),
    );
    expect(!asked.ok && asked.needed?.map((n) => n.asked)).toEqual(['Hunter: roll 2d6 for lava — heat']);
  });

  it("R-13.2: … and in fire, as the fire's", () => {
    const map: BattleMap = { cols: 10, rows: 10, terrain: { '0504': { fire: true } } };
    const r = run(makeBattle(duel().mechs, { map }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [2, 3]);
    expect(rolls(r, 'externalHeat')[0]).toMatchObject({ mech: 'Hunter', reason: 'ends the round in fire' });
  });
});

describe('R-13.3 end-of-round heat', () => {
  it('Heat = max(5 × engine hits, Heat + generated − sinks) + external: 2 engine hits keep a cold mech at 10', () => {
    const b = duel({ heatSinks: 30 });
    b.mechs[0].crits.engineHits = 2;
    const r = run(b, {}, []);
    expect(heatOf(r, 'Hunter')).toMatchObject({ before: 0, floor: 10, after: 10 });
  });

  it('sinks work down to 0, never below', () => {
    const r = run(duel({ heat: 4 }), {}, []);
    expect(heatOf(r, 'Hunter')).toMatchObject({ before: 4, sunk: 4, after: 0 });
  });
});

describe('R-13.4 heat effects at the start of the round', () => {
  it('heat 14: a shutdown roll (avoid on 4); failing it, the mech does nothing this round', () => {
    const r = run(
      duel({ heat: 14 }),
      { moves: [move('Hunter', 'walk', { to: hex('0504') })], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 2],
    );
    expect(rolls(r, 'shutdown')[0]).toMatchObject({ step: 'start', success: false });
    expect(mechOf(r, 'Hunter')).toMatchObject({ shutdown: true, position: hex('0505') });
    expect(of(r, 'attack')).toEqual([
      expect.objectContaining({ outcome: 'impossible', reason: 'Hunter is shut down' }),
    ]);
  });

  it('the heat carried into the round costs to-hit that round: heat 8 is +1 on every weapon attack', () => {
    const r = run(duel({ heat: 8 }), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }, [3, 4, 3, 4], npcRules);
    expect(describeTargetNumber(rolls(r, 'attack')[0].tn!)).toBe('3 gunnery - 1 stood still + 1 heat 8 = 3');
  });

  it('heat 30: automatic shutdown, no roll', () => {
    const r = run(duel({ heat: 30, heatSinks: 0 }), {}, []);
    expect([rolls(r, 'shutdown'), of(r, 'status')]).toEqual([
      [],
      [expect.objectContaining({ mech: 'Hunter', status: 'shutdown' })],
    ]);
  });

  it('a shut-down mech restarts when its heat is below the lowest shutdown level (14), and may act', () => {
    const r = run(duel({ heat: 13, shutdown: true }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, []);
    expect(of(r, 'status')[0]).toMatchObject({ status: 'restarted' });
    expect(mechOf(r, 'Hunter').position).toEqual(hex('0504'));
    expect(
      codesOf(duel({ heat: 16, shutdown: true }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }),
    ).toEqual(['move/shutdown']);
  });

  it('heat 19 with ammunition: an ammo explosion roll (avoid on 4); failing, it goes off as R-9.7', () => {
    const b = duel({
      heat: 19,
      equipment: [
        { name: 'LRM-5', location: 'LT' },
        { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5' },
      ],
    });
    // Shutdown avoid 6: 6 keeps running; ammo avoid 4: 2 explodes; survival TN 7: 8 survives.
    const r = run(b, {}, [3, 3, 1, 1, 4, 4]);
    expect(rolls(r, 'heatAmmoExplosion')[0]).toMatchObject({
      success: false,
      result: 'ammunition explodes in the Right Torso',
    });
    expect(rolls(r, 'ammoExplosionSurvival')[0]).toMatchObject({ success: true });
    expect(mechOf(r, 'Hunter')).toMatchObject({
      destroyed: true,
      pilot: expect.objectContaining({ status: 'active' }),
    });
  });
});

describe('R-0.1 / R-13.4 a heat-scale avoid number of 13 or more is not rolled', () => {
  it('R-0.1: a GM scale asking 13 to avoid shutdown shuts the mech down without a roll, and the log says the check could not succeed', () => {
    const scale = [
      { heat: 0, mpReduction: 0, toHit: 0, shutdownAvoid: null, ammoAvoid: null },
      { heat: 10, mpReduction: 0, toHit: 0, shutdownAvoid: 13, ammoAvoid: 13 },
    ];
    const b = duel({
      heat: 12,
      equipment: [
        { name: 'LRM-5', location: 'LT' },
        { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5' },
      ],
    });
    // No die for either check; the ammo explosion's survival check (TN 7) rolls 8.
    const r = run(b, {}, [4, 4], { ...npcRules, heatScale: scale });
    const [shutdown] = rolls(r, 'shutdown');
    expect([shutdown.roll.faces, shutdown.success, shutdown.result]).toEqual([
      [],
      false,
      'cannot succeed (TN 13+): shuts down',
    ]);
    const [ammo] = rolls(r, 'heatAmmoExplosion');
    expect([ammo.roll.faces, ammo.success]).toEqual([[], false]);
    expect(mechOf(r, 'Hunter')).toMatchObject({ shutdown: true, destroyed: true });
  });
});
