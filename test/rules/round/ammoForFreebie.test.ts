import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { AttackTargetNumberResult } from '../../../src/rules/round/attacks/attackTargetNumber';
import { rationAmmo } from '../../../src/rules/round/attacks/ammoRation';
import type { PlannedAttack } from '../../../src/rules/round/sequence/plan';
import { makeMech } from '../../support/mechs';
import { duel, fire, move, npcRules, of, run } from './helpers';
import { hex } from './seedBattle';

describe('R-5.1, R-19.1 a freebie takes its shot even at a TN it could not roll', () => {
  it('two LRM-5s sharing one shot: the unrollable freebie first takes it, the other finds none', () => {
    const lrm = STANDARD_CATALOG['LRM-5'];
    const mech = makeMech({
      id: 'Hunter',
      side: 'PC',
      equipment: [
        { name: 'LRM-5', location: 'LT' },
        { name: 'LRM-5', location: 'LT' },
        { name: 'Ammo (LRM-5)', location: 'LT', ammoFor: 'LRM-5', shots: 1 },
      ],
    });
    const attack: PlannedAttack = {
      line: 0,
      attacker: 'Hunter',
      target: 'Prey',
      weapons: [
        { index: 0, location: 'LT', spec: lrm },
        { index: 1, location: 'LT', spec: lrm },
      ],
      unreachable: [],
      freebieIndex: 0,
      other: 0,
    };
    const tn = (rollable: boolean) => ({ ok: true, rollable, total: rollable ? 8 : 13 }) as AttackTargetNumberResult;
    const [line] = rationAmmo([attack], [[tn(false), tn(true)]], { Hunter: mech }, () => false);
    expect(line.map((r) => (r.ok ? 'fires' : r.problem.code))).toEqual(['fires', 'attack/weapon_empty']);
  });
});

describe('R-14.4 an attacker whose pilot is gone by the attack step makes no attack', () => {
  it('a fall in the movement step gives the fifth wound: the laser is "impossible: Hunter has no pilot"', () => {
    const b = duel({ wounds: 4 });
    b.mechs[0].crits.gyroHits = 1;
    // Every die a 1: the gyro check fails, the fall wounds the pilot out of the battle.
    const r = run(
      b,
      { moves: [move('Hunter', 'walk', { to: hex('0506') })], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      { d6: () => 1 },
      npcRules,
    );
    expect(of(r, 'attack')).toEqual([
      {
        type: 'attack',
        attacker: 'Hunter',
        target: 'Prey',
        weapon: 'Medium Laser',
        outcome: 'impossible',
        reason: 'Hunter has no pilot',
      },
    ]);
  });
});
