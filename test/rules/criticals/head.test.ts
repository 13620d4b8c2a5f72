import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

function headCrit(face: number, opts: MechOptions = {}) {
  const mech = makeMech({ id: 'Target', tonnage: 50, ...opts });
  const ctx = makeContext(makeBattle([mech]), []);
  applyCriticalEffect(ctx, 'Target', 'HD', face);
  return { mech, ctx, critical: eventsOf(ctx, 'critical')[0] };
}

describe('Seed critical table, Head 1–3: Sensors Damaged (R-3.1)', () => {
  for (const face of [1, 2, 3]) {
    it(`face ${face}: one sensor hit, +2 to all attacks`, () => {
      const { mech, critical } = headCrit(face);
      expect(mech.crits.sensorHits).toBe(1);
      expect(critical).toMatchObject({
        location: 'HD',
        effect: 'Sensors Damaged',
        detail: 'sensor hits 1: +2 to all attacks',
      });
      expect(mech.crits.count).toBe(1);
    });
  }
});

describe('Seed critical table, Head 4–5: Life Support Damaged (R-9.8)', () => {
  for (const face of [4, 5]) {
    it(`face ${face}: life support is damaged`, () => {
      const { mech, critical } = headCrit(face);
      expect(mech.crits.lifeSupport).toBe(true);
      expect(critical).toMatchObject({
        effect: 'Life Support Damaged',
        detail: 'roll 6+ at the end of each round or pass out',
      });
    });
  }
});

describe('Seed critical table, Head 6: Cockpit Destroyed (R-9.9)', () => {
  it('R-9.9: an NPC pilot is killed', () => {
    const { mech, ctx, critical } = headCrit(6);
    expect(mech.pilot.status).toBe('dead');
    expect(critical).toMatchObject({ effect: 'Cockpit Destroyed', detail: 'pilot killed' });
    expect(eventsOf(ctx, 'pilot')).toEqual([expect.objectContaining({ status: 'dead', reason: 'Cockpit Destroyed' })]);
  });

  it("R-9.9: a PC ejects in the nick of time and is out of combat (Players' Advantage)", () => {
    const { mech, ctx, critical } = headCrit(6, { side: 'PC' });
    expect(mech.pilot.status).toBe('out');
    expect(critical.detail).toBe('pilot ejects in the nick of time: out of combat');
    expect(eventsOf(ctx, 'pilot')[0].status).toBe('ejected');
  });

  it('R-9.9: a PC whose player allowed death is killed', () => {
    const { mech } = headCrit(6, { side: 'PC', allowsDeath: true });
    expect(mech.pilot.status).toBe('dead');
  });
});

describe('Head 6 when the pilot is already gone', () => {
  it('R-9.9: a cockpit destroyed after its pilot ejected says the pilot was already gone, and changes nothing for the pilot', () => {
    const { mech, critical } = headCrit(6, { side: 'PC', pilotStatus: 'out' });
    expect(critical).toMatchObject({ effect: 'Cockpit Destroyed', detail: 'cockpit destroyed; pilot already gone' });
    expect(mech.pilot.status).toBe('out');
  });
});
