// an attack line's weapons refused before the round, in the words the GM reads on the sidebar.
import { describe, expect, it } from 'vitest';
import type { Battle } from '../../../src/rules/model/battle';
import type { AttackDeclaration } from '../../../src/rules/model/declarations';
import type { Problem } from '../../../src/rules/model/problem';
import { duel, fire, problemsOf } from './helpers';

type Case = [what: string, battle: () => Battle, attacks: AttackDeclaration[], message: [code: string, text: string]];

const CASES: Case[] = [
  [
    'a weapon not in the catalog',
    duel,
    [fire('Hunter', 'Prey', ['Plasma Rifle'])],
    ['attack/unknown_weapon', `Hunter's attack on Prey names "Plasma Rifle", which is not in the weapon catalog.`],
  ],
  [
    'a freebie not in the catalog',
    duel,
    [fire('Hunter', 'Prey', ['Medium Laser'], { freebie: 'Death Ray' })],
    ['freebie/unknown_weapon', `Hunter's attack on Prey names "Death Ray", which is not in the weapon catalog.`],
  ],
  [
    'a weapon the mech does not carry',
    duel,
    [fire('Hunter', 'Prey', ['PPC'])],
    ['attack/not_carried', 'Hunter carries no PPC (declared: PPC).'],
  ],
  [
    'a freebie the mech does not carry',
    duel,
    [fire('Hunter', 'Prey', [], { freebie: 'PPC' })],
    ['attack/not_carried', 'Hunter carries no PPC (declared: PPC (freebie)).'],
  ],
  [
    'a destroyed weapon',
    () => duel({ equipment: [{ name: 'Medium Laser', location: 'RA', destroyed: true }] }),
    [fire('Hunter', 'Prey', ['Medium Laser'])],
    [
      'attack/weapon_destroyed',
      "Hunter's Medium Laser cannot fire: destroyed, or in a destroyed or disabled location.",
    ],
  ],
  [
    'one weapon named on two lines',
    duel,
    [fire('Hunter', 'Prey', ['Medium Laser']), fire('Hunter', 'Prey', ['Medium Laser'])],
    [
      'attack/weapon_reused',
      'Hunter fires Medium Laser 2 times this round but has 1 working; each weapon fires once a round.',
    ],
  ],
  [
    'R-3.2: a weapon beyond its long range',
    () => duel({}, { position: '0515' }),
    [fire('Hunter', 'Prey', ['Medium Laser'])],
    ['attack/out_of_range', 'Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9 (R-3.2).'],
  ],
  [
    'R-5.1: a freebie beyond its long range',
    () => duel({}, { position: '0515' }),
    [fire('Hunter', 'Prey', [], { freebie: 'Medium Laser' })],
    [
      'freebie/out_of_range',
      "Hunter's freebie Medium Laser cannot reach Prey: 10 hexes is beyond its long range of 9 (R-5.1).",
    ],
  ],
  [
    'R-5.1: a freebie on an All line beyond its long range',
    () => duel({}, { position: '0515' }),
    [fire('Hunter', 'Prey', 'all', { freebie: 'Medium Laser' })],
    [
      'freebie/out_of_range',
      "Hunter's freebie Medium Laser cannot reach Prey: 10 hexes is beyond its long range of 9 (R-5.1).",
    ],
  ],
  [
    'R-5.1: a freebie on an All line naming a weapon the mech has no working one of',
    duel,
    [fire('Hunter', 'Prey', 'all', { freebie: 'PPC' })],
    ['freebie/not_fired', 'Hunter has no working PPC for its freebie.'],
  ],
  [
    'a target not on the map',
    () => duel({}, { position: null }),
    [fire('Hunter', 'Prey', ['Medium Laser'])],
    ['attack/no_position', 'Hunter cannot fire at Prey: Prey is not on the map.'],
  ],
  [
    'an attacker not on the map, firing All',
    () => duel({ position: null }),
    [fire('Hunter', 'Prey', 'all')],
    ['attack/no_position', 'Hunter cannot fire at Prey: Hunter is not on the map.'],
  ],
];

describe('every weapon of an attack line refused, in full', () => {
  it.each(CASES)('%s', (_what, battle, attacks, [code, message]) => {
    const expected: Problem[] = [{ code, mech: 'Hunter', message }];
    expect(problemsOf(battle(), { attacks })).toEqual(expected);
  });
});
