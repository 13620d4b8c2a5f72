// rolls typed into the sheet — the Attacks tab's Roll column (one roll per weapon) and the Rolls tab (one roll
// a row, For naming it in the sidebar's words). What cannot be a roll is said on its cell.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demo, set, type Sheets } from './fixtures';

const HOW = 'type the total (9) or the faces (4+5)';

const problems = (tabs: Sheets): { code: string; message: string }[] => {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems.map((p) => ({ code: p.code, message: p.message }));
};

describe('the Attacks tab: a Roll cell', () => {
  it('a ticked checkbox is not a roll: said on the cell, with how to type rolls for several weapons', () => {
    const tabs = set(demo(), 'Attacks', 'Roll', 3, true);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/bad_roll',
        message: `Attacks!I3: Roll TRUE is not a roll: ${HOW}, one roll per weapon separated by commas`,
      },
    ]);
  });
});

describe('the Rolls tab: one roll a row, For naming it', () => {
  it('a row with only who rolled asks for the For words and the Roll', () => {
    const tabs = set(demo(), 'Rolls', 'Rolled by', 2, 'Anna');
    expect(problems(tabs)).toEqual([
      { code: 'sheet/blank', message: 'Rolls!A2: For must say which roll "Anna" rolled, and Roll what was thrown' },
    ]);
  });

  it('a ticked checkbox in Roll is not a roll', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Griffin: piloting check');
    set(tabs, 'Rolls', 'Roll', 2, true);
    expect(problems(tabs)).toEqual([{ code: 'sheet/bad_roll', message: `Rolls!B2: Roll TRUE is not a roll: ${HOW}` }]);
  });

  it('two rolls in one Roll cell are refused: one roll a row', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Griffin: piloting check');
    set(tabs, 'Rolls', 'Roll', 2, '4+5, 3');
    expect(problems(tabs)).toEqual([
      { code: 'sheet/bad_roll', message: 'Rolls!B2: Roll "4+5, 3" is more than one roll: one roll a row' },
    ]);
  });

  it('For naming no mech of the battle says how the words are made', () => {
    const tabs = demo();
    set(tabs, 'Rolls', 'For', 2, 'Zeus: piloting check');
    set(tabs, 'Rolls', 'Roll', 2, 8);
    expect(problems(tabs)).toEqual([
      {
        code: 'sheet/unknown_roll',
        message:
          'Rolls!A2: For "Zeus: piloting check" names no roll a round can make: the mech\'s name, a colon, then the words the sidebar asks with',
      },
    ]);
  });

  it('without a Mech column, a typed roll belongs to no mech block', () => {
    const tabs = demo();
    tabs.Rolls = [
      ['For', 'Roll', 'Rolled by'],
      ['Griffin: piloting check', 8, 'Anna'],
    ];
    const read = readCampaign(tabs);
    if (!read.ok) return expect.fail(read.problems.map((p) => p.message).join('\n'));
    expect(read.value.typed.rows).toEqual([
      { for: { key: 'Griffin: piloting check' }, total: 8, by: 'Anna', cell: 'Rolls!B2', text: '8' },
    ]);
  });
});
