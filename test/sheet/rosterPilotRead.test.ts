// R-16.1 (docs/campaign.md): a pilot's row of the Pilots tab read cell by cell — skills, wounds, status, the step asked
// and the service record — and the rows left off the roster, each with the problem that says why.
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../src/sheet/play/roster';
import { SheetProblems } from '../../src/sheet/tab/problems';

const HEADER = [
  'Name',
  'Player',
  'Player account',
  'Gunnery',
  'Piloting',
  'Wounds',
  'Status',
  'XP earned',
  'XP spent',
  'XP available',
  'Battles',
  'Kills',
  'Assists',
  'Damage dealt',
  'Damage taken',
  'Step asked',
  'Notes',
];

const read = (...rows: unknown[][]) => {
  const problems = new SheetProblems();
  const roster = readRoster({ Pilots: [HEADER, ...rows] }, problems);
  return { roster, messages: problems.list.map((p) => p.message) };
};

describe('R-16.1: a pilot as the roster holds them', () => {
  it('every cell read: skills, wounds, status, the step asked and the service record', () => {
    const { roster, messages } = read([
      'Sir Percival',
      'Player 1',
      'p1@example.com',
      2,
      5,
      1,
      'Recovering',
      40,
      12,
      28,
      3,
      2,
      1,
      57,
      31,
      'Gunnery',
      'steady',
    ]);
    expect(messages).toEqual([]);
    expect(roster).toEqual([
      {
        row: 1,
        name: 'Sir Percival',
        gunnery: 2,
        piloting: 5,
        wounds: 1,
        status: 'Recovering',
        stepAsked: 'Gunnery',
        record: { xpEarned: 40, xpSpent: 12, battles: 3, kills: 2, assists: 1, damageDealt: 57, damageTaken: 31 },
      },
    ]);
  });

  it('blank cells: skills the Rules tab’s, no wounds, Active, no step asked, a record of zeros', () => {
    const { roster, messages } = read(['Raider Lead']);
    expect(messages).toEqual([]);
    expect(roster).toEqual([
      {
        row: 1,
        name: 'Raider Lead',
        gunnery: undefined,
        piloting: undefined,
        wounds: 0,
        status: 'Active',
        stepAsked: undefined,
        record: { xpEarned: 0, xpSpent: 0, battles: 0, kills: 0, assists: 0, damageDealt: 0, damageTaken: 0 },
      },
    ]);
  });
});

describe('R-16.1: a row with a problem is left off the roster, the problem saying why', () => {
  it('a Status that is none of the choices names them', () => {
    const { roster, messages } = read(['Raider Lead', '', '', 3, 4, 0, 'Missing'], ['Raider Two']);
    expect(roster?.map((p) => p.name)).toEqual(['Raider Two']);
    expect(messages).toEqual(['Pilots!G2: Status must be Active, Recovering, Dead or Out, got "Missing"']);
  });

  it('a cell showing an error value is the one problem of its row', () => {
    const { roster, messages } = read(['Raider Lead', '', '', '#VALUE!', 4]);
    expect(roster).toEqual([]);
    expect(messages).toEqual([
      'Pilots!D2: the cell shows #VALUE! — its formula got text where it needs a number; type the value itself, or fix the formula',
    ]);
  });

  it('a row with a blank Name but skills typed is a problem of its Name cell', () => {
    const { roster, messages } = read(['', '', '', 3, 4]);
    expect(roster).toEqual([]);
    expect(messages).toEqual(['Pilots!A2: Name must not be blank']);
  });
});

describe('R-16.1: a campaign without a Pilots tab', () => {
  it('has no roster, and no problem: its pilots are read from the Mechs tab', () => {
    const problems = new SheetProblems();
    expect(readRoster({ Mechs: [['Name']] }, problems)).toBeUndefined();
    expect(problems.list).toEqual([]);
  });
});
