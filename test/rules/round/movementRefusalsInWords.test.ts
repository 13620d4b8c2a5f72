// Each movement line the rules refuse (R-2.x, R-9.5, R-9.6, R-10.2, R-13.4, R-V.2, R-V.3), in the words the GM
// reads on the sidebar; and the moves the rules plan from the lines they accept.
import { describe, expect, it } from 'vitest';
import type { Battle } from '../../../src/rules/model/battle';
import type { BattleMap } from '../../../src/rules/model/map';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import type { Problem } from '../../../src/rules/model/problem';
import { planRound } from '../../../src/rules/round/sequence/planRound';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { duel, move, problemsOf } from './helpers';
import { hex } from './seedBattle';

/** The duel on a 9 × 9 map with this terrain. */
const on = (terrain: BattleMap['terrain']) => makeBattle(duel().mechs, { map: { cols: 9, rows: 9, terrain } });

const refused = (code: string, message: string): Problem[] => [{ code, mech: 'Hunter', message }];

type Case = [what: string, battle: () => Battle, moves: MoveDeclaration[], expected: Problem[]];

const CASES: Case[] = [
  [
    'a line naming no mech on the Mechs tab',
    duel,
    [move('Nobody', 'walk')],
    [
      {
        code: 'move/unknown_mech',
        message: 'A movement line names "Nobody", but there is no such mech on the Mechs tab.',
      },
    ],
  ],
  [
    'two lines for one mech',
    duel,
    [move('Hunter', 'stand'), move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/duplicate', 'Hunter has more than one movement line.'),
  ],
  [
    'a destroyed mech',
    () => duel({ destroyed: true }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/destroyed', 'Hunter is destroyed and cannot move.'),
  ],
  [
    'a dead pilot',
    () => duel({ pilotStatus: 'dead' }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/no_pilot', 'Hunter has no pilot and cannot move.'),
  ],
  [
    'a pilot out of the battle',
    () => duel({ pilotStatus: 'out' }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/no_pilot', 'Hunter has no pilot and cannot move.'),
  ],
  [
    'R-13.4: a mech shut down at heat 20 stays down (the standard scale restarts it below 14)',
    () => duel({ shutdown: true, heat: 20 }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/shutdown', 'Hunter is shut down at heat 20 and stays down this round (it restarts below 14).'),
  ],
  [
    'R-10.2: standing up and moving',
    () => duel({ prone: true }),
    [move('Hunter', 'walk', { to: hex('0504'), standUp: true })],
    refused('move/stand_up', 'Hunter is standing up, which takes its whole movement: declare Stand (R-10.2).'),
  ],
  [
    'a mech not on the map',
    () => duel({ position: null }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/no_position', 'Hunter is not on the map: give it a hex before it moves.'),
  ],
  [
    'a move off the map',
    () => makeBattle(duel().mechs, { map: { cols: 8, rows: 8, terrain: {} } }),
    [move('Hunter', 'walk', { to: hex('0509') })],
    refused('move/off_map', 'Hunter cannot move to 0509: the map is 8 × 8 hexes.'),
  ],
  [
    'R-10.2: a prone mech moving',
    () => duel({ prone: true }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused(
      'move/prone',
      'Hunter is prone: it must spend this round standing up (declare Stand and Stand up, R-10.2).',
    ),
  ],
  [
    'R-9.5, R-9.6: a mech with both legs gone',
    () => duel({ destroyedLocations: ['LL', 'RL'] }),
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/immobile', 'Hunter is immobile and may only stand still (R-9.5, R-9.6).'),
  ],
  [
    'Stand with a hex to move to',
    duel,
    [move('Hunter', 'stand', { to: hex('0504') })],
    refused('move/stand_moves', 'Hunter stands still but is declared to move to 0504.'),
  ],
  [
    'R-2.4: a run out of water',
    () => on({ '0505': { water: 1 } }),
    [move('Hunter', 'run', { to: hex('0503') })],
    refused('move/water_start', 'Hunter starts in water at 0505 and cannot run this round (R-2.4).'),
  ],
  [
    'R-2.4: a sprint out of water',
    () => on({ '0505': { water: 1 } }),
    [move('Hunter', 'sprint', { to: hex('0503') })],
    refused('move/water_start', 'Hunter starts in water at 0505 and cannot sprint this round (R-2.4).'),
  ],
  [
    'R-2.4: a jump out of water',
    () =>
      makeBattle([makeMech({ id: 'Hunter', position: '0505', jumpMP: 3 })], {
        map: { cols: 9, rows: 9, terrain: { '0505': { water: 1 } } },
      }),
    [move('Hunter', 'jump', { to: hex('0503') })],
    refused('move/water_start', 'Hunter starts in water at 0505 and cannot jump this round (R-2.4).'),
  ],
  [
    'R-V.3: ending in a wreck’s hex',
    () => {
      const b = duel({}, {}, [makeMech({ id: 'Wreck', position: '0504', destroyed: true })]);
      b.mechs[2].wreck = true;
      return b;
    },
    [move('Hunter', 'walk', { to: hex('0504') })],
    refused('move/blocked', 'Hunter cannot end its move in 0504: a wreck stands there (R-V.3).'),
  ],
  [
    'R-2.8: ending where another mech stands when it moves',
    duel,
    [move('Hunter', 'walk', { to: hex('0508') })],
    refused(
      'move/occupied',
      'Hunter cannot end its move in 0508: Prey stands there when Hunter moves (R-2.8: one mech a hex).',
    ),
  ],
  [
    'R-2.5: a jump with no jump jets',
    duel,
    [move('Hunter', 'jump', { to: hex('0504') })],
    refused('move/no_jump_jets', 'Hunter cannot jump: it has no working jump jets.'),
  ],
  [
    'R-2.7: a jump that lands where it started',
    () => duel({ jumpMP: 3 }),
    [move('Hunter', 'jump')],
    refused(
      'move/jump_in_place',
      'Hunter jumps but stays in 0505: a jump must land in a new hex at least 1 away — give it a Move to, or walk or run in place (R-2.7).',
    ),
  ],
  [
    'R-2.5: a jump beyond the Jump MP',
    () => duel({ jumpMP: 3 }),
    [move('Hunter', 'jump', { to: hex('0501') })],
    refused('move/too_far', 'Hunter cannot jump to 0501: it is 4 hexes away and it has 3 Jump MP.'),
  ],
  [
    'R-2.4: a walk costing more than Walk MP',
    duel,
    [move('Hunter', 'walk', { to: hex('1005') })],
    refused('move/too_far', 'Hunter cannot walk to 1005: the cheapest path costs 5 MP and it has 4.'),
  ],
  [
    'R-2.4: a climb of 3 levels has no path',
    () => on({ '0504': { elevation: 3 } }),
    [move('Hunter', 'run', { to: hex('0504') })],
    refused(
      'move/no_path',
      'Hunter cannot run to 0504: no path leads there (a climb of more than 2 levels, or wrecks or enemy mechs in the way, R-2.8).',
    ),
  ],
];

describe('every movement line refused, in full', () => {
  it.each(CASES)('%s', (_what, battle, moves, expected) => {
    expect(problemsOf(battle(), { moves })).toEqual(expected);
  });

  it('R-14.2: lines are checked in the order the mechs move (Mechs tab order), a line naming no mech first', () => {
    const problems = problemsOf(duel({ destroyed: true }, { destroyed: true }), {
      moves: [
        move('Prey', 'walk', { to: hex('0509') }),
        move('Hunter', 'walk', { to: hex('0504') }),
        move('Nobody', 'run'),
      ],
    });
    expect(problems.map((p) => p.code + (p.mech ? ` ${p.mech}` : ''))).toEqual([
      'move/unknown_mech',
      'move/destroyed Hunter',
      'move/destroyed Prey',
    ]);
  });

  it("a mech's first movement line is the one checked; the next is the duplicate, whatever it says", () => {
    const problems = problemsOf(duel(), {
      moves: [move('Hunter', 'walk', { to: hex('1005') }), move('Hunter', 'walk', { to: hex('0504') })],
    });
    expect(problems.map((p) => p.code)).toEqual(['move/too_far', 'move/duplicate']);
  });

  it('R-13.4: a mech shut down whose heat fell below 14 restarts, so it may move', () => {
    expect(
      problemsOf(duel({ shutdown: true, heat: 13 }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }),
    ).toEqual([]);
  });

  it('a mech that may not move may still declare Stand', () => {
    expect(problemsOf(duel({ destroyed: true, pilotStatus: 'dead' }), { moves: [move('Hunter', 'stand')] })).toEqual(
      [],
    );
  });
});

describe('R-2.5, R-2.6: the move planned from each accepted line', () => {
  const plan = (battle: Battle, moves: MoveDeclaration[]) => {
    const result = planRound(battle, { moves, attacks: [] }, defaultRules());
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    return result.plan.moves;
  };

  it('a walk enters each hex of its path; a mech with no line stands still, undeclared', () => {
    expect(plan(duel(), [move('Hunter', 'walk', { to: hex('0503'), evasive: true })])).toEqual({
      Hunter: {
        mech: 'Hunter',
        mode: 'walk',
        from: hex('0505'),
        to: hex('0503'),
        hexes: 2,
        path: [hex('0504'), hex('0503')],
        evasive: true,
        standUp: false,
        declared: true,
      },
      Prey: {
        mech: 'Prey',
        mode: 'stand',
        from: hex('0508'),
        to: hex('0508'),
        hexes: 0,
        evasive: false,
        standUp: false,
        declared: false,
      },
    });
  });

  it('a jump counts the hexes flown, with no path; an outflank declared goes with the move', () => {
    expect(plan(duel({ jumpMP: 3 }), [move('Hunter', 'jump', { to: hex('0507'), outflank: 'Prey' })]).Hunter).toEqual({
      mech: 'Hunter',
      mode: 'jump',
      from: hex('0505'),
      to: hex('0507'),
      hexes: 2,
      evasive: false,
      standUp: false,
      outflank: 'Prey',
      declared: true,
    });
  });

  it('R-10.2: a prone mech declaring Stand and Stand up spends the round standing up', () => {
    expect(plan(duel({ prone: true }), [move('Hunter', 'stand', { standUp: true })]).Hunter).toEqual({
      mech: 'Hunter',
      mode: 'stand',
      from: hex('0505'),
      to: hex('0505'),
      hexes: 0,
      evasive: false,
      standUp: true,
      declared: true,
    });
  });

  it('R-2.7: a walk in place enters no hex: no path', () => {
    expect(plan(duel(), [move('Hunter', 'walk')]).Hunter).toEqual({
      mech: 'Hunter',
      mode: 'walk',
      from: hex('0505'),
      to: hex('0505'),
      hexes: 0,
      evasive: false,
      standUp: false,
      declared: true,
    });
  });

  it('Stand up on a mech already standing is nothing to do: it stands still', () => {
    expect(plan(duel(), [move('Hunter', 'stand', { standUp: true })]).Hunter).toMatchObject({
      hexes: 0,
      standUp: false,
    });
  });

  it('R-2.8: a mech earlier on the Mechs tab has left its hex when a later one moves in', () => {
    expect(
      plan(duel(), [move('Prey', 'walk', { to: hex('0505') }), move('Hunter', 'walk', { to: hex('0502') })]).Prey,
    ).toMatchObject({ to: hex('0505'), hexes: 3 });
  });
});
