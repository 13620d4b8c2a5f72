// A round that never waits for one typo: through the BUILT bundle on the fakes,
// Resolve without them plays the round without the lines and orders a problem holds back, says so
// on the Log and in the forum post, keeps the held-back cells for the next round, and Undo takes
// it back like any round; what cannot be skipped still refuses the round, saying why.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { campaign, cell, dump, read, reset, type, writes } from '../harness';

const LAZER = 'Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
const MOVE_TO = 'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got "06-09" — did you mean 0609?';

type Row = unknown[];
const logRows = (fake: ReturnType<typeof campaign>['fake']): Row[] => fake.book.sheet('Log').peekValues();

describe('Resolve without them: a held-back attack line', () => {
  it('"Large Lazer" in Attacks!C3: the rest of the round is played, the post and the Log name the line, its cells stay, Undo restores everything', () => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, 'C3', 'Large Lazer');
    const before = dump(fake);

    // Without being asked to, Resolve still refuses and writes nothing.
    reset(fake);
    const refused = gas.resolveRound(1);
    expect(refused.ok).toBe(false);
    expect(writes(fake)).toBe(0);

    const state = gas.getSidebarState();
    expect(state.held.canSkip).toBe(true);
    expect(state.held.plan).toEqual([`Rifleman's attack line Attacks!A3 at Griffin will not be made: ${LAZER}`]);

    const r = gas.resolveRound(1, { withoutHeldBack: true });
    expect(r.ok).toBe(true);
    const note = `Rifleman's attack line Attacks!A3 at Griffin was not made: ${LAZER}`;
    expect(r.orders.heldBack).toEqual([note]);
    expect(r.report.bbcode).toContain(`[b]Held back[/b]\n${note}`);
    // The Griffin's and the Blackjack's lines were made; the Rifleman fired nothing.
    expect(r.report.log.some((row: Row) => row[2] === 'Griffin' && row[4] === 'Attack')).toBe(true);
    expect(r.report.log.some((row: Row) => row[2] === 'Rifleman' && row[4] === 'Attack')).toBe(false);
    expect(logRows(fake).find((row) => row[4] === 'Held back')).toEqual([
      1,
      'Start',
      'Rifleman',
      '',
      'Held back',
      '',
      '',
      'not made',
      note,
    ]);
    // The line's cells stay for round 2, to be fixed; the lines made are cleared as ever.
    expect(read(fake, ATTACKS, 'C3')).toBe('Large Lazer');
    expect(read(fake, ATTACKS, 'A3')).toBe('Rifleman');
    // The Griffin's line was made and cleared; its Attacker stays, the Griffin being a player's mech.
    expect(read(fake, ATTACKS, 'A2')).toBe('Griffin');
    expect(read(fake, ATTACKS, 'B2')).toBe('');
    expect(gas.getSidebarState().status.round).toBe(2);

    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });
});

describe("Resolve without them: a mech's orders held back", () => {
  it('Mechs!Q2 = 06-09: the Griffin stands still and holds fire, attacks on it are made at it standing still, its orders stay', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, 'Q2', '06-09');
    const before = dump(fake);
    const r = gas.resolveRound(1, { withoutHeldBack: true });
    expect(r.ok).toBe(true);
    expect(r.orders.heldBack).toEqual([
      `Griffin's orders were held back (${MOVE_TO}): Griffin stood still and held fire.`,
      "Griffin's attack line Attacks!A2 at Rifleman was not made: Griffin's orders were held back.",
      "Rifleman's attack line Attacks!A3 at Griffin was made at Griffin standing still.",
      "Blackjack's attack line Attacks!A4 at Griffin was made at Griffin standing still.",
    ]);
    expect(read(fake, MECHS, 'O2')).toBe('0609');
    expect(
      r.report.log.some((row: Row) => row[2] === 'Griffin' && row[4] === 'Movement' && /\bran\b/.test(String(row[8]))),
    ).toBe(false);
    expect(r.report.log.some((row: Row) => row[2] === 'Griffin' && row[4] === 'Attack')).toBe(false);
    expect(r.report.log.some((row: Row) => row[2] === 'Rifleman' && row[3] === 'Griffin' && row[4] === 'Attack')).toBe(
      true,
    );
    // The Griffin's orders and its line stay; the other mechs' orders are spent.
    expect(read(fake, MECHS, 'P2')).toBe('Run');
    expect(read(fake, MECHS, 'Q2')).toBe('06-09');
    expect(read(fake, ATTACKS, 'A2')).toBe('Griffin');
    expect(read(fake, MECHS, cell(MECHS, 'move', 3))).toBe('');
    expect(read(fake, ATTACKS, 'A3')).toBe('');
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });
});

describe('what cannot be skipped still refuses the round, saying why', () => {
  it.each([
    [
      'a record cell (Gunnery)',
      MECHS,
      cell(MECHS, 'gunnery', 2),
      'three',
      'this cannot be skipped: a record cell of Griffin on the Mechs tab',
    ],
    [
      'two mechs in one hex',
      MECHS,
      cell(MECHS, 'position', 3),
      '0609',
      'this cannot be skipped: two mechs in one hex: the round cannot tell where each stands (R-2.8)',
    ],
    [
      'the Rules tab',
      'Rules',
      'B2',
      'banana',
      'this cannot be skipped: the Rules tab: every TN of the round depends on it',
    ],
  ])('%s beside "Large Lazer": nothing written, the refusal says why', (_what, tab, a1, value, why) => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, 'C3', 'Large Lazer');
    type(fake, tab, a1, value);
    expect(gas.getSidebarState().held.canSkip).toBe(false);
    const before = dump(fake);
    reset(fake);
    const r = gas.resolveRound(1, { withoutHeldBack: true });
    expect(r.ok).toBe(false);
    expect(r.problems.some((p: { message: string }) => p.message.indexOf(why) >= 0)).toBe(true);
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('two mechs in one hex: the problem names both cells and its Select button takes the first', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, cell(MECHS, 'position', 3), '0609');
    const p = gas.getSidebarState().status.problems.find((x: { code: string }) => x.code === 'sheet/shared_hex');
    expect(p.message).toMatch(/^Mechs!O2 and Mechs!O3: /);
    expect(p.cell).toBe('Mechs!O2');
  });
});

describe("the menu's Resolve round asks first", () => {
  it('the question lists what will happen to the held-back line; Yes plays the round without it and the report names it', () => {
    const { fake, gas } = campaign();
    type(fake, ATTACKS, 'C3', 'Large Lazer');
    fake.ui.answers.push('YES');
    gas.menuResolveRound();
    const [question, report] = fake.ui.alerts;
    expect(question.prompt).toContain('Resolve round 1 without them?');
    expect(question.prompt).toContain(`• Rifleman's attack line Attacks!A3 at Griffin will not be made: ${LAZER}`);
    expect(question.prompt).toContain('Their cells stay on the sheet for round 2');
    expect(report.title).toBe('Gator: round 1 resolved');
    expect(report.prompt).toContain(`Rifleman's attack line Attacks!A3 at Griffin was not made: ${LAZER}`);
  });
});
