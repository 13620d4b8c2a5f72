// The reference rounds for "both variant switches off change nothing" (R-V).
//
// `standardScenarios(rules)` plays fixed battles on SeededDice and returns every round's
// declarations, events and battle as plain JSON. Its output with the standard rules was
// recorded BEFORE the heat-phase variant was written, in test/fixtures/heat-variant/standard-rounds.json;
// switchesOff.test.ts replays it, and plays the same battles with one switch on. Regenerate only
// on purpose (a deliberate engine change):
//   npx tsx test/rules/variant/writeStandardFixture.ts
import { SeededDice } from '../../../src/rules/dice/seeded';
import type { Battle } from '../../../src/rules/model/battle';
import type { Declarations } from '../../../src/rules/model/declarations';
import type { RulesOptions } from '../../../src/rules/model/rules';
import { isOverheating } from '../../../src/rules/round/heat/overheating';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { randomBattle, randomDeclarations } from '../round/randomBattle';
import { hex, seedBattle } from '../round/seedBattle';

export interface RecordedRound {
  readonly declarations: Declarations;
  readonly events: unknown;
  /** The battle after the round, without the shared catalog and map. */
  readonly battle: unknown;
}

export interface RecordedScenario {
  readonly name: string;
  readonly rounds: readonly RecordedRound[];
}

/** Plain JSON: what a sheet would store, `undefined` fields dropped. */
function json(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function record(battle: Battle): unknown {
  const { catalog: _catalog, map: _map, ...rest } = battle;
  return json(rest);
}

/**
 * Under the cool-down heat model an overheating mech may only cool down (R-V.1): its move and
 * attack lines become cool-down checks. Under the standard model the declarations are untouched.
 */
export function coolDownWhereNeeded(battle: Battle, declarations: Declarations, rules: RulesOptions): Declarations {
  const hot = battle.mechs
    .filter(
      (m) =>
        !m.destroyed && (m.pilot.status === 'active' || m.pilot.status === 'unconscious') && isOverheating(m, rules),
    )
    .map((m) => m.id);
  if (hot.length === 0) return declarations;
  // A hot mech that meant to move now stays: melee planned against its destination may no longer reach it.
  const stayed = declarations.moves.filter((m) => hot.indexOf(m.mech) >= 0 && m.to !== undefined).map((m) => m.mech);
  // a mech that meant to end where a staying mech stands stays too, and so on down the line.
  let moves = declarations.moves.filter((m) => hot.indexOf(m.mech) < 0);
  for (let changed = true; changed; ) {
    changed = false;
    moves = moves.map((m) => {
      const to = m.to;
      const blocked =
        to &&
        stayed.some((id) => {
          const at = battle.mechs.find((x) => x.id === id)?.position;
          return at && at.col === to.col && at.row === to.row;
        });
      if (!blocked) return m;
      changed = true;
      stayed.push(m.mech);
      return { mech: m.mech, mode: 'stand' as const };
    });
  }
  const attacks = declarations.attacks
    .filter((a) => hot.indexOf(a.attacker) < 0)
    .map((a) =>
      a.melee && (stayed.indexOf(a.target) >= 0 || stayed.indexOf(a.attacker) >= 0)
        ? { attacker: a.attacker, target: a.target, weapons: a.weapons }
        : a,
    );
  return {
    moves: moves.concat(hot.map((mech) => ({ mech, mode: 'stand' as const, coolDown: true }))),
    attacks: attacks.concat(hot.map((attacker) => ({ attacker, target: '', weapons: [], coolDown: true }))),
  };
}

function play(
  name: string,
  start: Battle,
  rounds: readonly ((b: Battle) => Declarations)[],
  rules: RulesOptions,
  seed: number,
): RecordedScenario {
  let battle = start;
  const out: RecordedRound[] = [];
  for (const declare of rounds) {
    const declarations = coolDownWhereNeeded(battle, declare(battle), rules);
    const result = resolveRound(battle, declarations, rules, new SeededDice(seed + battle.round));
    if (!result.ok) throw new Error(`${name} round ${battle.round}: ${result.problems.map((p) => p.code).join(', ')}`);
    out.push({
      declarations: json(declarations) as Declarations,
      events: json(result.events),
      battle: record(result.battle),
    });
    battle = result.battle;
  }
  return { name, rounds: out };
}

/**
 * The seed's four mechs on the demo map for three rounds: walking, running, jumping, every
 * weapon, the Griffin's Fast punches and the Blackjack's Strong kick, a sprint.
 */
function seedSkirmish(rules: RulesOptions): RecordedScenario {
  const battle = seedBattle();
  // Hot from earlier rounds: the standard heat scale has work to do.
  battle.mechs[1].heat = 9;
  const round1 = (): Declarations => ({
    moves: [
      { mech: 'Griffin', mode: 'walk', to: hex('0210') },
      { mech: 'Rifleman', mode: 'run', to: hex('0413') },
      { mech: 'Blackjack', mode: 'stand' },
      { mech: 'Locust', mode: 'run', to: hex('1213') },
    ],
    attacks: [
      {
        attacker: 'Griffin',
        target: 'Blackjack',
        weapons: ['Medium Laser', 'Large Laser'],
        melee: { kind: 'fast', angle: 'high', count: 2 },
      },
      { attacker: 'Rifleman', target: 'Griffin', weapons: 'all' },
      { attacker: 'Blackjack', target: 'Griffin', weapons: 'all', melee: { kind: 'strong', angle: 'low' } },
      { attacker: 'Locust', target: 'Rifleman', weapons: 'all' },
    ],
  });
  const later = (b: Battle): Declarations => {
    const alive = (id: string) => {
      const m = b.mechs.find((x) => x.id === id);
      return m !== undefined && !m.destroyed && m.pilot.status !== 'dead' && m.pilot.status !== 'out';
    };
    const attacks: Declarations['attacks'][number][] = [];
    const add = (attacker: string, target: string) => {
      if (alive(attacker) && alive(target)) attacks.push({ attacker, target, weapons: 'all' });
    };
    add('Griffin', 'Blackjack');
    add('Rifleman', 'Griffin');
    add('Blackjack', 'Griffin');
    add('Locust', 'Rifleman');
    const moves = b.mechs
      .filter((m) => alive(m.id) && m.prone)
      .map((m) => ({ mech: m.id, mode: 'stand' as const, standUp: true }));
    return { moves, attacks };
  };
  return play('seed skirmish', battle, [round1, later, later], rules, 1701);
}

/** Battered random battles (heat, engine hits, wounds, unconscious pilots): heat scale, ammo, falls. */
function randomBrawl(rules: RulesOptions, scenario: number, mechs: number): RecordedScenario {
  const size = 7;
  const battle = randomBattle(scenario, { mechs, size, battered: true, arsenal: 'introductory' });
  const declare = (b: Battle) => randomDeclarations(b, scenario + b.round, rules, { size, modes: false });
  return play(`random brawl ${scenario}`, battle, [declare, declare, declare], rules, scenario * 7);
}

/** Every reference scenario, played under `rules`. */
export function standardScenarios(rules: RulesOptions): RecordedScenario[] {
  return [seedSkirmish(rules), randomBrawl(rules, 2024, 5), randomBrawl(rules, 77, 7)];
}
