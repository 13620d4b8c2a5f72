// rolls the players typed themselves. A roll is a total from 2 to 12 — one die 1 to 6 where a 1d6 roll may be
// meant, on the Rolls tab — or its faces, two or three of 1 to 6. An Attacks Roll cell holds one roll a weapon,
// separated by commas; a Rolls row one roll, for the words of its For cell. Each refusal says how to type it.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { parseRoll, readRolls } from '../../src/sheet/read/rolls';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set, type Sheets } from './fixtures';

// Demo Attacks rows 2–4 are the three attack lines (Griffin, Rifleman, Blackjack); Roll is column I. The Rolls tab
// is For, Roll, Rolled by, Mech, with no rows.

const HOW = 'type the total (9) or the faces (4+5)';

function rollsOf(tabs: Sheets, locale?: string) {
  const problems = new SheetProblems(locale ? { locale, timeZone: 'Etc/UTC' } : { timeZone: 'Etc/UTC' });
  const rolls = readRolls(tabs, problems);
  return {
    rolls,
    problems: problems.located.map((p) => ({ code: p.problem.code, message: p.problem.message })),
  };
}

describe('R-0.5 a roll as typed', () => {
  it('a total runs from 2 to 12; one die, where it may be meant, from 1', () => {
    expect(parseRoll('2', false)).toEqual({ total: 2, text: '2' });
    expect(parseRoll('12', false)).toEqual({ total: 12, text: '12' });
    expect(parseRoll('13', false)).toBe('13 is not a roll: a 2d6 total is 2 to 12');
    expect(parseRoll('12', true)).toEqual({ total: 12, text: '12' });
    expect(parseRoll('13', true)).toBe('13 is not a roll: a 2d6 total is 2 to 12, one die 1 to 6');
    expect(parseRoll('0', false)).toBe('0 is not a roll: a 2d6 total is 2 to 12');
  });

  it('faces run from 1 to 6, the first one out of it quoted; plus signs and spaces both separate them', () => {
    expect(parseRoll('1+1', false)).toEqual({ faces: [1, 1], text: '1+1' });
    expect(parseRoll('6 + 6', false)).toEqual({ faces: [6, 6], text: '6+6' });
    expect(parseRoll('4++5', false)).toEqual({ faces: [4, 5], text: '4+5' });
    expect(parseRoll('0+3', false)).toBe('"0+3": a face is 1 to 6, got 0');
    expect(parseRoll('3+7+9', false)).toBe('"3+7+9": a face is 1 to 6, got 7');
  });

  it('anything but whole numbers is no roll', () => {
    for (const text of ['', '4.5', '4a', 'a4', 'x+5']) {
      expect(parseRoll(text, false)).toBe(`"${text}" is not a roll: ${HOW}`);
    }
  });
});

describe("R-0.5 an attack line's Roll cell", () => {
  it('empty parts between commas are skipped; each line keeps its own number, the rows between not counted', () => {
    const tabs = demo();
    set(tabs, 'Attacks', 'Roll', 2, ', 7,, 8 ,');
    set(tabs, 'Attacks', 'Roll', 4, 9);
    const { rolls, problems } = rollsOf(tabs);
    expect(problems).toEqual([]);
    expect(rolls.lines).toEqual([
      {
        line: 0,
        row: 1,
        cell: 'Attacks!I2',
        rolls: [
          { total: 7, text: '7' },
          { total: 8, text: '8' },
        ],
      },
      { line: 2, row: 3, cell: 'Attacks!I4', rolls: [{ total: 9, text: '9' }] },
    ]);
    expect(rolls.strays).toEqual([]);
  });

  it('a line after a row with only a roll keeps its number: the stray row is no line', () => {
    const tabs = demo();
    tabs.Attacks.splice(2, 0, ['', '', '', '', '', '', '', '', 5]);
    set(tabs, 'Attacks', 'Roll', 4, '6+2');
    const { rolls } = rollsOf(tabs);
    expect(rolls.strays).toEqual([{ cell: 'Attacks!I3', text: '5', why: 'no attack on this row' }]);
    expect(rolls.lines).toEqual([{ line: 1, row: 3, cell: 'Attacks!I4', rolls: [{ faces: [6, 2], text: '6+2' }] }]);
  });

  it('R-0.5a a row with only its Attacker, or only a TN written beside it, declares no attack: its Roll is a stray', () => {
    const tabs = demo();
    tabs.Attacks.push(['Griffin', '', '', '', '', '', '', '', 5]);
    tabs.Attacks.push(['', '', '', '', '', '', '', 'TN 7', 6]);
    const { rolls } = rollsOf(tabs);
    expect(rolls.strays).toEqual([
      { cell: 'Attacks!I5', text: '5', why: 'no attack on this row' },
      { cell: 'Attacks!I6', text: '6', why: 'no attack on this row' },
    ]);
    expect(rolls.lines).toEqual([]);
  });

  it('faces may open with a plus: +4+5', () => {
    expect(parseRoll('+4+5', false)).toEqual({ faces: [4, 5], text: '4+5' });
  });

  it('a part of only spaces between commas is skipped', () => {
    const { rolls, problems } = rollsOf(set(demo(), 'Attacks', 'Roll', 2, '7, ,8'));
    expect(problems).toEqual([]);
    expect(rolls.lines[0].rolls).toEqual([
      { total: 7, text: '7' },
      { total: 8, text: '8' },
    ]);
  });

  it('faces Sheets read as a date are named, and told to be typed as faces', () => {
    const { rolls, problems } = rollsOf(set(demo(), 'Attacks', 'Roll', 2, new Date(Date.UTC(2024, 3, 5))));
    expect(rolls.lines).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/^Attacks!I2: holds a date \(5 April 2024\) — .*: type the faces as 4\+5/);
  });

  it('a cell of only commas is no roll, and no problem', () => {
    const { rolls, problems } = rollsOf(set(demo(), 'Attacks', 'Roll', 2, ' , '));
    expect([rolls.lines, problems]).toEqual([[], []]);
  });

  it('one bad roll alone is quoted without the cell around it', () => {
    expect(rollsOf(set(demo(), 'Attacks', 'Roll', 2, '13')).problems).toEqual([
      { code: 'sheet/bad_roll', message: 'Attacks!I2: Roll 13 is not a roll: a 2d6 total is 2 to 12' },
    ]);
  });

  it('a checkbox is no roll', () => {
    expect(rollsOf(set(demo(), 'Attacks', 'Roll', 2, true)).problems).toEqual([
      {
        code: 'sheet/bad_roll',
        message: `Attacks!I2: Roll TRUE is not a roll: ${HOW}, one roll per weapon separated by commas`,
      },
    ]);
  });

  it('a fraction: in en_US, how to type rolls; in de_DE, the rolls Sheets read as a decimal, separated the way that works', () => {
    const tabs = set(demo(), 'Attacks', 'Roll', 2, 4.5);
    expect(rollsOf(tabs).problems).toEqual([
      {
        code: 'sheet/decimal_value',
        message: `Attacks!I2: Roll 4.5 is not a roll: ${HOW}, one roll per weapon separated by commas`,
      },
    ]);
    expect(rollsOf(tabs, 'de_DE').problems).toEqual([
      {
        code: 'sheet/decimal_value',
        message:
          'Attacks!I2: holds the number 4.5 — Sheets read "4,5" as a decimal (a comma is the decimal point in this spreadsheet\'s locale, de_DE): separate the rolls with semicolons (4; 5), or type the faces with a plus (4+5)',
      },
    ]);
  });

  it('an Attacks tab without a Roll column, or no Attacks tab, has no typed rolls and no problem', () => {
    const tabs = demo();
    tabs.Attacks = tabs.Attacks.map((row) => row.slice(0, 8));
    expect(rollsOf(tabs)).toEqual({ rolls: { lines: [], rows: [], strays: [] }, problems: [] });
    delete tabs.Attacks;
    expect(rollsOf(tabs)).toEqual({ rolls: { lines: [], rows: [], strays: [] }, problems: [] });
    delete tabs.Rolls;
    expect(rollsOf(tabs)).toEqual({ rolls: { lines: [], rows: [], strays: [] }, problems: [] });
  });
});

describe('R-0.5 a Rolls row: one roll, for the words of its For cell', () => {
  const rollsRow = (cells: Record<string, unknown>, locale?: string) => {
    const tabs = demo();
    for (const header of Object.keys(cells)) set(tabs, 'Rolls', header, 2, cells[header]);
    return rollsOf(tabs, locale);
  };

  it('a roll with its roller and the mech whose block it is on', () => {
    expect(
      rollsRow({ For: 'Griffin: piloting check', Roll: '3 4', 'Rolled by': 'Anna', Mech: 'Griffin' }).rolls.rows,
    ).toEqual([
      {
        for: { key: 'Griffin: piloting check' },
        faces: [3, 4],
        by: 'Anna',
        rowOf: 'Griffin',
        cell: 'Rolls!B2',
        text: '3+4',
      },
    ]);
  });

  it("a row of a mech's block with nothing typed on it yet is skipped", () => {
    expect(rollsRow({ Mech: 'Griffin' })).toEqual({ rolls: { lines: [], rows: [], strays: [] }, problems: [] });
  });

  it('a total typed as text with spaces around it is read as typed, trimmed', () => {
    expect(rollsRow({ For: 'Griffin: piloting check', Roll: ' 8 ' }).rolls.rows).toEqual([
      { for: { key: 'Griffin: piloting check' }, total: 8, cell: 'Rolls!B2', text: '8' },
    ]);
  });

  it('one die is a roll here: 1', () => {
    expect(rollsRow({ For: 'Griffin: piloting check', Roll: 1 }).rolls.rows).toEqual([
      { for: { key: 'Griffin: piloting check' }, total: 1, cell: 'Rolls!B2', text: '1' },
    ]);
  });

  it('a For with no Roll yet is a roll still to make: no roll and no problem', () => {
    expect(rollsRow({ For: 'Griffin: piloting check' })).toEqual({
      rolls: { lines: [], rows: [], strays: [] },
      problems: [],
    });
  });

  it('a roller with neither For nor Roll is asked which roll they rolled', () => {
    expect(rollsRow({ 'Rolled by': 'Anna' }).problems).toEqual([
      { code: 'sheet/blank', message: 'Rolls!A2: For must say which roll "Anna" rolled, and Roll what was thrown' },
    ]);
  });

  it('two rolls in one row, a checkbox, a fraction: each refused with how to type one', () => {
    const forGriffin = { For: 'Griffin: piloting check' };
    expect(rollsRow({ ...forGriffin, Roll: '8, 9' }).problems).toEqual([
      { code: 'sheet/bad_roll', message: 'Rolls!B2: Roll "8, 9" is more than one roll: one roll a row' },
    ]);
    expect(rollsRow({ ...forGriffin, Roll: true }).problems).toEqual([
      { code: 'sheet/bad_roll', message: `Rolls!B2: Roll TRUE is not a roll: ${HOW}` },
    ]);
    expect(rollsRow({ ...forGriffin, Roll: 4.5 }, 'de_DE').problems).toEqual([
      {
        code: 'sheet/decimal_value',
        message:
          'Rolls!B2: holds the number 4.5 — Sheets read "4,5" as a decimal (a comma is the decimal point in this spreadsheet\'s locale, de_DE): type the faces with a plus (4+5), or the total (9)',
      },
    ]);
  });

  it('a Roll Sheets read as a date is told to be typed as faces; a For or Rolled by read as a date, as text', () => {
    const date = new Date(Date.UTC(2024, 3, 5));
    const roll = rollsRow({ For: 'Griffin: piloting check', Roll: date }).problems;
    expect(roll).toHaveLength(1);
    expect(roll[0].message).toMatch(/^Rolls!B2: holds a date \(5 April 2024\) — .*: type the faces as 4\+5/);
    const by = rollsRow({ For: 'Griffin: piloting check', Roll: 8, 'Rolled by': date });
    expect(by.rolls.rows).toEqual([]);
    expect(by.problems).toHaveLength(1);
    expect(by.problems[0].message).toMatch(/^Rolls!C2: holds a date \(5 April 2024\) — .*apostrophe/);
    const forCell = rollsRow({ For: date, Roll: 8 }).problems;
    expect(forCell).toHaveLength(1);
    expect(forCell[0].message).toMatch(/^Rolls!A2: holds a date \(5 April 2024\) — .*apostrophe/);
  });

  it('words close to a roll the mech can make are offered it', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Griffin: piloting chek');
    set(tabs, 'Rolls', 'Roll', 2, 8);
    const read = readCampaign(tabs);
    expect(read.ok ? [] : read.problems.map((p) => p.message)).toEqual([
      'Rolls!A2: For "Griffin: piloting chek" names no roll a round can make — did you mean Griffin: piloting check?',
    ]);
  });

  it('words that name no mech say what For must hold', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Nobody: piloting check');
    set(tabs, 'Rolls', 'Roll', 2, 8);
    const read = readCampaign(tabs);
    expect(read.ok ? [] : read.problems).toEqual([
      {
        code: 'sheet/unknown_roll',
        message:
          'Rolls!A2: For "Nobody: piloting check" names no roll a round can make: the mech\'s name, a colon, then the words the sidebar asks with',
      },
    ]);
  });
});
