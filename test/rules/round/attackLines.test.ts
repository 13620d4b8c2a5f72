import { describe, expect, it } from 'vitest';
import { planRound } from '../../../src/rules/round/sequence/planRound';
import { defaultRules, makeMech } from '../../support/mechs';
import { duel, fire, move, problemsOf } from './helpers';
import { hex } from './seedBattle';

const fast = { kind: 'fast' as const, angle: 'high' as const };

describe('R-14 attack lines refused, quoting their line', () => {
  it('a target no mech on the Mechs tab is named, on the 2nd line, with the attacker it belongs to', () => {
    const decl = { attacks: [fire('Prey', 'Hunter', ['Medium Laser']), fire('Hunter', 'Nobody', ['Medium Laser'])] };
    expect(problemsOf(duel(), decl)).toEqual([
      {
        code: 'attack/unknown_mech',
        mech: 'Hunter',
        message: 'Hunter\'s attack on line 2 targets "Nobody", but there is no such mech on the Mechs tab.',
      },
    ]);
  });

  it('R-12.2: three Fast attacks on one line', () => {
    const decl = {
      moves: [move('Hunter', 'walk', { to: hex('0507') })],
      attacks: [fire('Hunter', 'Prey', [], { melee: { ...fast, count: 3 } })],
    };
    expect(problemsOf(duel(), decl).map((p) => p.message)).toEqual([
      'Hunter can make 1 or 2 Fast attacks a round, not 3 (R-12.2).',
    ]);
  });

  it('R-10.2: a prone mech whose movement line was refused is still refused hand to hand, beside its move', () => {
    const decl = {
      moves: [move('Hunter', 'jump', { to: hex('0507') })],
      attacks: [fire('Hunter', 'Prey', [], { melee: fast })],
    };
    const b = duel({ prone: true, position: '0507' });
    expect(problemsOf(b, decl).map((p) => p.code)).toEqual(['move/prone', 'melee/prone']);
  });
});

describe('R-V.2, R-14 cool-down lines take their place in sheet order', () => {
  it('a cool-down check on line 1 comes before an attack on line 2', () => {
    const b = duel({}, {}, [
      makeMech({ id: 'Buddy', side: 'PC', position: '0506', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
    ]);
    const r = planRound(
      b,
      {
        moves: [],
        attacks: [fire('Hunter', '', [], { coolDown: true }), fire('Buddy', 'Prey', ['Medium Laser'])],
      },
      defaultRules({ heatModel: 'cooldown' }),
    );
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    expect(r.plan.attacks.map((a) => [a.line, a.attacker])).toEqual([
      [0, 'Hunter'],
      [1, 'Buddy'],
    ]);
  });
});
