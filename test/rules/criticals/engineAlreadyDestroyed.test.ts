// R-V.3 an engine already destroyed: a wreck's further Center Torso criticals neither destroy it again nor
// roll a second detonation.
import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf } from '../../support/mechs';

function wreckTakes(face: number) {
  const wreck = makeMech({ id: 'Wreck', position: '0505', destroyed: true });
  wreck.crits.engineHits = 3;
  const near = makeMech({ id: 'Near', side: 'PC', position: '0507' });
  // No dice at all: a detonation roll would run out of faces.
  const ctx = makeContext(makeBattle([wreck, near]), []);
  const blast = applyCriticalEffect(ctx, 'Wreck', 'CT', face);
  return { wreck, ctx, blast };
}

describe('R-9.4 a Major Engine Hit on an engine with 3 hits already', () => {
  it('rolls no detonation, blasts no one, and is logged as the engine destroyed, not destroyed again', () => {
    const { wreck, ctx, blast } = wreckTakes(6);
    expect(blast).toEqual([]);
    expect(rollsOf(ctx, 'engineDetonation')).toEqual([]);
    expect(eventsOf(ctx, 'status')).toEqual([]);
    expect(wreck.crits.engineHits).toBe(3);
    expect(eventsOf(ctx, 'critical').map((c) => c.detail)).toEqual(['engine hits 3: engine destroyed']);
  });

  it('a Minor Engine Hit the same', () => {
    const { ctx, blast } = wreckTakes(4);
    expect([blast, eventsOf(ctx, 'status')]).toEqual([[], []]);
  });
});
