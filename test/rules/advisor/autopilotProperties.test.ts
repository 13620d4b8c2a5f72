// Autopilot over seeded random battles drawn from the whole Catalog, modes and counted bins
// included (test/rules/round/randomBattle.ts): the line it writes is always one the round accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autopilotAttack, autopilotHeatLevel } from '../../../src/rules/advisor/autopilot';
import { SeededDice } from '../../../src/rules/dice/seeded';
import type { AttackDeclaration } from '../../../src/rules/model/declarations';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { randomBattle, randomDeclarations } from '../round/randomBattle';

const rules = defaultRules();
const SIZE = 8;

const seeds = fc.tuple(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 2, max: 7 }),
);

describe('R-17.3: Autopilot writes a line the round accepts, modes and all', () => {
  it('R-17.3, R-18.2, R-19.2: every autopilot line fires: no jammed weapon, no weapon short of shots, and the mech ends below the first to-hit effect', () => {
    let modes = 0;
    fc.assert(
      fc.property(seeds, ([scenario, dice, n]) => {
        const battle = randomBattle(scenario, { mechs: n, size: SIZE, battered: true });
        const { moves } = randomDeclarations(battle, scenario, rules, { size: SIZE });
        const attacks: AttackDeclaration[] = [];
        for (const m of battle.mechs) {
          const order = autopilotAttack(battle, moves, m.id, rules);
          if (order.kind !== 'fire') continue;
          expect(order.endHeat).toBeLessThan(autopilotHeatLevel(rules));
          const names = order.attack.weapons as readonly string[];
          for (const name of names) {
            const working = m.equipment.filter((e) => e.name === name && e.kind === 'weapon' && !e.jammed).length;
            expect(names.filter((x) => x === name).length, `${m.id}'s ${name}`).toBeLessThanOrEqual(working);
          }
          modes += Object.keys(order.attack.modes ?? {}).length;
          attacks.push(order.attack);
        }
        const r = resolveRound(battle, { moves, attacks }, rules, new SeededDice(dice));
        if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
        for (const e of r.events) {
          if (e.type !== 'attack' || e.outcome !== 'impossible') continue;
          expect(e.reason ?? '', `${e.attacker}'s ${e.weapon}`).not.toMatch(/no shots left|jammed/);
        }
      }),
      { numRuns: 40 },
    );
    // The battles do give the autopilot modes to choose: the property is not vacuous.
    expect(modes).toBeGreaterThan(0);
  });
});
