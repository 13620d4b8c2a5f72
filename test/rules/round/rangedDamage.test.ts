import { describe, expect, it } from 'vitest';
import { duel, fire, npcRules, of, rolls, run } from './helpers';

describe('R-18 damage by range bracket', () => {
  it('a Snub-Nose PPC (10/8/5) hitting at medium range (11 hexes) does 8', () => {
    const battle = duel({ equipment: [{ name: 'Snub-Nose PPC', location: 'RA' }] }, { position: '0516' });
    // TN 3 gunnery − 1 stood still + 2 medium = 4; 5 + 6 hits; location 3 + 4 = 7.
    const r = run(battle, { attacks: [fire('Hunter', 'Prey', ['Snub-Nose PPC'])] }, [5, 6, 3, 4], npcRules);
    expect(of(r, 'damage')[0].amount).toBe(8);
  });
});

describe('R-18.2 the jam is on the attack roll itself', () => {
  it('a natural 2 in ultra mode: the roll line says jammed', () => {
    const battle = duel({ equipment: [{ name: 'Ultra AC/5', location: 'RA' }] });
    const inUltra = fire('Hunter', 'Prey', ['Ultra AC/5'], { modes: { 'Ultra AC/5': { kind: 'ultra' } }, other: 2 });
    const r = run(battle, { attacks: [inUltra] }, [1, 1], npcRules);
    expect(rolls(r, 'attack')[0]).toMatchObject({
      weapon: 'Ultra AC/5',
      firedAs: '(ultra)',
      jammed: true,
      success: false,
    });
  });
});
