// The attack lines the rules refuse before the round (R-2.3, R-12.2, R-12.3, R-V.2), each refused once, in the
// words the GM reads on the sidebar, and the lines they let through.
import { describe, expect, it } from 'vitest';
import type { MeleeDeclaration } from '../../../src/rules/model/declarations';
import { duel, fire, move, problemsOf } from './helpers';
import { hex } from './seedBattle';

const fast: MeleeDeclaration = { kind: 'fast', angle: 'high' };
const strong: MeleeDeclaration = { kind: 'strong', angle: 'low' };
const adjacent = () => duel({ position: '0507' });

const tooMuchMelee = {
  code: 'melee/twice',
  mech: 'Hunter',
  message:
    'Hunter declares more melee than a round allows: up to two Fast attacks (on one line or two), or one Strong, or one Death from Above (R-12.2).',
};

describe('R-12.2: a round’s melee is one Strong attack, one Death from Above, or up to two Fast attacks', () => {
  it('a Fast attack after a Strong one is one too many', () => {
    expect(
      problemsOf(adjacent(), {
        attacks: [fire('Hunter', 'Prey', [], { melee: strong }), fire('Hunter', 'Prey', [], { melee: fast })],
      }),
    ).toEqual([tooMuchMelee]);
  });

  it('after a Strong attack, each further Fast line is refused, not only the first', () => {
    expect(
      problemsOf(adjacent(), {
        attacks: [
          fire('Hunter', 'Prey', [], { melee: strong }),
          fire('Hunter', 'Prey', [], { melee: fast }),
          fire('Hunter', 'Prey', [], { melee: fast }),
        ],
      }),
    ).toEqual([tooMuchMelee, tooMuchMelee]);
  });

  it('two Fast attacks on two lines are allowed; a third is refused', () => {
    expect(
      problemsOf(adjacent(), {
        attacks: [fire('Hunter', 'Prey', [], { melee: fast }), fire('Hunter', 'Prey', [], { melee: fast })],
      }),
    ).toEqual([]);
    expect(
      problemsOf(adjacent(), {
        attacks: [
          fire('Hunter', 'Prey', [], { melee: { ...fast, count: 2 } }),
          fire('Hunter', 'Prey', [], { melee: fast }),
        ],
      }),
    ).toEqual([tooMuchMelee]);
  });
});

describe('R-12.2: one to two Fast attacks a line, one of any other kind', () => {
  const badCount = (message: string) => [{ code: 'melee/bad_count', mech: 'Hunter', message }];

  it('no Fast attack at all is not a Fast attack line', () => {
    expect(problemsOf(adjacent(), { attacks: [fire('Hunter', 'Prey', [], { melee: { ...fast, count: 0 } })] })).toEqual(
      badCount('Hunter can make 1 or 2 Fast attacks a round, not 0 (R-12.2).'),
    );
  });

  it('three Strong attacks are refused as Strong attacks', () => {
    expect(
      problemsOf(adjacent(), { attacks: [fire('Hunter', 'Prey', [], { melee: { ...strong, count: 3 } })] }),
    ).toEqual(badCount('Hunter can make only one Strong attack a round (R-12.2).'));
  });
});

describe('docs/rules.md §2: a mech that sprinted makes no attack at all, melee included', () => {
  it('a Fast attack after a sprint up to the target is refused', () => {
    expect(
      problemsOf(duel(), {
        moves: [move('Hunter', 'sprint', { to: hex('0507') })],
        attacks: [fire('Hunter', 'Prey', [], { melee: fast })],
      }),
    ).toEqual([
      { code: 'attack/after_sprint', mech: 'Hunter', message: 'Hunter sprinted this round and cannot attack.' },
    ]);
  });
});

describe('R-12.3: no Death from Above in a round the mech fires weapons', () => {
  it('weapons fired on another line of the same mech count too', () => {
    const b = duel({
      jumpMP: 3,
      equipment: [
        { name: 'Medium Laser', location: 'RA' },
        { name: 'Medium Laser', location: 'LA' },
      ],
    });
    expect(
      problemsOf(b, {
        moves: [move('Hunter', 'jump', { to: hex('0507') })],
        attacks: [
          fire('Hunter', 'Prey', ['Medium Laser']),
          fire('Hunter', 'Prey', [], { melee: { kind: 'dfa', angle: 'high' } }),
        ],
      }),
    ).toEqual([
      {
        code: 'melee/dfa_with_weapons',
        mech: 'Hunter',
        message: 'Hunter cannot make a Death from Above attack and fire weapons in the same round (R-12.3).',
      },
    ]);
  });
});

describe('R-2.3: a mech moving evasively fires no weapons, but may fight hand to hand', () => {
  const evasive = { moves: [move('Hunter', 'walk', { to: hex('0507'), evasive: true })] };
  const refused = {
    code: 'attack/while_evasive',
    mech: 'Hunter',
    message: 'Hunter is moving evasively and cannot fire weapons this round.',
  };

  it('a weapon named on the line is refused', () => {
    expect(problemsOf(duel(), { ...evasive, attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] })).toEqual([refused]);
  });

  it('so is a freebie named on a line that names no other weapon (R-5.1: the freebie is fired)', () => {
    expect(
      problemsOf(duel(), { ...evasive, attacks: [fire('Hunter', 'Prey', [], { freebie: 'Medium Laser' })] }),
    ).toEqual([refused]);
  });

  it('a melee attack on the mech it walked up to is allowed', () => {
    expect(problemsOf(duel(), { ...evasive, attacks: [fire('Hunter', 'Prey', [], { melee: fast })] })).toEqual([]);
  });
});

describe('a line naming no weapon and no melee attack is refused as such, whoever declares it', () => {
  it('a destroyed mech’s empty line is refused once, for being empty', () => {
    expect(problemsOf(duel({ destroyed: true }), { attacks: [fire('Hunter', 'Prey', [])] })).toEqual([
      { code: 'attack/empty', mech: 'Hunter', message: "Hunter's attack on Prey names no weapon and no melee attack." },
    ]);
  });
});

describe('R-V.2: a cool-down check belongs to the cool-down heat variant', () => {
  it('with the standard heat scale, a cool-down line is refused, and nothing else is said of it', () => {
    expect(problemsOf(duel(), { attacks: [fire('Hunter', 'Prey', [], { coolDown: true })] })).toEqual([
      {
        code: 'attack/cool_down_variant',
        mech: 'Hunter',
        message: 'Hunter declares a cool-down check, which only the cool-down heat variant has (R-V.2).',
      },
    ]);
  });
});
