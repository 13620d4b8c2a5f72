import { describe, expect, it } from 'vitest';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { makeMech } from '../../support/mechs';
import { codesOf, duel, fire, move, npcRules, of, rolls, run } from './helpers';
import { hex } from './seedBattle';

/** Hunter walks next to the running Prey and tries to outflank it, then fires its Medium Laser. */
const flank = {
  moves: [move('Hunter', 'walk', { to: hex('0507'), outflank: 'Prey' }), move('Prey', 'run')],
  attacks: [fire('Hunter', 'Prey', ['Medium Laser'])],
};

describe('R-4.2 outflank', () => {
  it('TN 4 + target TMM; success by 3 or more gives advantage and rear hits (R-8.2)', () => {
    // Outflank 8 vs 5 (margin 3); attack 3d6 [1, 2, 6] keeps 2 + 6; hit location 7 on the Rear table.
    const r = run(duel(), flank, [4, 4, 1, 2, 6, 3, 4], npcRules);
    const [outflank] = rolls(r, 'outflank');
    expect([describeTargetNumber(outflank.tn!), outflank.roll.total, outflank.result]).toEqual([
      '4 outflank + 1 target TMM = 5',
      8,
      'advantage, rear hits',
    ]);
    const [attack] = rolls(r, 'attack');
    expect([attack.mode, attack.roll.kept]).toEqual(['advantage', [2, 6]]);
    expect(of(r, 'damage')[0].hit).toEqual({ location: 'CT', rear: true });
    expect(outflank.step).toBe('outflank');
  });

  it('success by less than 3: advantage, Front table', () => {
    const r = run(duel(), flank, [3, 3, 1, 2, 6, 3, 4], npcRules);
    expect(rolls(r, 'outflank')[0].result).toBe('advantage');
    expect(of(r, 'damage')[0].hit).toEqual({ location: 'CT', rear: false });
  });

  it('failure: a plain 2d6 attack', () => {
    const r = run(duel(), flank, [2, 2, 4, 4, 3, 4], npcRules);
    expect([rolls(r, 'outflank')[0].success, rolls(r, 'attack')[0].mode]).toEqual([false, 'normal']);
  });

  it("the outflanker's wounds add, jumping takes 2 off (R-0.3)", () => {
    const b = duel({ wounds: 1, jumpMP: 3 });
    const r = run(
      b,
      { moves: [move('Hunter', 'jump', { to: hex('0507'), outflank: 'Prey' }), move('Prey', 'run')] },
      [6, 6],
      npcRules,
    );
    expect(describeTargetNumber(rolls(r, 'outflank')[0].tn!)).toBe(
      '4 outflank + 1 target TMM + 1 wound - 2 jumped = 4',
    );
  });

  it('allowed adjacent, or with a friendly mech on the opposite side (R-1.5); otherwise a problem', () => {
    const buddy = (at: string) => makeMech({ id: 'Buddy', side: 'PC', position: at });
    const decl = { moves: [move('Hunter', 'stand', { outflank: 'Prey' })] };
    expect(codesOf(duel({}, {}, [buddy('0511')]), decl)).toEqual([]);
    expect(codesOf(duel({}, {}, [buddy('0506')]), decl)).toEqual(['outflank/not_in_position']);
    expect(codesOf(duel(), decl)).toEqual(['outflank/not_in_position']);
  });
});

describe('R-4.2 outflank: the roll after movement', () => {
  it('R-4.2, R-11.2: a target whose pilot fails the wake roll stays in its hex, so an outflanker waiting by its declared hex is no longer in position: no roll, no advantage', () => {
    // Prey declares a run to 0511 and Hunter a walk to 0512 beside it; Prey's wake roll 2 < 5 keeps it in 0508.
    const b = duel({ position: '0513' }, { pilotStatus: 'unconscious', wounds: 2 });
    const r = run(
      b,
      {
        moves: [
          move('Hunter', 'walk', { to: hex('0512'), outflank: 'Prey' }),
          move('Prey', 'run', { to: hex('0511') }),
        ],
      },
      [1, 1],
      npcRules,
    );
    const [outflank] = rolls(r, 'outflank');
    expect([outflank.roll.faces, outflank.success, outflank.result]).toEqual([[], false, 'not in position']);
    expect(describeTargetNumber(outflank.tn!)).toBe('4 outflank = 4');
  });

  it('R-4.2, R-0.1: an outflank TN of 13 or more is not rolled: 4 + TMM 4 + 5 wounds', () => {
    // Run MP 17 (Walk 11): base TMM 4, and running in place keeps it.
    const b = duel({ wounds: 5 }, { walkMP: 11 });
    const r = run(
      b,
      {
        moves: [move('Hunter', 'walk', { to: hex('0507'), outflank: 'Prey' }), move('Prey', 'run')],
        attacks: [fire('Hunter', 'Prey', ['Medium Laser'])],
      },
      [1, 1],
      npcRules,
    );
    const [outflank] = rolls(r, 'outflank');
    expect(describeTargetNumber(outflank.tn!)).toBe('4 outflank + 4 target TMM + 5 wounds = 13');
    expect([outflank.roll.faces, outflank.success, outflank.result]).toEqual([[], false, 'cannot succeed (TN 13+)']);
    // The Medium Laser at TN 12 (3 gunnery + 4 target TMM + 5 wounds) is rolled on plain 2d6, and misses.
    const [attack] = rolls(r, 'attack');
    expect([describeTargetNumber(attack.tn!), attack.mode, attack.success]).toEqual([
      '3 gunnery + 4 target TMM + 5 wounds = 12',
      'normal',
      false,
    ]);
  });
});

describe('R-4.1 advantage and disadvantage', () => {
  it('advantage and disadvantage cancel: an outflanked evasive target is attacked with plain 2d6', () => {
    const decl = {
      ...flank,
      moves: [move('Hunter', 'walk', { to: hex('0507'), outflank: 'Prey' }), move('Prey', 'run', { evasive: true })],
    };
    const r = run(duel(), decl, [4, 4, 4, 4, 3, 4], npcRules);
    expect(rolls(r, 'attack')[0]).toMatchObject({ mode: 'normal', roll: { faces: [4, 4] } });
  });
});
