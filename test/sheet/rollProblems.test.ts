// each way a typed roll is refused carries its own code (the sidebar and the log tell problems apart by it),
// and an Attacks Roll cell with one bad roll gives its line no rolls at all.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { readRolls } from '../../src/sheet/read/rolls';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set, type Sheets } from './fixtures';

const HOW = 'type the total (9) or the faces (4+5)';

const problems = (tabs: Sheets): { code: string; message: string }[] => {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => ({ code: p.code, message: p.message }));
};

describe('R-0.5 the Attacks tab: a Roll cell with a roll that cannot be', () => {
  it('is refused on the cell, quoting the whole cell', () => {
    const tabs = set(demo(), 'Attacks', 'Roll', 3, '7, 13');
    expect(problems(tabs)).toEqual([
      { code: 'sheet/bad_roll', message: 'Attacks!I3: Roll 13 is not a roll: a 2d6 total is 2 to 12 (in "7, 13")' },
    ]);
  });

  it('gives its line no rolls: the good roll beside it is not used alone', () => {
    const tabs = set(demo(), 'Attacks', 'Roll', 3, '7, 13');
    set(tabs, 'Attacks', 'Roll', 2, '8');
    const read = readRolls(tabs, new SheetProblems());
    expect(read.lines.map((l) => [l.row, l.rolls])).toEqual([[1, [{ total: 8, text: '8' }]]]);
  });
});

describe('R-0.5 the Rolls tab: one roll a row', () => {
  it('a fraction in an en_US sheet is not a roll, and says how to type one (one roll a row, no commas)', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Griffin: piloting check');
    set(tabs, 'Rolls', 'Roll', 2, 4.5);
    expect(problems(tabs)).toEqual([
      { code: 'sheet/decimal_value', message: `Rolls!B2: Roll 4.5 is not a roll: ${HOW}` },
    ]);
  });

  it('a Roll without For asks which roll it is', () => {
    const tabs = set(demo(), 'Rolls', 'Roll', 2, 8);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/blank',
        message:
          'Rolls!A2: For must say which roll 8 is: the words the sidebar asks with, Griffin: LRM-5 #1 at Rifleman — cluster hits',
      },
    ]);
  });

  it('For without a colon asks for the mech, a colon, then the roll', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Griffin piloting check');
    set(tabs, 'Rolls', 'Roll', 2, 8);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/bad_roll_for',
        message:
          'Rolls!A2: For must name the mech, a colon, then the roll, as the sidebar words it (Griffin: LRM-5 #1 at Rifleman — cluster hits), got "Griffin piloting check"',
      },
    ]);
  });

  it('the same roll on two rows is refused on the second, naming the first', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Griffin: piloting check');
    set(tabs, 'Rolls', 'Roll', 2, 8);
    set(tabs, 'Rolls', 'For', 3, 'griffin:  Piloting check');
    set(tabs, 'Rolls', 'Roll', 3, 9);
    expect(problems(tabs)).toEqual([
      { code: 'sheet/duplicate_roll', message: 'Rolls!A3: For: the same roll is typed on row 2 too; keep one' },
    ]);
  });
});
