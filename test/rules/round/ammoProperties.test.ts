// Ammunition over several rounds of random battles whose mechs carry counted bins, some empty or
// nearly so (randomBattle.ts): what R-19 promises must hold whatever the seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWeapon } from '../../../src/rules/charts/weapons';
import { SeededDice } from '../../../src/rules/dice/seeded';
import { LOCATION_NAMES } from '../../../src/rules/model/location';
import type { Battle } from '../../../src/rules/model/battle';
import type { RoundEvent } from '../../../src/rules/model/events';
import type { MechState } from '../../../src/rules/model/mech';
import { shotsLeft } from '../../../src/rules/mech/ammo';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { randomBattle, randomDeclarations } from './randomBattle';

const rules = defaultRules();
const SIZE = 8;
const ROUNDS = 5;

const seeds = fc.tuple(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 2, max: 7 }),
);

/** Plays up to ROUNDS rounds of a seeded random battle, handing each round's start and result to `check`. */
function playRounds(
  [scenario, dice, n]: readonly [number, number, number],
  check: (before: Battle, after: Battle, events: readonly RoundEvent[]) => void,
  prepare: (battle: Battle) => Battle = (b) => b,
): void {
  let battle = prepare(randomBattle(scenario, { mechs: n, size: SIZE, battered: true }));
  for (let i = 0; i < ROUNDS; i++) {
    const decl = randomDeclarations(battle, scenario + battle.round, rules, { size: SIZE });
    const result = resolveRound(battle, decl, rules, new SeededDice(dice + battle.round));
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    check(battle, result.battle, result.events);
    battle = result.battle;
  }
}

/** Weapon names of `mech` whose working bins are all empty: none of them can fire this round. */
function emptyWeapons(battle: Battle, mech: MechState): Set<string> {
  const out = new Set<string>();
  for (const e of mech.equipment) {
    const spec = e.kind === 'weapon' ? findWeapon(battle.catalog, e.name) : undefined;
    if (spec && shotsLeft(mech, spec) === 0) out.add(spec.name);
  }
  return out;
}

/** Location names (as the Log words them) where `mech` holds a bin with shots left. */
function loadedLocations(mech: MechState): Set<string> {
  const out = new Set<string>();
  for (const e of mech.equipment)
    if (e.kind === 'ammo' && (e.shots === undefined || e.shots > 0)) out.add(LOCATION_NAMES[e.location]);
  return out;
}

/** Shots taken from `mech`'s counted bins between two states of the battle. */
function shotsSpent(before: MechState, after: MechState): number {
  let spent = 0;
  before.equipment.forEach((e, i) => {
    const now = after.equipment[i]?.shots;
    if (e.kind === 'ammo' && e.shots !== undefined && now !== undefined) spent += e.shots - now;
  });
  return spent;
}

const fired = (e: RoundEvent) =>
  e.type === 'attack' && (e.outcome === 'hit' || e.outcome === 'miss' || e.outcome === 'freebie');

describe('R-19.1: bins are counted down, shot by shot', () => {
  it("R-19.1: no bin ever holds fewer than 0 shots, and the shots a mech's bins lose are the shots the Log says were taken", () => {
    fc.assert(
      fc.property(seeds, (s) =>
        playRounds(s, (before, after, events) => {
          for (const m of after.mechs)
            for (const e of m.equipment)
              if (e.shots !== undefined) expect(e.shots, `${m.id}'s ${e.name}`).toBeGreaterThanOrEqual(0);
          for (const m of before.mechs) {
            const logged = events.filter((e) => e.type === 'ammo' && e.mech === m.id);
            for (const e of logged) if (e.type === 'ammo') expect(e.left).toBeGreaterThanOrEqual(0);
            const now = after.mechs.find((x) => x.id === m.id) as MechState;
            expect(shotsSpent(m, now), `${m.id}: shots spent vs shots the Log took`).toBe(logged.length);
          }
        }),
      ),
      { numRuns: 40 },
    );
  });
});

describe('R-19.2: no shots, no fire', () => {
  it('R-19.2: a weapon whose working bins are all empty at the start of a round never fires in it (an All line reports it instead)', () => {
    let refused = 0;
    fc.assert(
      fc.property(seeds, (s) =>
        playRounds(s, (before, _after, events) => {
          for (const m of before.mechs) {
            const empty = emptyWeapons(before, m);
            for (const e of events) {
              if (e.type !== 'attack' || e.attacker !== m.id || !empty.has(e.weapon)) continue;
              expect(fired(e), `${m.id}'s empty ${e.weapon} fired`).toBe(false);
              if (e.reason?.includes('no shots left')) refused++;
            }
          }
        }),
      ),
      { numRuns: 40 },
    );
    // The battles do bring empty weapons into range: the property is not vacuous.
    expect(refused).toBeGreaterThan(0);
  });
});

/**
 * The random battle with its side torsos bare and every bin outside the counted ones emptied, so
 * criticals reach the torsos often and many a bin there is empty.
 */
function bareTorsos(battle: Battle): Battle {
  for (const m of battle.mechs) {
    m.armor.LT = 0;
    m.armor.RT = 0;
    for (const e of m.equipment) if (e.kind === 'ammo' && e.shots === undefined) e.shots = 0;
  }
  return battle;
}

/** Where an event says ammunition exploded: a Major Ammo Explosion critical or the heat scale's. */
function explosionAt(e: RoundEvent): { readonly mech: string; readonly location: string } | undefined {
  if (e.type === 'critical')
    return e.effect === 'Major Ammo Explosion' ? { mech: e.mech, location: LOCATION_NAMES[e.location] } : undefined;
  if (e.type !== 'status' || e.status !== 'exploded') return undefined;
  const at = /in the (.+)$/.exec(e.reason ?? '');
  return at ? { mech: e.mech, location: at[1] } : undefined;
}

describe('R-19.3: an empty bin cannot explode', () => {
  it('R-19.3: a Major Ammo Explosion or a heat ammo explosion happens only in a location that held a bin with shots left; with none there it is an Internal Explosion', () => {
    let internal = 0;
    fc.assert(
      fc.property(seeds, (s) =>
        playRounds(
          s,
          (before, _after, events) => {
            for (const e of events) {
              if (e.type === 'critical' && e.detail.startsWith('Major Ammo Explosion with no ammunition')) internal++;
              const where = explosionAt(e);
              if (!where) continue;
              const mech = before.mechs.find((m) => m.id === where.mech) as MechState;
              expect(
                loadedLocations(mech).has(where.location),
                `${mech.id}'s empty bins in the ${where.location} exploded`,
              ).toBe(true);
            }
          },
          bareTorsos,
        ),
      ),
      { numRuns: 40 },
    );
    // Criticals do find torsos whose bins are all empty: the property is not vacuous.
    expect(internal).toBeGreaterThan(0);
  });
});
