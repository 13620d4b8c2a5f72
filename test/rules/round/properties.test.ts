import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rules/dice/seeded';
import type { Battle } from '../../../src/rules/model/battle';
import type { RoundEvent } from '../../../src/rules/model/events';
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** Mechs that made a move or rolled an attack in these events. */
function actors(events: readonly RoundEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) {
    if (e.type === 'move') out.add(e.mech);
    if (e.type === 'attack' && e.outcome !== 'impossible') out.add(e.attacker);
  }
  return out;
}

const seeds = fc.tuple(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 2, max: 7 }),
);

describe('round properties (R-0.4, R-14)', () => {
  it('same battle, declarations and seed → the identical round', () => {
    fc.assert(
      fc.property(seeds, ([scenario, dice, n]) => {
        const battle = randomBattle(scenario, { mechs: n, size: SIZE, battered: true });
        expect(round(battle, scenario, dice)).toEqual(round(battle, scenario, dice));
      }),
      { numRuns: 60 },
    );
  });

  it('resolveRound never mutates its input', () => {
    fc.assert(
      fc.property(seeds, ([scenario, dice, n]) => {
        const battle = randomBattle(scenario, { mechs: n, size: SIZE, battered: true });
        const decl = randomDeclarations(battle, scenario, rules, { size: SIZE });
        const before = JSON.stringify(battle);
        deepFreeze(battle);
        deepFreeze(decl);
        resolveRound(battle, decl, rules, new SeededDice(dice));
        expect(JSON.stringify(battle)).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it('over several rounds: destroyed or unconscious mechs never act, and heat never drops below the engine floor (R-11.2, R-13.3)', () => {
    fc.assert(
      fc.property(seeds, ([scenario, dice, n]) => {
        let battle = randomBattle(scenario, { mechs: n, size: SIZE, battered: true });
        for (let i = 0; i < 5; i++) {
          const destroyed = new Set(battle.mechs.filter((m) => m.destroyed).map((m) => m.id));
          const result = round(battle, scenario, dice);
          // Pilots still out after the start step: unconscious at the start and not woken then.
          const woke = new Set(
            result.events
              .filter((e) => e.type === 'pilot' && e.status === 'awake')
              .map((e) => (e as { mech: string }).mech),
          );
          const out = battle.mechs.filter((m) => m.pilot.status !== 'active' && !woke.has(m.id)).map((m) => m.id);
          const acted = actors(result.events);
          for (const id of [...destroyed, ...out]) expect(acted.has(id), `${id} acted`).toBe(false);
          for (const m of result.battle.mechs)
            if (!m.destroyed) expect(m.heat).toBeGreaterThanOrEqual(5 * m.crits.engineHits);
          expect(result.battle.round).toBe(battle.round + 1);
          battle = result.battle;
        }
      }),
      { numRuns: 40 },
    );
  });
});
