import { describe, expect, it } from 'vitest';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { woundPilot } from '../../../src/rules/pilot/wounds';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

function setup(opts: MechOptions, faces: number[] = []) {
  const mech = makeMech({ id: 'Locust', tonnage: 20, ...opts });
  const ctx = makeContext(makeBattle([mech]), faces);
  return { mech, ctx };
}

describe('R-11.1/R-11.2 a wound', () => {
  it('R-11.2: a wound is logged and followed by a consciousness roll', () => {
    const { mech, ctx } = setup({}, facesForTotals(6));
    woundPilot(ctx, 'Locust', 'head hit');
    expect(mech.pilot.wounds).toBe(1);
    expect(eventsOf(ctx, 'wound')).toEqual([{ type: 'wound', mech: 'Locust', cause: 'head hit', wounds: 1 }]);
    expect(rollsOf(ctx, 'consciousness')[0].success).toBe(true);
    expect(mech.pilot.status).toBe('active');
  });

  it('R-11.2: failing the roll knocks the pilot out; later wounds add up but roll nothing', () => {
    const { mech, ctx } = setup({ wounds: 2 }, facesForTotals(6));
    woundPilot(ctx, 'Locust', 'fall');
    expect(mech.pilot.status).toBe('unconscious');
    woundPilot(ctx, 'Locust', 'head hit');
    expect(mech.pilot.wounds).toBe(4);
    expect(rollsOf(ctx, 'consciousness')).toHaveLength(1);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-11.1: a pilot already dead or ejected takes no wound', () => {
    const { mech, ctx } = setup({ pilotStatus: 'out', wounds: 1 });
    woundPilot(ctx, 'Locust', 'fall');
    expect(mech.pilot.wounds).toBe(1);
    expect(ctx.events).toEqual([]);
  });
});

describe('R-11.3 five wounds', () => {
  it('R-11.3: the fifth wound kills an NPC pilot, with no consciousness roll', () => {
    const { mech, ctx } = setup({ wounds: 4 });
    woundPilot(ctx, 'Locust', 'head hit');
    expect(mech.pilot.wounds).toBe(5);
    expect(mech.pilot.status).toBe('dead');
    expect(eventsOf(ctx, 'pilot')).toEqual([expect.objectContaining({ status: 'dead', reason: '5 wounds' })]);
    expect(rollsOf(ctx, 'consciousness')).toHaveLength(0);
  });

  it('R-11.3: a PC whose player has not allowed death is out of the battle instead', () => {
    const { mech, ctx } = setup({ side: 'PC', wounds: 4 });
    woundPilot(ctx, 'Locust', 'fall');
    expect(mech.pilot.status).toBe('out');
    expect(eventsOf(ctx, 'pilot')[0].status).toBe('out');
  });

  it('R-11.3: a PC whose player allowed death dies', () => {
    const { mech } = (() => {
      const s = setup({ side: 'PC', allowsDeath: true, wounds: 4 });
      woundPilot(s.ctx, 'Locust', 'Internal Explosion');
      return s;
    })();
    expect(mech.pilot.status).toBe('dead');
  });

  it('R-11.3: an unconscious pilot still dies of the fifth wound', () => {
    const { mech } = (() => {
      const s = setup({ wounds: 4, pilotStatus: 'unconscious' });
      woundPilot(s.ctx, 'Locust', 'fall');
      return s;
    })();
    expect(mech.pilot.status).toBe('dead');
  });
});
