import { describe, expect, it } from 'vitest';
import { coolDownCheck } from '../../../src/rules/round/heat/coolDown';
import { COOLDOWN_HEAT_MODEL } from '../../../src/rules/round/heat/heatCooldown';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

describe('R-V.1 the cool-down heat model', () => {
  it('has no shutdown: a mech shut down before the round restarts at its start, and says why', () => {
    const mech = makeMech({ id: 'Hot', position: '0505', shutdown: true, heat: 9 });
    const ctx = makeContext(makeBattle([mech]), [], { heatModel: 'cooldown' });
    COOLDOWN_HEAT_MODEL.startOfRound(ctx);
    expect(ctx.events).toEqual([
      { type: 'status', mech: 'Hot', status: 'restarted', reason: 'the cool-down heat model has no shutdown (R-V.1)' },
    ]);
    expect(mech.shutdown).toBe(false);
  });

  it('two cool-down checks in a round are one line of the heat phase: "cool-down checks", the heat they shed together', () => {
    // Heat 6, Piloting 4: TN 10, 12 sheds 3 (heat 3); then TN 7, 12 sheds the last 3.
    const mech = makeMech({ id: 'Hot', position: '0505', heat: 6 });
    const ctx = makeContext(makeBattle([mech]), [6, 6, 6, 6], { heatModel: 'cooldown' });
    coolDownCheck(ctx, 'Hot');
    coolDownCheck(ctx, 'Hot');
    COOLDOWN_HEAT_MODEL.endOfRound(ctx);
    expect(eventsOf(ctx, 'heat')[0].cooling?.[0]).toEqual({ label: 'cool-down checks', value: 6 });
  });
});
