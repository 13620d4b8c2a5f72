import { describe, expect, it } from 'vitest';
import { defaultRules } from '../../support/mechs';
import { codesOf, duel, fire, npcRules, of, problemsOf, rolls, run } from './helpers';

const pcRules = defaultRules();

describe('R-5.1 the freebie', () => {
  it('a named freebie hits without a roll', () => {
    const r = run(
      duel(),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Medium Laser' })] },
      [3, 4],
      pcRules,
    );
    expect(rolls(r, 'attack')).toEqual([]);
    expect(of(r, 'attack')).toEqual([expect.objectContaining({ weapon: 'Medium Laser', outcome: 'freebie' })]);
    expect(of(r, 'damage').map((d) => [d.hit.location, d.amount])).toEqual([['CT', 5]]);
  });

  it('none named: the in-range weapon that gains most, damage × (1 − hit chance) — the Large Laser over the Medium Laser at TN 8', () => {
    const b = duel({
      equipment: [
        { name: 'Medium Laser', location: 'RA' },
        { name: 'Large Laser', location: 'RA' },
      ],
    });
    // TN 2 + 6 GM other = 8. The Medium Laser rolls (4 + 4 hits, location 7), then the Large Laser is the freebie
    // (location 7).
    const r = run(b, { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] }, [4, 4, 3, 4, 3, 4], pcRules);
    expect(of(r, 'attack').map((a) => [a.weapon, a.outcome])).toEqual([
      ['Medium Laser', 'hit'],
      ['Large Laser', 'freebie'],
    ]);
  });

  it('one freebie a round, whatever the number of lines', () => {
    const b = duel({
      equipment: [
        { name: 'Medium Laser', location: 'RA' },
        { name: 'Medium Laser', location: 'LA' },
      ],
    });
    const r = run(
      b,
      {
        attacks: [
          fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 }),
          fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 }),
        ],
      },
      [3, 4, 1, 1],
      pcRules,
    );
    expect(of(r, 'attack').map((a) => a.outcome)).toEqual(['freebie', 'miss']);
  });

  it("NPCs roll for everything; so do PCs when Players' Advantage is off", () => {
    const npc = run(duel(), { attacks: [fire('Prey', 'Hunter', ['Medium Laser'], { other: 6 })] }, [1, 1], pcRules);
    expect(of(npc, 'attack')[0].outcome).toBe('miss');
    const off = run(duel(), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 })] }, [1, 1], npcRules);
    expect(of(off, 'attack')[0].outcome).toBe('miss');
  });

  it('the freebie needs range, not a possible roll: it hits even at TN 13+', () => {
    const r = run(duel(), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 12 })] }, [3, 4], pcRules);
    expect(of(r, 'attack')[0].outcome).toBe('freebie');
  });

  it('a freebie out of range is a problem', () => {
    expect(
      codesOf(duel({}, { position: '0515' }), { attacks: [fire('Hunter', 'Prey', [], { freebie: 'Medium Laser' })] }),
    ).toEqual(['freebie/out_of_range']);
  });
});

describe('R-5.1: a freebie named on an "all" line', () => {
  const messages = (b: ReturnType<typeof duel>, attacks: Parameters<typeof fire>[]) =>
    problemsOf(b, { attacks: attacks.map((a) => fire(...a)) }, pcRules).map((p) => [p.code, p.message]);

  it('R-5.1: "all" fires what reaches; a freebie Medium Laser that cannot reach a target 10 hexes away is a problem naming its range', () => {
    const b = duel(
      {
        equipment: [
          { name: 'Medium Laser', location: 'RA' },
          { name: 'Large Laser', location: 'LA' },
        ],
      },
      { position: '0515' },
    );
    expect(messages(b, [['Hunter', 'Prey', 'all', { freebie: 'Medium Laser' }]])).toEqual([
      [
        'freebie/out_of_range',
        "Hunter's freebie Medium Laser cannot reach Prey: 10 hexes is beyond its long range of 9 (R-5.1).",
      ],
    ]);
  });

  it('R-5.1: a freebie naming a weapon the mech has no working one of is a problem', () => {
    expect(messages(duel(), [['Hunter', 'Prey', 'all', { freebie: 'PPC' }]])).toEqual([
      ['freebie/not_fired', 'Hunter has no working PPC for its freebie.'],
    ]);
  });
});

describe('R-5.2 a freebie has no attack roll', () => {
  it('no roll-of-12 critical; cluster and hit-location rolls happen as usual', () => {
    const b = duel({ equipment: [{ name: 'LRM-5', location: 'LT' }] }, { position: '0515' });
    // Cluster 2d6 = 12 → 5 missiles → one group of 5; location 7.
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['LRM-5'], { freebie: 'LRM-5' })] }, [6, 6, 3, 4], pcRules);
    expect(rolls(r, 'attack')).toEqual([]);
    expect(rolls(r, 'cluster').map((c) => c.result)).toEqual(['5 missiles']);
    expect(rolls(r, 'critConfirm')).toEqual([]);
  });
});
