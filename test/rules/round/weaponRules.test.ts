// The weapon rulings of R-18 on scripted dice: a weapon's own to-hit in the TN breakdown, the
// targeting computer, Streaks, Artemis IV, the Gauss rifle's explosion and equipment without an attack.
import { describe, expect, it } from 'vitest';
import { applyPendingHits } from '../../../src/rules/damage/apply';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { type EquipmentInput, eventsOf, makeBattle, makeContext, makeMech, scriptedDiceOf } from '../../support/mechs';
import { codesOf, duel, fire, of, rolls, run, npcRules } from './helpers';

const TC = { name: 'Targeting Computer', kind: 'other', location: 'LT' } as const;

function tnOf(r: ReturnType<typeof run>, weapon: string) {
  const attack = of(r, 'attack').find((a) => a.weapon === weapon);
  if (!attack || !attack.tn) throw new Error(`no TN for ${weapon}`);
  return attack.tn.modifiers.map((m) => `${m.value} ${m.label}`);
}

function heatOf(r: ReturnType<typeof run>, mech: string): string[] {
  return (of(r, 'heat').find((h) => h.mech === mech)?.generated ?? []).map((g) => g.label);
}

describe("R-18.1: a weapon's own to-hit modifier is a term of its TN", () => {
  it('a Medium Pulse Laser shows "-2 Medium Pulse Laser"; a Medium Laser has no such term', () => {
    const battle = duel({
      equipment: [
        { name: 'Medium Pulse Laser', location: 'RA' },
        { name: 'Medium Laser', location: 'LA' },
      ],
    });
    const r = run(battle, { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] }, [1, 1, 1, 1], npcRules);
    expect(tnOf(r, 'Medium Pulse Laser')).toContain('-2 Medium Pulse Laser');
    expect(tnOf(r, 'Medium Laser').some((t) => t.includes('Medium Laser'))).toBe(false);
  });

  it('an MRM-10 is +1', () => {
    const r = run(
      duel({ equipment: [{ name: 'MRM-10', location: 'LT' }] }),
      { attacks: [fire('Hunter', 'Prey', 'all')] },
      [1, 1],
      npcRules,
    );
    expect(tnOf(r, 'MRM-10')).toContain('1 MRM-10');
  });
});

describe('R-18.1: a weapon whose damage falls with range does the damage of its bracket', () => {
  const snub = (prey: string) => duel({ equipment: [{ name: 'Snub-Nose PPC', location: 'RA' }] }, { position: prey });

  it('a Snub-Nose PPC does 10 at short range (3 hexes) and 5 at long range (14 hexes)', () => {
    const short = run(snub('0508'), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 3, 4], npcRules);
    expect(of(short, 'damage').map((d) => d.amount)).toEqual([10]);
    const long = run(snub('0519'), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 3, 4], npcRules);
    expect(of(long, 'damage').map((d) => d.amount)).toEqual([5]);
  });
});

describe('R-18.9: a targeting computer is -1 to hit with direct-fire weapons, not missiles', () => {
  const armed = (tc: EquipmentInput) =>
    duel({
      equipment: [{ name: 'Medium Laser', location: 'RA' }, { name: 'SRM-2', location: 'LT' }, tc],
    });

  it('the Medium Laser gets -1 targeting computer; the SRM-2 does not', () => {
    const r = run(armed(TC), { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] }, [1, 1, 1, 1], npcRules);
    expect(tnOf(r, 'Medium Laser')).toContain('-1 targeting computer');
    expect(tnOf(r, 'SRM-2').some((t) => t.includes('targeting computer'))).toBe(false);
  });

  it('a destroyed targeting computer gives nothing', () => {
    const r = run(
      armed({ ...TC, destroyed: true }),
      { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] },
      [1, 1, 1, 1],
      npcRules,
    );
    expect(tnOf(r, 'Medium Laser').some((t) => t.includes('targeting computer'))).toBe(false);
  });
});

describe('R-18.4: a Streak makes no cluster roll; on a miss it did not fire', () => {
  const streak = () => duel({ equipment: [{ name: 'Streak SRM-4', location: 'LT' }] });

  it('a hit lands all 4 missiles, each rolling its location, with no cluster roll; it makes its heat', () => {
    const r = run(streak(), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 3, 4, 3, 4, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'cluster')).toEqual([]);
    expect(rolls(r, 'hitLocation')).toHaveLength(4);
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([2, 2, 2, 2]);
    expect(heatOf(r, 'Hunter')).toEqual(['Streak SRM-4']);
  });

  it('a miss: no damage roll and no heat — the launcher did not fire', () => {
    const r = run(streak(), { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] }, [1, 1], npcRules);
    expect(of(r, 'attack')[0]).toMatchObject({ outcome: 'miss', reason: 'Streak: did not fire (no heat)' });
    expect(heatOf(r, 'Hunter')).toEqual([]);
  });

  it('a miss takes no ammunition either (R-19.1): its bin keeps its shots; a hit takes one', () => {
    const loaded = () =>
      duel({
        equipment: [
          { name: 'Streak SRM-4', location: 'LT' },
          { name: 'Ammo (Streak SRM-4)', location: 'LT', ammoFor: 'Streak SRM-4', shots: 25 },
        ],
      });
    const miss = run(loaded(), { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] }, [1, 1], npcRules);
    expect(miss.battle.mechs.find((m) => m.id === 'Hunter')?.equipment[1].shots).toBe(25);
    const hit = run(loaded(), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 3, 4, 3, 4, 3, 4, 3, 4], npcRules);
    expect(hit.battle.mechs.find((m) => m.id === 'Hunter')?.equipment[1].shots).toBe(24);
  });
});

describe("R-18.5: an Artemis IV adds +2 to its launcher's cluster roll, at most 12", () => {
  const lrm = (artemis: EquipmentInput[]) =>
    duel({ equipment: [{ name: 'LRM-10', location: 'LT' }, ...artemis] }, { position: '0512' });
  const ARTEMIS = { name: 'Artemis IV (LRM-10)', kind: 'other', location: 'LT' } as const;

  it('a cluster roll of 7 reads 9: 8 missiles, two groups (5, 3); without it 6 missiles (5, 1)', () => {
    const r = run(lrm([ARTEMIS]), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 3, 4, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('+2: 8 missiles');
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([5, 3]);
    const plain = run(lrm([]), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 3, 4, 3, 4, 3, 4], npcRules);
    expect(of(plain, 'damage').map((d) => d.amount)).toEqual([5, 1]);
  });

  it('a cluster roll of 11 reads 12, not 13: all 10 missiles', () => {
    const r = run(lrm([ARTEMIS]), { attacks: [fire('Hunter', 'Prey', 'all')] }, [6, 5, 5, 6, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('+2: 10 missiles');
  });

  it('a destroyed Artemis IV adds nothing', () => {
    const r = run(
      lrm([{ ...ARTEMIS, destroyed: true }]),
      { attacks: [fire('Hunter', 'Prey', 'all')] },
      [6, 5, 3, 4, 3, 4, 3, 4],
      npcRules,
    );
    expect(rolls(r, 'cluster')[0].result).toBe('6 missiles');
  });
});

describe('R-18.7: a Gauss rifle destroyed by a critical hit explodes', () => {
  it("20 damage to its location's internal structure past the armor, the rest inward; the pilot takes a wound", () => {
    const mech = makeMech({ id: 'Gunner', equipment: [{ name: 'Gauss Rifle', location: 'RT' }] });
    const armorCT = mech.armor.CT;
    // The wound's consciousness roll (6, 6), then the CT's critical chance (1, 1).
    const ctx = makeContext(makeBattle([mech]), [6, 6, 1, 1]);
    applyPendingHits(ctx, applyCriticalEffect(ctx, 'Gunner', 'RT', 3));
    expect(mech.equipment[0].destroyed).toBe(true);
    // A 50-ton mech: RT structure 12, so 8 go on to the CT's structure (16), its armor untouched.
    expect(mech.destroyedLocations).toEqual(['RT', 'RA']);
    expect([mech.structure.CT, mech.armor.CT]).toEqual([8, armorCT]);
    expect(mech.pilot.wounds).toBe(1);
    expect(eventsOf(ctx, 'critical')[0].detail).toContain('it explodes');
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('a Medium Laser destroyed the same way does not explode', () => {
    const mech = makeMech({ id: 'Gunner', equipment: [{ name: 'Medium Laser', location: 'RT' }] });
    const ctx = makeContext(makeBattle([mech]), []);
    expect(applyCriticalEffect(ctx, 'Gunner', 'RT', 3)).toEqual([]);
    expect([mech.structure.RT, mech.pilot.wounds]).toEqual([12, 0]);
  });
});

describe('R-18.10: equipment without an attack is carried and can be destroyed by criticals', () => {
  const tagged = () =>
    duel({
      equipment: [
        { name: 'Medium Laser', location: 'RA' },
        { name: 'TAG', kind: 'other', location: 'LT' },
      ],
    });

  it('TAG is no weapon of the Catalog: an attack with it is refused; `all` fires the laser only', () => {
    expect(codesOf(tagged(), { attacks: [fire('Hunter', 'Prey', ['TAG'])] })).toContain('attack/unknown_weapon');
    const r = run(tagged(), { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] }, [1, 1], npcRules);
    expect(of(r, 'attack').map((a) => a.weapon)).toEqual(['Medium Laser']);
  });

  it('a side torso Equipment Destroyed critical destroys it', () => {
    const battle = tagged();
    const ctx = makeContext(battle, []);
    applyCriticalEffect(ctx, 'Hunter', 'LT', 1);
    expect(battle.mechs[0].equipment[1]).toMatchObject({ name: 'TAG', destroyed: true });
  });
});
