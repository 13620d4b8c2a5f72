import { describe, expect, it } from 'vitest';
import { duel, fire, npcRules, of, rolls, run } from './helpers';

const armed = (prey = {}) =>
  duel(
    {
      equipment: [
        { name: 'Large Laser', location: 'RA' },
        { name: 'Medium Laser', location: 'LA' },
        { name: 'LRM-5', location: 'LT' },
      ],
    },
    prey,
  );

describe('weapon attacks (R-3, R-9.1, R-13.1)', () => {
  it('each weapon rolls separately, in equipment order, whatever order the line names them', () => {
    const r = run(
      armed(),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser', 'Large Laser'], { other: 6 })] },
      [1, 1, 1, 1],
      npcRules,
    );
    expect(rolls(r, 'attack').map((a) => a.weapon)).toEqual(['Large Laser', 'Medium Laser']);
  });

  it('`all` fires every working weapon in range; the rest are reported impossible and make no heat', () => {
    // Prey 10 hexes away: the Medium Laser (long 9) cannot reach; Large Laser and LRM-5 roll.
    const r = run(
      armed({ position: '0515' }),
      { attacks: [fire('Hunter', 'Prey', 'all', { other: 6 })] },
      [1, 1, 1, 1],
      npcRules,
    );
    expect(of(r, 'attack').map((a) => [a.weapon, a.outcome])).toEqual([
      ['Large Laser', 'miss'],
      ['LRM-5', 'miss'],
      ['Medium Laser', 'impossible'],
    ]);
    expect(
      of(r, 'heat')
        .find((h) => h.mech === 'Hunter')!
        .generated.map((g) => g.label),
    ).toEqual(['Large Laser', 'LRM-5']);
  });

  it('R-9.1: a natural 12 on the attack roll gives the first group a critical chance, even through armor', () => {
    const r = run(duel(), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }, [6, 6, 3, 4, 1, 2], npcRules);
    expect(rolls(r, 'attack')[0].result).toBe('hit (12: critical chance)');
    expect(rolls(r, 'critConfirm')).toHaveLength(1);
  });
});
