// The sidebar's per-mech summary under the heat-phase variant (R-V): cool-down checks,
// overheating or cooled, wreck rolls, wreck or exploded — and nothing of it under the standard rules.
import { describe, expect, it } from 'vitest';
import { roundSummary } from '../../src/log/summary';
import { defaultRules } from '../support/mechs';
import { coolRules, seedCoolDownRound, variantRound } from './variantRound';
import { ROUND_3 } from './round3';

const wreckRules = defaultRules({ wrecks: true, playersAdvantage: false });

describe('R-V.1, R-V.2 the summary of cool-down checks and overheating', () => {
  it("R-V.2: the seed's example — a 5 fails and crits instead of moving, a 9 drops heat 4 → 2 instead of attacking; it ends cooled", () => {
    const events = seedCoolDownRound();
    const hunter = roundSummary(events).find((s) => s.mech === 'Hunter')!;
    expect(hunter.coolDowns).toEqual([
      { step: 'movement', rolled: 5, tn: 8, success: false, result: 'critical hit' },
      { step: 'attacks', rolled: 9, tn: 8, success: true, result: 'heat 4 → 2' },
    ]);
    expect(hunter.criticals).toEqual([
      { location: 'RA', effect: 'Weapon Destroyed', detail: 'Medium Laser destroyed' },
    ]);
    expect(hunter.heatStatus).toEqual({ status: 'cooled', reason: 'heat 2, size 3' });
    expect([hunter.heatBefore, hunter.heatAfter]).toEqual([4, 1]);
    expect(hunter.wreck).toBeUndefined();
  });

  it('R-V.1: a mech that walks over its Size ends the round overheating, with the words of the log', () => {
    const events = variantRound(
      { size: 2, heat: 2 },
      {},
      { moves: [{ mech: 'Hunter', mode: 'walk', to: { col: 5, row: 4 } }] },
      [],
      coolRules,
    );
    const [hunter, prey] = roundSummary(events);
    expect(hunter.heatStatus).toEqual({
      status: 'overheating',
      reason: 'heat 3 over size 2: cannot move or attack until a cool-down check brings its heat to 2 or less',
    });
    expect(hunter.coolDowns).toBeUndefined();
    expect(prey.heatStatus).toBeUndefined();
  });

  it('R-V.2, R-0.1: a check at TN 13+ is summarised as not rolled', () => {
    const events = variantRound(
      { size: 0, heat: 9 },
      {},
      { moves: [{ mech: 'Hunter', mode: 'stand', coolDown: true }] },
      [3, 4, 1],
      coolRules,
    );
    const [hunter] = roundSummary(events);
    expect(hunter.coolDowns?.[0]).toMatchObject({
      step: 'movement',
      rolled: null,
      success: false,
      result: 'cannot succeed (TN 13+)',
    });
    expect(hunter.coolDowns?.[0].tn).toBeGreaterThanOrEqual(13);
  });
});

describe('R-V.3 the summary of wrecks and explosions', () => {
  it('R-V.3: a standing wreck hit again rolls at the heat phase and explodes: its roll, EXPLODED, destroyed', () => {
    const events = variantRound(
      {},
      { destroyed: true },
      { attacks: [{ attacker: 'Hunter', target: 'Prey', weapons: ['Medium Laser'] }] },
      [3, 4, 3, 4, 3, 2],
      wreckRules,
      true,
    );
    const prey = roundSummary(events).find((s) => s.mech === 'Prey')!;
    // One critical before, one from the hit on the wreck: 2 ≤ 2.
    expect(prey.wreckRolls).toEqual([{ rolled: 2, result: 'explodes (2 ≤ 2 critical hits)' }]);
    expect(prey).toMatchObject({ exploded: true, destroyed: true });
    expect(prey.wreck).toBeUndefined();
  });

  it('R-V.3: a mech destroyed in an earlier round is left as a wreck at this heat phase', () => {
    const events = variantRound({}, { destroyed: true }, {}, [6], wreckRules);
    const prey = roundSummary(events).find((s) => s.mech === 'Prey')!;
    expect(prey.wreckRolls).toEqual([{ rolled: 6, result: 'stays a wreck (6 > 0 critical hits)' }]);
    expect(prey.wreck).toBe(true);
    expect(prey.exploded).toBeUndefined();
  });

  it('R-V: under the standard rules no variant field appears (round 3 of the seed)', () => {
    for (const s of roundSummary(ROUND_3)) {
      for (const key of ['coolDowns', 'heatStatus', 'wreckRolls', 'wreck', 'exploded'])
        expect(Object.keys(s)).not.toContain(key);
    }
  });
});
