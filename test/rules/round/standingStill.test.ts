import { describe, expect, it } from 'vitest';
import { lowestShutdownLevel } from '../../../src/rules/mech/heatEffects';
import { STANDARD_HEAT_MODEL } from '../../../src/rules/round/heat/heatStandard';
import { targetMovementTerm } from '../../../src/rules/round/movement/movements';
import { defaultRules, makeBattle, makeContext, makeMech } from '../../support/mechs';
import { duel, move, npcRules, of, run } from './helpers';

const rules = defaultRules();

describe('R-13.4 a shut-down mech restarts at the start of the round only below the lowest shutdown level', () => {
  const startWith = (heat: number) => {
    const mech = makeMech({ id: 'Cold', shutdown: true, heat });
    const ctx = makeContext(makeBattle([mech]), []);
    STANDARD_HEAT_MODEL.startOfRound(ctx);
    return { shutdown: mech.shutdown, events: ctx.events };
  };
  const level = lowestShutdownLevel(rules);

  it('at exactly that level it stays shut down', () => {
    expect(startWith(level)).toEqual({ shutdown: true, events: [] });
  });

  it('one below, it restarts and says why', () => {
    expect(startWith(level - 1)).toEqual({
      shutdown: false,
      events: [{ type: 'status', mech: 'Cold', status: 'restarted', reason: `heat ${level - 1} is below ${level}` }],
    });
  });
});

describe('R-11.2, R-3 a mech whose pilot is gone gives attackers TMM 0, saying why', () => {
  it.each(['dead', 'out'] as const)('pilot %s → "target TMM (no pilot)"', (pilotStatus) => {
    expect(targetMovementTerm(makeMech({ pilotStatus }), 'run', rules)).toEqual({
      source: 'tmm',
      value: 0,
      label: 'target TMM (no pilot)',
    });
  });
});

describe('R-10.2 a prone mech spends its movement standing up', () => {
  it('the log says it stood, and why it did not move', () => {
    const r = run(
      duel({ prone: true }),
      { moves: [move('Hunter', 'stand', { standUp: true })] },
      { d6: () => 5 },
      npcRules,
    );
    expect(of(r, 'status').filter((e) => e.mech === 'Hunter')).toEqual([
      { type: 'status', mech: 'Hunter', status: 'stood', reason: 'spent its movement standing up' },
    ]);
  });
});
