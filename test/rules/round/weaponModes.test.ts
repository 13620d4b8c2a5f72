// The weapon modes of on scripted dice: an Ultra autocannon in ultra mode, a Rotary
// autocannon declaring its shots, and the jam a natural 2 gives either.
import { describe, expect, it } from 'vitest';
import type { EquipmentInput } from '../../support/mechs';
import { duel, fire, mechOf, of, rolls, run, npcRules } from './helpers';

const ULTRA = { name: 'Ultra AC/5', location: 'RA' } as const;
const ROTARY = { name: 'Rotary AC/5', location: 'RA' } as const;
const bin = (weapon: string, shots: number) =>
  ({ name: `Ammo (${weapon})`, location: 'LT', ammoFor: weapon, shots }) as const;

function heatOf(r: ReturnType<typeof run>, mech: string) {
  return (of(r, 'heat').find((h) => h.mech === mech)?.generated ?? []).map((g) => `${g.value} ${g.label}`);
}

describe('R-18.2: an Ultra autocannon in ultra mode — double heat, one roll, the cluster 2 column', () => {
  const ultra = () => duel({ equipment: [ULTRA, bin('Ultra AC/5', 20)] });
  const inUltra = fire('Hunter', 'Prey', ['Ultra AC/5'], { modes: { 'Ultra AC/5': { kind: 'ultra' } } });

  it('a hit rolls the 2 column: a cluster roll of 8 lands both shots, each 5 damage with its own location', () => {
    const r = run(ultra(), { attacks: [inUltra] }, [6, 5, 4, 4, 3, 4, 5, 4], npcRules);
    expect(rolls(r, 'attack')).toHaveLength(1);
    expect(rolls(r, 'cluster')[0].result).toBe('2 of 2 shots hit');
    expect(rolls(r, 'hitLocation')).toHaveLength(2);
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([5, 5]);
    expect(of(r, 'attack')[0]).toMatchObject({ weapon: 'Ultra AC/5', mode: '(ultra)', outcome: 'hit' });
  });

  it('a cluster roll of 5 lands one shot', () => {
    const r = run(ultra(), { attacks: [inUltra] }, [6, 5, 2, 3, 3, 4], npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('1 of 2 shots hit');
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([5]);
  });

  it('it makes double heat (2 for an Ultra AC/5 of heat 1), hit or miss', () => {
    const r = run(ultra(), { attacks: [{ ...inUltra, other: 6 }] }, [3, 4], npcRules);
    expect(heatOf(r, 'Hunter')).toEqual(['2 Ultra AC/5']);
  });

  it('without a mode it fires once, as the autocannon of its size: heat 1, one hit, no cluster roll', () => {
    const r = run(ultra(), { attacks: [fire('Hunter', 'Prey', ['Ultra AC/5'])] }, [6, 5, 3, 4], npcRules);
    expect(rolls(r, 'cluster')).toEqual([]);
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([5]);
    expect(heatOf(r, 'Hunter')).toEqual(['1 Ultra AC/5']);
  });

  it('R-19.1: ultra mode takes two shots of ammunition, hit or miss', () => {
    const r = run(ultra(), { attacks: [{ ...inUltra, other: 6 }] }, [3, 4], npcRules);
    expect(mechOf(r, 'Hunter').equipment[1].shots).toBe(18);
    expect(of(r, 'ammo').map((a) => a.left)).toEqual([19, 18]);
  });

  it('R-19.2: with one shot left in its bins, ultra mode cannot fire', () => {
    const r = run(duel({ equipment: [ULTRA, bin('Ultra AC/5', 1)] }), { attacks: [inUltra] }, [], npcRules);
    expect(of(r, 'attack')[0]).toMatchObject({ outcome: 'impossible' });
    expect(mechOf(r, 'Hunter').equipment[1].shots).toBe(1);
  });
});

describe('R-18.2: a natural 2 on the attack roll jams an Ultra or Rotary fired in a mode', () => {
  it('rolling 1+1 in ultra mode misses and jams the Ultra AC/5 for the rest of the battle', () => {
    const battle = duel({ equipment: [ULTRA] });
    const inUltra = fire('Hunter', 'Prey', ['Ultra AC/5'], { modes: { 'Ultra AC/5': { kind: 'ultra' } }, other: 2 });
    const r = run(battle, { attacks: [inUltra] }, [1, 1], npcRules);
    expect(of(r, 'attack')[0]).toMatchObject({ outcome: 'miss', jammed: true });
    expect(mechOf(r, 'Hunter').equipment[0].jammed).toBe(true);
    // The next round, `All` has nothing to fire: the jammed weapon is out of the fight.
    const next = run(r.battle, { attacks: [fire('Hunter', 'Prey', 'all')] }, [], npcRules);
    expect(of(next, 'attack')).toEqual([]);
  });

  it('a natural 2 fired without a mode does not jam', () => {
    const r = run(
      duel({ equipment: [ULTRA] }),
      { attacks: [fire('Hunter', 'Prey', ['Ultra AC/5'], { other: 2 })] },
      [1, 1],
      npcRules,
    );
    expect(mechOf(r, 'Hunter').equipment[0].jammed).toBeUndefined();
  });
});

describe('R-18.2: a Rotary autocannon declares 1–6 shots — heat per shot, the column for that many', () => {
  const rotary = () => duel({ equipment: [ROTARY, bin('Rotary AC/5', 40)] });
  const shots = (n: number) =>
    fire('Hunter', 'Prey', ['Rotary AC/5'], { modes: { 'Rotary AC/5': { kind: 'rotary', shots: n } } });

  it('4 shots with a cluster roll of 7: 3 of 4 hit, 5 damage each; heat 4; four shots of ammunition', () => {
    const r = run(rotary(), { attacks: [shots(4)] }, [6, 5, 3, 4, 3, 4, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('3 of 4 shots hit');
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([5, 5, 5]);
    expect(heatOf(r, 'Hunter')).toEqual(['4 Rotary AC/5']);
    expect(mechOf(r, 'Hunter').equipment[1].shots).toBe(36);
    expect(of(r, 'attack')[0]).toMatchObject({ mode: '(4 shots)' });
  });

  it('6 shots with a cluster roll of 12 land all six (a Rotary AC/2: 2 damage a shot)', () => {
    const ac2 = duel({ equipment: [{ name: 'Rotary AC/2', location: 'RA' }] });
    const six = fire('Hunter', 'Prey', ['Rotary AC/2'], { modes: { 'Rotary AC/2': { kind: 'rotary', shots: 6 } } });
    const r = run(ac2, { attacks: [six] }, [6, 5, 6, 6, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('6 of 6 shots hit');
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('a Rotary rolling a natural 2 jams', () => {
    const r = run(rotary(), { attacks: [{ ...shots(2), other: 2 }] }, [1, 1], npcRules);
    expect(mechOf(r, 'Hunter').equipment[0].jammed).toBe(true);
  });
});

describe('R-18.3: an LB-X firing cluster ammunition — −1 to hit, the column of its size, 1-damage pellets', () => {
  const lbx = (more: EquipmentInput[] = []) =>
    duel({ equipment: [{ name: 'LB 10-X AC', location: 'RA' }, bin('LB 10-X AC', 10), ...more] });
  const cluster = fire('Hunter', 'Prey', ['LB 10-X AC'], { modes: { 'LB 10-X AC': { kind: 'cluster' } } });

  it('a cluster roll of 7 lands 6 pellets, each 1 damage rolling its own location; one shot of ammunition', () => {
    const faces = [6, 5, 3, 4, ...Array(6).fill([3, 4]).flat()];
    const r = run(lbx(), { attacks: [cluster] }, faces, npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('6 pellets');
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rolls(r, 'hitLocation')).toHaveLength(6);
    expect(mechOf(r, 'Hunter').equipment[1].shots).toBe(9);
    expect(heatOf(r, 'Hunter')).toEqual(['2 LB 10-X AC']);
  });

  it('its TN has −1 for cluster, and no targeting computer (R-18.9); slugs keep the computer', () => {
    const tc = { name: 'Targeting Computer', kind: 'other', location: 'LT' } as const;
    const r = run(lbx([tc]), { attacks: [{ ...cluster, other: 6 }] }, [1, 2], npcRules);
    const terms = (of(r, 'attack')[0].tn?.modifiers ?? []).map((m) => `${m.value} ${m.label}`);
    expect(terms).toContain('-1 LB 10-X AC');
    expect(terms.some((t) => t.includes('targeting computer'))).toBe(false);
    const slugs = run(lbx([tc]), { attacks: [fire('Hunter', 'Prey', ['LB 10-X AC'], { other: 6 })] }, [1, 2], npcRules);
    expect((of(slugs, 'attack')[0].tn?.modifiers ?? []).map((m) => m.label)).toContain('targeting computer');
  });
});

describe('R-18.8: an inferno SRM salvo that hits heats its target 1d6, once, and does no damage', () => {
  it('SRM-6 (inferno) hits: no cluster roll, no location, no damage; the target takes 4 external heat', () => {
    const b = duel({ equipment: [{ name: 'SRM-6', location: 'LT' }] }, { heat: 3 });
    const inferno = fire('Hunter', 'Prey', ['SRM-6'], { modes: { 'SRM-6': { kind: 'inferno' } } });
    const r = run(b, { attacks: [inferno] }, [6, 5, 4], npcRules);
    expect(rolls(r, 'cluster')).toEqual([]);
    expect(of(r, 'damage')).toEqual([]);
    expect(rolls(r, 'externalHeat')[0]).toMatchObject({
      target: 'Prey',
      result: '+4 heat',
      reason: 'hit by a SRM-6 (inferno)',
    });
    expect(of(r, 'heat').find((h) => h.mech === 'Prey')).toMatchObject({ external: 4 });
  });

  it('a miss heats nothing', () => {
    const b = duel({ equipment: [{ name: 'SRM-6', location: 'LT' }] });
    const inferno = fire('Hunter', 'Prey', ['SRM-6'], { modes: { 'SRM-6': { kind: 'inferno' } }, other: 6 });
    const r = run(b, { attacks: [inferno] }, [1, 2], npcRules);
    expect(rolls(r, 'externalHeat')).toEqual([]);
  });
});

describe('R-18.6: an anti-missile system rolls the first missile hit on its mech in a round −4 (at least 2), for 1 heat', () => {
  const AMS = { name: 'Anti-Missile System', kind: 'other', location: 'LT' } as const;
  const AMS_AMMO = { name: 'AMS Ammo', kind: 'other', location: 'LT' } as const;
  const lrms = (preyGear: EquipmentInput[]) =>
    duel(
      {
        equipment: [
          { name: 'LRM-10', location: 'LT' },
          { name: 'LRM-10', location: 'RT' },
        ],
      },
      { position: '0512', equipment: [{ name: 'Medium Laser', location: 'RA' }, ...preyGear] },
    );
  // Each LRM-10 hits (11) and rolls 7 on the cluster table: 6 missiles (5, 1), or 3 read −4.
  const twoSalvos = [6, 5, 3, 4, 3, 4, 6, 5, 3, 4, 3, 4, 3, 4];

  it('the first LRM-10 hit reads 7 − 4 = 3: 3 missiles; the second, 6 missiles; the Prey makes 1 heat', () => {
    const r = run(lrms([AMS, AMS_AMMO]), { attacks: [fire('Hunter', 'Prey', 'all')] }, twoSalvos, npcRules);
    expect(rolls(r, 'cluster').map((c) => c.result)).toEqual(['-4: 3 missiles', '6 missiles']);
    expect(rolls(r, 'cluster')[0].reason).toBe("Prey's Anti-Missile System -4");
    expect(of(r, 'damage').map((d) => d.amount)).toEqual([3, 5, 1]);
    expect(heatOf(r, 'Prey')).toEqual(['1 Anti-Missile System']);
  });

  it('a cluster roll of 4 reads 2, not 0: the table stops at 2', () => {
    const faces = [6, 5, 1, 3, 3, 4, 6, 5, 3, 4, 3, 4, 3, 4];
    const r = run(lrms([AMS, AMS_AMMO]), { attacks: [fire('Hunter', 'Prey', 'all')] }, faces, npcRules);
    expect(rolls(r, 'cluster')[0].result).toBe('-4: 3 missiles');
  });

  it('without its ammunition, or destroyed, the system does nothing', () => {
    const faces = [6, 5, 3, 4, 3, 4, 3, 4, 6, 5, 3, 4, 3, 4, 3, 4];
    for (const gear of [[AMS], [{ ...AMS, destroyed: true }, AMS_AMMO]]) {
      const r = run(lrms(gear), { attacks: [fire('Hunter', 'Prey', 'all')] }, faces, npcRules);
      expect(rolls(r, 'cluster').map((c) => c.result)).toEqual(['6 missiles', '6 missiles']);
      expect(heatOf(r, 'Prey')).toEqual([]);
    }
  });
});
