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
    const [line] = rationAmmo([attack], [[tn(false), tn(true)]], { Hunter: mech }, () => false).lines;
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

describe("R-5.3, R-19.2: Gator's own freebie goes to a weapon that will find a shot", () => {
  // A PC with two LRM-5s and one shot: line 1 at the Prey (TN 5, rolled, so it takes the shot), line 2 at the
  // Other with the GM's Other +11 (TN 16, not rolled). Picking line 2's launcher, the hardest roll, would lose the
  // freebie to an empty bin; line 1's launcher makes it.
  const battle = () =>
    duel(
      {
        equipment: [
          { name: 'LRM-5', location: 'LT' },
          { name: 'LRM-5', location: 'RT' },
          { name: 'Ammo (LRM-5)', location: 'CT', ammoFor: 'LRM-5', shots: 1 },
        ],
      },
      {},
      [makeMech({ id: 'Other', side: 'NPC', position: '0502' })],
    );
  const lines = [fire('Hunter', 'Prey', ['LRM-5']), fire('Hunter', 'Other', ['LRM-5'], { other: 11 })];

  it('the one shot makes a freebie at the Prey; the launcher at TN 16 is not fired', () => {
    // The freebie's cluster roll and its one location roll, 2d6 each; the TN 16 launcher rolls nothing.
    const r = run(battle(), { attacks: lines }, Array(4).fill(4));
    const attacks = of(r, 'attack').map((e) => [e.target, e.weapon, e.outcome]);
    expect(attacks).toContainEqual(['Prey', 'LRM-5', 'freebie']);
    expect(attacks.filter(([, , outcome]) => outcome === 'freebie')).toHaveLength(1);
    expect(attacks.some(([target, , outcome]) => target === 'Other' && outcome !== 'impossible')).toBe(false);
  });

  it('with a second shot in the bin, the launcher at TN 16 takes the freebie, the better gain, and the Prey is rolled', () => {
    const b = battle();
    const hunter = b.mechs.find((m) => m.id === 'Hunter')!;
    const withTwo = {
      ...b,
      mechs: b.mechs.map((m) =>
        m === hunter ? { ...m, equipment: m.equipment.map((e) => (e.kind === 'ammo' ? { ...e, shots: 2 } : e)) } : m,
      ),
    };
    const r = run(withTwo, { attacks: lines }, Array(10).fill(4));
    const attacks = of(r, 'attack').map((e) => [e.target, e.outcome]);
    expect(attacks).toContainEqual(['Other', 'freebie']);
    expect(attacks).toContainEqual(['Prey', 'hit']);
  });
});
