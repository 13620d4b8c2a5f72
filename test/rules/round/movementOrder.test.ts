import { describe, expect, it } from 'vitest';
import { STANDARD_HEAT_SCALE } from '../../../src/rules/charts/heatScale';
import { lowestShutdownLevel } from '../../../src/rules/mech/heatEffects';
import { occupancyWhenMoving, staysShutDown, validateMoves } from '../../../src/rules/round/movement/validateMoves';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { move } from './helpers';
import { hex } from './seedBattle';

const rules = defaultRules();
const messages = (problems: { code: string; message: string }[]) => problems.map((p) => `${p.code}: ${p.message}`);

describe('R-13.4 a shut-down mech restarts only below the lowest shutdown level', () => {
  it('at exactly that level it stays down; one below it restarts', () => {
    const level = lowestShutdownLevel(rules);
    expect(level).toBe(Math.min(...STANDARD_HEAT_SCALE.filter((r) => r.shutdownAvoid !== null).map((r) => r.heat)));
    expect(staysShutDown(makeMech({ shutdown: true, heat: level }), rules)).toBe(true);
    expect(staysShutDown(makeMech({ shutdown: true, heat: level - 1 }), rules)).toBe(false);
  });
});

describe('R-14.2 movement lines are checked in Mechs tab order, lines naming no mech first', () => {
  it('problems come in movement order, two unknown names in sheet order', () => {
    const battle = makeBattle([makeMech({ id: 'A', position: '0505' }), makeMech({ id: 'B', position: '0510' })]);
    const r = validateMoves(
      battle,
      [
        move('B', 'jump', { to: hex('0512') }),
        move('Ghost', 'walk'),
        move('A', 'jump', { to: hex('0507') }),
        move('Phantom', 'walk'),
      ],
      rules,
    );
    expect(messages(r.problems)).toEqual([
      'move/unknown_mech: A movement line names "Ghost", but there is no such mech on the Mechs tab.',
      'move/unknown_mech: A movement line names "Phantom", but there is no such mech on the Mechs tab.',
      'move/no_jump_jets: A cannot jump: it has no working jump jets.',
      'move/no_jump_jets: B cannot jump: it has no working jump jets.',
    ]);
  });
});

describe('R-2.5 a jump no farther than the Jump MP', () => {
  it('one hex too far is refused with the distance and the MP', () => {
    const battle = makeBattle([makeMech({ id: 'A', position: '0505', jumpMP: 3 })]);
    expect(messages(validateMoves(battle, [move('A', 'jump', { to: hex('0509') })], rules).problems)).toEqual([
      'move/too_far: A cannot jump to 0509: it is 4 hexes away and it has 3 Jump MP.',
    ]);
  });
});

describe('R-V.3 every wreck is impassable', () => {
  it('a move may not end in either of two wrecks', () => {
    const wreck = (id: string, at: string) => {
      const m = makeMech({ id, position: at, destroyed: true });
      m.wreck = true;
      return m;
    };
    const battle = makeBattle([makeMech({ id: 'A', position: '0505' }), wreck('W1', '0506'), wreck('W2', '0604')]);
    const wreckRules = defaultRules({ wrecks: true });
    for (const to of ['0506', '0604']) {
      expect(
        validateMoves(battle, [move('A', 'walk', { to: hex(to) })], wreckRules).problems.map((p) => p.code),
      ).toEqual(['move/blocked']);
    }
  });
});

describe('R-2.8, R-14.2 who stands where when a mech moves', () => {
  // A, B and C in Mechs tab order; B walks from 0510 to 0512 before C moves, C after A and B.
  const battle = makeBattle([
    makeMech({ id: 'A', position: '0505' }),
    makeMech({ id: 'B', position: '0510' }),
    makeMech({ id: 'C', position: '0515' }),
  ]);
  const moves = [move('B', 'walk', { to: hex('0512') })];

  it('a mech later on the Mechs tab sees an earlier one where it moved to', () => {
    const field = occupancyWhenMoving(battle, moves, rules, 'C');
    expect([field.standing(hex('0512'), 'C')?.id, field.standing(hex('0510'), 'C')?.id]).toEqual(['B', undefined]);
  });

  it('the mech itself is still in its own hex as it starts to move', () => {
    const field = occupancyWhenMoving(battle, moves, rules, 'B');
    expect([field.standing(hex('0510'), 'A')?.id, field.standing(hex('0512'), 'A')?.id]).toEqual(['B', undefined]);
  });
});
