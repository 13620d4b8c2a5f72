// The service record of a battle read from its Log (R-16.2 kill credit, R-16.3 assists): each credit cites the Log
// row it came from, and replaying the Log gives the same credits. Scripted Log rows for each ruling, then a property
// over many seeded battles played by the engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditBattle, type CitedRow, type CreditOptions } from '../../src/log/credits';
import { logRows, type LogRow } from '../../src/log/rows';
import { SeededDice } from '../../src/rules/dice/seeded';
import type { Battle } from '../../src/rules/model/battle';
import { resolveRound } from '../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../support/mechs';
import { randomBattle, randomDeclarations } from '../rules/round/randomBattle';
import '../support/fastcheck';

const SIDES: Record<string, string> = {
  Griffin: 'PC',
  Wolfhound: 'PC',
  Rifleman: 'NPC',
  Blackjack: 'NPC',
  Locust: 'NPC',
};
const OPTIONS: CreditOptions = { assistDamage: 10, sideOf: (m) => SIDES[m] };

/** Log rows as the sheet numbers them: the first under the header is row 2. */
function cited(rows: readonly LogRow[]): CitedRow[] {
  return rows.map((log, i) => ({ row: i + 2, log }));
}

const attack = (a: string, t: string, weapon = 'PPC'): LogRow => [
  1,
  'Attacks',
  a,
  t,
  'Attack',
  '6+3',
  7,
  'hit',
  `${a} fires ${weapon} at ${t}`,
];
const location = (a: string, t: string): LogRow => [1, 'Attacks', a, t, 'Hit location', '4+2', '', 'Center Torso', ''];
const damage = (m: string, n: number, step = 'Attacks', lost = false): LogRow => [
  1,
  step,
  m,
  '',
  'Damage',
  '',
  '',
  `${n} to Center Torso`,
  lost ? `${m} Center Torso: ${n} damage lost (already destroyed)` : `${m} Center Torso takes ${n}`,
];
const destroyed = (m: string, why: string, step = 'Attacks'): LogRow => [
  1,
  step,
  m,
  '',
  'Status',
  '',
  '',
  'destroyed',
  `${m} is destroyed: ${why}`,
];
const confirmed = (m: string): LogRow => [1, 'Attacks', m, '', 'Critical check', '5+6', 8, 'confirmed', ''];
const exploded = (m: string, step = 'Attacks'): LogRow => [
  1,
  step,
  m,
  '',
  'Status',
  '',
  '',
  'exploded',
  `${m} explodes: engine detonation`,
];
const fall = (m: string): LogRow => [1, 'End', m, '', 'Fall', '', '', '5 damage', `${m} falls and takes 5 damage`];

describe('R-16.2 kill credit: the attacker whose hit destroyed the mech', () => {
  it('R-16.2: the damage group that destroyed its head is the kill, citing the destroyed row', () => {
    const credits = creditBattle(
      cited([
        attack('Griffin', 'Rifleman'),
        location('Griffin', 'Rifleman'),
        damage('Rifleman', 10),
        destroyed('Rifleman', 'Head destroyed (PPC)'),
      ]),
      OPTIONS,
    );
    expect(credits.kills).toEqual([
      { victim: 'Rifleman', killer: 'Griffin', sameSide: false, row: 5, how: 'Head destroyed (PPC)' },
    ]);
    expect(credits.damage.get('Griffin')).toEqual({ dealt: 10, taken: 0 });
    expect(credits.damage.get('Rifleman')).toEqual({ dealt: 0, taken: 10 });
  });

  it('R-16.2: the critical that caused the explosion is credited to the attacker whose hit rolled it', () => {
    const credits = creditBattle(
      cited([
        attack('Griffin', 'Blackjack'),
        damage('Blackjack', 2),
        confirmed('Blackjack'),
        destroyed('Blackjack', 'Major Ammo Explosion'),
      ]),
      OPTIONS,
    );
    expect(credits.kills[0]).toMatchObject({ victim: 'Blackjack', killer: 'Griffin', row: 5 });
  });

  it("R-16.2: an engine detonation's victims are credited to whoever destroyed the exploding engine", () => {
    const credits = creditBattle(
      cited([
        attack('Griffin', 'Locust'),
        damage('Locust', 5),
        destroyed('Locust', 'engine destroyed'),
        exploded('Locust'),
        damage('Rifleman', 100),
        destroyed('Rifleman', 'Center Torso destroyed'),
      ]),
      OPTIONS,
    );
    expect(credits.kills.map((k) => [k.victim, k.killer, k.row])).toEqual([
      ['Locust', 'Griffin', 4],
      ['Rifleman', 'Griffin', 7],
    ]);
  });

  it('R-16.2: a mech caught in the blast of the engine it destroyed is nobody’s kill, and its own damage is not dealt', () => {
    const credits = creditBattle(
      cited([
        attack('Griffin', 'Locust'),
        destroyed('Locust', 'engine destroyed'),
        exploded('Locust'),
        damage('Griffin', 50),
        destroyed('Griffin', 'Center Torso destroyed (Locust engine detonation)'),
      ]),
      OPTIONS,
    );
    expect(credits.kills.map((k) => [k.victim, k.killer])).toEqual([
      ['Locust', 'Griffin'],
      ['Griffin', undefined],
    ]);
    expect(credits.damage.get('Griffin')).toEqual({ dealt: 0, taken: 50 });
  });

  it('R-16.2: a mech destroyed by its own fall has no killer ("destroyed by a fall"), even right after an attack on it', () => {
    const credits = creditBattle(
      cited([
        attack('Griffin', 'Rifleman'),
        damage('Rifleman', 20),
        fall('Rifleman'),
        damage('Rifleman', 5, 'End'),
        destroyed('Rifleman', 'Center Torso destroyed', 'End'),
      ]),
      OPTIONS,
    );
    expect(credits.kills).toEqual([
      { victim: 'Rifleman', killer: undefined, sameSide: false, row: 6, how: 'Center Torso destroyed' },
    ]);
  });

  it('R-16.2: a mech destroyed by its own Death from Above has no killer', () => {
    const dfa: LogRow = [1, 'Attacks', 'Locust', 'Griffin', 'Melee', '3+3', 9, 'miss', 'Locust Death from Above'];
    const own: LogRow = [1, 'Attacks', 'Locust', 'Locust', 'Hit location', '4', '', 'Center Torso', ''];
    const credits = creditBattle(
      cited([dfa, own, damage('Locust', 3), destroyed('Locust', 'Center Torso destroyed')]),
      OPTIONS,
    );
    expect(credits.kills[0]).toMatchObject({ victim: 'Locust', killer: undefined });
  });

  it('R-16.2: a heat ammo explosion at the start of a round has no killer', () => {
    const credits = creditBattle(
      cited([exploded('Blackjack', 'Start'), destroyed('Blackjack', 'heat ammo explosion in the Left Torso', 'Start')]),
      OPTIONS,
    );
    expect(credits.kills[0]).toMatchObject({ victim: 'Blackjack', killer: undefined });
  });

  it('R-16.2: a mech is credited once, however many destroyed rows follow (a wreck, damage lost on it)', () => {
    const credits = creditBattle(
      cited([
        attack('Griffin', 'Rifleman'),
        destroyed('Rifleman', 'Head destroyed'),
        attack('Wolfhound', 'Rifleman'),
        damage('Rifleman', 5, 'Attacks', true),
        destroyed('Rifleman', 'again'),
      ]),
      OPTIONS,
    );
    expect(credits.kills).toHaveLength(1);
    expect(credits.kills[0].killer).toBe('Griffin');
    expect(credits.damage.get('Wolfhound')).toBeUndefined();
  });

  it('R-16.2: a mech destroyed by its own side is listed as such (no kill is counted for it)', () => {
    const credits = creditBattle(
      cited([attack('Wolfhound', 'Griffin'), damage('Griffin', 10), destroyed('Griffin', 'Head destroyed')]),
      OPTIONS,
    );
    expect(credits.kills[0]).toMatchObject({ killer: 'Wolfhound', sameSide: true });
  });
});

describe('R-16.3 assists: every other enemy with 10 damage (the setting) or a confirmed critical', () => {
  const battle = cited([
    attack('Wolfhound', 'Rifleman'),
    damage('Rifleman', 6),
    attack('Griffin', 'Rifleman'),
    damage('Rifleman', 9),
    attack('Wolfhound', 'Rifleman'),
    damage('Rifleman', 4),
    attack('Locust', 'Rifleman'),
    damage('Rifleman', 10),
    attack('Blackjack', 'Griffin'),
    damage('Griffin', 2),
    confirmed('Griffin'),
    attack('Griffin', 'Rifleman'),
    damage('Rifleman', 2),
    confirmed('Rifleman'),
    destroyed('Rifleman', 'Center Torso destroyed'),
  ]);

  it('R-16.3: Wolfhound (6 + 4 = 10 damage) assists, citing the row that reached 10; the killer and a same-side mech do not', () => {
    const credits = creditBattle(battle, OPTIONS);
    expect(credits.kills[0]).toMatchObject({ victim: 'Rifleman', killer: 'Griffin' });
    expect(credits.assists).toEqual([{ victim: 'Rifleman', mech: 'Wolfhound', row: 7, why: 'damage' }]);
  });

  it('R-16.3: the assist damage is a setting: at 12, the Wolfhound’s 10 earns nothing', () => {
    expect(creditBattle(battle, { ...OPTIONS, assistDamage: 12 }).assists).toEqual([]);
  });

  it('R-16.3: a confirmed critical earns an assist whatever the damage', () => {
    const credits = creditBattle(
      cited([
        attack('Wolfhound', 'Rifleman'),
        damage('Rifleman', 2),
        confirmed('Rifleman'),
        attack('Griffin', 'Rifleman'),
        damage('Rifleman', 30),
        destroyed('Rifleman', 'Center Torso destroyed'),
      ]),
      OPTIONS,
    );
    expect(credits.assists).toEqual([{ victim: 'Rifleman', mech: 'Wolfhound', row: 4, why: 'critical' }]);
  });
});

/** A seeded battle of several rounds played by the engine: its Log rows and every event. */
function playBattle(scenario: number, dice: number, mechs: number) {
  const rules = defaultRules();
  let battle: Battle = randomBattle(scenario, { mechs, size: 8, battered: true });
  const sides = new Map(battle.mechs.map((m) => [m.id, m.side as string]));
  const rows: LogRow[] = [];
  const destroyedInEvents: string[] = [];
  for (let i = 0; i < 6; i++) {
    const decl = randomDeclarations(battle, scenario + battle.round, rules, { size: 8 });
    const result = resolveRound(battle, decl, rules, new SeededDice(dice + battle.round));
    if (!result.ok) break;
    rows.push(...logRows(battle.round, result.events));
    for (const e of result.events) if (e.type === 'status' && e.status === 'destroyed') destroyedInEvents.push(e.mech);
    battle = result.battle;
  }
  return { rows: cited(rows), sides, destroyedInEvents, battle };
}

describe('R-16.2 over many seeded battles: every destroyed mech is credited exactly once, as its Log says', () => {
  it('each destroyed mech once, at its destroyed row; a killer is another mech whose attack on it (or blast) comes before in that step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 7 }),
        (scenario, dice, n) => {
          const { rows, sides, destroyedInEvents, battle } = playBattle(scenario, dice, n);
          const credits = creditBattle(rows, { assistDamage: 10, sideOf: (m) => sides.get(m) });
          const victims = credits.kills.map((k) => k.victim);
          expect(new Set(victims).size).toBe(victims.length);
          expect(new Set(victims)).toEqual(new Set(destroyedInEvents));
          expect(new Set(victims)).toEqual(new Set(battle.mechs.filter((m) => m.destroyed).map((m) => m.id)));
          for (const kill of credits.kills) {
            const at = rows[kill.row - 2].log;
            expect([at[2], at[4], at[7]]).toEqual([kill.victim, 'Status', 'destroyed']);
            if (kill.killer === undefined) continue;
            expect(kill.killer).not.toBe(kill.victim);
            expect(kill.sameSide).toBe(sides.get(kill.killer) === sides.get(kill.victim));
            // Back up the Log from the destroyed row, within its step: the attack on the victim, or a blast.
            const before = rows.slice(0, kill.row - 2).reverse();
            const cause = before.find(
              ({ log }) => (log[3] === kill.victim && log[2] !== kill.victim) || log[7] === 'exploded',
            );
            expect(cause, `${kill.victim} killed by ${kill.killer}`).toBeDefined();
            if (cause?.log[7] !== 'exploded') expect(cause?.log[2]).toBe(kill.killer);
          }
          // An assist is never the killer's nor the victim's own, never a friend's.
          for (const a of credits.assists) {
            const kill = credits.kills.find((k) => k.victim === a.victim);
            expect(a.mech).not.toBe(kill?.killer);
            expect(sides.get(a.mech)).not.toBe(sides.get(a.victim));
          }
          // Replaying the Log gives the same credits.
          expect(creditBattle(rows, { assistDamage: 10, sideOf: (m) => sides.get(m) })).toEqual(credits);
        },
      ),
      { numRuns: 60 },
    );
  });
});
