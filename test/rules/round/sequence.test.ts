import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../src/log/describe';
import type { RoundStep } from '../../../src/rules/model/events';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import { duel, fire, mechOf, move, npcRules, of, rolls, run } from './helpers';
import { hex } from './seedBattle';

const STEPS: RoundStep[] = ['start', 'movement', 'outflank', 'attacks', 'end'];

describe('R-14 round sequence', () => {
  it('start → movement → outflank → attacks → end, and the round counter advances', () => {
    const b = duel({ pilotStatus: 'unconscious', wounds: 1 }, { position: '0507' });
    b.mechs[0].crits.gyroHits = 1;
    const decl = {
      moves: [move('Hunter', 'walk', { to: hex('0506'), outflank: 'Prey' })],
      attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 3 })],
    };
    // wake 7; gyro check 7; outflank 7 (advantage, rear); attack 3d6 6,6,1 → 12, crit chance; rear location 7, confirm
    // 2.
    const r = run(b, decl, [3, 4, 3, 4, 3, 4, 6, 6, 1, 3, 4, 1, 1], npcRules);
    const steps = rolls(r, 'wake').concat(rolls(r, 'piloting'), rolls(r, 'outflank'), rolls(r, 'attack'));
    expect(steps.map((e) => e.step)).toEqual(['start', 'movement', 'outflank', 'attacks']);
    const order = of(r, 'roll').map((e) => STEPS.indexOf(e.step));
    expect(order).toEqual(order.slice().sort((x, y) => x - y));
    expect(r.battle.round).toBe(2);
  });

  it('movement resolves in sheet order (the Mechs tab), not declaration order', () => {
    const r = run(
      duel(),
      { moves: [move('Prey', 'walk', { to: hex('0509') }), move('Hunter', 'walk', { to: hex('0504') })] },
      [],
    );
    expect(of(r, 'move').map((m) => m.mech)).toEqual(['Hunter', 'Prey']);
  });

  it('attacks resolve in the order of the Attacks lines', () => {
    const r = run(
      duel(),
      {
        attacks: [
          fire('Prey', 'Hunter', ['Medium Laser'], { other: 6 }),
          fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 }),
        ],
      },
      [1, 1, 1, 1],
      npcRules,
    );
    expect(of(r, 'attack').map((a) => a.attacker)).toEqual(['Prey', 'Hunter']);
  });
});

describe('R-14.4 simultaneous fire', () => {
  it('a mech destroyed earlier in the attack step still makes its declared attacks', () => {
    const b = duel({}, { armor: { CT: 0 }, structure: { CT: 1 } });
    const r = run(
      b,
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser']), fire('Prey', 'Hunter', ['Medium Laser'])] },
      [3, 4, 3, 4, 3, 4, 3, 4],
      npcRules,
    );
    expect(mechOf(r, 'Prey').destroyed).toBe(true);
    expect(of(r, 'attack').map((a) => [a.attacker, a.outcome])).toEqual([
      ['Hunter', 'hit'],
      ['Prey', 'hit'],
    ]);
    expect(mechOf(r, 'Hunter').armor.CT).toBe(24 - 5);
  });

  it('a mech destroyed before the attack step (here by a heat ammo explosion) makes none', () => {
    const b = duel(
      {},
      {
        heat: 19,
        heatSinks: 30,
        equipment: [
          { name: 'Medium Laser', location: 'RA' },
          { name: 'Ammo (AC/5)', location: 'LT', ammoFor: 'AC/5' },
        ],
      },
    );
    const r = run(b, { attacks: [fire('Prey', 'Hunter', ['Medium Laser'])] }, [3, 3, 1, 1, 4, 4], npcRules);
    expect(of(r, 'attack')).toEqual([
      expect.objectContaining({ attacker: 'Prey', outcome: 'impossible', reason: 'Prey is destroyed' }),
    ]);
  });
});

describe('R-11.2 waking up', () => {
  it('an unconscious pilot rolls 3 + 2 × (wounds − 1) at the start; failing, the mech does nothing', () => {
    const r = run(
      duel({ pilotStatus: 'unconscious', wounds: 2 }),
      { moves: [move('Hunter', 'walk', { to: hex('0504') })] },
      [2, 2],
    );
    expect(rolls(r, 'wake')[0]).toMatchObject({ success: false });
    expect(of(r, 'move')).toEqual([]);
  });

  it('passing, it acts this round', () => {
    const r = run(
      duel({ pilotStatus: 'unconscious', wounds: 2 }),
      { moves: [move('Hunter', 'walk', { to: hex('0504') })] },
      [3, 2],
    );
    expect(mechOf(r, 'Hunter')).toMatchObject({
      position: hex('0504'),
      pilot: expect.objectContaining({ status: 'active' }),
    });
  });
});

describe('R-9.8 life support', () => {
  it('fails at the end of the round: out for the next round, then wakes without a roll', () => {
    const b = duel();
    b.mechs[0].crits.lifeSupport = true;
    const r1 = run(b, {}, [2, 3]);
    expect(rolls(r1, 'lifeSupport')[0]).toMatchObject({ step: 'end', success: false });
    expect(mechOf(r1, 'Hunter').pilot).toMatchObject({ status: 'unconscious', unconsciousUntilRound: 2 });
    // Round 2: still out, no wake roll; life support is not rolled for an unconscious pilot.
    const r2 = run(r1.battle, {}, []);
    expect([rolls(r2, 'wake'), mechOf(r2, 'Hunter').pilot.status]).toEqual([[], 'unconscious']);
    // Round 3: awake by itself, then the end-of-round life support roll again.
    const r3 = run(r2.battle, {}, [3, 3]);
    expect(of(r3, 'pilot')[0]).toMatchObject({ status: 'awake' });
    expect(mechOf(r3, 'Hunter').pilot.status).toBe('active');
  });
});

describe('R-9.8a A knock-out lasts one round, whatever else happens', () => {
  it('R-9.8a: a pilot knocked out by life support whose mech is destroyed before waking wakes at the start of the round after, and the Log says so', () => {
    const b = duel();
    b.mechs[0].crits.lifeSupport = true;
    // Round 1: life support 2 + 3 = 5, under 6: out for round 2.
    const r1 = run(b, {}, [2, 3]);
    expect(mechOf(r1, 'Hunter').pilot).toMatchObject({ status: 'unconscious', unconsciousUntilRound: 2 });
    // Round 2: the Prey's laser (3 − 1 stood still = 2, rolls 7) strikes the bare Center Torso (7): destroyed.
    const hunter = mechOf(r1, 'Hunter');
    hunter.armor.CT = 0;
    hunter.structure.CT = 1;
    const r2 = run(r1.battle, { attacks: [fire('Prey', 'Hunter', ['Medium Laser'])] }, [3, 4, 3, 4], npcRules);
    expect(mechOf(r2, 'Hunter')).toMatchObject({
      destroyed: true,
      pilot: expect.objectContaining({ status: 'unconscious' }),
    });
    // Round 3: the knock-out is over, wreck or not; no die is thrown for it.
    const r3 = run(r2.battle, {}, []);
    expect(of(r3, 'pilot').map(describeEvent)).toEqual(['Pilot of Hunter wakes up: life support knock-out over']);
    expect(mechOf(r3, 'Hunter').pilot).toMatchObject({ status: 'active', unconsciousUntilRound: undefined });
  });
});

describe('problems stop the round', () => {
  it('nothing is resolved and no die is thrown', () => {
    const dice = new ScriptedDice([]);
    const r = resolveRound(duel(), { moves: [move('Nobody', 'walk')], attacks: [] }, npcRules, dice);
    expect(r.ok).toBe(false);
  });
});
