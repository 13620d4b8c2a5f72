// Rolls players made themselves (R-0.5), through the BUILT bundle on the demo
// battle: typed into the Attacks tab's Roll column and the Rolls tab, used for exactly the
// roll each was typed for, marked in the Log and the forum post; under "Typed rolls only"
// the round asks for the rolls it still needs and writes nothing until they are typed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../support/fastcheck';
import type { FakeServices } from '../../../src/fakes';
import { SeededDice } from '../../../src/rules/dice/seeded';
import { resolveRound as resolveCore } from '../../../src/rules/round/sequence/resolveRound';
import { readCampaign } from '../../../src/sheet/read/campaign';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { roundSeed } from '../../../src/server/round/seed';
import { RecordingDice } from '../../support/recordedRolls';
import { campaign, cell, dump, mechRow, read, reset, type, writes, setRule, typeRolls } from '../harness';
import { cellOf, refusedRound } from '../refusal';

/** Replaces the demo's attack lines with these [attacker, target, weapons, melee, angle]. */
function attackLines(
  fake: FakeServices,
  lines: readonly (readonly [string, string, string, string?, string?])[],
): void {
  for (let row = 2; row <= 4; row++)
    for (const key of ['attacker', 'target', 'weapons', 'freebie', 'melee', 'angle'])
      type(fake, ATTACKS, cell(ATTACKS, key, row), '');
  lines.forEach(([attacker, target, weapons, melee, angle], i) => {
    const row = i + 2;
    type(fake, ATTACKS, cell(ATTACKS, 'attacker', row), attacker);
    type(fake, ATTACKS, cell(ATTACKS, 'target', row), target);
    type(fake, ATTACKS, cell(ATTACKS, 'weapons', row), weapons);
    if (melee) type(fake, ATTACKS, cell(ATTACKS, 'melee', row), melee);
    if (angle) type(fake, ATTACKS, cell(ATTACKS, 'angle', row), angle);
  });
}

function move(fake: FakeServices, mech: string, mode: string, to: string): void {
  const row = mechRow(fake, mech);
  type(fake, MECHS, cell(MECHS, 'move', row), mode);
  type(fake, MECHS, cell(MECHS, 'moveTo', row), to);
}

/** The seed's Blackjack runs 8 (TMM 2, melee examples 1 and 3); the demo's BJ-1 runs 6. */
function seedBlackjack(fake: FakeServices): void {
  const row = mechRow(fake, 'Blackjack');
  type(fake, MECHS, cell(MECHS, 'walk', row), 5);
  type(fake, MECHS, cell(MECHS, 'run', row), 8);
}

const mechCell = (fake: FakeServices, mech: string, key: string) =>
  read(fake, MECHS, cell(MECHS, key, mechRow(fake, mech)));

type LogRow = unknown[];
const logOf = (r: { report: { log: LogRow[] } }) => r.report.log;

describe('R-0.5: seed melee example 3 (Death from Above) typed into the sheet, through the built bundle', () => {
  const { fake, gas } = campaign();
  setRule(fake, 'Dice', 'Typed rolls first');
  seedBlackjack(fake);
  move(fake, 'Griffin', 'Jump', '0210');
  attackLines(fake, [['Griffin', 'Blackjack', '', 'DFA']]);
  type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), 10);
  typeRolls(fake, [
    ['Griffin: Death from Above (own legs) — hit location', 3, 'Anna'],
    ['Griffin: Death from Above at Blackjack — hit location, group 1', 1, 'Anna'],
    ['Griffin: Death from Above at Blackjack — hit location, group 2', 3, 'Anna'],
    ['Griffin: Death from Above at Blackjack — hit location, group 3', 3, 'Anna'],
    ['Griffin: Death from Above at Blackjack — hit location, group 4', 2, 'Anna'],
    ['Griffin: Death from Above at Blackjack — hit location, group 5', 6, 'Anna'],
    ['Blackjack: consciousness check', 6, 'GM'],
    ['Griffin: piloting check', 8, 'Anna'],
    ['Blackjack: piloting check', '4+2', 'GM'],
  ]);
  const before = {
    griffinRL: mechCell(fake, 'Griffin', 'armor.RL'),
    bj: ['RA', 'CT', 'RT', 'HD'].map((l) => mechCell(fake, 'Blackjack', `armor.${l}`) as number),
  };
  const r = gas.resolveRound(1);

  it('resolves, using every typed roll', () => {
    expect(r.ok).toBe(true);
    expect(r.dice.typed).toEqual({ used: 10, unused: [] });
  });

  it("5 to the Griffin's Right Leg; 22 to the Blackjack as 5 RA / 10 CT / 5 RT / 2 HD; then the fall's 4", () => {
    const damage = logOf(r)
      .filter((row) => row[4] === 'Damage')
      .map((row) => [row[2], row[7]]);
    expect(damage.slice(0, 6)).toEqual([
      ['Griffin', '5 to Right Leg'],
      ['Blackjack', '5 to Right Arm'],
      ['Blackjack', '5 to Center Torso'],
      ['Blackjack', '5 to Center Torso'],
      ['Blackjack', '5 to Right Torso'],
      ['Blackjack', '2 to Head'],
    ]);
    // The fall's hit location is the one roll nobody typed: Gator's, from the round's seed.
    expect(damage.slice(6)).toEqual([['Blackjack', expect.stringMatching(/^4 to /)]]);
    expect(mechCell(fake, 'Griffin', 'armor.RL')).toBe((before.griffinRL as number) - 5);
    const fallIn = String(damage[6][1]).slice('4 to '.length);
    const lost = ['RA', 'CT', 'RT', 'HD'].map(
      (l, i) => before.bj[i] - (mechCell(fake, 'Blackjack', `armor.${l}`) as number),
    );
    const fall = ['Right Arm', 'Center Torso', 'Right Torso', 'Head'].map((name) => (name === fallIn ? 4 : 0));
    expect(lost).toEqual([5, 10, 5, 2].map((n, i) => n + fall[i]));
  });

  it('the wound, the fall with 4 damage and the second wound', () => {
    expect(
      logOf(r)
        .filter((row) => row[4] === 'Wound')
        .map((row) => [row[2], row[7]]),
    ).toEqual([
      ['Blackjack', '1 wound'],
      ['Blackjack', '2 wounds'],
    ]);
    expect(
      logOf(r)
        .filter((row) => row[4] === 'Fall')
        .map((row) => [row[2], row[7]]),
    ).toEqual([['Blackjack', '4 damage']]);
    expect([
      mechCell(fake, 'Blackjack', 'wounds'),
      mechCell(fake, 'Blackjack', 'prone'),
      mechCell(fake, 'Griffin', 'prone'),
    ]).toEqual([2, 'Yes', 'No']);
  });

  it('the Log and the forum post mark each typed roll and who rolled it', () => {
    const dice = logOf(r)
      .filter((row) => ['Melee', 'Piloting check', 'Consciousness check'].includes(String(row[4])))
      .map((row) => [row[2], row[4], row[5]]);
    expect(dice.slice(0, 3)).toEqual([
      ['Griffin', 'Melee', '10 (typed)'],
      ['Blackjack', 'Consciousness check', '6 (typed by GM)'],
      ['Griffin', 'Piloting check', '8 (typed by Anna)'],
    ]);
    expect(dice[3]).toEqual(['Blackjack', 'Piloting check', '4+2 (typed by GM)']);
    expect(r.report.bbcode).toContain('rolls 10 (typed)');
    expect(r.report.bbcode).toContain('6 (4+2, typed by GM)');
  });

  it('the typed rolls are spent: the Roll cell and the Rolls tab are cleared', () => {
    expect(read(fake, ATTACKS, cell(ATTACKS, 'roll', 2))).toBe('');
    expect(
      fake.book
        .sheet(TAB.rolls)
        .peekValues()
        .slice(1)
        .every((row) => row.every((c) => c === '')),
    ).toBe(true);
  });
});

describe('R-0.5: seed melee example 1 typed in, with no die of Gator\'s ("Typed rolls only")', () => {
  it('rolls 4 and 8, location 4: 5 to the Left Torso', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls only');
    seedBlackjack(fake);
    move(fake, 'Griffin', 'Walk', '0210');
    attackLines(fake, [['Griffin', 'Blackjack', '', 'Fast x2', 'High']]);
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), '4, 8');
    typeRolls(fake, [['Griffin: Fast attack #2 at Blackjack — hit location', 4]]);
    const lt = mechCell(fake, 'Blackjack', 'armor.LT') as number;
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(
      logOf(r)
        .filter((row) => row[4] === 'Melee')
        .map((row) => [row[5], row[7]]),
    ).toEqual([
      ['4 (typed)', 'miss'],
      ['8 (typed)', 'hit'],
    ]);
    expect(
      logOf(r)
        .filter((row) => row[4] === 'Damage')
        .map((row) => [row[2], row[7]]),
    ).toEqual([['Blackjack', '5 to Left Torso']]);
    expect(mechCell(fake, 'Blackjack', 'armor.LT')).toBe(lt - 5);
  });
});

/** Faces a player might throw for a roll of this many dice. */
function facesFor(dice: string, k: number): string {
  const f = (i: number) => ((k * 7 + i * 3) % 6) + 1;
  return dice === '1d6' ? String(f(0)) : dice === '2d6' ? `${f(0)}+${f(1)}` : `${f(0)} ${f(1)} ${f(2)}`;
}

describe('R-0.5: "Typed rolls only" on the demo asks for the rolls it needs, and resolves once all are typed', () => {
  const { fake, gas } = campaign();
  setRule(fake, 'Dice', 'Typed rolls only');
  const asks: string[][] = [];
  let result: ReturnType<typeof gas.resolveRound>;
  const stops: { writes: number; before: unknown; after: unknown }[] = [];
  let rollsRow = 2;
  for (let attempt = 0; attempt < 80; attempt++) {
    const before = dump(fake);
    reset(fake);
    result = gas.resolveRound(1);
    if (result.ok) break;
    stops.push({ writes: writes(fake), before, after: dump(fake) });
    asks.push(result.needed.map((n: { asked: string }) => n.asked));
    result.needed.forEach((n: { key: string; dice: string }, i: number) =>
      typeRolls(fake, [[n.key, facesFor(n.dice, attempt + i)]], rollsRow++),
    );
  }

  it('first asks for the to-hit rolls of the round, all at once, in the order thrown, with the hit location of the freebie', () => {
    // The Griffin's freebie Large Laser needs no roll (R-5.1): it hits, so its hit location is
    // known to be rolled from the start. The lines in sheet order, each line's
    // weapons in the order they fire.
    expect(asks[0]).toEqual([
      'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 12',
      'Griffin: roll 2d6 for Medium Laser #2 at Rifleman — to-hit, TN 12',
      'Griffin: roll 2d6 for LRM-5 #1 at Rifleman — to-hit, TN 8',
      'Griffin: roll 2d6 for LRM-5 #2 at Rifleman — to-hit, TN 8',
      'Rifleman: roll 2d6 for Large Laser #1 at Griffin — to-hit, TN 11',
      'Rifleman: roll 2d6 for Large Laser #2 at Griffin — to-hit, TN 11',
      'Rifleman: roll 2d6 for AC/5 #1 at Griffin — to-hit, TN 11',
      'Rifleman: roll 2d6 for AC/5 #2 at Griffin — to-hit, TN 11',
      'Blackjack: roll 2d6 for AC/2 #1 at Griffin — to-hit, TN 6',
      'Blackjack: roll 2d6 for AC/2 #2 at Griffin — to-hit, TN 6',
      'Blackjack: roll 2d6 for Medium Laser #1 at Griffin — to-hit, TN 8',
      'Blackjack: roll 2d6 for Medium Laser #2 at Griffin — to-hit, TN 8',
      'Blackjack: roll 2d6 for Medium Laser #3 at Griffin — to-hit, TN 8',
      'Blackjack: roll 2d6 for Medium Laser #4 at Griffin — to-hit, TN 8',
      'Griffin: roll 2d6 for Large Laser #1 at Rifleman — hit location',
    ]);
  });

  it('then the damage rolls of every hit at once — clusters, and hit locations as soon as their groups are known — then the rest, never a to-hit roll again', () => {
    const damage = /— (cluster hits|hit location(, group \d+)?|heat)$/;
    expect(asks.length).toBeGreaterThanOrEqual(2);
    expect(asks[1].length).toBeGreaterThan(1);
    expect(asks[1].every((a) => damage.test(a))).toBe(true);
    for (const ask of asks.slice(2)) expect(ask.some((a) => /to-hit/.test(a))).toBe(false);
  });

  it("takes three presses of Resolve — the to-hit rolls with the freebie's hit location, the damage of the hits, then the round", () => {
    expect(asks.map((a) => a.length)).toEqual([15, 4]);
  });

  it("writes nothing while it asks, and resolves once every roll is typed, with no die of Gator's", () => {
    for (const stop of stops) {
      expect(stop.writes).toBe(0);
      expect(stop.after).toEqual(stop.before);
    }
    expect(result.ok).toBe(true);
    expect(result.dice.typed.unused).toEqual([]);
    const rolled = result.report.log.filter((row: LogRow) => String(row[5]) !== '' && row[4] !== 'Typed roll');
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled.every((row: LogRow) => /typed/.test(String(row[5])))).toBe(true);
  });

  it('the same sheet gives the same round: undone and resolved again, the same Log', () => {
    const first = result.report.log;
    // Put the typed rolls back as they were before the round (Undo restores the cleared cells).
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    const again = gas.resolveRound(1);
    expect(again.ok).toBe(true);
    expect(again.report.log).toEqual(first);
  });
});

describe("R-0.5: the sidebar's asked lines are pasted into the For column as they are", () => {
  it('the asked to-hit line, pasted with its roll, is used', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls only');
    attackLines(fake, [['Blackjack', 'Griffin', 'AC/2']]);
    const first = gas.resolveRound(1);
    expect(first.needed.map((n: { asked: string }) => n.asked)).toEqual([
      'Blackjack: roll 2d6 for AC/2 #1 at Griffin — to-hit, TN 6',
    ]);
    typeRolls(fake, [[first.needed[0].asked, 3]]);
    const second = gas.resolveRound(1);
    expect(second.ok).toBe(true);
    expect(second.report.log.find((row: LogRow) => row[4] === 'Attack')?.[5]).toBe('3 (typed)');
  });
});

describe('R-0.5: a typed roll the round did not use is reported, not silently dropped', () => {
  it('a roll for a check nobody made: the round resolves, the sidebar and the Log say it was not used', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    typeRolls(fake, [['Locust: piloting check', '4+4', 'Anna']]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const why =
      "Rolls!B2: 4+4 was not used: no roll of the round was for it (the attack or check was not made, or its words differ from the Log's).";
    expect(r.dice.typed.unused).toEqual([why]);
    expect(r.report.log).toEqual(expect.arrayContaining([]));
    const logTab = fake.book.sheet(TAB.log).peekValues();
    expect(logTab.find((row) => row[4] === 'Typed roll')?.slice(4)).toEqual(['Typed roll', '4+4', '', 'not used', why]);
  });

  it('a Roll left on an Attacks row whose attack was removed', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 6), 9);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.unused).toEqual(['Attacks!I6: 9 was not used: no attack on this row.']);
  });

  it('more rolls than the line makes', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 3), '7, 7, 7, 7, 9');
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed).toEqual({
      used: 4,
      unused: [
        "Attacks!I3: 9 was not used: 5 rolls were typed for Rifleman's attack on Griffin, which makes 4 to-hit rolls (see its TN cell): this is roll 5.",
      ],
    });
  });

  it('a roll typed for a melee attack whose TN cell shows 13 or more: the line makes no to-hit roll, so it is one too many', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    seedBlackjack(fake);
    move(fake, 'Griffin', 'Walk', '0210');
    attackLines(fake, [['Griffin', 'Blackjack', '', 'Strong', 'High']]);
    // The GM's Other +9 puts the Strong attack out of reach: 4 + 0 + 2 + 9 = TN 15.
    type(fake, ATTACKS, cell(ATTACKS, 'other', 2), 9);
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), 9);
    expect(read(fake, ATTACKS, cell(ATTACKS, 'tn', 2))).toBe(15);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.used).toBe(0);
    expect(r.dice.typed.unused).toEqual([
      expect.stringMatching(
        /^Attacks!I2: 9 was not used: .* typed for Griffin's attack on Blackjack, which makes no to-hit roll \(see its TN cell\): this is roll 1\.$/,
      ),
    ]);
  });

  it('"Gator rolls everything" uses no typed roll and says so', () => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 2), '4+5');
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.unused).toEqual([
      "Attacks!I2: 4+5 was not used: the Rules tab's Dice is Gator rolls everything.",
    ]);
    expect(r.report.log.filter((row: LogRow) => /typed/.test(String(row[5])) && row[4] !== 'Typed roll')).toEqual([]);
  });
});

interface RollCase {
  readonly what: string;
  readonly edit: (fake: FakeServices) => void;
  readonly message: string;
}

const typedFirst = (fake: FakeServices) => {
  setRule(fake, 'Dice', 'Typed rolls first');
  // No freebie: the Griffin's one weapon would otherwise hit without a roll (R-5.1).
  setRule(fake, "Players' advantage", 'No');
};
const dfa = (fake: FakeServices) => {
  typedFirst(fake);
  move(fake, 'Griffin', 'Jump', '0210');
  attackLines(fake, [['Griffin', 'Blackjack', '', 'DFA']]);
};

const ROLL_CASES: readonly RollCase[] = [
  {
    what: 'a to-hit total above 12',
    edit: (f) => type(f, ATTACKS, 'I2', 13),
    message: 'Attacks!I2: Roll 13 is not a roll: a 2d6 total is 2 to 12',
  },
  {
    what: 'a to-hit total below 2',
    edit: (f) => type(f, ATTACKS, 'I2', 1),
    message: 'Attacks!I2: Roll 1 is not a roll: a 2d6 total is 2 to 12',
  },
  {
    what: 'a face above 6',
    edit: (f) => type(f, ATTACKS, 'I2', '4+7'),
    message: 'Attacks!I2: Roll "4+7": a face is 1 to 6, got 7',
  },
  {
    what: 'a face of 0 among several rolls',
    edit: (f) => type(f, ATTACKS, 'I3', '9, 0+5'),
    message: 'Attacks!I3: Roll "0+5": a face is 1 to 6, got 0 (in "9, 0+5")',
  },
  {
    what: 'text that is not a roll',
    edit: (f) => type(f, ATTACKS, 'I2', 'nine'),
    message: 'Attacks!I2: Roll "nine" is not a roll: type the total (9) or the faces (4+5)',
  },
  {
    what: 'a fraction',
    edit: (f) => type(f, ATTACKS, 'I2', 7.5),
    message:
      'Attacks!I2: Roll 7.5 is not a roll: type the total (9) or the faces (4+5), one roll per weapon separated by commas',
  },
  {
    what: 'four faces',
    edit: (f) => type(f, ATTACKS, 'I2', '1 2 3 4'),
    message: 'Attacks!I2: Roll "1 2 3 4" is not a roll: at most three faces (6 3 2, with Advantage or Disadvantage)',
  },
  {
    what: 'a Rolls row total of 13',
    edit: (f) => typeRolls(f, [['Griffin: piloting check', 13]]),
    message: 'Rolls!B2: Roll 13 is not a roll: a 2d6 total is 2 to 12, one die 1 to 6',
  },
  {
    what: 'a Rolls row face of 9',
    edit: (f) => typeRolls(f, [['Griffin: piloting check', '9 1']]),
    message: 'Rolls!B2: Roll "9 1": a face is 1 to 6, got 9',
  },
  {
    what: 'a Rolls row in words',
    edit: (f) => typeRolls(f, [['Griffin: piloting check', 'snake eyes']]),
    message: 'Rolls!B2: Roll "snake eyes" is not a roll: type the total (9) or the faces (4+5)',
  },
  {
    what: 'a Rolls row that does not say which roll',
    edit: (f) => typeRolls(f, [['', '4+4']]),
    message:
      'Rolls!A2: For must say which roll "4+4" is: the words the sidebar asks with, Griffin: LRM-5 #1 at Rifleman — cluster hits',
  },
  {
    what: 'a Rolls row without the mech',
    edit: (f) => typeRolls(f, [['piloting check', '4+4']]),
    message:
      'Rolls!A2: For must name the mech, a colon, then the roll, as the sidebar words it (Griffin: LRM-5 #1 at Rifleman — cluster hits), got "piloting check"',
  },
  {
    what: 'the same roll on two Rolls rows',
    edit: (f) =>
      typeRolls(f, [
        ['Griffin: piloting check', 8],
        ['griffin: PILOTING check', 9],
      ]),
    message: 'Rolls!A3: For: the same roll is typed on row 2 too; keep one',
  },
  {
    what: 'three faces where two are thrown',
    edit: (f) => {
      dfa(f);
      typeRolls(f, [['Griffin: piloting check', '6 3 2']]);
    },
    message:
      'Rolls!B2: Griffin: piloting check is a 2d6 roll: type its two faces (4+5) or the total, 2 to 12; got three faces 6+3+2',
  },
  {
    what: 'two faces where one die is thrown',
    edit: (f) => {
      dfa(f);
      typeRolls(f, [['Griffin: Death from Above (own legs) — hit location', '3+2']]);
    },
    message:
      'Rolls!B2: Griffin: Death from Above (own legs) — hit location is a 1d6 roll: type its one face, 1 to 6; got two faces 3+2',
  },
  {
    what: 'two faces where three are thrown (Disadvantage against an evasive target, R-4.1)',
    edit: (f) => {
      typedFirst(f);
      type(f, MECHS, cell(MECHS, 'evasive', mechRow(f, 'Blackjack')), 'Yes');
      attackLines(f, [['Griffin', 'Blackjack', 'Large Laser']]);
      type(f, ATTACKS, 'I2', '4+5');
    },
    message:
      'Attacks!I2: Griffin: Large Laser #1 at Blackjack — to-hit is a 3d6 roll with Disadvantage (R-4.1): type its three faces (6 3 2) or the total of the two kept, 2 to 12; got two faces 4+5',
  },
  {
    what: 'the same to-hit roll on the Attacks line and the Rolls tab',
    edit: (f) => {
      typedFirst(f);
      attackLines(f, [['Griffin', 'Blackjack', 'Large Laser']]);
      type(f, ATTACKS, 'I2', 9);
      typeRolls(f, [['Griffin: Large Laser #1 at Blackjack — to-hit', '3+3']]);
    },
    message:
      'Attacks!I2: Griffin: Large Laser #1 at Blackjack — to-hit is typed twice (Rolls!B2 3+3 and Attacks!I2 9); keep one',
  },
  {
    what: 'a Dice setting that is not one of the three',
    edit: (f) => setRule(f, 'Dice', 'Players roll'),
    message: 'Rules!B9: Dice must be Gator rolls everything, Typed rolls first or Typed rolls only, got "Players roll"',
  },
];

describe('R-0.5: every malformed roll is refused, naming its cell, and no cell changes', () => {
  it.each(ROLL_CASES.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    const { problems } = refusedRound(c.edit);
    expect(problems.map((p) => p.message)).toEqual([c.message]);
    expect(problems[0].cell).toBe(cellOf(c.message));
  });
});

describe('R-0.5: typing every die Gator would have rolled gives the identical round (property, built bundle)', () => {
  /** Every cell of the tabs a round writes, the Rolls tab (spent: blank), the Log's rolls without their typed marks. */
  function outcome(fake: FakeServices): unknown {
    const values = (tab: string) => fake.book.sheet(tab).peekValues();
    const log = values(TAB.log).filter((row) => row[4] !== 'Dice seed' && !String(row[4]).startsWith('BBCode'));
    return {
      mechs: values(TAB.mechs),
      equipment: values(TAB.equipment),
      attacks: values(TAB.attacks),
      // Every setting but Dice itself.
      rules: values(TAB.rules).filter((row) => row[0] !== 'Dice'),
      rolls: values(TAB.rolls)
        .slice(1)
        .filter((row) => row.some((c) => c !== '')),
      log: log.map((row) => [
        row[0],
        row[1],
        row[2],
        row[3],
        row[4],
        String(row[5]).replace(/ \(typed[^)]*\)/, ''),
        row[6],
        row[7],
      ]),
    };
  }

  it('on the demo with any Dice seed: the same cells, and typing none changes nothing', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 8 })
          .filter((s) => s.trim() !== '' && s.trim().toLowerCase() !== 'random' && !/^[=+\-@']/.test(s.trim())),
        fc.boolean(),
        (text, onLines) => {
          const seedText = text.trim();
          const gator = campaign();
          setRule(gator.fake, 'Dice seed', seedText);
          const tabs = Object.fromEntries(gator.fake.book.getSheets().map((s) => [s.getName(), s.peekValues()]));
          const read = readCampaign(tabs);
          if (!read.ok) throw new Error(read.problems[0].message);
          const recorder = new RecordingDice(new SeededDice(roundSeed({ kind: 'fixed', text: seedText }, 1)));
          expect(resolveCore(read.value.battle, read.value.declarations, read.value.rules, recorder).ok).toBe(true);
          expect(gator.gas.resolveRound(1).ok).toBe(true);

          const typed = campaign();
          setRule(typed.fake, 'Dice seed', seedText);
          setRule(typed.fake, 'Dice', 'Typed rolls only');
          // To-hit rolls on their lines' Roll cells (in the TN cell's order: the demo's weapons are
          // grouped already), or all on the Rolls tab.
          const perLine = new Map<number, string[]>();
          let row = 2;
          for (const r of recorder.rolls) {
            const faces = r.roll.faces.join(r.roll.faces.length === 3 ? ' ' : '+');
            if (onLines && r.request.line !== undefined)
              perLine.set(r.request.line, [...(perLine.get(r.request.line) ?? []), faces]);
            else typeRolls(typed.fake, [[r.key, faces, 'Anna']], row++);
          }
          for (const [line, faces] of perLine)
            type(typed.fake, ATTACKS, cell(ATTACKS, 'roll', line + 2), faces.join(', '));
          const r = typed.gas.resolveRound(1);
          expect(r.ok).toBe(true);
          expect(r.dice.typed.unused).toEqual([]);
          expect(outcome(typed.fake)).toEqual(outcome(gator.fake));

          const none = campaign();
          setRule(none.fake, 'Dice seed', seedText);
          setRule(none.fake, 'Dice', 'Typed rolls first');
          expect(none.gas.resolveRound(1).ok).toBe(true);
          expect(outcome(none.fake)).toEqual(outcome(gator.fake));
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('R-0.5: Add to the Rolls tab writes the rolls asked for into the For column', () => {
  it('below the rows there, once each, touching nothing else', () => {
    const { fake, gas } = campaign();
    typeRolls(fake, [['Griffin: piloting check', 8]]);
    const before = fake.book.sheet(TAB.mechs).peekValues();
    const r = gas.addNeededRolls(['Blackjack: piloting check', 'griffin: PILOTING check', 'Blackjack: piloting check']);
    expect(r).toEqual({ ok: true, added: 1, range: 'Rolls!A3', toHit: 0 });
    expect(fake.book.sheet(TAB.rolls).peekValues().slice(1)).toEqual([
      ['Griffin: piloting check', 8, '', ''],
      ['Blackjack: piloting check', '', '', ''],
    ]);
    expect(fake.book.sheet(TAB.mechs).peekValues()).toEqual(before);
  });

  it('refuses what is not a list of rolls, writing nothing', () => {
    const { fake, gas } = campaign();
    reset(fake);
    expect(gas.addNeededRolls('Griffin: piloting check').problems[0].code).toBe('rolls/bad_request');
    expect(gas.addNeededRolls(['no colon']).ok).toBe(false);
    expect(writes(fake)).toBe(0);
  });
});

describe('R-0.5: a Roll left on a row whose attack was cleared is not an attack line', () => {
  it('the lines below keep their cells in the sidebar, and the roll is reported, not used', () => {
    const { fake, gas } = campaign();
    setRule(fake, 'Dice', 'Typed rolls first');
    for (const key of ['attacker', 'target', 'weapons']) type(fake, ATTACKS, cell(ATTACKS, key, 3), '');
    type(fake, ATTACKS, cell(ATTACKS, 'roll', 3), '4+4');
    const state = gas.getSidebarState();
    expect(state.attacks.map((p: { attacker: string; cell?: string }) => [p.attacker, p.cell])).toEqual([
      ['Griffin', 'Attacks!A2'],
      ['Blackjack', 'Attacks!A4'],
    ]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.unused).toEqual(['Attacks!I3: 4+4 was not used: no attack on this row.']);
  });
});
