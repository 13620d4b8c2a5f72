// The sidebar's per-mech summary under the heat-phase variant (issue 8): cool-down checks,
// overheating or cooled, wreck rolls, wreck or exploded — and nothing of it under the standard rules.
import { describe, expect, it } from 'vitest';
import { roundSummary } from '../../src/log/summary';
import { ScriptedDice } from '../../src/rules/dice/scripted';
import type { Declarations } from '../../src/rules/model/declarations';
import type { RoundEvent } from '../../src/rules/model/events';
import type { RulesOptions } from '../../src/rules/model/rules';
import { resolveRound } from '../../src/rules/round/resolveRound';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import type { MechOptions } from '../support/mechs';
import { ROUND_3 } from './round3';

function round(hunter: MechOptions, prey: MechOptions, decl: Partial<Declarations>, faces: number[], rules: RulesOptions, preyWreck = false): readonly RoundEvent[] {
  const battle = makeBattle([
    makeMech({ id: 'Hunter', side: 'PC', position: '0505', equipment: [{ name: 'Medium Laser', location: 'RA' }], ...hunter }),
    makeMech({ id: 'Prey', position: '0508', equipment: [{ name: 'Medium Laser', location: 'RA' }], ...prey }),
  ]);
  if (preyWreck) {
    battle.mechs[1].wreck = true;
    battle.mechs[1].crits.count = 1;
  }
  const result = resolveRound(battle, { moves: decl.moves ?? [], attacks: decl.attacks ?? [] }, rules, new ScriptedDice(faces));
  if (!result.ok) throw new Error(result.problems.map((p) => p.code).join(', '));
  return result.events;
}

const coolRules = defaultRules({ heatModel: 'cooldown', playersAdvantage: false });
const wreckRules = defaultRules({ wrecks: true, playersAdvantage: false });

describe('R-V.1, R-V.2 the summary of cool-down checks and overheating', () => {
  it("R-V.2: the seed's example — a 5 fails and crits instead of moving, a 9 drops heat 4 → 2 instead of attacking; it ends cooled", () => {
    const events = round(
      { size: 3, heat: 4 },
      {},
      {
        moves: [{ mech: 'Hunter', mode: 'stand', coolDown: true }],
        attacks: [{ attacker: 'Prey', target: 'Hunter', weapons: ['Medium Laser'], other: 6 }, { attacker: 'Hunter', target: '', weapons: [], coolDown: true }],
      },
      [2, 3, 1, 3, 4, 1, 1, 4, 5],
      coolRules,
    );
    const hunter = roundSummary(events).find((s) => s.mech === 'Hunter')!;
    expect(hunter.coolDowns).toEqual([
      { step: 'movement', rolled: 5, tn: 8, success: false, result: 'critical hit' },
      { step: 'attacks', rolled: 9, tn: 8, success: true, result: 'heat 4 → 2' },
    ]);
    expect(hunter.criticals).toEqual([{ location: 'RA', effect: 'Weapon Destroyed', detail: 'Medium Laser destroyed' }]);
    expect(hunter.heatStatus).toEqual({ status: 'cooled', reason: 'heat 2, size 3' });
    expect([hunter.heatBefore, hunter.heatAfter]).toEqual([4, 1]);
    expect(hunter.wreck).toBeUndefined();
  });

  it('R-V.1: a mech that walks over its Size ends the round overheating, with the words of the log', () => {
    const events = round({ size: 2, heat: 2 }, {}, { moves: [{ mech: 'Hunter', mode: 'walk', to: { col: 5, row: 4 } }] }, [], coolRules);
    const [hunter, prey] = roundSummary(events);
    expect(hunter.heatStatus).toEqual({
      status: 'overheating',
      reason: 'heat 3 over size 2: cannot move or attack until a cool-down check brings its heat to 2 or less',
    });
    expect(hunter.coolDowns).toBeUndefined();
    expect(prey.heatStatus).toBeUndefined();
  });

  it('R-V.2, R-0.1: a check at TN 13+ is summarised as not rolled', () => {
    const events = round({ size: 0, heat: 9 }, {}, { moves: [{ mech: 'Hunter', mode: 'stand', coolDown: true }] }, [3, 4, 1], coolRules);
    const [hunter] = roundSummary(events);
    expect(hunter.coolDowns?.[0]).toMatchObject({ step: 'movement', rolled: null, success: false, result: 'cannot succeed (TN 13+)' });
    expect(hunter.coolDowns?.[0].tn).toBeGreaterThanOrEqual(13);
  });
});

describe('R-V.3 the summary of wrecks and explosions', () => {
  it('R-V.3: a standing wreck hit again rolls at the heat phase and explodes: its roll, EXPLODED, destroyed', () => {
    const events = round({}, { destroyed: true }, { attacks: [{ attacker: 'Hunter', target: 'Prey', weapons: ['Medium Laser'] }] }, [3, 4, 3, 4, 3, 2], wreckRules, true);
    const prey = roundSummary(events).find((s) => s.mech === 'Prey')!;
    // One critical before, one from the hit on the wreck: 2 ≤ 2.
    expect(prey.wreckRolls).toEqual([{ rolled: 2, result: 'explodes (2 ≤ 2 critical hits)' }]);
    expect(prey).toMatchObject({ exploded: true, destroyed: true });
    expect(prey.wreck).toBeUndefined();
  });

  it('R-V.3: a mech destroyed in an earlier round is left as a wreck at this heat phase', () => {
    const events = round({}, { destroyed: true }, {}, [6], wreckRules);
    const prey = roundSummary(events).find((s) => s.mech === 'Prey')!;
    expect(prey.wreckRolls).toEqual([{ rolled: 6, result: 'stays a wreck (6 > 0 critical hits)' }]);
    expect(prey.wreck).toBe(true);
    expect(prey.exploded).toBeUndefined();
  });

  it('R-V: under the standard rules no variant field appears (round 3 of the seed)', () => {
    for (const s of roundSummary(ROUND_3)) {
      for (const key of ['coolDowns', 'heatStatus', 'wreckRolls', 'wreck', 'exploded']) expect(Object.keys(s)).not.toContain(key);
    }
  });
});
