import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../support/fastcheck';
import { rollAsked, rollKey, sameRoll, type RollRequest } from '../../../src/rules/dice/requests';
import { ScriptedDice, facesForTotals } from '../../../src/rules/dice/scripted';
import { SeededDice } from '../../../src/rules/dice/seeded';
import { TypedDice, TypedRollRefused, type TypedRoll } from '../../../src/rules/dice/typed';
import type { Declarations } from '../../../src/rules/model/declarations';
import type { RoundEvent, RollEvent } from '../../../src/rules/model/events';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules } from '../../support/mechs';
import { RecordingDice, typedFromRecord, withoutTypedMarks } from '../../support/recordedRolls';
import { hex, mech, seedBattle } from '../round/seedBattle';
import { randomBattle, randomDeclarations } from '../round/randomBattle';

const rules = defaultRules();

const DFA: Declarations = {
  moves: [
    { mech: 'Griffin', mode: 'jump', to: hex('0210') },
    { mech: 'Blackjack', mode: 'run' },
  ],
  attacks: [{ attacker: 'Griffin', target: 'Blackjack', weapons: [], melee: { kind: 'dfa', angle: 'high' } }],
};

let cellRow = 1;
/** A roll typed on the Rolls tab: its words, its faces (or a lone total), who rolled it. */
function row(key: string, dice: number[] | number, by?: string): TypedRoll {
  cellRow++;
  const faces = Array.isArray(dice) ? { faces: dice } : { total: dice };
  return {
    for: { key },
    ...faces,
    ...(by ? { by } : {}),
    cell: `Rolls!B${cellRow}`,
    text: Array.isArray(dice) ? dice.join('+') : String(dice),
  };
}

/** A to-hit roll typed on an attack line's Roll cell. */
function onLine(line: number, meleeShot: number, total: number): TypedRoll {
  return { for: { line, meleeShot }, total, cell: `Attacks!I${line + 2}`, text: String(total) };
}

function rolls(events: readonly RoundEvent[]): RollEvent[] {
  return events.filter((e): e is RollEvent => e.type === 'roll');
}

describe('R-0.5: rolls typed into the sheet are used for exactly the roll they were typed for', () => {
  // Seed melee example 3 with the seed's own rolls typed in; the two rolls the seed does not
  // state (the fall's hit location, the second consciousness check) come from Gator's dice.
  const typed = [
    onLine(0, 1, 10),
    row('Griffin: Death from Above (own legs) — hit location', [3], 'Anna'),
    row('Griffin: Death from Above at Blackjack — hit location, group 1', [1], 'Anna'),
    row('Griffin: Death from Above at Blackjack — hit location, group 2', [3], 'Anna'),
    row('griffin: death from above at blackjack - hit location, group 3', [3], 'Anna'),
    row('Griffin: roll 1d6 for Death from Above at Blackjack — hit location, group 4', [2], 'Anna'),
    row('Griffin: Death from Above at Blackjack — hit location, group 5', [6], 'Anna'),
    row('Blackjack: consciousness check', 6),
    row('Griffin: piloting check', [5, 3], 'Anna'),
    row('Blackjack: piloting check', [4, 2]),
  ];
  const gator = new ScriptedDice(facesForTotals(7, 9));
  const dice = new TypedDice(typed, gator);
  const result = resolveRound(seedBattle(), DFA, rules, dice);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  const events = result.events;

  it("seed melee example 3: the typed rolls give the seed's outcome — 5 to the Griffin's Right Leg, 22 to the Blackjack as 5 RA / 10 CT / 5 RT / 2 HD, a wound, the fall for 4 and the second wound", () => {
    const damage = events
      .filter((e) => e.type === 'damage')
      .map((e) => (e.type === 'damage' ? [e.mech, e.source, e.hit.location, e.amount] : []));
    expect(damage).toEqual([
      ['Griffin', 'Death from Above (own legs)', 'RL', 5],
      ['Blackjack', 'Death from Above', 'RA', 5],
      ['Blackjack', 'Death from Above', 'CT', 5],
      ['Blackjack', 'Death from Above', 'CT', 5],
      ['Blackjack', 'Death from Above', 'RT', 5],
      ['Blackjack', 'Death from Above', 'HD', 2],
      ['Blackjack', 'fall', 'CT', 4],
    ]);
    expect(events.filter((e) => e.type === 'wound').map((e) => (e.type === 'wound' ? e.wounds : 0))).toEqual([1, 2]);
    expect(events.filter((e) => e.type === 'fall')).toEqual([
      expect.objectContaining({ mech: 'Blackjack', damage: 4 }),
    ]);
    const checks = rolls(events)
      .filter((r) => r.purpose === 'piloting')
      .map((r) => [r.mech, r.roll.total, r.success]);
    expect(checks).toEqual([
      ['Griffin', 8, true],
      ['Blackjack', 6, false],
    ]);
    expect(mech(result.battle, 'Blackjack').pilot.wounds).toBe(2);
  });

  it("every typed roll is used, each once; the rolls nobody typed come from Gator's dice", () => {
    expect(dice.unused()).toEqual([]);
    expect(gator.remaining).toBe(0);
  });

  it('the log marks each typed roll and who rolled it; a typed total keeps no invented faces', () => {
    const marks = rolls(events).map((r) => [r.purpose, r.roll.total, r.roll.typed ?? null]);
    expect(marks).toEqual([
      ['melee', 10, { totalOnly: true }],
      ['hitLocation', 3, { by: 'Anna' }],
      ['hitLocation', 1, { by: 'Anna' }],
      ['hitLocation', 3, { by: 'Anna' }],
      ['hitLocation', 3, { by: 'Anna' }],
      ['hitLocation', 2, { by: 'Anna' }],
      ['hitLocation', 6, { by: 'Anna' }],
      ['consciousness', 6, { totalOnly: true }],
      ['piloting', 8, { by: 'Anna' }],
      ['piloting', 6, {}],
      ['hitLocation', 7, null],
      ['consciousness', 9, null],
    ]);
  });

  it('seed melee example 1: punches typed 4 and 8, the hit location 4: 5 to the Left Torso', () => {
    const decl: Declarations = {
      moves: [
        { mech: 'Griffin', mode: 'walk', to: hex('0210') },
        { mech: 'Blackjack', mode: 'run' },
      ],
      attacks: [
        { attacker: 'Griffin', target: 'Blackjack', weapons: [], melee: { kind: 'fast', angle: 'high', count: 2 } },
      ],
    };
    const typedRolls = [
      onLine(0, 1, 4),
      onLine(0, 2, 8),
      row('Griffin: Fast attack #2 at Blackjack — hit location', [4]),
    ];
    const dice = new TypedDice(typedRolls);
    const r = resolveRound(seedBattle(), decl, rules, dice);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    expect(rolls(r.events).map((e) => [e.purpose, e.roll.total, e.success ?? null])).toEqual([
      ['melee', 4, false],
      ['melee', 8, true],
      ['hitLocation', 4, null],
    ]);
    expect(
      r.events
        .filter((e) => e.type === 'damage')
        .map((e) => (e.type === 'damage' ? [e.mech, e.hit.location, e.amount] : [])),
    ).toEqual([['Blackjack', 'LT', 5]]);
    expect(dice.unused()).toEqual([]);
  });
});

describe('R-0.5: typed rolls only — the round stops at the first roll nobody typed', () => {
  it('asks for the to-hit rolls first, all at once, in the order they are thrown, and resolves nothing', () => {
    const battle = seedBattle();
    const decl: Declarations = {
      moves: [{ mech: 'Griffin', mode: 'run' }],
      attacks: [
        { attacker: 'Griffin', target: 'Rifleman', weapons: ['LRM-5', 'LRM-5', 'Medium Laser'] },
        { attacker: 'Rifleman', target: 'Griffin', weapons: ['Large Laser'] },
      ],
    };
    const result = resolveRound(battle, decl, { ...rules, playersAdvantage: false }, new TypedDice([]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.needed?.map((n) => n.asked)).toEqual([
      'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 11',
      'Griffin: roll 2d6 for LRM-5 #1 at Rifleman — to-hit, TN 7',
      'Griffin: roll 2d6 for LRM-5 #2 at Rifleman — to-hit, TN 7',
      'Rifleman: roll 2d6 for Large Laser #1 at Griffin — to-hit, TN 9',
    ]);
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'dice/roll_needed',
        message: expect.stringContaining(
          '4 rolls are needed before the round can be resolved (Dice: typed rolls only): Griffin: roll 2d6 for Medium Laser #1',
        ),
      }),
    ]);
  });

  it("a roll the round makes whatever the roll it waits for comes up is asked with it: the DFA's own-legs hit location, hit or miss (R-12.3)", () => {
    const first = resolveRound(seedBattle(), DFA, rules, new TypedDice([]));
    expect(!first.ok && first.needed?.map((n) => n.key)).toEqual([
      'Griffin: Death from Above at Blackjack — to-hit',
      'Griffin: Death from Above (own legs) — hit location',
    ]);
    // Once it hits, what the hit leads to depends on the dice before it: asked as the round reaches it.
    const second = resolveRound(
      seedBattle(),
      DFA,
      rules,
      new TypedDice([onLine(0, 1, 10), row('Griffin: Death from Above (own legs) — hit location', 3)]),
    );
    expect(!second.ok && second.needed?.[0].asked).toBe(
      'Griffin: roll 1d6 for Death from Above at Blackjack — hit location, group 1',
    );
  });

  it('looking ahead never asks for a roll the round then does not make', () => {
    for (const toHit of [2, 7, 10, 12]) {
      const typed: TypedRoll[] = [onLine(0, 1, toHit)];
      for (let press = 0; press < 40; press++) {
        const r = resolveRound(seedBattle(), DFA, rules, new TypedDice(typed));
        if (r.ok) break;
        for (const n of r.needed ?? [])
          typed.push(row(n.key, n.request.dice === '1d6' ? 1 + (press % 6) : 2 + ((press * 5) % 11)));
      }
      const dice = new TypedDice(typed);
      expect(resolveRound(seedBattle(), DFA, rules, dice).ok).toBe(true);
      expect(dice.unused()).toEqual([]);
    }
  });

  it("then the damage rolls of every hit at once (R-14.4: fire is simultaneous): each rack's cluster roll and each other weapon's hit location; a miss asks for nothing", () => {
    const decl: Declarations = {
      moves: [{ mech: 'Griffin', mode: 'run' }],
      attacks: [
        { attacker: 'Griffin', target: 'Rifleman', weapons: ['LRM-5', 'LRM-5', 'Medium Laser'] },
        { attacker: 'Rifleman', target: 'Griffin', weapons: ['Large Laser'] },
      ],
    };
    const noFreebie = { ...rules, playersAdvantage: false };
    // Both LRM-5s and the Rifleman's Large Laser hit; the Medium Laser (TN 12) misses on a 9.
    const toHits = [
      row('Griffin: Medium Laser #1 at Rifleman — to-hit', 9),
      row('Griffin: LRM-5 #1 at Rifleman — to-hit', 9),
      row('Griffin: LRM-5 #2 at Rifleman — to-hit', 9),
      row('Rifleman: Large Laser #1 at Griffin — to-hit', 11),
    ];
    const wave = resolveRound(seedBattle(), decl, noFreebie, new TypedDice(toHits));
    // An LRM-5 lands one group of 5 or fewer whatever its cluster roll: its hit location is asked with it.
    expect(!wave.ok && wave.needed?.map((n) => n.key)).toEqual([
      'Griffin: LRM-5 #1 at Rifleman — cluster hits',
      'Griffin: LRM-5 #1 at Rifleman — hit location',
      'Griffin: LRM-5 #2 at Rifleman — cluster hits',
      'Griffin: LRM-5 #2 at Rifleman — hit location',
      'Rifleman: Large Laser #1 at Griffin — hit location',
    ]);
    // The cluster rolls typed, the hit locations are still asked for: 7 on an LRM-5 is 3 missiles, one group; 11 is 5.
    const clusters = [
      row('Griffin: LRM-5 #1 at Rifleman — cluster hits', 7),
      row('Griffin: LRM-5 #2 at Rifleman — cluster hits', 11),
    ];
    const next = resolveRound(seedBattle(), decl, noFreebie, new TypedDice([...toHits, ...clusters]));
    expect(!next.ok && next.needed?.map((n) => n.key)).toEqual([
      'Griffin: LRM-5 #1 at Rifleman — hit location',
      'Griffin: LRM-5 #2 at Rifleman — hit location',
      'Rifleman: Large Laser #1 at Griffin — hit location',
    ]);
  });

  it('an Advantage roll is asked for as 3d6 keeping the highest two (R-4.1)', () => {
    const request: RollRequest = {
      purpose: 'attack',
      mech: 'Griffin',
      target: 'Locust',
      weapon: 'PPC',
      shot: 1,
      dice: '3d6',
      mode: 'advantage',
    };
    expect(rollAsked(request, rollKey(request))).toBe(
      'Griffin: roll 3d6 (Advantage: the highest two count) for PPC #1 at Locust — to-hit',
    );
  });

  it("the asked line, typed back as the roll's words, names the same roll", () => {
    const request: RollRequest = {
      purpose: 'cluster',
      mech: 'Griffin',
      target: 'Rifleman',
      weapon: 'LRM-5',
      shot: 1,
      dice: '2d6',
    };
    const key = rollKey(request);
    expect(key).toBe('Griffin: LRM-5 #1 at Rifleman — cluster hits');
    expect(sameRoll(rollAsked(request, key), key)).toBe(true);
    expect(sameRoll('GRIFFIN:  LRM-5 #1 at rifleman -- cluster hits.', key)).toBe(true);
    // Any spacing: around the colon after the mech's name too.
    expect(sameRoll('Griffin:LRM-5 #1 at Rifleman — cluster hits', key)).toBe(true);
    expect(sameRoll('Griffin : LRM-5 #1 at Rifleman — cluster hits', key)).toBe(true);
    expect(sameRoll('Griffin: LRM-5 #2 at Rifleman — cluster hits', key)).toBe(false);
  });
});

describe('R-0.5: a typed roll that does not fit its roll is refused, naming its cell', () => {
  const refusal = (typed: TypedRoll[], decl: Declarations = DFA) => {
    const r = resolveRound(seedBattle(), decl, rules, new TypedDice(typed, new ScriptedDice(Array(40).fill(3))));
    return r.ok ? [] : r.problems.map((p) => [p.code, p.message]);
  };

  it('three faces where two are thrown', () => {
    expect(refusal([row('Griffin: piloting check', [6, 3, 2])])).toEqual([
      [
        'dice/typed_roll_mismatch',
        `Rolls!B${cellRow}: Griffin: piloting check is a 2d6 roll: type its two faces (4+5) or the total, 2 to 12; got three faces 6+3+2`,
      ],
    ]);
  });

  it('two faces where one die is thrown (the 1d6 melee hit location)', () => {
    expect(refusal([row('Griffin: Death from Above (own legs) — hit location', [3, 2])])).toEqual([
      [
        'dice/typed_roll_mismatch',
        `Rolls!B${cellRow}: Griffin: Death from Above (own legs) — hit location is a 1d6 roll: type its one face, 1 to 6; got two faces 3+2`,
      ],
    ]);
  });

  it('a 2d6 total of 1', () => {
    expect(refusal([onLine(0, 1, 1)])).toEqual([
      [
        'dice/typed_roll_mismatch',
        'Attacks!I2: Griffin: Death from Above at Blackjack — to-hit is a 2d6 roll: type its two faces (4+5) or the total, 2 to 12; got the total 1',
      ],
    ]);
  });

  it('two faces where three are thrown (Advantage, R-4.1)', () => {
    const request: RollRequest = {
      purpose: 'attack',
      mech: 'Griffin',
      target: 'Locust',
      weapon: 'PPC',
      shot: 1,
      dice: '3d6',
      mode: 'advantage',
    };
    const dice = new TypedDice([row(rollKey(request), [4, 5])]);
    let refused: unknown;
    try {
      dice.answer(request);
    } catch (stop) {
      refused = stop;
    }
    expect(refused).toBeInstanceOf(TypedRollRefused);
    expect((refused as TypedRollRefused).problem.message).toBe(
      `Rolls!B${cellRow}: Griffin: PPC #1 at Locust — to-hit is a 3d6 roll with Advantage (R-4.1): type its three faces (6 3 2) or the total of the two kept, 2 to 12; got two faces 4+5`,
    );
  });

  it('four faces where two are thrown: the count is written as a number', () => {
    expect(refusal([row('Griffin: piloting check', [6, 3, 2, 1])])).toEqual([
      [
        'dice/typed_roll_mismatch',
        `Rolls!B${cellRow}: Griffin: piloting check is a 2d6 roll: type its two faces (4+5) or the total, 2 to 12; got 4 faces 6+3+2+1`,
      ],
    ]);
  });

  it('the same roll typed in two places', () => {
    const problems = refusal([onLine(0, 1, 10), row('Griffin: Death from Above at Blackjack — to-hit', [5, 5])]);
    expect(problems).toEqual([
      [
        'dice/typed_twice',
        `Attacks!I2: Griffin: Death from Above at Blackjack — to-hit is typed twice (Rolls!B${cellRow} 5+5 and Attacks!I2 10); keep one`,
      ],
    ]);
  });
});

describe('R-0.5, R-4.1: three faces typed for a 3d6 roll keep the two its mode keeps', () => {
  const ppc = (mode: 'advantage' | 'disadvantage'): RollRequest => ({
    purpose: 'attack',
    mech: 'Griffin',
    target: 'Locust',
    weapon: 'PPC',
    shot: 1,
    dice: '3d6',
    mode,
  });
  const typedFor = (request: RollRequest) => new TypedDice([row(rollKey(request), [2, 6, 3], 'Anna')]).answer(request);

  it('R-4.1: with Advantage, 2 6 3 keeps the highest two, 6 and 3: 9', () => {
    expect(typedFor(ppc('advantage'))).toEqual({ faces: [2, 6, 3], kept: [6, 3], total: 9, typed: { by: 'Anna' } });
  });

  it('R-4.1: with Disadvantage, 2 6 3 keeps the lowest two, 2 and 3: 5', () => {
    expect(typedFor(ppc('disadvantage'))).toEqual({ faces: [2, 6, 3], kept: [2, 3], total: 5, typed: { by: 'Anna' } });
  });
});

describe('R-0.5: typed rolls only have no dice of their own', () => {
  it('a lone face asked for outside any described roll is an error, not an invented face', () => {
    expect(() => new TypedDice([]).d6()).toThrow(
      'TypedDice: a face was asked for outside a described roll, with no dice to throw it',
    );
  });
});

describe('R-0.5: a typed roll the round did not use is reported, not dropped', () => {
  it('a roll for a check nobody made', () => {
    const stray = row('Locust: piloting check', [2, 2]);
    const dice = new TypedDice([stray], new SeededDice(5));
    expect(resolveRound(seedBattle(), DFA, rules, dice).ok).toBe(true);
    expect(dice.unused()).toEqual([stray]);
  });
});

const SIZE = 8;
const seeds = fc.tuple(
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 2, max: 6 }),
  fc.boolean(),
);

describe('R-0.5: typed rolls change nothing but who rolled (property)', () => {
  it("typing every die Gator would have rolled gives the identical round; typing none gives today's round", () => {
    fc.assert(
      fc.property(seeds, ([scenario, diceSeed, n, onLines]) => {
        const battle = randomBattle(scenario, { mechs: n, size: SIZE, battered: true });
        const decl = randomDeclarations(battle, scenario, rules, { size: SIZE });
        const today = resolveRound(battle, decl, rules, new SeededDice(diceSeed));
        const recorder = new RecordingDice(new SeededDice(diceSeed));
        const recorded = resolveRound(battle, decl, rules, recorder);
        expect(recorded).toEqual(today);
        if (!today.ok) return;

        const typed = typedFromRecord(recorder.rolls, { onLines: (_, i) => onLines && i % 2 === 0, by: 'Anna' });
        const only = new TypedDice(typed);
        const replay = resolveRound(battle, decl, rules, only);
        if (!replay.ok) throw new Error(replay.problems.map((p) => p.message).join('\n'));
        expect(withoutTypedMarks(replay.events)).toEqual(today.events);
        expect(replay.battle).toEqual(today.battle);
        expect(only.unused()).toEqual([]);
        expect(rolls(replay.events).every((r) => r.roll.faces.length === 0 || r.roll.typed?.by === 'Anna')).toBe(true);

        expect(resolveRound(battle, decl, rules, new TypedDice([], new SeededDice(diceSeed)))).toEqual(today);
      }),
      { numRuns: 60 },
    );
  });
});

describe('R-18.5 with R-14.4: an Artemis IV working when the attack step starts serves its launcher through the step', () => {
  it("random battle 2143289331: M2 loses its Artemis IV to M1's ATM-9 before firing; typed rolls replay the round", () => {
    const [scenario, diceSeed] = [2143289331, 889157577];
    const battle = randomBattle(scenario, { mechs: 2, size: SIZE, battered: true });
    expect(battle.mechs[1].equipment.some((e) => e.name === 'Artemis IV (Clan ATM-9)')).toBe(true);
    const decl = randomDeclarations(battle, scenario, rules, { size: SIZE });
    const recorder = new RecordingDice(new SeededDice(diceSeed));
    const today = resolveRound(battle, decl, rules, recorder);
    const replay = resolveRound(battle, decl, rules, new TypedDice(typedFromRecord(recorder.rolls, { by: 'Anna' })));
    if (!replay.ok) throw new Error(replay.problems.map((p) => p.message).join('\n'));
    expect(replay.battle).toEqual(today.ok && today.battle);
  });
});

describe('R-0.5: a typed roll nobody asked for names the roll its words most likely meant', () => {
  it('"Grifin: piloting check" on the Rolls tab: the round asked for Griffin: piloting check', () => {
    const misspelt = row('Grifin: piloting check', [5, 3], 'Anna');
    const dice = new TypedDice([misspelt], new SeededDice(7));
    const result = resolveRound(seedBattle(), DFA, rules, dice);
    expect(result.ok).toBe(true);
    expect(dice.unused()).toEqual([misspelt]);
    expect(dice.meant(misspelt)).toBe('Griffin: piloting check');
  });

  it('words close to no roll of the round name none', () => {
    const stray = row('Locust: wreck roll', 4);
    const dice = new TypedDice([stray], new SeededDice(7));
    resolveRound(seedBattle(), DFA, rules, dice);
    expect(dice.meant(stray)).toBeUndefined();
  });
});
