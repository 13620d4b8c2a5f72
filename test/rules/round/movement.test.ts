import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../../src/rules/model/map';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { attackTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { makeBattle, makeMech } from '../../support/mechs';
import { codesOf, duel, fire, mechOf, move, npcRules, of, problemsOf, rolls, run } from './helpers';
import { hex, seedGriffin } from './seedBattle';

const ML = STANDARD_CATALOG['Medium Laser'];

function tmmOf(battle: ReturnType<typeof duel>, preyMove: Parameters<typeof move>[1]) {
  const r = attackTargetNumber(battle, [move('Prey', preyMove)], 'Hunter', 'Prey', ML, { rules: npcRules });
  if (!r.ok) throw new Error(r.problem.message);
  return r.tn.modifiers.find((m) => m.source === 'tmm')!.value;
}

describe('R-2.1 current speed', () => {
  it('a mech at heat 5 walks 4 − 1 = 3 MP: a 4-hex walk is too far', () => {
    const problems = problemsOf(duel({ heat: 5 }), { moves: [move('Hunter', 'walk', { to: hex('0501') })] });
    expect(problems.map((p) => p.message)).toEqual([
      'Hunter cannot walk to 0501: the cheapest path costs 4 MP and it has 3.',
    ]);
  });

  it('the TMM reads the current Run MP: Walk 5 runs 8 (TMM 2), at heat 5 only 6 (TMM 1)', () => {
    expect(tmmOf(duel({}, { walkMP: 5 }), 'run')).toBe(2);
    expect(tmmOf(duel({}, { walkMP: 5, heat: 5 }), 'run')).toBe(1);
  });
});

describe('R-2.2 TMM floor and Sprint heat', () => {
  it('walking never gives a TMM below 0: Walk 2 / Run 3, base 0, walking 0', () => {
    expect(tmmOf(duel({}, { walkMP: 2 }), 'walk')).toBe(0);
  });

  it('jumping adds +1, walking −1 to the base floor(Run / 4)', () => {
    const b = duel({}, { walkMP: 5, jumpMP: 5 });
    expect([tmmOf(b, 'walk'), tmmOf(b, 'run'), tmmOf(b, 'jump')]).toEqual([1, 2, 3]);
  });

  it('Sprint moves 2 × Walk MP and makes 3 heat', () => {
    // The Prey stands aside (0808): an enemy's hex cannot be passed through.
    const r = run(duel({}, { position: '0808' }), { moves: [move('Hunter', 'sprint', { to: hex('0513') })] }, []);
    expect(mechOf(r, 'Hunter').position).toEqual(hex('0513'));
    expect(of(r, 'heat').find((h) => h.mech === 'Hunter')!.generated).toEqual([{ label: 'sprinted', value: 3 }]);
  });
});

describe('R-2.3 evasive', () => {
  it('attacks against an evasive mech roll 3d6 keeping the lowest two', () => {
    const r = run(
      duel(),
      {
        moves: [move('Prey', 'stand', { evasive: true })],
        attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 5 })],
      },
      [6, 6, 1, 3, 4],
      npcRules,
    );
    const [attack] = rolls(r, 'attack');
    expect([attack.mode, attack.roll.faces, attack.roll.kept, attack.roll.total, attack.success]).toEqual([
      'disadvantage',
      [6, 6, 1],
      [6, 1],
      7,
      true,
    ]);
  });

  it('an evasive mech fires no weapons', () => {
    expect(
      codesOf(duel(), { moves: [move('Hunter', 'walk', { evasive: true })], attacks: [fire('Hunter', 'Prey', 'all')] }),
    ).toEqual(['attack/while_evasive']);
  });
});

describe('R-2.4 terrain costs', () => {
  const woods: BattleMap = {
    cols: 10,
    rows: 10,
    terrain: { '0507': { woods: 'heavy' }, '0305': { water: 1 }, '0804': { elevation: 3 } },
  };
  const on = (opts: Parameters<typeof makeMech>[0]) =>
    makeBattle([makeMech({ id: 'Hunter', position: '0505', ...opts })], { map: woods });

  it('heavy woods cost 1 + 2 to enter: 0505 → 0507 costs 4, too much for Walk 3', () => {
    expect(codesOf(on({ walkMP: 4 }), { moves: [move('Hunter', 'walk', { to: hex('0507') })] })).toEqual([]);
    expect(problemsOf(on({ walkMP: 3 }), { moves: [move('Hunter', 'walk', { to: hex('0507') })] })[0].message).toBe(
      'Hunter cannot walk to 0507: the cheapest path costs 4 MP and it has 3.',
    );
  });

  it('a mech that starts in water cannot run or jump, but may walk', () => {
    const wet = (mode: 'walk' | 'run' | 'jump') =>
      codesOf(on({ position: '0305', jumpMP: 3 }), { moves: [move('Hunter', mode, { to: hex('0303') })] });
    expect([wet('walk'), wet('run'), wet('jump')]).toEqual([[], ['move/water_start'], ['move/water_start']]);
  });

  it("R-2.4: nor sprint — a sprint is a faster run (the engine's reading; the seed names only Run and Jump)", () => {
    const sprint = codesOf(on({ position: '0305' }), { moves: [move('Hunter', 'sprint', { to: hex('0303') })] });
    expect(sprint).toEqual(['move/water_start']);
  });

  it('a climb of more than 2 levels cannot be walked; a jump ignores it', () => {
    const b = on({ position: '0704', jumpMP: 2 });
    expect(codesOf(b, { moves: [move('Hunter', 'run', { to: hex('0804') })] })).toEqual(['move/no_path']);
    expect(codesOf(b, { moves: [move('Hunter', 'jump', { to: hex('0804') })] })).toEqual([]);
  });
});

describe('R-2.5 legal moves', () => {
  it('the cheapest path must fit the MP: the Griffin (Run 8) cannot run 9 hexes', () => {
    const b = makeBattle([seedGriffin()]);
    expect(problemsOf(b, { moves: [move('Griffin', 'run', { to: hex('0618') })] }).map((p) => p.message)).toEqual([
      'Griffin cannot run to 0618: the cheapest path costs 9 MP and it has 8.',
    ]);
  });

  it('a jump needs only the straight distance ≤ Jump MP', () => {
    const b = makeBattle([seedGriffin()]);
    expect(codesOf(b, { moves: [move('Griffin', 'jump', { to: hex('0614') })] })).toEqual([]);
    expect(problemsOf(b, { moves: [move('Griffin', 'jump', { to: hex('0615') })] }).map((p) => p.message)).toEqual([
      'Griffin cannot jump to 0615: it is 6 hexes away and it has 5 Jump MP.',
    ]);
  });
});

describe('R-2.6 jump heat', () => {
  it('jumping makes 1 heat per hex jumped', () => {
    const r = run(makeBattle([seedGriffin()]), { moves: [move('Griffin', 'jump', { to: hex('0613') })] }, []);
    expect(of(r, 'heat')[0].generated).toEqual([{ label: 'jumped', value: 4 }]);
    expect(of(r, 'move')[0].hexes).toBe(4);
  });
});

describe('Sprint forbids attacks, melee included — the engine\'s reading of docs/rules.md §2 (Sprint has no AMM; the seed says only "not fire any weapons")', () => {
  it('no weapons and no melee after sprinting', () => {
    const b = duel({}, { position: '0513' });
    expect(
      codesOf(b, {
        moves: [move('Hunter', 'sprint', { to: hex('0512') })],
        attacks: [fire('Hunter', 'Prey', ['Medium Laser'])],
      }),
    ).toEqual(['attack/after_sprint']);
    expect(
      codesOf(b, {
        moves: [move('Hunter', 'sprint', { to: hex('0512') })],
        attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' } })],
      }),
    ).toEqual(['attack/after_sprint']);
  });
});

describe('R-9.5 immobile mechs only stand', () => {
  it('an immobile mech may not walk, but may stand and fire', () => {
    const b = duel({ destroyedLocations: ['LL', 'RL'] });
    expect(codesOf(b, { moves: [move('Hunter', 'walk', { to: hex('0504') })] })).toEqual(['move/immobile']);
    expect(
      codesOf(b, { moves: [move('Hunter', 'stand')], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }),
    ).toEqual([]);
  });
});

describe('R-10.2 standing up', () => {
  it('a prone mech may not move; it spends the round standing up, counts as standing still and may fire', () => {
    expect(codesOf(duel({ prone: true }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] })).toEqual([
      'move/prone',
    ]);
    const r = run(
      duel({ prone: true }),
      { moves: [move('Hunter', 'stand', { standUp: true })], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 1, 3, 4],
      npcRules,
    );
    expect(mechOf(r, 'Hunter').prone).toBe(false);
    expect(of(r, 'move')[0]).toMatchObject({ mech: 'Hunter', mode: 'stand', standUp: true });
    expect(describeTargetNumber(rolls(r, 'attack')[0].tn!)).toBe('3 gunnery - 1 stood still = 2');
  });
});

describe('R-9.6 gyro checks', () => {
  it('a mech with a damaged gyro that moves checks at TN 5: passing, it stays up', () => {
    const b = duel();
    b.mechs[0].crits.gyroHits = 1;
    const r = run(b, { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [3, 2]);
    const [check] = rolls(r, 'piloting');
    expect([describeTargetNumber(check.tn!), check.success]).toEqual(['5 gyro = 5', true]);
  });

  it('failing, it falls (R-10.2): fall damage, a wound, a consciousness roll; standing still needs no check', () => {
    const b = duel();
    b.mechs[0].crits.gyroHits = 1;
    const r = run(b, { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [1, 2, 3, 4, 2, 2]);
    expect(of(r, 'fall')).toEqual([
      expect.objectContaining({ mech: 'Hunter', damage: 5, reason: 'failed the gyro check' }),
    ]);
    expect(mechOf(r, 'Hunter')).toMatchObject({ prone: true, position: hex('0504') });
    expect(rolls(run(b, { moves: [move('Hunter', 'stand')] }, []), 'piloting')).toEqual([]);
  });
});

describe('wrecks are impassable (R-V.3 seam)', () => {
  it('no mech may end its move in a wreck hex', () => {
    const b = duel({}, {}, [makeMech({ id: 'Wreck', position: '0503', destroyed: true })]);
    b.mechs[2].wreck = true;
    expect(codesOf(b, { moves: [move('Hunter', 'walk', { to: hex('0503') })] })).toEqual(['move/blocked']);
  });
});

describe("R-2.3 evasive is about weapons only (the engine's reading: melee is not firing weapons)", () => {
  it('R-2.3: an evasive mech may still fight hand to hand, and melee against an evasive mech rolls with disadvantage', () => {
    const b = duel({ position: '0507' });
    const decl = {
      moves: [move('Hunter', 'stand', { evasive: true }), move('Prey', 'stand', { evasive: true })],
      attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast' as const, angle: 'high' as const } })],
    };
    expect(codesOf(b, decl)).toEqual([]);
    // TN 4 − 1 stood still − 1 Fast = 2; 3d6 [1, 1, 6] keeps the lowest two: 2, a hit; High 3 → Center Torso.
    const r = run(b, decl, [1, 1, 6, 3], npcRules);
    expect(rolls(r, 'melee')[0]).toMatchObject({
      mode: 'disadvantage',
      roll: { kept: [1, 1], total: 2 },
      success: true,
    });
  });
});
