import { describe, expect, it } from 'vitest';
import type { Battle } from '../../../src/rules/model/battle';
import type { Declarations } from '../../../src/rules/model/declarations';
import type { RulesOptions } from '../../../src/rules/model/rules';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { duel, fire, move, problemsOf } from './helpers';
import { hex } from './seedBattle';

type Case = [code: string, battle: () => Battle, decl: Partial<Declarations>, rules?: RulesOptions];

const adjacent = () => duel({ position: '0507' });
const fast = { kind: 'fast' as const, angle: 'high' as const };
const twoLasers = () =>
  duel({
    equipment: [
      { name: 'Medium Laser', location: 'RA' },
      { name: 'Medium Laser', location: 'LA' },
    ],
  });
const withBuddy = () => duel({}, {}, [makeMech({ id: 'Buddy', side: 'PC', position: '0502' })]);

const CASES: Case[] = [
  // Movement (R-2.x, R-9.5, R-10.2, R-13.4)
  ['move/unknown_mech', duel, { moves: [move('Nobody', 'walk')] }],
  ['move/duplicate', duel, { moves: [move('Hunter', 'stand'), move('Hunter', 'walk')] }],
  ['move/destroyed', () => duel({ destroyed: true }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }],
  ['move/no_pilot', () => duel({ pilotStatus: 'dead' }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }],
  ['move/shutdown', () => duel({ shutdown: true, heat: 20 }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }],
  [
    'move/stand_up',
    () => duel({ prone: true }),
    { moves: [move('Hunter', 'walk', { to: hex('0504'), standUp: true })] },
  ],
  ['move/no_position', () => duel({ position: null }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }],
  [
    'move/off_map',
    () => makeBattle(duel().mechs, { map: { cols: 8, rows: 8, terrain: {} } }),
    { moves: [move('Hunter', 'walk', { to: hex('0509') })] },
  ],
  ['move/prone', () => duel({ prone: true }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }],
  [
    'move/immobile',
    () => duel({ destroyedLocations: ['LL', 'RL'] }),
    { moves: [move('Hunter', 'walk', { to: hex('0504') })] },
  ],
  ['move/stand_moves', duel, { moves: [move('Hunter', 'stand', { to: hex('0504') })] }],
  [
    'move/water_start',
    () => makeBattle(duel().mechs, { map: { cols: 9, rows: 9, terrain: { '0505': { water: 1 } } } }),
    { moves: [move('Hunter', 'run', { to: hex('0503') })] },
  ],
  [
    'move/blocked',
    () => {
      const b = duel({}, {}, [makeMech({ id: 'Wreck', position: '0504', destroyed: true })]);
      b.mechs[2].wreck = true;
      return b;
    },
    { moves: [move('Hunter', 'walk', { to: hex('0504') })] },
  ],
  ['move/no_jump_jets', duel, { moves: [move('Hunter', 'jump', { to: hex('0504') })] }],
  ['move/jump_in_place', () => duel({ jumpMP: 3 }), { moves: [move('Hunter', 'jump')] }],
  ['move/too_far', duel, { moves: [move('Hunter', 'walk', { to: hex('0510') })] }],
  [
    'move/no_path',
    () => makeBattle(duel().mechs, { map: { cols: 9, rows: 9, terrain: { '0504': { elevation: 3 } } } }),
    { moves: [move('Hunter', 'walk', { to: hex('0504') })] },
  ],
  ['move/cool_down_variant', duel, { moves: [move('Hunter', 'stand', { coolDown: true })] }],
  // Outflank
  ['outflank/unknown_mech', duel, { moves: [move('Hunter', 'stand', { outflank: 'Nobody' })] }],
  ['outflank/not_enemy', withBuddy, { moves: [move('Hunter', 'stand', { outflank: 'Buddy' })] }],
  [
    'outflank/target_destroyed',
    () => duel({}, { destroyed: true }),
    { moves: [move('Hunter', 'stand', { outflank: 'Prey' })] },
  ],
  ['outflank/not_in_position', duel, { moves: [move('Hunter', 'stand', { outflank: 'Prey' })] }],
  // Attacks
  ['attack/unknown_mech', duel, { attacks: [fire('Hunter', 'Nobody', 'all')] }],
  ['attack/cool_down_variant', duel, { attacks: [fire('Hunter', 'Prey', [], { coolDown: true })] }],
  ['attack/empty', duel, { attacks: [fire('Hunter', 'Prey', [])] }],
  ['attack/attacker_destroyed', () => duel({ destroyed: true }), { attacks: [fire('Hunter', 'Prey', 'all')] }],
  ['attack/no_pilot', () => duel({ pilotStatus: 'out' }), { attacks: [fire('Hunter', 'Prey', 'all')] }],
  ['attack/shutdown', () => duel({ shutdown: true, heat: 20 }), { attacks: [fire('Hunter', 'Prey', 'all')] }],
  [
    'attack/after_sprint',
    duel,
    { moves: [move('Hunter', 'sprint', { to: hex('0503') })], attacks: [fire('Hunter', 'Prey', 'all')] },
  ],
  [
    'attack/while_evasive',
    duel,
    { moves: [move('Hunter', 'stand', { evasive: true })], attacks: [fire('Hunter', 'Prey', 'all')] },
  ],
  ['attack/self', duel, { attacks: [fire('Hunter', 'Hunter', 'all')] }],
  ['attack/target_destroyed', () => duel({}, { destroyed: true }), { attacks: [fire('Hunter', 'Prey', 'all')] }],
  ['attack/unknown_weapon', duel, { attacks: [fire('Hunter', 'Prey', ['Plasma Rifle'])] }],
  ['attack/not_carried', duel, { attacks: [fire('Hunter', 'Prey', ['PPC'])] }],
  [
    'attack/weapon_destroyed',
    () => duel({ equipment: [{ name: 'Medium Laser', location: 'RA', destroyed: true }] }),
    { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
  ],
  [
    'attack/weapon_reused',
    duel,
    { attacks: [fire('Hunter', 'Prey', ['Medium Laser']), fire('Hunter', 'Prey', ['Medium Laser'])] },
  ],
  [
    'attack/out_of_range',
    () => duel({}, { position: '0515' }),
    { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
  ],
  ['attack/no_position', () => duel({}, { position: null }), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }],
  // Freebie
  ['freebie/not_pc', duel, { attacks: [fire('Prey', 'Hunter', ['Medium Laser'], { freebie: 'Medium Laser' })] }],
  [
    'freebie/off',
    duel,
    { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Medium Laser' })] },
    defaultRules({ playersAdvantage: false }),
  ],
  ['freebie/unknown_weapon', duel, { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Death Ray' })] }],
  [
    'freebie/out_of_range',
    () => duel({}, { position: '0515' }),
    { attacks: [fire('Hunter', 'Prey', [], { freebie: 'Medium Laser' })] },
  ],
  [
    'freebie/not_fired',
    duel,
    { attacks: [fire('Hunter', 'Prey', ['Medium Laser']), fire('Hunter', 'Prey', 'all', { freebie: 'Medium Laser' })] },
  ],
  [
    'freebie/twice',
    twoLasers,
    {
      attacks: [
        fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Medium Laser' }),
        fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Medium Laser' }),
      ],
    },
  ],
  // Melee (R-12.x)
  [
    'melee/twice',
    adjacent,
    {
      attacks: [
        fire('Hunter', 'Prey', [], { melee: fast }),
        fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'low' } }),
      ],
    },
  ],
  [
    'melee/bad_count',
    adjacent,
    { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'strong', angle: 'low', count: 2 } })] },
  ],
  [
    'melee/prone',
    () => duel({ position: '0507', prone: true }),
    { attacks: [fire('Hunter', 'Prey', [], { melee: fast })] },
  ],
  [
    'melee/dfa_with_weapons',
    () => duel({ jumpMP: 3 }),
    {
      moves: [move('Hunter', 'jump', { to: hex('0507') })],
      attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { melee: { kind: 'dfa', angle: 'high' } })],
    },
  ],
  [
    'melee/dfa_without_jump',
    adjacent,
    { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'dfa', angle: 'high' } })] },
  ],
  ['melee/not_adjacent', duel, { attacks: [fire('Hunter', 'Prey', [], { melee: fast })] }],
  // The heat-phase variant's own problems (R-V.1–R-V.3) are in test/rules/variant.
];

describe('every declaration problem is reported, with the mech named', () => {
  it.each(CASES)('%s', (code, battle, decl, rules) => {
    const problems = problemsOf(battle(), decl, rules);
    expect(problems.map((p) => p.code)).toEqual([code]);
    const p = problems[0];
    if (p.mech) expect(p.message).toContain(p.mech);
  });

  it('all problems at once, in sheet order: movement, outflank, attacks', () => {
    const problems = problemsOf(duel(), {
      moves: [move('Hunter', 'walk', { to: hex('0510') }), move('Prey', 'stand', { outflank: 'Hunter' })],
      attacks: [fire('Hunter', 'Prey', ['PPC']), fire('Prey', 'Hunter', [], { melee: fast })],
    });
    expect(problems.map((p) => p.code)).toEqual([
      'move/too_far',
      'outflank/not_in_position',
      'attack/not_carried',
      'melee/not_adjacent',
    ]);
  });

  it('an "all" line cannot fire a carried weapon the catalog does not know: a problem naming it', () => {
    const b = duel({
      equipment: [
        { name: 'Medium Laser', location: 'RA' },
        { name: 'Death Ray', location: 'LA' },
      ],
    });
    expect(problemsOf(b, { attacks: [fire('Hunter', 'Prey', 'all')] }).map((p) => [p.code, p.message])).toEqual([
      [
        'attack/unknown_weapon',
        'Hunter carries "Death Ray", which is not in the weapon catalog, so "all" cannot fire it.',
      ],
    ]);
  });

  it('an attack line naming an attacker not on the Mechs tab is named by its line, counted from 1', () => {
    const problems = problemsOf(duel(), {
      attacks: [fire('Hunter', 'Prey', ['Medium Laser']), fire('Ghost', 'Prey', 'all')],
    });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      [
        'attack/unknown_mech',
        'Attack line 2 names "Ghost" as the attacker, but there is no such mech on the Mechs tab.',
      ],
    ]);
  });

  it('a mech whose pilot is dead or out of the battle cannot attack: the problem says which', () => {
    const messages = (pilotStatus: 'dead' | 'out') =>
      problemsOf(duel({ pilotStatus }), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }).map((p) => p.message);
    expect(messages('dead')).toEqual(['Hunter cannot attack: its pilot is dead.']);
    expect(messages('out')).toEqual(['Hunter cannot attack: its pilot is out of the battle.']);
  });

  it('messages a GM understands', () => {
    const messages = (b: Battle, d: Partial<Declarations>) => problemsOf(b, d).map((p) => p.message);
    expect(
      messages(duel(), {
        attacks: [fire('Hunter', 'Prey', ['Medium Laser']), fire('Hunter', 'Prey', ['Medium Laser'])],
      }),
    ).toEqual(['Hunter fires Medium Laser 2 times this round but has 1 working; each weapon fires once a round.']);
    expect(messages(duel(), { attacks: [fire('Hunter', 'Prey', [], { melee: fast })] })).toEqual([
      'Hunter cannot make a Fast attack on Prey: melee needs an adjacent target and it is 3 hexes away.',
    ]);
  });
});
