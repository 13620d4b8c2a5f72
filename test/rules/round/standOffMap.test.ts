// and the Mechs tab's Position column (docs/sheet-layout.md): a mech is put on the map by the GM's hex in
// Position, never by its own movement line. A mech with no hex that declares Stand with a Move to is refused,
// as it is when it declares Walk; standing still with no Move to keeps it off the map.
import { describe, expect, it } from 'vitest';
import { planRound } from '../../../src/rules/round/sequence/planRound';
import { defaultRules } from '../../support/mechs';
import { duel, move, problemsOf } from './helpers';
import { hex } from './seedBattle';

const offMap = () => duel({ position: null });

describe('R-2.4: a mech not on the map is not placed by its movement line', () => {
  it('Stand with a Move to hex is refused: the mech has no hex to stand in', () => {
    expect(problemsOf(offMap(), { moves: [move('Hunter', 'stand', { to: hex('0504') })] })).toEqual([
      {
        code: 'move/no_position',
        mech: 'Hunter',
        message: 'Hunter is not on the map: give it a hex before it moves.',
      },
    ]);
  });

  it('Walk with a Move to hex is refused the same way', () => {
    expect(problemsOf(offMap(), { moves: [move('Hunter', 'walk', { to: hex('0504') })] })).toEqual([
      {
        code: 'move/no_position',
        mech: 'Hunter',
        message: 'Hunter is not on the map: give it a hex before it moves.',
      },
    ]);
  });

  it('Stand with no Move to is accepted and the mech stays off the map', () => {
    const plan = planRound(offMap(), { moves: [move('Hunter', 'stand')], attacks: [] }, defaultRules());
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(plan.plan.moves.Hunter).toMatchObject({ mode: 'stand', from: null, to: null, hexes: 0 });
  });

  it('a mech on the map declaring Stand with a Move to its own hex still stands there', () => {
    expect(problemsOf(duel(), { moves: [move('Hunter', 'stand', { to: hex('0505') })] })).toEqual([]);
  });
});
