// Section 19 of docs/rules.md: ammunition that runs out, through the rules core on scripted dice.
import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { facesForTotals, ScriptedDice } from '../../../src/rules/dice/scripted';
import type { RollRequest } from '../../../src/rules/dice/requests';
import { fullShots, shotsLeft } from '../../../src/rules/mech/ammo';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { weaponTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import { describeEvent } from '../../../src/log/describe';
import type { EquipmentInput, MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';
import { duel, fire, mechOf, npcRules, of, rolls, run } from './helpers';

const AC20 = STANDARD_CATALOG['AC/20'];

/** TN 4 (3 gunnery − 1 stood still + 2 GM other): a roll of 1 + 1 misses, so no damage dice follow. */
const MISS = { other: 2 };

/** Hunter with an AC/20 in the right arm and the given bins; Prey 3 hexes away. */
function gunner(bins: readonly EquipmentInput[], more: MechOptions = {}) {
  return duel({ equipment: [{ name: 'AC/20', location: 'RA' }, ...bins], ...more });
}

const bin = (location: 'LT' | 'RT' | 'CT', shots?: number): EquipmentInput => ({
  name: 'Ammo (AC/20)',
  location,
  ammoFor: 'AC/20',
  ...(shots !== undefined ? { shots } : {}),
});

describe('R-19.1 Shots: each shot fired takes one from the first bin of its kind with shots left', () => {
  it('R-19.1: a full ton holds the reference shots per ton, half a ton half of it', () => {
    const full = (ammoFor: string, half = false) =>
      fullShots(
        { name: 'bin', kind: 'ammo', ammoFor, location: 'CT', destroyed: false, ...(half ? { half } : {}) },
        STANDARD_CATALOG,
      );
    expect(
      [
        'Machine Gun',
        'AC/2',
        'AC/5',
        'AC/10',
        'AC/20',
        'LRM-5',
        'LRM-10',
        'LRM-15',
        'LRM-20',
        'SRM-2',
        'SRM-4',
        'SRM-6',
      ].map((w) => full(w)),
    ).toEqual([200, 45, 20, 10, 5, 24, 12, 8, 6, 50, 25, 15]);
    expect(full('Machine Gun', true)).toBe(100);
  });

  it('R-19.1: the AC/20 fired (and missing) takes its shot from the first bin in Equipment order, and the Log says which', () => {
    const r = run(
      gunner([bin('LT', 1), bin('RT', 5)]),
      { attacks: [fire('Hunter', 'Prey', ['AC/20'], MISS)] },
      [1, 1],
      npcRules,
    );
    expect(
      mechOf(r, 'Hunter')
        .equipment.filter((e) => e.kind === 'ammo')
        .map((e) => e.shots),
    ).toEqual([0, 5]);
    const [spent] = of(r, 'ammo');
    expect(spent).toEqual({
      type: 'ammo',
      mech: 'Hunter',
      weapon: 'AC/20',
      bin: 'Ammo (AC/20) bin 1 of 2',
      location: 'LT',
      left: 0,
    });
    expect(describeEvent(spent)).toBe(
      "Hunter's AC/20 took its shot from Ammo (AC/20) bin 1 of 2 in the Left Torso: now empty (R-19.1)",
    );
  });

  it('R-19.1: an empty bin is passed over for the next one with shots left', () => {
    const r = run(
      gunner([bin('LT', 0), bin('RT', 5)]),
      { attacks: [fire('Hunter', 'Prey', ['AC/20'], MISS)] },
      [1, 1],
      npcRules,
    );
    expect(
      mechOf(r, 'Hunter')
        .equipment.filter((e) => e.kind === 'ammo')
        .map((e) => e.shots),
    ).toEqual([0, 4]);
    expect(of(r, 'ammo')[0]).toMatchObject({ location: 'RT', left: 4 });
  });

  it('R-19.1: a missile salvo is one shot', () => {
    const b = duel({
      equipment: [
        { name: 'LRM-5', location: 'LT' },
        { name: 'Ammo (LRM-5)', location: 'RT', ammoFor: 'LRM-5', shots: 24 },
      ],
      position: '0501',
    });
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['LRM-5'], MISS)] }, [1, 1], npcRules);
    expect(mechOf(r, 'Hunter').equipment[1].shots).toBe(23);
  });

  it('R-19.1: a weapon not fired (TN 13 or more) takes no shot', () => {
    const r = run(
      gunner([bin('RT', 5)]),
      { attacks: [fire('Hunter', 'Prey', ['AC/20'], { other: 11 })] },
      [],
      npcRules,
    );
    expect(of(r, 'attack')[0].outcome).toBe('impossible');
    expect(mechOf(r, 'Hunter').equipment[1].shots).toBe(5);
    expect(of(r, 'ammo')).toEqual([]);
  });

  it('R-19.1: bins without a count (a weapon with no shots per ton, or a sheet that lists none) are not counted', () => {
    const r = run(gunner([bin('RT')]), { attacks: [fire('Hunter', 'Prey', ['AC/20'], MISS)] }, [1, 1], npcRules);
    expect(of(r, 'attack')[0].outcome).toBe('miss');
    expect(of(r, 'ammo')).toEqual([]);
    expect(shotsLeft(makeMech({ equipment: [{ name: 'AC/20', location: 'RA' }] }), AC20)).toBe(Infinity);
  });
});

describe('R-19.2 A weapon with no shots left cannot fire', () => {
  it('R-19.2: its TN is a problem naming the weapon: "AC/20: no shots left in its bins"', () => {
    const b = gunner([bin('LT', 0), bin('RT', 0)]);
    const [hunter, prey] = b.mechs;
    const tn = weaponTargetNumber(b, {}, hunter, prey, AC20, { rules: npcRules });
    expect(tn).toMatchObject({
      ok: false,
      problem: { code: 'attack/weapon_empty', message: "Hunter's AC/20: no shots left in its bins (R-19.2)" },
    });
  });

  it('R-19.2: a destroyed bin holds no shots for it', () => {
    const b = gunner([{ ...bin('RT', 5), destroyed: true }]);
    expect(shotsLeft(b.mechs[0], AC20)).toBe(0);
  });

  it('R-19.2: fired anyway (All), it is reported not made: no roll, no heat; the other weapons fire', () => {
    const b = duel({
      equipment: [{ name: 'AC/20', location: 'RA' }, { name: 'Medium Laser', location: 'LA' }, bin('RT', 0)],
    });
    const r = run(b, { attacks: [fire('Hunter', 'Prey', 'all', MISS)] }, [1, 1], npcRules);
    const attacks = of(r, 'attack').map((a) => [a.weapon, a.outcome, a.reason]);
    expect(attacks).toContainEqual(['AC/20', 'impossible', "Hunter's AC/20: no shots left in its bins (R-19.2)"]);
    expect(rolls(r, 'attack').map((a) => a.weapon)).toEqual(['Medium Laser']);
    expect(
      of(r, 'heat')
        .find((h) => h.mech === 'Hunter')!
        .generated.map((g) => g.label),
    ).toEqual(['Medium Laser']);
  });

  it('R-19.2: two AC/20s and one shot left: the first fires, the second cannot — decided before the first roll', () => {
    const b = duel({ equipment: [{ name: 'AC/20', location: 'RA' }, { name: 'AC/20', location: 'LA' }, bin('RT', 1)] });
    // The attack step tells the dice every to-hit roll it will make before the first (typed dice ask for them, R-0.5).
    const told: RollRequest[] = [];
    const dice = Object.assign(new ScriptedDice([1, 1]), { expect: (r: readonly RollRequest[]) => told.push(...r) });
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['AC/20', 'AC/20'], MISS)] }, dice, npcRules);
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['miss', 'impossible']);
    expect(told.map((t) => t.weapon)).toEqual(['AC/20']);
    expect(mechOf(r, 'Hunter').equipment[2].shots).toBe(0);
  });
});

describe('R-19.1, R-19.2: an Ultra in ultra mode short of its second shot', () => {
  it('R-19.2: two Ultra AC/5s firing ultra from 3 shots: the first takes two, the second cannot fire, and the shot it would have taken stays in the bin', () => {
    const b = duel({
      equipment: [
        { name: 'Ultra AC/5', location: 'RA' },
        { name: 'Ultra AC/5', location: 'LA' },
        { name: 'Ammo (Ultra AC/5)', location: 'RT', ammoFor: 'Ultra AC/5', shots: 3 },
      ],
    });
    const ultra = { ...MISS, modes: { 'Ultra AC/5': { kind: 'ultra' as const } } };
    const r = run(b, { attacks: [fire('Hunter', 'Prey', 'all', ultra)] }, [1, 1], npcRules);
    expect(of(r, 'attack').map((a) => [a.outcome, a.reason])).toEqual([
      ['miss', undefined],
      ['impossible', "Hunter's Ultra AC/5: no shots left in its bins (R-19.2)"],
    ]);
    expect(mechOf(r, 'Hunter').equipment[2].shots).toBe(1);
  });
});

describe('R-19.3 A bin with no shots left cannot explode', () => {
  const crit = (shots: number) => {
    const mech = makeMech({ id: 'Target', equipment: [bin('RT', shots)] });
    const ctx = makeContext(makeBattle([mech]), facesForTotals(7));
    applyCriticalEffect(ctx, 'Target', 'RT', 6);
    return { mech, critical: eventsOf(ctx, 'critical')[0] };
  };

  it('R-19.3: torso 6 on a torso whose only bin is empty is an Internal Explosion, the mech stands', () => {
    const { mech, critical } = crit(0);
    expect(critical.effect).toBe('Internal Explosion');
    expect(mech.destroyed).toBe(false);
  });

  it('R-19.3: the same bin with a shot left explodes (R-9.7)', () => {
    const { mech, critical } = crit(1);
    expect(critical.effect).toBe('Major Ammo Explosion');
    expect(mech.destroyed).toBe(true);
  });

  it('R-19.3: at heat 19 a mech whose bins are empty rolls no ammo explosion (R-13.4)', () => {
    const b = duel({ heat: 19, equipment: [{ name: 'AC/20', location: 'RA' }, bin('RT', 0)] });
    // Only the shutdown roll (avoid 6): 6 keeps it running.
    const r = run(b, {}, [3, 3]);
    expect(rolls(r, 'heatAmmoExplosion')).toEqual([]);
    expect(mechOf(r, 'Hunter').destroyed).toBe(false);
  });
});
