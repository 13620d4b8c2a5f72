import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANTI_MISSILE_SYSTEM } from '../../../src/rules/charts/equipmentList';
import { SeededDice } from '../../../src/rules/dice/seeded';
import type { Battle } from '../../../src/rules/model/battle';
import type { MechState } from '../../../src/rules/model/mech';
import { hasWorkingAms } from '../../../src/rules/round/attacks/antiMissile';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { randomBattle, randomDeclarations } from './randomBattle';

const rules = defaultRules();
const SIZE = 8;

function round(battle: Battle, scenario: number, diceSeed: number) {
  const decl = randomDeclarations(battle, scenario + battle.round, rules, { size: SIZE });
  const result = resolveRound(battle, decl, rules, new SeededDice(diceSeed + battle.round));
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result;
}

/** Weapon names every row of which is jammed: the mech has none of that name left to fire. */
function allJammed(mech: MechState): Set<string> {
  const names = new Set(mech.equipment.filter((e) => e.jammed).map((e) => e.name));
  for (const e of mech.equipment) if (e.kind === 'weapon' && !e.jammed) names.delete(e.name);
  return names;
}

const seeds = fc.tuple(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 2, max: 7 }),
);

describe('weapon modes over several rounds of random battles (R-18.2, R-18.6)', () => {
  it('R-18.2: a weapon jammed by a natural 2 never rolls to hit again; R-18.6: an AMS makes 1 heat at most once a round, only on a mech whose AMS works', () => {
    fc.assert(
      fc.property(seeds, ([scenario, dice, n]) => {
        let battle = randomBattle(scenario, { mechs: n, size: SIZE, battered: true });
        for (let i = 0; i < 5; i++) {
          const jammed = new Map(battle.mechs.map((m) => [m.id, allJammed(m)]));
          const defended = new Set(battle.mechs.filter(hasWorkingAms).map((m) => m.id));
          const result = round(battle, scenario, dice);
          for (const e of result.events) {
            if (e.type === 'attack' && (e.outcome === 'hit' || e.outcome === 'miss'))
              expect(jammed.get(e.attacker)?.has(e.weapon), `${e.attacker}'s jammed ${e.weapon} fired`).toBe(false);
            if (e.type !== 'heat') continue;
            const ams = e.generated.filter((g) => g.label === ANTI_MISSILE_SYSTEM);
            expect(ams.length).toBeLessThanOrEqual(defended.has(e.mech) ? 1 : 0);
            for (const g of ams) expect(g.value).toBe(1);
          }
          battle = result.battle;
        }
      }),
      { numRuns: 40 },
    );
  });
});
